import * as v from 'valibot';
import { IdSchema } from '../../core/api/id';
import { CART_TEXT_MAX_LENGTH, GUEST_CART_MAX_LINES, NO_VARIATION } from '../../core/constants';
import { http, parse } from '../../session/http';
import { VariantSchema } from '../../session/api/cart';

/**
 * The calls of the cart page and guest checkout besides adding and checking out (SPEC §7
 * "Cart"): lines, discounts, weights, shipping and variation types. A module of its own, so
 * pages without those screens do not carry the schemas.
 */

const Ids = v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(GUEST_CART_MAX_LINES));
const Amount = v.pipe(v.number(), v.minValue(0));

/**
 * SPEC §3 "Server cart item": one line of the signed-in shopper's cart as the cart page prints
 * it (LKR amounts; `price` is the variation's price before the product discount, which
 * `discount_percentage` gives). `max_quantity` is the variation's stock. `variants` (ours) are
 * the line's type/value pairs, so the page needs no lookup to show them.
 */
export const ServerCartItemSchema = v.object({
  id: v.pipe(IdSchema, v.description('Required. The cart line’s id (carts.id): what /cart/update and /cart/remove take.')),
  product: v.pipe(
    v.object({
      id: v.pipe(IdSchema, v.description('Required. The product’s id (products.id).')),
      name: v.pipe(v.string(), v.minLength(1), v.description('Required. The product’s name.')),
      image_name: v.nullish(v.pipe(v.string(), v.description('Optional. The main image’s file name under /storage/product_images/; null or left out for none.')), null),
    }),
    v.description('Required. The line’s product.'),
  ),
  variation_name: v.optional(v.pipe(v.string(), v.minLength(1), v.description('Optional. The variation: its values joined by / (SPEC §3), default No V for none.')), NO_VARIATION),
  price: v.pipe(Amount, v.description('Required. The variation’s unit price in LKR before the product discount.')),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.description('Required. How many, a whole number from 1.')),
  max_quantity: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Required. The variation’s stock: the most this line may hold.')),
  subtotal: v.pipe(Amount, v.description('Required. price × quantity in LKR.')),
  discount_amount: v.pipe(Amount, v.description('Required. The product discount on this line in LKR (0 for none).')),
  discount_percentage: v.pipe(v.number(), v.minValue(0), v.maxValue(100), v.description('Required. The product’s percent off, 0 to 100 (SPEC §3).')),
  variants: v.optional(v.pipe(v.array(VariantSchema), v.description('Optional (ours). The line’s type/value pairs, so the page needs no POST /variation-types to show them.'))),
});
export type ServerCartItem = v.InferOutput<typeof ServerCartItemSchema>;

/** SPEC §7 `POST /cart/update {id, quantity}`; the answer (ours) is the line and the new count. */
export const CartUpdateRequestSchema = v.object({ id: IdSchema, quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export const CartUpdateResponseSchema = v.object({ id: v.number(), quantity: v.number(), count: v.number() });

/** SPEC §7 `POST /cart/remove {id}` and `/cart/remove-multiple {ids}`; the answer (ours) is the count. */
export const CartRemoveRequestSchema = v.object({ id: IdSchema });
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
 *
 * `lines` (ours): every line of a cart in one call, where one call per line sent a
 * cart of 10,000 stored lines 10,000 requests. The answer is still the SPEC's list of pairs, each
 * pair also carrying `line`, the index in `lines` of the line it names, since values alone
 * cannot tell two lines apart (two products may sell 'M' as different types). The client sends
 * the lines' values as `variation_names` too, so a backend that knows only the SPEC's call still
 * answers a pair per value (no `line`), which the client matches by value.
 */
const VALUES_PER_VARIATION_MAX = 20;
export const VariationLineSchema = v.object({
  product_id: IdSchema,
  variation_name: v.pipe(v.string(), v.minLength(1), v.maxLength(CART_TEXT_MAX_LENGTH)),
});
export type VariationLine = v.InferOutput<typeof VariationLineSchema>;
export const VARIATION_NAMES_MAX = GUEST_CART_MAX_LINES * VALUES_PER_VARIATION_MAX;
export const VariationTypesRequestSchema = v.object({
  variation_names: v.pipe(v.array(v.pipe(v.string(), v.maxLength(CART_TEXT_MAX_LENGTH))), v.maxLength(VARIATION_NAMES_MAX)),
  product_id: v.optional(IdSchema),
  lines: v.optional(v.pipe(v.array(VariationLineSchema), v.maxLength(GUEST_CART_MAX_LINES))),
});
export const VariationPairSchema = v.object({
  ...VariantSchema.entries,
  line: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type VariationPair = v.InferOutput<typeof VariationPairSchema>;
export const VariationTypesSchema = v.array(VariationPairSchema);

/**
 * `GET /cart/items` (ours; the SPEC's page prints the lines): the signed-in shopper's lines as
 * the cart page's props carry them, for a cart page to catch up with another tab's changes.
 */
export const CartItemsSchema = v.object({ items: v.array(ServerCartItemSchema) });

export const getCartItems = () =>
  http
    .get('/cart/items')
    .json()
    .then(parse(CartItemsSchema))
    .then((body) => body.items);

/** Set a line's quantity; the answer is the server's quantity and the cart's new count. */
export const updateCartLine = (id: number, quantity: number) =>
  http.post('/cart/update', { json: { id, quantity } }).json().then(parse(CartUpdateResponseSchema));

/** Remove one line; the answer is the cart's new count. */
export const removeCartLine = (id: number) =>
  http.post('/cart/remove', { json: { id } }).json().then(parse(CartCountAnswerSchema));

/** Remove several lines at once (Delete selected); the answer is the cart's new count. */
export const removeCartLines = (ids: readonly number[]) =>
  http.post('/cart/remove-multiple', { json: { ids } }).json().then(parse(CartCountAnswerSchema));

/** Percent off per product id, as the server sets it now (products it no longer sells left out). */
export const getProductDiscounts = (productIds: readonly number[]) =>
  http
    .post('/cart/product-discounts', { json: { product_ids: productIds } })
    .json()
    .then(parse(ProductDiscountsSchema))
    .then((body) => body.discounts);

/** Weight (kg) of one unit per product id. */
export const getProductWeights = (productIds: readonly number[]) =>
  http.post('/fetch-product-weights', { json: { product_ids: productIds } }).json().then(parse(ProductWeightsSchema));

/** The shipping cost (LKR) of a parcel of this weight (kg). */
export const getShippingCost = (totalWeightKg: number) =>
  http
    .post('/calculate-shipping-cost', { json: { total_weight: totalWeightKg } })
    .json()
    .then(parse(ShippingCostSchema))
    .then((body) => body.shipping_cost);

/**
 * The type of each value of every line's variation ('Blue/M' → Color, Size), in one call for the
 * whole cart: pairs tagged with their line's index, or (from a backend answering only the SPEC's
 * form) untagged pairs by value.
 */
export const getVariationTypes = (lines: readonly VariationLine[]) => {
  const values = [...new Set(lines.flatMap((line) => line.variation_name.split('/')))];
  return http
    .post('/variation-types', { json: { variation_names: values.slice(0, VARIATION_NAMES_MAX), lines } })
    .json()
    .then(parse(VariationTypesSchema));
};
