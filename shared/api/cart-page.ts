import * as v from 'valibot';
import { VariantSchema } from './cart';

/**
 * The calls of the cart page and guest checkout besides adding and checking out (SPEC §7
 * "Cart"): lines, discounts, weights, shipping and variation types. A module of its own, so
 * pages without those screens do not carry the schemas.
 */

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
