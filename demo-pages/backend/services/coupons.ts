import type { CouponForm } from '../../../shared/admin/api';
import * as couponMessages from '../../../shared/purchase/messages/coupon';
import type { Cents } from '../../../shared/core/money';
import { couponDiscount, couponMinimumMessage, type PricedLine } from '../../../shared/purchase/pricing';
import type { Store } from '../store/index';
import type { CouponRow } from '../store/types';

/**
 * Coupons: the admin's form made a coupon row (SPEC §5), and at the checkouts finding one,
 * whether it can be used now, what it takes off, and counting a use when an order takes it.
 */

/** Sri Lanka's offset: a date-time without one (a datetime-local input's) is the shop's time. */
const SHOP_OFFSET = '+05:30';

/** An ISO 8601 instant for a date-time as the form sent it. */
function instant(text: string): string {
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/i.test(text) ? text : `${text}${SHOP_OFFSET}`;
  return new Date(zoned).toISOString();
}

/** What the schema cannot know: another coupon has the code, or a product does not exist (Laravel's texts). */
export function couponFormErrors(store: Store, form: CouponForm, ownId: number | null): Record<string, string[]> | null {
  const data = store.data;
  const errors: Record<string, string[]> = {};
  if (data.coupons.some((row) => row.code === form.code && row.id !== ownId)) errors.code = ['The code has already been taken.'];
  const known = new Set(data.products.map((row) => row.id));
  if (form.selected_products.some((id) => !known.has(id))) errors.selected_products = ['The selected products are invalid.'];
  return Object.keys(errors).length ? errors : null;
}

/** The coupon row the admin's form makes (a new one, or an edit keeping its use count). */
export function couponFromForm(form: CouponForm, id: number, usedCount: number): CouponRow {
  return {
    id,
    title: form.title,
    code: form.code,
    discount_type: form.discount_type,
    discount_value: form.discount_value,
    min_order_value: form.min_order_value,
    max_discount_value: form.max_discount_value,
    usage_limit: form.usage_limit,
    used_count: usedCount,
    start_date: instant(form.start_date),
    end_date: form.end_date === null ? null : instant(form.end_date),
    show_on_products: form.show_on_products,
    product_ids: form.selected_products,
  };
}

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

/**
 * The coupon an order call names by `coupon_id`, if it can be used on an order of these products
 * with this subtotal now; else why not (SPEC §5). No coupon named is no coupon.
 */
export function orderCoupon(
  store: Store,
  couponId: number | null,
  productIds: readonly number[],
  subtotalCents: Cents,
): { coupon: CouponRow | null } | { refusal: string } {
  if (couponId === null) return { coupon: null };
  const coupon = store.data.coupons.find((row) => row.id === couponId);
  if (!coupon) return { refusal: couponMessages.invalid };
  const refusal = couponRefusal(store, coupon, productIds, subtotalCents);
  return refusal ? { refusal } : { coupon };
}

/**
 * What a coupon takes off (SPEC §5) given the eligible lines (those of its products): 'guest'
 * mode for the guest checkout, 'order' mode for a signed-in order. A subtotal below the minimum
 * gives nothing here: `couponRefusal` turns it away before.
 */
export function couponCents(
  coupon: CouponRow | null,
  subtotalCents: Cents,
  lines: readonly { productId: number; priced: PricedLine }[],
  mode: 'guest' | 'order',
): Cents {
  if (!coupon) return 0;
  const eligible = lines.filter((line) => coupon.product_ids.includes(line.productId)).map((line) => line.priced);
  const result = couponDiscount(coupon, subtotalCents, eligible, mode);
  return result.ok ? result.discountCents : 0;
}

/** An order took its coupon: one use more counts against the usage limit. */
export function takeCouponUse(store: Store, couponId: number | null): void {
  const coupon = store.data.coupons.find((row) => row.id === couponId);
  if (coupon) coupon.used_count += 1;
}
