import * as salesMessages from './messages';
import { SALES_CHART_MONTHS } from '../../shared/core/constants';
import { fromCents, toCents } from '../../shared/core/money';

/** One point of the SPEC §9 sales chart. */
export interface MonthTotal {
  /** Full English month name, as the server's records carry it ('December'). */
  month: string;
  /** Short month and year: the axis label ('Dec 2025'). */
  label: string;
  /** Full month and year: the table's row and the tooltip's title ('December 2025'). */
  name: string;
  /** LKR. */
  total: number;
}

// The labels are printed for a UTC instant in UTC, so no zone can move them to another month.
const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
// The records' key: the month's English name, as the server sends it, in every language.
const monthOnly = utc({ month: 'long' });

/** A month as a count of months since year 0 (January of year 0 is 0), so months add up. */
function monthCount(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const part = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)?.value);
  return part('year') * 12 + part('month') - 1;
}

/** Mid-month, noon UTC, of a month count: every zone agrees which month it is in. */
function midMonth(count: number): Date {
  const date = new Date(0);
  // Not `Date.UTC(y, m, d)`: that maps years 0-99 to 1900-1999.
  date.setUTCFullYear(Math.floor(count / 12), count % 12, 15);
  date.setUTCHours(12);
  return date;
}

/**
 * SPEC §9 sales chart data: the 12 months ending with `now`'s month in `timeZone` (the shop's,
 * as the backend counts them), oldest first, each with the total of the records whose `month`
 * names it (case-insensitive) and 0 when none does. The records carry no year: in twelve
 * consecutive months each name occurs once, so a name matches one slot; a month sent twice is
 * added up (in cents, no float drift), a name that is no month is left out.
 */
export function salesMonths(
  now: Date,
  timeZone: string,
  records: readonly { month: string; total: number }[],
): MonthTotal[] {
  const centsByMonth = new Map<string, number>();
  for (const record of records) {
    const key = record.month.trim().toLowerCase();
    centsByMonth.set(key, (centsByMonth.get(key) ?? 0) + toCents(record.total));
  }
  const last = monthCount(now, timeZone);
  return Array.from({ length: SALES_CHART_MONTHS }, (_, i) => {
    const date = midMonth(last - (SALES_CHART_MONTHS - 1) + i);
    const month = monthOnly.format(date);
    return {
      month,
      label: salesMessages.monthLabel(date),
      name: salesMessages.monthName(date),
      total: fromCents(centsByMonth.get(month.toLowerCase()) ?? 0),
    };
  });
}
