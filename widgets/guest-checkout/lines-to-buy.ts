import type { CartEntry } from '../../shared/core/api/cart-entry';
import { guestLineKey } from '../../shared/checkout/checkout-line';
import { readGuestSelection } from '../../shared/checkout/checkout-selection';
import { guestCart } from '../../shared/core/stores/guest-cart';

/**
 * What /guest-checkout sells: the lines the cart selected (SPEC §4 Continue as Guest) while they
 * are still in the guest cart, otherwise the whole guest cart.
 */
export function guestCartToBuy(): CartEntry[] {
  const all = guestCart.peek();
  const selection = readGuestSelection();
  const chosen = selection ? all.filter((entry) => selection.has(guestLineKey(entry))) : [];
  return chosen.length > 0 ? chosen : all;
}
