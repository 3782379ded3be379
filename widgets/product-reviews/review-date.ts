import { reviewDate as printed } from '../../shared/catalogue/messages/calendar';

/**
 * A review's date in the shopper's time zone, as the catalogue prints it ("12 Nov 2026" in
 * English); '' when the server's value is not a date.
 */
export function reviewDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : printed(date);
}
