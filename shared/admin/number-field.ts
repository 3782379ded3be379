import { toCents, type Cents } from '../core/money';

/**
 * Numbers typed into the admin forms' text fields (a decimal keyboard, and what is typed stays
 * as typed). Not in money.ts, which every page loads: only the forms read fields.
 */

/**
 * A number as typed: null when the field is empty, NaN when it is not a plain decimal
 * ('1e3', '0x10', '1,000' and '12abc' are not what the admin meant).
 */
export function numberFromField(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * What an amount field holds, in cents: null when it is empty or not a number. Negative
 * amounts come back as they are: the caller's rules decide about them.
 */
export function centsFromField(text: string): Cents | null {
  const value = numberFromField(text);
  return value === null || Number.isNaN(value) ? null : toCents(value);
}

/**
 * "1234.50": cents as an amount field holds them (no grouping, two decimals), for a field
 * prefilled with an amount the admin may change (the parcel's amounts).
 */
export function amountFieldValue(cents: Cents): string {
  return (cents === 0 ? 0 : cents / 100).toFixed(2);
}
