import * as v from 'valibot';

/**
 * A product as every card shows it (SPEC §2 "Product card"). A module of its own, without
 * calls, so that what only needs the shape (the wishlist's calls) does not bring the catalogue's.
 */
export const ProductCardSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** Image id or file name under /storage/product_images/, a path, or null. */
  image: v.nullish(v.string(), null),
  price: v.number(),
  originalPrice: v.nullish(v.number(), null),
  /** Percent off, whole number; 0 = no badge. */
  discount: v.optional(v.number(), 0),
  shipping_type: v.optional(v.picklist(['free', 'paid']), 'paid'),
  averageRating: v.optional(v.number(), 0),
  totalReviews: v.optional(v.number(), 0),
});
export type ProductCard = v.InferOutput<typeof ProductCardSchema>;
