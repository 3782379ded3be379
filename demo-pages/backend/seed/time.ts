/** Date helpers for the seed: every date is an offset from the `now` given to createSeed. */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** ISO string of `now` shifted by `offsetMs` (negative = in the past). */
export function isoAt(now: Date, offsetMs: number): string {
  return new Date(now.getTime() + offsetMs).toISOString();
}

/** ISO string of `days` days from `now` (negative = ago). */
export function isoDays(now: Date, days: number): string {
  return isoAt(now, days * DAY_MS);
}

/** Milliseconds of the start (UTC) of the month `monthOffset` months from `now`'s month. */
export function utcMonthStart(now: Date, monthOffset: number): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthOffset, 1);
}
