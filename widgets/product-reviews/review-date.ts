const parts = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A review's date as "12 Nov 2026" (ours: day, short month, year), in the shopper's time
 * zone; '' when the server's value is not a date. Built from en-US parts so every month is
 * three letters (en-GB prints "Sept").
 */
export function reviewDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
