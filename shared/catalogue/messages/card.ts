/** SPEC §2 product card. */
export const freeDelivery = 'Free Delivery';
export const expressShipping = 'Express shipping';
export const ratingLabel = (rating: number, count: number) =>
  `Rated ${rating.toFixed(1)} out of 5, ${count} ${count === 1 ? 'review' : 'reviews'}`;
export const originalPrice = 'Original price';
/** The heart's name; its pressed state says whether the product is saved. */
export const wishlistToggle = (name: string) => `Save ${name} to wishlist`;

