import { expect, type APIRequestContext } from '@playwright/test';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { Window } from 'happy-dom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import { userOf, visitsOf, type Who } from './visits';
import { test } from './helpers';

/**
 * docs/backend.md#the-props-as-a-json-schema: every props object the demo shop prints (the
 * reference for what a Blade page prints) is valid against dist/widgets.schema.json, the contract a
 * backend's developers get. Raw HTML as the server sends it (`request.get`, no browser), for every
 * page of the layout walk (visits.ts) as guest, customer and admin. The demo server builds dist/ on
 * start.
 */

interface Schema {
  $id: string;
  $defs: Record<string, unknown>;
}
const schema = JSON.parse(readFileSync(path.resolve('dist/widgets.schema.json'), 'utf8')) as Schema;
const ajv = new Ajv2020({ allErrors: true });
ajv.addSchema(schema);
const validators = new Map<string, ValidateFunction>();

/** What is wrong with one widget's props, each problem naming the widget and the path; [] when valid. */
function problems(widget: string, props: unknown): string[] {
  if (!(widget in schema.$defs)) return [`widget "${widget}": no such widget in widgets.schema.json`];
  if (!validators.has(widget)) validators.set(widget, ajv.getSchema(`${schema.$id}#/$defs/${widget}`)!);
  const validate = validators.get(widget)!;
  if (validate(props)) return [];
  return (validate.errors ?? []).map((error) => `widget "${widget}" at ${error.instancePath || '(root)'}: ${error.message ?? error.keyword}`);
}

interface Printed {
  widget: string;
  /** The props as the loader reads them (shared/core/runtime/props.ts readRawProps), or why it cannot. */
  props: { ok: true; value: unknown } | { ok: false; reason: string };
}

/** Every widget node of a page's HTML with its props: `data-props`, else a JSON script child, else {}. */
function printedProps(html: string): Printed[] {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
  try {
    const document = new window.DOMParser().parseFromString(html, 'text/html');
    return [...document.querySelectorAll('[data-widget]')].map((node) => {
      const attribute = node.getAttribute('data-props');
      const script = [...node.children].find((child) => child.tagName === 'SCRIPT' && child.getAttribute('type') === 'application/json');
      const text = attribute ?? script?.textContent ?? '';
      const widget = node.getAttribute('data-widget') ?? '';
      if (text.trim() === '') return { widget, props: { ok: true, value: {} } };
      try {
        return { widget, props: { ok: true, value: JSON.parse(text) as unknown } };
      } catch {
        return { widget, props: { ok: false, reason: `widget "${widget}": props are not JSON` } };
      }
    });
  } finally {
    void window.happyDOM.close();
  }
}

async function signedIn(request: APIRequestContext, who: Who) {
  const user = userOf(who);
  if (user === null) return;
  const response = await request.post('/__demo/login-as', { data: { user_id: user } });
  expect(response.ok()).toBe(true);
}

/** The page that shows a failure of each kind on purpose (routes.ts): what the schema must catch there. */
const BROKEN = '/__demo/scenarios/broken-widgets';

test('every props object the demo shop prints, on every page as guest, customer and admin, is valid against widgets.schema.json', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  const brokenFound: string[] = [];
  const seen = new Map<string, number>();
  for (const who of ['guest', 'customer', 'admin'] as const) {
    const request = await playwright.request.newContext({ baseURL });
    await signedIn(request, who);
    for (const { path: address } of visitsOf(who)) {
      const response = await request.get(address);
      expect(response.status(), `${address} (${who})`).toBeLessThan(500);
      for (const { widget, props } of printedProps(await response.text())) {
        seen.set(widget, (seen.get(widget) ?? 0) + 1);
        const wrong = props.ok ? problems(widget, props.value) : [props.reason];
        (address === BROKEN ? brokenFound : found).push(...wrong.map((problem) => `${address} (${who}): ${problem}`));
      }
    }
    await request.dispose();
  }
  expect(found).toEqual([]);
  // The broken page's faults are caught, named by widget and path, and nothing else there.
  const brokenBy = (['guest', 'customer', 'admin'] as const).filter((who) => visitsOf(who).some((visit) => visit.path === BROKEN));
  expect(brokenBy.length, `${BROKEN} is walked`).toBeGreaterThan(0);
  expect(brokenFound.sort()).toEqual(
    brokenBy
      .flatMap((who) => [
        `${BROKEN} (${who}): widget "cart-link" at /count: must be integer`,
        `${BROKEN} (${who}): widget "cart-link": props are not JSON`,
        `${BROKEN} (${who}): widget "no-such-widget": no such widget in widgets.schema.json`,
      ])
      .sort(),
  );
  // The walk reached the large props too (JSON script children), not only the header's.
  for (const widget of ['product-detail', 'product-overview', 'cart', 'category-filter', 'collection-filter', 'search-filter', 'home-blocks', 'new-arrivals', 'coupon-form', 'parcel-form', 'order-checkout', 'guest-checkout']) {
    expect(seen.get(widget) ?? 0, widget).toBeGreaterThan(0);
  }
});

test('a printed props object with a field of the wrong type fails, naming the widget and the path', async ({ request }) => {
  const html = await (await request.get(`/products/${SEED_IDS.colorSizeProduct}`)).text();
  const printed = printedProps(html).find((entry) => entry.widget === 'product-detail');
  expect(printed?.props.ok).toBe(true);
  const props = structuredClone((printed!.props as { value: { product: { variations: { price: unknown }[]; shipping_type: unknown } } }).value);
  expect(problems('product-detail', props)).toEqual([]);
  props.product.variations[1]!.price = String(props.product.variations[1]!.price);
  props.product.shipping_type = 'express';
  expect(problems('product-detail', props)).toEqual([
    'widget "product-detail" at /product/shipping_type: must be equal to one of the allowed values',
    'widget "product-detail" at /product/variations/1/price: must be number',
  ]);
});
