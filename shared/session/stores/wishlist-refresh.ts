import { getWishlistCount } from '../api/wishlist';
import { logFailure } from '../../core/log';
import { ensureAuth } from './auth-refresh';
import { setWishlistCount } from '../../core/stores/wishlist';

/** Fetch the count afresh; a guest has none; a failure keeps the last count and is logged. */
export async function refreshWishlistCount(): Promise<void> {
  const state = await ensureAuth();
  if (state.status !== 'user') {
    setWishlistCount(0);
    return;
  }
  try {
    setWishlistCount(await getWishlistCount());
  } catch (error) {
    logFailure('wishlist count could not be loaded', error);
  }
}
