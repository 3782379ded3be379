import { toCents, type Cents } from '../../shared/core/money';
import { discountedPrice, discountPercent } from '../../shared/purchase/pricing';

/** What the page shows for one variation, and the base price the cart and checkout send. */
export interface ShownPrice {
  /** The variation's own price: the cart entry's and checkout's `price` (SPEC §3). */
  baseCents: Cents;
  /** The price the shopper pays now. */
  priceCents: Cents;
  /** The higher price struck through, or null. */
  comparedCents: Cents | null;
  /** The '{discount}% OFF' badge; 0 = no badge. */
  percent: number;
}

/**
 * SPEC §9: with a running collection discount (highest_discount > 0) the shown price is the
 * variation price less that percent and the struck price is the variation price, or its
 * compared price if higher; otherwise the variation price with its compared price struck when
 * higher. The badge is discountPercent(compared, shown). The backend's presenters agree.
 */
export function shownPrice(
  price: number,
  comparedPrice: number | null,
  highestDiscount: number,
): ShownPrice {
  const baseCents = toCents(price);
  const listed = comparedPrice === null ? null : toCents(comparedPrice);
  const priceCents = highestDiscount > 0 ? discountedPrice(baseCents, highestDiscount) : baseCents;
  const higher = highestDiscount > 0 ? Math.max(baseCents, listed ?? 0) : listed;
  const comparedCents = higher !== null && higher > priceCents ? higher : null;
  return {
    baseCents,
    priceCents,
    comparedCents,
    percent: comparedCents === null ? 0 : discountPercent(comparedCents, priceCents),
  };
}
