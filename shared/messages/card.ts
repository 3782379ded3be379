/** SPEC §2 product card. */
export const cardMessages = {
  percentOff: (discount: number) => `${discount}% OFF`,
  freeDelivery: 'Free Delivery',
  expressShipping: 'Express shipping',
  ratingLabel: (rating: number, count: number) =>
    `Rated ${rating.toFixed(1)} out of 5, ${count} ${count === 1 ? 'review' : 'reviews'}`,
  originalPrice: 'Original price',
  /** The heart's name; its pressed state says whether the product is saved. */
  wishlistToggle: (name: string) => `Save ${name} to wishlist`,
} as const;
