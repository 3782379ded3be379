/**
 * Dates the catalogue's pages print (ours), in the shopper's time zone: a review's date and the
 * product page's delivery range. English formats with the browser's en-US data (every month
 * three letters; en-GB prints "Sept"); the Sinhala and Tamil files name the months themselves,
 * since Debian's Chromium has no Sinhala date data and ICU versions differ in month names.
 */
const dayMonthYear = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** A review's date: "12 Nov 2026" (day, short month, year). */
export const reviewDate = (date: Date) => {
  const part = (type: Intl.DateTimeFormatPartTypes) => dayMonthYear.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
};

/** SPEC §9 estimated delivery: "Nov 24 - Nov 26", the month repeated even when it is the same. */
export const dayRange = (start: Date, end: Date) => `${monthDay.format(start)} - ${monthDay.format(end)}`;
