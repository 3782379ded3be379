import * as v from 'valibot';

/**
 * A product as every card shows it (SPEC §2 "Product card"). A module of its own, without
 * calls, so that what only needs the shape (the wishlist's calls) does not bring the catalogue's.
 */
export const ProductCardSchema = v.object({
  id: v.pipe(v.number(), v.description('Required. The product’s id (products.id): the card links to /products/{id}.')),
  name: v.pipe(v.string(), v.description('Required. The product’s name.')),
  /** Image id or file name under /storage/product_images/, a path, or null. */
  image: v.nullish(v.pipe(v.string(), v.description('Optional. Image id or file name under /storage/product_images/, or a path; null or left out for none.')), null),
  price: v.pipe(v.number(), v.description('Required. The price shown, in LKR.')),
  originalPrice: v.nullish(v.pipe(v.number(), v.description('Optional. The price before the discount (struck through) in LKR; null or left out for none.')), null),
  /** Percent off, whole number; 0 = no badge. */
  discount: v.optional(v.pipe(v.number(), v.description('Optional. Percent off, a whole number; 0 (default) = no badge.')), 0),
  shipping_type: v.optional(v.pipe(v.picklist(['free', 'paid']), v.description('Optional. free or paid shipping (default paid): the card’s Free Delivery or Express shipping label.')), 'paid'),
  averageRating: v.optional(v.pipe(v.number(), v.description('Optional. The mean of its reviews’ ratings, 0 to 5; default 0.')), 0),
  totalReviews: v.optional(v.pipe(v.number(), v.description('Optional. How many reviews it has; default 0.')), 0),
});
export type ProductCard = v.InferOutput<typeof ProductCardSchema>;
