import { Hono } from 'hono';
import {
  ValidateCouponRequestSchema,
  type BankAccountsResponse,
  type CheckoutCoupon,
  type ValidateCouponResponse,
} from '../../../shared/placement/api/coupons';
import * as couponMessages from '../../../shared/purchase/messages/coupon';
import { toCents, type Cents } from '../../../shared/core/money';
import { couponDiscount, couponMinimumMessage } from '../../../shared/purchase/pricing';
import { readBody, validationError, type AppEnv } from '../env';
import { activeProduct } from '../presenters';
import type { Store } from '../store/index';
import type { CouponRow } from '../store/types';

/** The coupon with this code (codes are upper case, SPEC §9), or null. */
export function couponByCode(store: Store, code: string): CouponRow | null {
  return store.data.coupons.find((coupon) => coupon.code === code.toUpperCase()) ?? null;
}

/**
 * Why a coupon cannot be used now on an order of these products with this subtotal (cents,
 * Σ price × quantity), or null when it can. SPEC §5 gives the minimum-order rule and its text;
 * the SPEC does not show the rule for an exhausted or expired coupon (§4), so these are ours:
 * a coupon works from its start date to its end date, while fewer orders than its usage limit
 * have used it, on the products it lists.
 */
export function couponRefusal(
  store: Store,
  coupon: CouponRow,
  productIds: readonly number[],
  subtotalCents: Cents,
): string | null {
  const now = store.now().getTime();
  if (new Date(coupon.start_date).getTime() > now) return 'This coupon is not active yet.';
  if (coupon.end_date !== null && new Date(coupon.end_date).getTime() < now) return 'This coupon has expired.';
  if (coupon.used_count >= coupon.usage_limit) return 'This coupon has reached its usage limit.';
  if (!productIds.some((id) => coupon.product_ids.includes(id))) {
    return 'This coupon does not apply to the products in your order.';
  }
  // couponDiscount is the one place that knows the minimum-order rule; no lines are needed for it.
  const minimum = couponDiscount(coupon, subtotalCents, [], 'order');
  return minimum.ok ? null : couponMinimumMessage(minimum.minimumCents);
}

/** A coupon row as the checkouts receive it (CheckoutCouponSchema). */
function checkoutCoupon(row: CouponRow): CheckoutCoupon {
  const { id, title, code, discount_type, discount_value, min_order_value, max_discount_value, start_date, end_date } = row;
  return { id, title, code, discount_type, discount_value, min_order_value, max_discount_value, start_date, end_date };
}

/**
 * SPEC §7 calls both checkouts make: `POST /coupons/validate` and `GET /api/bank-accounts`.
 * Neither needs a signed-in shopper, since the guest checkout calls them too.
 */
export const couponRoutes = new Hono<AppEnv>()
  .post('/coupons/validate', async (c) => {
    const parsed = await readBody(c, ValidateCouponRequestSchema);
    if (!parsed.ok) return parsed.response;
    const store = c.var.store;
    const { code, subtotal, product_ids } = parsed.body;
    const coupon = couponByCode(store, code);
    if (!coupon) return validationError(c, { code: [couponMessages.invalid] });
    const productIds = [...new Set(product_ids)].filter((id) => activeProduct(store, id) !== null);
    const refusal = couponRefusal(store, coupon, productIds, toCents(subtotal));
    if (refusal) return validationError(c, { code: [refusal] });
    return c.json({
      coupon: checkoutCoupon(coupon),
      eligible_products: productIds.filter((id) => coupon.product_ids.includes(id)),
    } satisfies ValidateCouponResponse);
  })

  .get('/api/bank-accounts', (c) =>
    c.json({ accounts: c.var.store.data.bankAccounts.map((row) => ({ ...row })) } satisfies BankAccountsResponse),
  );
