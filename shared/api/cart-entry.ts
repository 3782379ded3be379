import * as v from 'valibot';
import { NO_VARIATION } from '../constants';

/**
 * One line as the product page adds it: the body of `POST /cart/store` and the entry of the
 * guest cart in browser storage (SPEC §3 "Guest cart entry", §7). Prices in LKR.
 */
export const CartEntrySchema = v.object({
  product_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  product_name: v.pipe(v.string(), v.minLength(1)),
  image_name: v.nullish(v.string(), null),
  variation_name: v.optional(v.pipe(v.string(), v.minLength(1)), NO_VARIATION),
  price: v.pipe(v.number(), v.minValue(0)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  subtotal: v.pipe(v.number(), v.minValue(0)),
});
export type CartEntry = v.InferOutput<typeof CartEntrySchema>;
