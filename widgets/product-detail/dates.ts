import { DELIVERY_MAX_BUSINESS_DAYS, DELIVERY_MIN_BUSINESS_DAYS } from '../../shared/core/constants';
import { dayRange } from './messages';
import * as couponMessages from '../../shared/purchase/messages/coupon';

/**
 * Date rules of SPEC §4 and §9. Everything works in the browser's local time: days, weekends
 * and months are the shopper's calendar (the one the product page's dates print: messages.ts), and a
 * server date-time without a zone ("2025-12-31 23:59:59") is read as local time too. Functions
 * take `now` / `from` instead of reading the clock, so they stay pure.
 */

/** SPEC §9 estimated delivery: the first and last possible day and their printed range. */
export interface DeliveryEstimate {
  start: Date;
  end: Date;
  /** 'Nov 24 - Nov 26' in English (messages.ts). */
  label: string;
}

/** Units, not business numbers. */
const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;
const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;
const MS_PER_DAY = SECONDS_PER_DAY * MS_PER_SECOND;
const MS_PER_MINUTE = SECONDS_PER_MINUTE * MS_PER_SECOND;
const SUNDAY = 0;
const SATURDAY = 6;

/** "YYYY-MM-DD", optionally with "[T ]HH:MM[:SS[.fraction]]", and no zone. */
const LOCAL_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?$/;

/**
 * SPEC §9 delivery estimate: DELIVERY_MIN_BUSINESS_DAYS to DELIVERY_MAX_BUSINESS_DAYS business
 * days after `from`, Saturdays and Sundays skipped (a Friday order gives Mon to Wed). Public
 * holidays are not known and not skipped. `start` and `end` are local midnights.
 */
export function deliveryEstimate(from: Date): DeliveryEstimate {
  const start = addBusinessDays(from, DELIVERY_MIN_BUSINESS_DAYS);
  const end = addBusinessDays(from, DELIVERY_MAX_BUSINESS_DAYS);
  return { start, end, label: dayRange(start, end) };
}

/**
 * SPEC §9 coupon validity text: 'No Expiration' without an end date; 'Expired' once the end
 * has passed (or when the end date cannot be read, rather than promise a coupon that may be
 * gone); otherwise 'N days left' with N the remaining days rounded up, so the last day reads
 * '1 days left' (the SPEC's text, verbatim). Days are counted on the local wall clock, so a
 * daylight-saving change does not add or drop one.
 */
export function couponValidity(endDate: string | null, now: Date): string {
  if (endDate === null || endDate.trim() === '') return couponMessages.noExpiration;
  const end = parseServerDate(endDate);
  if (Number.isNaN(end.getTime()) || end.getTime() <= now.getTime()) {
    return couponMessages.expired;
  }
  const days = Math.ceil((wallClockMs(end) - wallClockMs(now)) / MS_PER_DAY);
  return couponMessages.daysLeft(Math.max(1, days));
}

function addBusinessDays(from: Date, businessDays: number): Date {
  let day = localDate(from.getFullYear(), from.getMonth(), from.getDate());
  let left = businessDays;
  while (left > 0) {
    day = localDate(day.getFullYear(), day.getMonth(), day.getDate() + 1);
    if (day.getDay() !== SATURDAY && day.getDay() !== SUNDAY) left -= 1;
  }
  return day;
}

/** Local midnight of a calendar day; months out of range roll over (-1 is last December). */
function localDate(year: number, monthIndex: number, day: number): Date {
  // Not `new Date(y, m, d)`: that maps years 0-99 to 1900-1999.
  const date = new Date(0);
  date.setFullYear(year, monthIndex, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** A zone-less server date-time is local time; anything else goes to `Date`'s own parser. */
function parseServerDate(text: string): Date {
  const match = LOCAL_DATE_TIME.exec(text.trim());
  if (!match) return new Date(text);
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0'] = match;
  const date = localDate(Number(y), Number(mo) - 1, Number(d));
  const ms = Math.floor(Number(`0.${fraction}`) * MS_PER_SECOND);
  date.setHours(Number(h), Number(mi), Number(s), ms);
  return date;
}

/** The instant's local wall-clock reading as a millisecond count. */
function wallClockMs(date: Date): number {
  return date.getTime() - date.getTimezoneOffset() * MS_PER_MINUTE;
}
