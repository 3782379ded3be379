/**
 * A page's React floor: the same page (the server's HTML, its stylesheets, its images) with the
 * kit's JS swapped for one file that has React build, in every widget node the kit had mounted
 * at its mark, the DOM the kit had built there, and nothing else: no props to read, no stores, no
 * calls, no lazy parts. Its mount time is what any React island of that page must pay on this
 * machine, so the kit's mount ÷ its floor is the kit's own cost; the bare React reference has no
 * HTML, no CSS and one `<h1>`, so a page's mount ÷ the reference also counts the page itself
 * (docs/decisions.md#a-pages-react-floor).
 *
 * The bench loads each page once with `captureFloor`, writes the floor page with `floorHtml`
 * next to the reference and times it with the pages. Its script is the kit's own loader with the
 * start swapped for floor-page.tsx, so React starts after the first paint as the kit does: the
 * ratio does not count that wait as the kit's cost.
 */

import type { Browser } from '@playwright/test';
import { createElement, type ReactNode } from 'react';
import { waitForMark } from './in-page';

export const FLOOR_MARK = 'floor-mounted';

/** What React builds: text, or `[tag, props, children]` (props already in React's names). */
export type FloorTree = string | [string, Record<string, unknown>, FloorTree[]];

/** One widget node the kit had mounted: its index among the page's `[data-widget]` nodes. */
export interface FloorRoot {
  index: number;
  children: FloorTree[];
}

/**
 * Init script (a string: tsx rewrites named functions with a helper the page lacks). When the
 * loader sets `mark`, records the children of every mounted widget node as FloorTrees in
 * `window.__benchFloor`, in the same task, before anything else can change them.
 */
export const recordWidgetTrees = (mark: string) => `(() => {
  const BOOLEAN = new Set(['hidden', 'disabled', 'checked', 'selected', 'multiple', 'required', 'open', 'inert', 'novalidate', 'formnovalidate', 'autofocus', 'readonly', 'default', 'reversed']);
  const RENAMED = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', readonly: 'readOnly', autofocus: 'autoFocus', novalidate: 'noValidate', formnovalidate: 'formNoValidate' };
  const FIELD = { value: 'defaultValue', checked: 'defaultChecked' };
  const camel = (name) => (name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase()));
  const treeOf = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const props = {};
    for (const attribute of node.attributes) {
      if (attribute.name === 'style') {
        const style = {};
        for (let i = 0; i < node.style.length; i++) style[camel(node.style[i])] = node.style.getPropertyValue(node.style[i]);
        props.style = style;
        continue;
      }
      const field = /^(input|textarea)$/.test(node.localName) ? FIELD[attribute.name] : undefined;
      const name = field ?? RENAMED[attribute.name] ?? attribute.name;
      props[name] = BOOLEAN.has(attribute.name) ? true : attribute.value;
    }
    return [node.localName, props, [...node.childNodes].map(treeOf).filter((child) => child !== null)];
  };
  const mark = performance.mark.bind(performance);
  performance.mark = (name, ...rest) => {
    if (name === ${JSON.stringify(mark)} && !window.__benchFloor) {
      window.__benchFloor = [...document.querySelectorAll('[data-widget]')]
        .map((node, index) => ({ node, index }))
        .filter(({ node }) => node.getAttribute('data-widget-state') === 'mounted')
        .map(({ node, index }) => ({ index, children: [...node.childNodes].map(treeOf).filter((child) => child !== null) }));
    }
    return mark(name, ...rest);
  };
})();`;

/** The React element of a recorded tree (what the floor page renders). */
export const floorElement = (tree: FloorTree, key?: number): ReactNode =>
  typeof tree === 'string' ? tree : createElement(tree[0], { ...tree[1], key }, ...tree[2].map(floorElement));

const READ_FLOOR = 'window.__benchFloor';

/**
 * One load of a page (a context of its own, like the mount times'): the HTML the server sent
 * and the widget roots the kit had built when it set `mark`.
 */
export async function captureFloor(browser: Browser, url: string, mark: string, timeoutMs: number): Promise<{ html: string; roots: FloorRoot[] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(recordWidgetTrees(mark));
    const response = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    if (!response?.ok()) throw new Error(`${url}: answered ${response?.status() ?? 'nothing'}`);
    await page.evaluate(waitForMark(mark, timeoutMs));
    return { html: await response.text(), roots: (await page.evaluate(READ_FLOOR)) as FloorRoot[] };
  } finally {
    await context.close();
  }
}

const KIT_SCRIPT = /<script\b[^>]*\bsrc="\/build\/[^"]*"[^>]*><\/script>/g;

/**
 * The floor page of a page: its server HTML with the kit's module script swapped for the floor's
 * (same place, so the browser finds it as early), no modulepreload links, its relative URLs
 * resolved against the demo (`<base>`), and no `integrity` (a stylesheet of another origin
 * fetched without CORS cannot be checked, so the browser would refuse it). The props scripts and
 * the asset map stay, so the floor parses the same HTML, but the map's `preload` list is emptied:
 * the floor's loader would fetch the kit's files.
 */
export function floorHtml(serverHtml: string, roots: FloorRoot[], demoOrigin: string, floorScriptUrl: string): string {
  const scripts = serverHtml.match(KIT_SCRIPT) ?? [];
  if (scripts.length !== 1) throw new Error(`floorHtml: expected the page to print one kit script (the loader), found ${scripts.length}`);
  if (!/<head>/.test(serverHtml)) throw new Error('floorHtml: the page has no <head>');
  const data = JSON.stringify(roots).replace(/</g, '\\u003c');
  const floorScripts = `<script type="application/json" id="bench-floor">${data}</script><script type="module" src="${floorScriptUrl}"></script>`;
  return serverHtml
    .replace('<head>', `<head>\n<base href="${demoOrigin}/">`)
    .replace(KIT_SCRIPT, () => floorScripts)
    .replace(/<link rel="modulepreload"[^>]*>\n?/g, '')
    .replace(/(id="shop-widget-assets"[^>]*>[^<]*"preload":)\[[^\]]*\]/, '$1[]')
    .replace(/ integrity="[^"]*"/g, '');
}
