import { plural } from '../../core/messages/plural';
/** SPEC §2 product card. */
export const freeDelivery = 'Free Delivery';
export const expressShipping = 'Express shipping';
export const ratingLabel = (rating: number, count: number) =>
  plural(count, `Rated ${rating.toFixed(1)} out of 5, ${count} review`, `Rated ${rating.toFixed(1)} out of 5, ${count} reviews`);
export const originalPrice = 'Original price';
/** The heart's name; its pressed state says whether the product is saved. */
export const wishlistToggle = (name: string) => `Save ${name} to wishlist`;

