import * as v from 'valibot';
import { ParcelRequestSchema, type ParcelRequest, type Recipient } from '../../shared/admin/api';
import { normaliseMobile } from '../../shared/forms/mobile';
import { fromCents, toCents } from '../../shared/core/money';
import { amountFieldValue, centsFromField } from '../../shared/admin/number-field';
import { FIELD_CHECK } from '../../shared/forms/field-check';

/**
 * The form's typed fields (SPEC §3 Parcel), named as the request names them, so that a 422's
 * errors (`errors.recipient_city`) land on the field they are about.
 */
export const TEXT_FIELDS = [
  'parcel_weight',
  'parcel_description',
  'recipient_name',
  'recipient_contact_1',
  'recipient_contact_2',
  'recipient_address',
  'recipient_city',
  'amount',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** One of the order's products: in the parcel or not, and the amount it stands for. */
export interface ProductChoice {
  ticked: boolean;
  amount: string;
}

export type ParcelValues = Record<TextField, string> & {
  exchange: boolean;
  /** By `order_product_id`. */
  products: Readonly<Record<number, ProductChoice>>;
};

/** Where an error is shown: a field, the products' group, or one product's amount. */
export type ErrorKey = TextField | 'products' | `product:${number}`;
export type ParcelErrors = Partial<Record<ErrorKey, string>>;
export const productKey = (orderProductId: number): ErrorKey => `product:${orderProductId}`;

const isTextField = (path: string): path is TextField => (TEXT_FIELDS as readonly string[]).includes(path);

/** Two phone numbers that reach the same phone ('0771234567' and '94771234567'). */
function samePhone(a: string, b: string): boolean {
  const left = normaliseMobile(a);
  const right = normaliseMobile(b);
  return left.ok && right.ok ? left.mobile === right.mobile : a.trim() === b.trim();
}

/**
 * The form as it opens (SPEC §3 Recipient details): the recipient from the order; contact 1 is
 * the delivery address's `receiver_phone_number` (the person the courier meets there, the
 * account's number when the address has none), contact 2 the account holder's `phone_number`
 * when it is another phone. Every product ticked with its line's amount: a parcel usually
 * carries the whole order (the backend allows one parcel per order). Amount is the order's
 * total, what the customer pays; unticking a product leaves it as the admin set it.
 */
export function initialValues(order: Recipient): ParcelValues {
  const { recipient } = order;
  const contact1 = recipient.receiver_phone_number.trim() || recipient.phone_number.trim();
  const account = recipient.phone_number.trim();
  return {
    parcel_weight: '',
    parcel_description: '',
    recipient_name: recipient.name,
    recipient_contact_1: contact1,
    recipient_contact_2: account !== '' && !samePhone(account, contact1) ? account : '',
    recipient_address: recipient.formatted_address,
    recipient_city: recipient.city,
    amount: amountFieldValue(toCents(order.total_amount)),
    exchange: false,
    products: Object.fromEntries(
      order.products.map((line) => [line.order_product_id, { ticked: true, amount: amountFieldValue(toCents(line.amount)) }]),
    ),
  };
}

/** An amount field as the request takes it: LKR with two decimals, or missing when not a number. */
function lkr(text: string): number | undefined {
  const cents = centsFromField(text);
  return cents === null ? undefined : fromCents(cents);
}

/** The ticked products' ids, in the order's order: the request's `products`, index by index. */
export function tickedIds(values: ParcelValues, lines: Recipient['products']): number[] {
  return lines.map((line) => line.order_product_id).filter((id) => values.products[id]?.ticked);
}

/**
 * Errors by field from `[path, text]` pairs (the schema's issues, or a 422's `errors`): the
 * path of a product (`products.1.amount`) is the product sent at that index. Pairs about no
 * field of the form are returned in `rest`, to be said elsewhere. The first text per field wins.
 */
export function placeErrors(
  pairs: readonly (readonly [string, string])[],
  sentIds: readonly number[],
): { errors: ParcelErrors; rest: string[] } {
  const errors: ParcelErrors = {};
  const rest: string[] = [];
  for (const [path, text] of pairs) {
    const line = /^products\.(\d+)(?:\.|$)/.exec(path);
    const sent = line ? sentIds[Number(line[1])] : undefined;
    const key: ErrorKey | null = isTextField(path)
      ? path
      : path === 'products'
        ? 'products'
        : sent !== undefined
          ? productKey(sent)
          : null;
    if (key === null) rest.push(text);
    else errors[key] ??= text;
  }
  return { errors, rest };
}

export type Checked = { ok: true; body: ParcelRequest } | { ok: false; errors: ParcelErrors };

/**
 * SPEC §5 on the whole form with the call's own schema (ParcelRequestSchema carries the SPEC
 * texts), one text per field; the body to send, trimmed as the server stores it, when valid.
 * An empty contact 2 is sent as null: the parcel has no second number.
 */
export function checkParcel(values: ParcelValues, lines: Recipient['products']): Checked {
  const ids = tickedIds(values, lines);
  const candidate = {
    parcel_weight: values.parcel_weight === '' ? undefined : Number(values.parcel_weight),
    parcel_description: values.parcel_description,
    recipient_name: values.recipient_name,
    recipient_contact_1: values.recipient_contact_1,
    recipient_contact_2: values.recipient_contact_2.trim() === '' ? null : values.recipient_contact_2,
    recipient_address: values.recipient_address,
    recipient_city: values.recipient_city,
    amount: lkr(values.amount),
    exchange: values.exchange ? 1 : 0,
    products: ids.map((id) => ({ order_product_id: id, amount: lkr(values.products[id]!.amount) })),
  };
  const parsed = v.safeParse(ParcelRequestSchema, candidate, { ...FIELD_CHECK, abortPipeEarly: true });
  if (parsed.success) return { ok: true, body: parsed.output };
  const pairs = parsed.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message] as const);
  return { ok: false, errors: placeErrors(pairs, ids).errors };
}
