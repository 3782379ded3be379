import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CouponFormRequestSchema, ParcelRequestSchema, type Recipient } from '../../shared/admin/api';
import { IdSchema } from '../../shared/core/api/id';
import { FIELD_CHECK } from '../../shared/forms/field-check';
import * as formMessages from '../../shared/forms/messages';
import { ValidateCouponRequestSchema } from '../../shared/placement/api/coupons';
import { MobileRequestSchema, VerifyOtpRequestSchema } from '../../shared/placement/api/verification';
import { checkForm, emptyForm, type CouponFormState, type TextField as CouponField } from '../../widgets/coupon-form/coupon-form-state';
import { GuestDetailsSchema } from '../../widgets/guest-checkout/api';
import { FIELDS as GUEST_FIELDS, validateForm, type FormValues } from '../../widgets/guest-checkout/guest-form';
import { AddressFormRequestSchema } from '../../widgets/order-checkout/api';
import { checkParcel, TEXT_FIELDS as PARCEL_FIELDS, type ParcelValues } from '../../widgets/parcel-form/parcel-values';

/**
 * Issue 29, finding 2: no validator's own text ever reaches the screen. Every check of every form
 * (and of the calls whose 422 texts the forms show at their fields) carries a text of the message
 * catalogue; whatever is typed, a form says only catalogue texts.
 */

