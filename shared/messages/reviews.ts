/** SPEC §2 reviews section. Texts not quoted from the SPEC are marked "ours". */
export const reviewsMessages = {
  basedOn: (n: number) => `Based on ${n} ratings`,
  customerReviews: (n: number) => `Customer Reviews (${n})`,
  seeMore: 'See More',
  allReviews: 'All Reviews',
  /** SPEC §2: reviewers who recently purchased should visit their orders page to submit one. */
  helpRecentPurchase: 'Purchased this product recently? Visit your orders page to submit a review.',
  /** SPEC §2: reviews come from verified customers who purchased the product. */
  helpVerified: 'Reviews come from verified customers who purchased this product.',

  // Ours.
  sectionTitle: 'Ratings & Reviews',
  breakdownLabel: 'Rating breakdown',
  /** One bar of the breakdown, as a screen reader hears it ("5 stars: 64%"). */
  starShare: (stars: number, percent: number) =>
    `${stars} ${stars === 1 ? 'star' : 'stars'}: ${percent}%`,
  /** A reviewer's photo. */
  photoAlt: (n: number, reviewer: string) => `Photo ${n} from ${reviewer}'s review`,
  loading: 'Loading reviews…',
  emptyTitle: 'No reviews yet',
  emptyText: 'Once customers who bought this product share their thoughts, you will find them here.',
} as const;
