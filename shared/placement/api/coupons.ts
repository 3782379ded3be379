import * as v from 'valibot';
import { IdSchema } from '../../core/api/id';
import { CouponSchema } from '../../purchase/api/coupon';
import { http, parse } from '../../session/http';
import * as couponMessages from '../../purchase/messages/coupon';

/**
 * What both checkouts call (SPEC §7 "Order checkout"; the guest checkout makes the same calls):
 * a coupon checked against the order's products and subtotal, and the bank accounts a
 * transfer goes to. LKR amounts.
 */

/** Ours: longer than any code (SPEC §9: at most 20 characters), so surely none. */
const COUPON_CODE_INPUT_MAX_LENGTH = 50;

/**
 * SPEC §7 `POST /coupons/validate {code, subtotal, product_ids}`. `subtotal` is Σ price ×
 * quantity before any discount, the amount SPEC §5 compares with min_order_value. Codes are
 * upper case (SPEC §9), so a code typed in lower case is the same code.
 */
export const ValidateCouponRequestSchema = v.object({
  code: v.pipe(
    v.string(couponMessages.enterCode),
    v.trim(),
    v.nonEmpty(couponMessages.enterCode),
    v.maxLength(COUPON_CODE_INPUT_MAX_LENGTH, couponMessages.invalid),
    v.toUpperCase(),
  ),
  subtotal: v.pipe(v.number(), v.minValue(0)),
  product_ids: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(200)),
});
export type ValidateCouponRequest = v.InferInput<typeof ValidateCouponRequestSchema>;

/** A coupon as a checkout applies it (the terms `couponDiscount` in shared/purchase/pricing.ts needs). */
export { CouponSchema as CheckoutCouponSchema, type Coupon as CheckoutCoupon } from '../../purchase/api/coupon';

/**
 * The coupon and the ids among `product_ids` it covers (the 'Coupon Applied' badges). A code
 * that cannot be used answers 422 with the reason in `message` (SPEC §8 "Server message, or
 * 'Invalid coupon code.'"): unknown, not started, expired, used up, covering none of the
 * products, or the minimum order of SPEC §5 not met.
 */
export const ValidateCouponResponseSchema = v.object({
  coupon: CouponSchema,
  eligible_products: v.array(v.number()),
});
export type ValidateCouponResponse = v.InferOutput<typeof ValidateCouponResponseSchema>;

export const validateCoupon = (body: ValidateCouponRequest) =>
  http.post('/coupons/validate', { json: body }).json().then(parse(ValidateCouponResponseSchema));

/** SPEC §3 Bank account; `id` (ours) keys the list. */
export const BankAccountSchema = v.object({
  id: v.number(),
  account_holder_name: v.string(),
  bank_name: v.string(),
  branch_name: v.string(),
  account_number: v.string(),
  email: v.nullish(v.string(), null),
  address: v.nullish(v.string(), null),
});
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;

/** SPEC §7 `GET /api/bank-accounts` → `accounts`. */
export const BankAccountsResponseSchema = v.object({ accounts: v.array(BankAccountSchema) });
export type BankAccountsResponse = v.InferOutput<typeof BankAccountsResponseSchema>;

export const getBankAccounts = () =>
  http
    .get('/api/bank-accounts')
    .json()
    .then(parse(BankAccountsResponseSchema))
    .then((body) => body.accounts);
