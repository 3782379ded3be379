import * as v from 'valibot';
import { GUEST_CART_MAX_LINES } from '../../shared/core/constants';
import { http, parse } from '../../shared/session/http';
import { CartEntrySchema, type CartEntry } from '../../shared/core/api/cart-entry';

/**
 * Ours (the SPEC has no call for it): a guest's cart moved into the server cart at sign-in.
 * Each line adds to the same product and variation already there, up to the stock; lines no
 * longer sold come back in `skipped`. The key makes a retried request add nothing twice.
 */
export const MergeCartRequestSchema = v.object({ items: v.pipe(v.array(CartEntrySchema), v.maxLength(GUEST_CART_MAX_LINES)) });

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
