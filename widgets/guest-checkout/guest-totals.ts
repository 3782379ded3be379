import type { GuestDetails, GuestOrderRequest } from './api';
import type { CartLine } from '../../shared/checkout/checkout-line';
import type { Shipping } from '../../shared/checkout/hooks/use-shipping';
import { cartTotals } from '../../shared/checkout/line-totals';
import { fromCents, type Cents } from '../../shared/core/money';
import { orderTotal, subtotal } from '../../shared/purchase/pricing';

export interface GuestTotals {
  subtotalCents: Cents;
  /** The product discounts (SPEC §9). */
  productDiscountCents: Cents;
  /** False while a line's percent off is still being looked up. */
  discountKnown: boolean;
  couponDiscountCents: Cents;
  shipping: Shipping;
  /** SPEC §9 order total: subtotal + shipping − product discounts − coupon discount. */
  totalCents: Cents;
  /** Every amount and every line's type/value pairs are known: the order can be sent. */
  settled: boolean;
}

/** The summary of SPEC §2 over the lines shown. */
export function guestTotals(lines: readonly CartLine[], shipping: Shipping, couponDiscountCents: Cents): GuestTotals {
  const { subtotalCents, discountCents, discountKnown } = cartTotals(lines);
  return {
    subtotalCents,
    productDiscountCents: discountCents,
    discountKnown,
    couponDiscountCents,
    shipping,
    totalCents: orderTotal({
      subtotal: subtotalCents,
      shipping: shipping.status === 'known' ? shipping.cents : 0,
      productDiscounts: discountCents,
      couponDiscount: couponDiscountCents,
    }),
    settled: discountKnown && shipping.status === 'known' && lines.every((line) => line.variants !== null),
  };
}

/**
 * SPEC §7 `POST /guest/orders/bank-transfer` and `/cod-place` (card adds `guest_cart`): the
 * shopper's details and the lines priced as the screen shows them; the server recomputes every
 * amount and refuses any it does not agree with. `discount_amount` is every discount, products'
 * and coupon's (widgets/guest-checkout/api.ts).
 */
export function guestOrderRequest(
  details: GuestDetails,
  lines: readonly CartLine[],
  totals: GuestTotals,
  couponId: number | null,
): GuestOrderRequest {
  return {
    ...details,
    total: fromCents(totals.totalCents),
    shipping_cost: fromCents(totals.shipping.status === 'known' ? totals.shipping.cents : 0),
    discount_amount: fromCents(totals.productDiscountCents + totals.couponDiscountCents),
    products_discount: Object.fromEntries(lines.map((line) => [String(line.productId), line.percent ?? 0])),
    coupon_id: couponId,
    products: lines.map((line) => ({
      product_id: line.productId,
      quantity: line.quantity,
      subtotal: fromCents(subtotal([line])),
      variants: [...(line.variants ?? [])],
    })),
  };
}
