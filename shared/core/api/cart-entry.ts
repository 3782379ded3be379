import * as v from 'valibot';
import { IdSchema } from './id';
import { CART_LINE_MAX_QUANTITY, CART_PRICE_MAX_LKR, CART_TEXT_MAX_LENGTH, NO_VARIATION } from '../constants';

const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(CART_TEXT_MAX_LENGTH));

/**
 * One line as the product page adds it: the body of `POST /cart/store` and the entry of the
 * guest cart in browser storage (SPEC §3 "Guest cart entry", §7). Prices in LKR. Bounded
 * (constants.ts, docs/decisions.md#browser-storage-is-read-the-way-the-server-reads-a-request):
 * storage anyone can edit is read as strictly as a request, so every amount a screen works out from
 * these lines stays an exact integer of cents.
 */
export const CartEntrySchema = v.object({
  // integer + maxValue rather than safeInteger: valibot sits in every page's core chunk, and these two are there already.
  product_id: v.pipe(IdSchema, v.maxValue(Number.MAX_SAFE_INTEGER), v.description('Required. The product’s id (products.id).')),
  product_name: v.pipe(Text, v.description('Required. The product’s name, 1 to 255 characters.')),
  image_name: v.nullish(v.pipe(v.string(), v.maxLength(CART_TEXT_MAX_LENGTH), v.description('Optional. The main image’s file name under /storage/product_images/; null or left out for none.')), null),
  variation_name: v.optional(v.pipe(Text, v.description('Optional. The variation: its values joined by / (SPEC §3), default No V for none.')), NO_VARIATION),
  price: v.pipe(v.number(), v.minValue(0), v.maxValue(CART_PRICE_MAX_LKR), v.description('Required. The unit price in LKR, the variation’s, at most 10,000,000.')),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CART_LINE_MAX_QUANTITY), v.description('Required. How many, a whole number from 1 to 10,000.')),
  subtotal: v.pipe(v.number(), v.minValue(0), v.maxValue(CART_PRICE_MAX_LKR * CART_LINE_MAX_QUANTITY), v.description('Required. price × quantity in LKR.')),
});
export type CartEntry = v.InferOutput<typeof CartEntrySchema>;
