import * as v from 'valibot';
import { http, parse } from '../http';
import { CartEntrySchema, type CartEntry } from './cart-entry';

/** The signed-in cart and checkout (SPEC §7 "Cart"). */

export const CartCountSchema = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

export const getCartCount = () =>
  http.get('/cart/count').json().then(parse(CartCountSchema)).then((body) => body.count);

/** SPEC §7 leaves the answer out; ours carries the new count for the badge. */
export const StoreCartResponseSchema = v.object({ message: v.string(), count: v.number() });

export const storeCartEntry = (entry: CartEntry) =>
  http.post('/cart/store', { json: entry }).json().then(parse(StoreCartResponseSchema));

/** A chosen variation as a type/value pair (SPEC §3 "Checkout payload product"). */
export const VariantSchema = v.object({ type: v.string(), value: v.string() });
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

/**
 * Ours (the SPEC has no call for it): a guest's cart moved into the server cart at sign-in.
 * Each line adds to the same product and variation already there, up to the stock; lines no
 * longer sold come back in `skipped`. The key makes a retried request add nothing twice.
 */
export const MergeCartRequestSchema = v.object({ items: v.pipe(v.array(CartEntrySchema), v.maxLength(200)) });

export const MergeCartResponseSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Lines not added (no longer sold, sold out), or added only up to the stock (`capped`). */
  skipped: v.array(v.object({ product_id: v.number(), variation_name: v.string(), capped: v.boolean() })),
});
export type MergeCartResponse = v.InferOutput<typeof MergeCartResponseSchema>;

export const mergeGuestCart = (items: readonly CartEntry[], idempotencyKey: string) =>
  http
    .post('/cart/merge', { json: { items }, headers: { 'Idempotency-Key': idempotencyKey } })
    .json()
    .then(parse(MergeCartResponseSchema));

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Ids = v.pipe(v.array(Id), v.minLength(1), v.maxLength(200));

/** SPEC §7 `POST /cart/update {id, quantity}`; the answer (ours) is the line and the new count. */
export const CartUpdateRequestSchema = v.object({ id: Id, quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export const CartUpdateResponseSchema = v.object({ id: v.number(), quantity: v.number(), count: v.number() });

/** SPEC §7 `POST /cart/remove {id}` and `/cart/remove-multiple {ids}`; the answer (ours) is the count. */
export const CartRemoveRequestSchema = v.object({ id: Id });
export const CartRemoveManyRequestSchema = v.object({ ids: Ids });
export const CartCountAnswerSchema = v.object({ count: v.number() });

/** SPEC §7 `POST /cart/product-discounts {product_ids}` → `discounts`: product id → percent off. */
export const ProductIdsRequestSchema = v.object({ product_ids: Ids });
export const ProductDiscountsSchema = v.object({ discounts: v.record(v.string(), v.number()) });

/** SPEC §7 `POST /fetch-product-weights {product_ids}` → product id → kg (the map itself). */
export const ProductWeightsSchema = v.record(v.string(), v.number());

/** SPEC §7 `POST /calculate-shipping-cost {total_weight}` → `shipping_cost` (LKR). */
export const ShippingCostRequestSchema = v.object({ total_weight: v.pipe(v.number(), v.minValue(0)) });
export const ShippingCostSchema = v.object({ shipping_cost: v.number() });

/**
 * SPEC §7 `POST /variation-types {variation_names[]}` → `{type, value}` pairs: the values of one
 * variation ('Blue/M' split at '/') with the type each belongs to. `product_id` (ours) says whose
 * types to use; without it the first product selling that value answers. A value no product
 * sells is left out (the client then labels it 'Type N', SPEC §8).
 */
export const VariationTypesRequestSchema = v.object({
  variation_names: v.pipe(v.array(v.string()), v.maxLength(20)),
  product_id: v.optional(Id),
});
export const VariationTypesSchema = v.array(VariantSchema);
