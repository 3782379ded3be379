import * as v from 'valibot';
import { http, parse } from '../http';
import { CouponSchema } from './coupon';

/** The product page's product and its coupons (SPEC §2 "Product detail", §3 Product and Coupon, §7). LKR. */

/** One sellable combination: values joined by '/', or 'No V' (SPEC §3). */
export const VariationSchema = v.object({
  name: v.string(),
  price: v.number(),
  compared_price: v.nullish(v.number(), null),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Variation = v.InferOutput<typeof VariationSchema>;

/**
 * The product page's product, as the server prints it into the page (SPEC §2 "Product detail",
 * §3 Product). `variation_types` is the variations map: each type to its values, in order;
 * an empty map (or only 'No V') means no selectors.
 */
export const ProductDetailSchema = v.object({
  id: v.number(),
  name: v.string(),
  category_id: v.nullish(v.number(), null),
  small_description: v.optional(v.string(), ''),
  /** Image ids under /storage/product_images/; the first is the main image. */
  images: v.optional(v.array(v.object({ image_id: v.string() })), []),
  /** The default variation's price, for the page's first paint (SPEC §3: an object here). */
  price: v.object({ price: v.number(), compared_price: v.nullish(v.number(), null) }),
  /** Percent off from the product's best running collection (SPEC §9 highest_discount). */
  highest_discount: v.optional(v.number(), 0),
  shipping_type: v.picklist(['free', 'paid']),
  shipping_cost: v.nullish(v.number(), null),
  /** 'local_warehouse', 'overseas' or any text (SPEC §2 ships-from label). */
  shipping_option: v.optional(v.string(), ''),
  variation_types: v.optional(v.record(v.string(), v.array(v.string())), {}),
  variations: v.pipe(v.array(VariationSchema), v.minLength(1)),
  averageRating: v.optional(v.number(), 0),
  totalReviews: v.optional(v.number(), 0),
});
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

/** A coupon as the product page's carousel shows it (SPEC §3 Coupon). */
export { CouponSchema as ProductCouponSchema, type Coupon as ProductCoupon } from './coupon';

/** SPEC §7 `GET /products/{id}/coupons` → a bare list of coupons. */
export const ProductCouponsSchema = v.array(CouponSchema);

export const getProductCoupons = (productId: number) =>
  http.get(`/products/${productId}/coupons`).json().then(parse(ProductCouponsSchema));
