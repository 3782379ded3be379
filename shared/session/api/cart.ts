import * as v from 'valibot';
import { http, parse } from '../http';
import type { CartEntry } from '../../core/api/cart-entry';

/** The signed-in cart and checkout (SPEC §7 "Cart"). */

export const CartCountSchema = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

export const getCartCount = () =>
  http.get('/cart/count').json().then(parse(CartCountSchema)).then((body) => body.count);

/** SPEC §7 leaves the answer out; ours carries the new count for the badge. */
export const StoreCartResponseSchema = v.object({ message: v.string(), count: v.number() });

export const storeCartEntry = (entry: CartEntry) =>
  http.post('/cart/store', { json: entry }).json().then(parse(StoreCartResponseSchema));

/** A chosen variation as a type/value pair (SPEC §3 "Checkout payload product"). */
export const VariantSchema = v.object({
  type: v.pipe(v.string(), v.description('Required. The variation type, e.g. Color or Size.')),
  value: v.pipe(v.string(), v.description('Required. The chosen value of that type, e.g. Blue.')),
});
export type Variant = v.InferOutput<typeof VariantSchema>;

export const CheckoutRequestSchema = v.object({
  total_amount: v.number(),
  /** Cart checkout only: product id → percent off. */
  products_discount: v.optional(v.record(v.string(), v.number())),
  products: v.pipe(
    v.array(
      v.object({
        id: v.number(),
        price: v.number(),
        quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
        variants: v.array(VariantSchema),
      }),
    ),
    v.minLength(1),
  ),
});
export type CheckoutRequest = v.InferOutput<typeof CheckoutRequestSchema>;

export const RedirectSchema = v.object({ redirect_url: v.string() });

/**
 * Create an order from the chosen products and get the page to continue on. The key makes a
 * retried or doubled request create one order.
 */
export const checkout = (body: CheckoutRequest, idempotencyKey: string) =>
  http
    .post('/checkout', { json: body, headers: { 'Idempotency-Key': idempotencyKey } })
    .json()
    .then(parse(RedirectSchema));
