import * as v from 'valibot';
import { http, parse } from '../../shared/session/http';
import { CouponSchema } from '../../shared/purchase/api/coupon';

/** The product page's product and its coupons (SPEC §2 "Product detail", §3 Product and Coupon, §7). LKR. */

/** One sellable combination: values joined by '/', or 'No V' (SPEC §3). */
export const VariationSchema = v.object({
  name: v.pipe(v.string(), v.description('Required. The variation: its values in the order of variation_types, joined by /, or No V for a product without variations (SPEC §3).')),
  price: v.pipe(v.number(), v.description('Required. The variation’s price in LKR, before any discount.')),
  compared_price: v.nullish(v.pipe(v.number(), v.description('Optional. The price it is compared with (struck through) in LKR; null or left out for none.')), null),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Required. Units in stock (whole number, 0 = sold out).')),
});
export type Variation = v.InferOutput<typeof VariationSchema>;

/**
 * The product page's product, as the server prints it into the page (SPEC §2 "Product detail",
 * §3 Product). `variation_types` is the variations map: each type to its values, in order;
 * an empty map (or only 'No V') means no selectors.
 */
export const ProductDetailSchema = v.object({
  id: v.pipe(v.number(), v.description('Required. The product’s id (products.id).')),
  name: v.pipe(v.string(), v.description('Required. The product’s name.')),
  category_id: v.nullish(v.pipe(v.number(), v.description('Optional. Its category (categories.id), for the recommendations; null or left out for none.')), null),
  small_description: v.optional(v.pipe(v.string(), v.description('Optional. The short description under the name (plain text); default empty.')), ''),
  /** Image ids under /storage/product_images/; the first is the main image. */
  images: v.optional(
    v.pipe(
      v.array(v.object({ image_id: v.pipe(v.string(), v.description('Required. The image’s file name under /storage/product_images/.')) })),
      v.description('Optional. The product’s images, the main one first (SPEC §3 images[]); default none.'),
    ),
    [],
  ),
  /** The default variation's price, for the page's first paint (SPEC §3: an object here). */
  price: v.pipe(
    v.object({
      price: v.pipe(v.number(), v.description('Required. The default variation’s price in LKR.')),
      compared_price: v.nullish(v.pipe(v.number(), v.description('Optional. The price it is compared with in LKR; null or left out for none.')), null),
    }),
    v.description('Required. The default variation’s price, for the first paint (SPEC §3: an object on the detail page).'),
  ),
  /** Percent off from the product's best running collection (SPEC §9 highest_discount). */
  highest_discount: v.optional(v.pipe(v.number(), v.description('Optional. Percent off from the product’s best running collection (SPEC §9 highest_discount); default 0.')), 0),
  shipping_type: v.pipe(v.picklist(['free', 'paid']), v.description('Required. free or paid shipping (SPEC §3).')),
  shipping_cost: v.nullish(v.pipe(v.number(), v.description('Optional. The product’s own shipping cost in LKR; null or left out for none.')), null),
  /** 'local_warehouse', 'overseas' or any text (SPEC §2 ships-from label). */
  shipping_option: v.optional(v.pipe(v.string(), v.description('Optional. Where it ships from: local_warehouse, overseas or any text (SPEC §2 ships-from label); default empty.')), ''),
  variation_types: v.optional(v.pipe(v.record(v.string(), v.array(v.string())), v.description('Optional. The variations map: each type (Color, Size) to its values in order (SPEC §3); empty or only No V means no selectors.')), {}),
  variations: v.pipe(v.array(VariationSchema), v.minLength(1), v.description('Required. Every sellable combination, at least one (SPEC §3 variations[]).')),
  averageRating: v.optional(v.pipe(v.number(), v.description('Optional. The mean of its reviews’ ratings, 0 to 5; default 0.')), 0),
  totalReviews: v.optional(v.pipe(v.number(), v.description('Optional. How many reviews it has; default 0.')), 0),
});
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

/** A coupon as the product page's carousel shows it (SPEC §3 Coupon). */
export { CouponSchema as ProductCouponSchema, type Coupon as ProductCoupon } from '../../shared/purchase/api/coupon';

/** SPEC §7 `GET /products/{id}/coupons` → a bare list of coupons. */
export const ProductCouponsSchema = v.array(CouponSchema);

export const getProductCoupons = (productId: number) =>
  http.get(`/products/${productId}/coupons`).json().then(parse(ProductCouponsSchema));
