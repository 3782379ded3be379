import type { CartLine } from './checkout-line';
import type { Cents } from '../core/money';
import { lineDiscount, subtotal } from '../purchase/pricing';

export interface CartTotals {
  subtotalCents: Cents;
  /** The product discounts (SPEC §9: price × quantity × percent/100 per line). */
  discountCents: Cents;
  /** False while a line's percent off is still being looked up. */
  discountKnown: boolean;
}

/** Subtotal and product discounts of the lines (SPEC §2 summaries of the cart and guest checkout). */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let discountCents = 0;
  for (const line of lines) discountCents += lineDiscount(line.priceCents, line.quantity, line.percent ?? 0);
  return {
    subtotalCents: subtotal(lines),
    discountCents,
    discountKnown: lines.every((line) => line.percent !== null),
  };
}
