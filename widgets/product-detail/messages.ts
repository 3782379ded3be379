/**
 * The product page's own dates (ours): the delivery range of SPEC §9, in the shopper's time zone.
 * Here, not in catalogue's texts, so a listing does not carry it. English prints with the
 * browser's en-US data (every month three letters); Sinhala and Tamil name the months
 * themselves (shared/core/messages/months.ts).
 */
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** SPEC §9 estimated delivery: "Nov 24 - Nov 26", the month repeated even when it is the same. */
export const dayRange = (start: Date, end: Date) => `${monthDay.format(start)} - ${monthDay.format(end)}`;
