import type { Variant } from '../session/api/cart';
import type { CartEntry } from '../core/api/cart-entry';
import { toCents, type Cents } from '../core/money';

/**
 * One line of the cart page or the guest checkout, whichever cart it comes from: a signed-in
 * shopper's server line or a guest's browser line (SPEC §3). What a line does not carry yet (a
 * guest line's percent off and type/value pairs) is null until the lookups of
 * `hooks/use-line-extras.ts` answer.
 */
export interface CartLine {
  /** Stable across renders: the server line's id, or a guest line's product and variation. */
  key: string;
  /** The server line's id; null for a guest line. */
  id: number | null;
  productId: number;
  name: string;
  imageName: string | null;
  variationName: string;
  /** The unit price as the server gave it (LKR), sent back unchanged at checkout. */
  price: number;
  priceCents: Cents;
  /** The quantity shown: for a signed-in line, the one the shopper asked for last. */
  quantity: number;
  /** Highest quantity allowed (the stock, SPEC §5); null for a guest line, not edited here. */
  maxQuantity: number | null;
  /** Percent off (SPEC §9 product discount); null while unknown. */
  percent: number | null;
  /** The variation's type/value pairs; null while unknown. */
  variants: readonly Variant[] | null;
}

/** A guest cart holds one entry per product and variation (shared/core/stores/guest-cart.ts). */
export const guestLineKey = (entry: Pick<CartEntry, 'product_id' | 'variation_name'>) =>
  `guest-${entry.product_id}-${entry.variation_name}`;

export function guestLine(entry: CartEntry): CartLine {
  return {
    key: guestLineKey(entry),
    id: null,
    productId: entry.product_id,
    name: entry.product_name,
    imageName: entry.image_name,
    variationName: entry.variation_name,
    price: entry.price,
    priceCents: toCents(entry.price),
    quantity: entry.quantity,
    maxQuantity: null,
    percent: null,
    variants: null,
  };
}
