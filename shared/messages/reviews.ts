/** SPEC §2 reviews section. */
export const reviewsMessages = {
  basedOn: (n: number) => `Based on ${n} ratings`,
  customerReviews: (n: number) => `Customer Reviews (${n})`,
  seeMore: 'See More',
  allReviews: 'All Reviews',
  helpRecentPurchase:
    'Recently purchased this product? Visit your orders page to submit a review.',
  helpVerified: 'Reviews come from verified customers who purchased this product.',
} as const;
