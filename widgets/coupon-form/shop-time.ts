import { SHOP_TIME_ZONE } from '../../shared/core/constants';

/**
 * The coupon's dates as the form shows them: a `datetime-local` value (`YYYY-MM-DDTHH:mm`) on
 * the shop's clock (Sri Lanka), whatever the admin's own computer is set to. The server stores
 * instants (ISO 8601) and reads a date-time without a zone as the shop's time, so a value goes
 * back exactly as the input holds it. Minutes only: the input shows no seconds.
 */
const shopClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The `datetime-local` value of an instant on the shop's clock; '' for text that is no date. */
export function toShopInput(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) => shopClock.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
