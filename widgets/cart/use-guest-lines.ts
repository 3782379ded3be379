import { useMemo } from 'react';
import type { CartEntry } from '../../shared/core/api/cart-entry';
import { announceCartCount } from '../../shared/core/stores/cart';
import { guestCart, writeGuestCart } from '../../shared/core/stores/guest-cart';
import { guestLine, guestLineKey } from '../../shared/checkout/checkout-line';
import type { CartLine } from '../../shared/checkout/checkout-line';
import type { CartSource } from './cart-source';

/**
 * Take lines out of the browser's cart (SPEC §4: a guest's removals stay in browser storage).
 * The header badge follows the guest cart signal; the host page hears the new count. Throws
 * when the browser refuses the write, and then nothing changed.
 */
function dropFromGuestCart(removed: readonly CartLine[]): void {
  const keys = new Set(removed.map((line) => line.key));
  const kept = guestCart.peek().filter((entry) => !keys.has(guestLineKey(entry)));
  writeGuestCart(kept);
  announceCartCount(kept.length);
}

/** A guest's cart: the lines of `guestCart` (read by the caller, which tracks the signal). */
export function useGuestLines(entries: readonly CartEntry[]): CartSource {
  const lines = useMemo(() => entries.map(guestLine), [entries]);
  return {
    kind: 'guest',
    lines,
    removeOne: async (line) => dropFromGuestCart([line]),
    removeMany: async (removed) => dropFromGuestCart(removed),
  };
}
