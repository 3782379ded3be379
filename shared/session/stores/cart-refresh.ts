import { getCartCount } from '../api/cart';
import { logFailure } from '../../core/log';
import { ensureAuth } from './auth-refresh';
import { announceCartCount, setCartCount } from '../../core/stores/cart';
import { guestCart } from '../../core/stores/guest-cart';

/**
 * Fetch the count afresh (`GET /cart/count`, then the `cart-count-updated` event, SPEC §7). A
 * guest's count is the guest cart's. A failure keeps the last known count (a badge is not worth
 * an error message) and is logged.
 */
export async function refreshCartCount(): Promise<void> {
  const state = await ensureAuth();
  if (state.status !== 'user') {
    announceCartCount(guestCart.value.length);
    return;
  }
  try {
    setCartCount(await getCartCount());
  } catch (error) {
    logFailure('cart count could not be loaded', error);
  }
}
