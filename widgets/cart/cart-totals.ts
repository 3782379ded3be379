import type { CheckoutRequest } from '../../shared/session/api/cart';
import { cartTotals } from '../../shared/checkout/line-totals';
import { fromCents } from '../../shared/core/money';
import type { CartLine } from '../../shared/checkout/checkout-line';

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
