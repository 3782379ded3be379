import { Hono } from 'hono';
import {
  ValidateCouponRequestSchema,
  type BankAccountsResponse,
  type CheckoutCoupon,
  type ValidateCouponResponse,
} from '../../../shared/placement/api/coupons';
import * as couponMessages from '../../../shared/purchase/messages/coupon';
import { toCents } from '../../../shared/core/money';
import { readBody, validationError, type AppEnv } from '../env';
import { activeProduct } from '../services/catalogue';
import { couponByCode, couponRefusal } from '../services/coupons';
import type { CouponRow } from '../store/types';

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