const ROOT = join(__dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/** Every text of the catalogue: the exports of every messages module, nested groups included. */
const MESSAGE_FILES = ['shared', 'widgets']
  .flatMap((dir) => files(join(ROOT, dir)))
  .filter((path) => /(\/messages\.ts|\/messages\/[\w-]+\.ts)$/.test(path));
const modules: unknown[] = await Promise.all(MESSAGE_FILES.map((path) => import(path)));
const catalogue = new Set<string>();
const gather = (value: unknown) => {
  if (typeof value === 'string') catalogue.add(value);
  else if (value !== null && typeof value === 'object') Object.values(value).forEach(gather);
};
modules.forEach(gather);

/** A message as a form shows it: a catalogue text (a function is asked for both its cases). */
function textsOf(message: unknown): unknown[] {
  if (typeof message !== 'function') return [message];
  const issue = (input: unknown) => ({ kind: 'schema', type: 'number', input, expected: 'number', received: String(input), message: '' });
  return [message(issue(Number.NaN)), message(issue(undefined)), message(issue('ten'))];
}

type Node = v.GenericSchema & {
  kind: string;
  type: string;
  message?: unknown;
  pipe?: Node[];
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  options?: unknown[];
};

const WRAPPERS = new Set(['optional', 'nullish', 'nullable', 'undefinedable', 'exact_optional']);
/** Schemas that take anything, so never fail. */
const ANYTHING = new Set(['unknown', 'any']);

/**
 * The checks under `node` that can fail and so must say a text of ours, by path. Not checked:
 * ids (IdSchema: picked from lists, never typed), 0/1 switches (checkboxes), and the objects
 * themselves (the forms build them); a forged request reaching those says FIELD_CHECK's text.
 */
function* checks(node: Node, path: string): Generator<[string, Node]> {
  if (node === (IdSchema as unknown)) return;
  if (node.pipe) {
    const [schema, ...actions] = node.pipe;
    yield* checks({ ...schema!, pipe: undefined } as Node, path);
    for (const action of actions) if ((action.kind as string) === 'validation') yield [`${path} (${action.type})`, action];
    return;
  }
  if (node.kind !== 'schema' || ANYTHING.has(node.type)) return;
  if (WRAPPERS.has(node.type)) {
    yield* checks(node.wrapped!, path);
    return;
  }
  if (node.entries) {
    for (const [key, entry] of Object.entries(node.entries)) yield* checks(entry, path ? `${path}.${key}` : key);
    return;
  }
  if (node.type === 'picklist' && JSON.stringify(node.options) === '[0,1]') return;
  yield [`${path} (${node.type})`, node];
  if (node.item) yield* checks(node.item, `${path}.N`);
}

/** The schemas whose texts a form shows at its fields, and the fields nobody types (built by the form). */
const FORM_SCHEMAS: [string, v.GenericSchema, string[]][] = [
  ['guest checkout shipping form', GuestDetailsSchema, []],
  ['signed-in checkout: Add New Address form', AddressFormRequestSchema, []],
  ['admin coupon form', CouponFormRequestSchema, ['selected_products']],
  ['admin parcel form', ParcelRequestSchema, []],
  ['mobile number for a texted code', MobileRequestSchema, []],
  ['texted code', VerifyOtpRequestSchema, []],
  ['checkout coupon code', ValidateCouponRequestSchema, ['subtotal', 'product_ids']],
];

describe('every check of every form has a text of the catalogue', () => {
  it('the catalogue was read (a glob that finds nothing would pass everything)', () => {
    expect(catalogue.size).toBeGreaterThan(300);
    expect(catalogue).toContain(formMessages.checkField);
    expect(catalogue).toContain(FIELD_CHECK.message());
  });

  it.each(FORM_SCHEMAS)('%s', (_name, schema, untyped) => {
    const missing: string[] = [];
    const all = [...checks(schema as Node, '')];
    for (const [path, node] of all) {
      if (untyped.some((field) => path === field || path.startsWith(`${field} `) || path.startsWith(`${field}.`))) continue;
      for (const text of textsOf(node.message)) if (typeof text !== 'string' || !catalogue.has(text)) missing.push(`${path}: ${String(text)}`);
    }
    expect(all.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('the walk finds a check without a text (it would fail a new one)', () => {
    const schema = v.object({ nickname: v.pipe(v.string(formMessages.nicknameTooLong), v.maxLength(255)) });
    expect([...checks(schema as unknown as Node, '')].map(([path, node]) => [path, node.message])).toEqual([
      ['nickname (string)', formMessages.nicknameTooLong],
      ['nickname (max_length)', undefined],
    ]);
  });
});

/**
 * Where a schema's issue text is turned into a field's text, the parse says FIELD_CHECK, so a
 * check added later without a text says ours, not valibot's. Only the props reasons (for the
 * page's developer, in the console) and the demo's fault tool read issues without it.
 */
describe('every parse whose texts reach a screen uses FIELD_CHECK', () => {
  const ROOTS = ['widgets', 'shared', 'demo-pages/backend'];
  const NOT_SHOWN = new Set(['shared/core/runtime/props.ts', 'demo-pages/backend/routes/demo.ts']);
  it('no other file reads an issue’s message', () => {
    const root = ROOT;
    const readers = ROOTS.flatMap((dir) => files(join(root, dir)))
      .filter((path) => /\bissues?\b[^;]*\.message\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path))
      .filter((path) => !NOT_SHOWN.has(path) && !readFileSync(join(root, path), 'utf8').includes('FIELD_CHECK'));
    expect(readers).toEqual([]);
  });
});

/** Typed text of every kind: any Unicode, emoji, Sinhala and Tamil, digits with letters, blanks, over-long. */
const typed = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', '   ', 'කොළඹ', 'கொழும்பு', 'Home 🏠', '12abc', 'abc', '0771234567', '1e3', '-5', '٣٤٥'),
  fc.nat({ max: 400 }).map((n) => 'x'.repeat(n)),
  fc.nat({ max: 400 }).map((n) => '7'.repeat(n)),
);

const shownOk = (texts: readonly (string | undefined)[]) =>
  texts.every((text) => text !== undefined && catalogue.has(text) && text !== formMessages.checkField);

describe('whatever is typed, a form says only texts of the catalogue (fast-check)', () => {
  it('the guest checkout shipping form', () => {
    fc.assert(
      fc.property(fc.record(Object.fromEntries(GUEST_FIELDS.map((field) => [field, typed])) as Record<keyof FormValues, typeof typed>), (values) => {
        const result = validateForm(values);
        return result.ok || shownOk(Object.values(result.errors));
      }),
      { numRuns: 300 },
    );
  });

  it('the admin coupon form', () => {
    const fields: CouponField[] = ['couponTitle', 'couponCode', 'discountValue', 'usageLimit', 'minOrderValue', 'maxDiscountValue', 'startDate', 'endDate'];
    fc.assert(
      fc.property(fc.record(Object.fromEntries(fields.map((field) => [field, typed])) as Record<CouponField, typeof typed>), fc.boolean(), (values, fixed) => {
        const state: CouponFormState = { ...emptyForm(new Date()), ...values, discountType: fixed ? 'fixed' : 'percentage' };
        const result = checkForm(state);
        return result.ok || shownOk(Object.values(result.errors));
      }),
      { numRuns: 300 },
    );
  });

  it('the admin parcel form', () => {
    const lines: Recipient['products'] = [{ order_product_id: 7, name: 'Tea', quantity: 1, amount: 100 }];
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(PARCEL_FIELDS.map((field) => [field, typed])) as Record<(typeof PARCEL_FIELDS)[number], typeof typed>),
        typed,
        fc.boolean(),
        (values, amount, ticked) => {
          const form: ParcelValues = { ...values, exchange: false, products: { 7: { ticked, amount } } };
          const result = checkParcel(form, lines);
          return result.ok || shownOk(Object.values(result.errors));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the Add New Address form, as the reference backend answers it', () => {
    const fields = ['nickname', 'receiver_phone_number', 'street', 'city', 'state', 'postal_code', 'country'];
    fc.assert(
      fc.property(fc.record(Object.fromEntries(fields.map((field) => [field, typed]))), (body) => {
        const result = v.safeParse(AddressFormRequestSchema, body, { ...FIELD_CHECK, abortPipeEarly: true });
        return result.success || shownOk(result.issues.map((issue) => issue.message));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the texts say what to change (SPEC §5 where it has them)', () => {
  const long = 'x'.repeat(300);
  const guest = (changes: Partial<FormValues>): Partial<FormValues> => {
    const result = validateForm({
      email: 'nimal@example.lk',
      phone_number: '0771234567',
      nickname: 'Home',
      'address.formatted_address': '12 Galle Road',
      'address.city': 'Colombo',
      'address.state': '',
      'address.postal_code': '',
      'address.country': 'Sri Lanka',
      ...changes,
    });
    return result.ok ? {} : result.errors;
  };

  it('the guest form: over-long fields say their limit; Sinhala, Tamil and emoji are accepted', () => {
    expect(guest({ nickname: long, 'address.city': long, 'address.state': long, 'address.postal_code': long })).toEqual({
      nickname: 'Nickname must be 255 characters or fewer.',
      'address.city': 'City must be 255 characters or fewer.',
      'address.state': 'State must be 255 characters or fewer.',
      'address.postal_code': 'Postal code must be 255 characters or fewer.',
    });
    expect(guest({ email: `${'a'.repeat(250)}@example.lk` })).toEqual({ email: 'Email must be 254 characters or fewer.' });
    expect(guest({ nickname: 'ගෙදර 🏠', 'address.formatted_address': 'கொழும்பு வீதி 12', 'address.city': 'කොළඹ' })).toEqual({});
    expect(guest({ 'address.formatted_address': 'x'.repeat(255) })).toEqual({});
  });
});
