import type { CheckoutRequest } from '../../shared/api/cart';
import { fromCents, type Cents } from '../../shared/money';
import { lineDiscount, subtotal } from '../../shared/pricing';
import type { CartLine } from './cart-line';

export interface CartTotals {
  subtotalCents: Cents;
  /** The product discounts (SPEC §9: price × quantity × percent/100 per line). */
  discountCents: Cents;
  /** False while a line's percent off is still being looked up. */
  discountKnown: boolean;
}

/** Subtotal and product discounts of the selected lines (SPEC §2 summary). */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let discountCents = 0;
  for (const line of lines) discountCents += lineDiscount(line.priceCents, line.quantity, line.percent ?? 0);
  return {
    subtotalCents: subtotal(lines),
    discountCents,
    discountKnown: lines.every((line) => line.percent !== null),
  };
}

/**
 * SPEC §7 `POST /checkout` from the cart: the selected lines as products, `total_amount` the
 * subtotal less the product discounts (shipping comes at the order's checkout) and
 * `products_discount` each product's percent off.
 */
export function checkoutRequest(lines: readonly CartLine[]): CheckoutRequest {
  const { subtotalCents, discountCents } = cartTotals(lines);
  return {
    total_amount: fromCents(subtotalCents - discountCents),
    products_discount: Object.fromEntries(lines.map((line) => [String(line.productId), line.percent ?? 0])),
    products: lines.map((line) => ({
      id: line.productId,
      price: line.price,
      quantity: line.quantity,
      variants: [...(line.variants ?? [])],
    })),
  };
}
