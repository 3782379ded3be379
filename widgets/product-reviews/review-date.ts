import { reviewDate as printed } from './messages';

/**
 * A review's date in the shopper's time zone, as the reviews print it ("12 Nov 2026" in
 * English); '' when the server's value is not a date.
 */
export function reviewDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : printed(date);
}
