import { plural } from '../../shared/core/messages/plural';
/** SPEC §2 reviews section. Texts not quoted from the SPEC are marked "ours". */
export const basedOn = (n: number) => `Based on ${n} ratings`;
export const customerReviews = (n: number) => `Customer Reviews (${n})`;
export const seeMore = 'See More';
export const allReviews = 'All Reviews';
/** SPEC §2: reviewers who recently purchased should visit their orders page to submit one. */
export const helpRecentPurchase = 'Purchased this product recently? Visit your orders page to submit a review.';
/** SPEC §2: reviews come from verified customers who purchased the product. */
export const helpVerified = 'Reviews come from verified customers who purchased this product.';
// Ours.
export const sectionTitle = 'Ratings & Reviews';
export const breakdownLabel = 'Rating breakdown';
/** One bar of the breakdown, as a screen reader hears it ("5 stars: 64%"). */
export const starShare = (stars: number, percent: number) =>
  plural(stars, `${stars} star: ${percent}%`, `${stars} stars: ${percent}%`);
/** A reviewer's photo. */
export const photoAlt = (n: number, reviewer: string) => `Photo ${n} from ${reviewer}'s review`;
export const loading = 'Loading reviews…';
export const emptyTitle = 'No reviews yet';
export const emptyText = 'Once customers who bought this product share their thoughts, you will find them here.';


/**
 * Ours: a review's date, "12 Nov 2026" (day, short month, year), in the shopper's time zone,
 * from en-US parts so every month is three letters (en-GB prints "Sept").
 */
const dayMonthYear = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });
export const reviewDate = (date: Date) => {
  const part = (type: Intl.DateTimeFormatPartTypes) => dayMonthYear.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
};
