import * as v from 'valibot';

/**
 * A coupon as the shop shows and applies it (SPEC §3 Coupon): the product page's carousel and
 * both checkouts. A module of its own, so each screen's API module takes this schema and not
 * the other screens' calls.
 */
export const CouponSchema = v.object({
  id: v.number(),
  title: v.string(),
  code: v.string(),
  discount_type: v.picklist(['percentage', 'fixed']),
  discount_value: v.number(),
  min_order_value: v.nullish(v.number(), null),
  max_discount_value: v.nullish(v.number(), null),
  start_date: v.nullish(v.string(), null),
  end_date: v.nullish(v.string(), null),
});
export type Coupon = v.InferOutput<typeof CouponSchema>;
