import {
  addToWishlist,
  checkWishlisted,
  getWishlist,
  getWishlistCount,
  removeFromWishlist,
  type WishlistItem,
} from '../../session/api/wishlist';
import { settledWrite } from '../settled-write';
import { userMessage, type ShownText } from '../../session/errors';
import { logFailure } from '../../core/log';
import * as wishlistMessages from '../../core/messages/wishlist';
import { auth, isSignedIn, userIdFromMeta } from '../../core/stores/auth';
import { requestLogin } from '../../core/stores/login';
import {
  setWishlistBusy,
  setWishlisted,
  setWishlistedIds,
  wishlistBusyIds,
  wishlistChanged,
  wishlistedIds,
} from '../../core/stores/wishlist';

/** What the heart's screen shows after a toggle (SPEC §4: added in success style, removed in error style). */
/**
 * An add or remove whose answer never came, read back (../settled-write.ts): whether the product is
 * now wishlisted as the write wanted, with the count its answer would have carried; null if not.
 */
export const wishlistReadBack = (productId: number, wishlisted: boolean) => async () => {
  const [now, count] = await Promise.all([checkWishlisted(productId), getWishlistCount()]);
  return now === wishlisted ? { count } : null;
};

export interface WishlistOutcome {
  text: ShownText;
  tone: 'success' | 'error';
  /** The wishlist changed (false: the request failed and `text` says so). */
  ok: boolean;
}

/**
 * The one wishlist action behind every heart (product page, cards, wishlist page). A guest is
 * asked to sign in (SPEC §4, §5) and comes back to this page; a signed-in shopper's add or
 * remove updates every heart and the header badge. Returns the alert to show, or null when
 * there is nothing to say (sign-in requested, or a request for this product already running).
 */
export async function toggleWishlist(product: { id: number; name: string }): Promise<WishlistOutcome | null> {
  if (!isSignedIn.peek()) {
    requestLogin({ intendedUrl: window.location.pathname + window.location.search });
    return null;
  }
  if (wishlistBusyIds.peek().has(product.id)) return null;
  const wasWishlisted = wishlistedIds.peek().has(product.id);
  setWishlistBusy(product.id, true);
  try {
    const result = await settledWrite(
      () => (wasWishlisted ? removeFromWishlist(product.id) : addToWishlist(product.id)),
      wishlistReadBack(product.id, !wasWishlisted),
      // Done after all (a server slow to start it): every heart and the badge show it.
      ({ count }) => wishlistChanged(product.id, !wasWishlisted, count),
    );
    wishlistChanged(product.id, !wasWishlisted, result.count);
    return wasWishlisted
      ? { text: wishlistMessages.removed(product.name), tone: 'error', ok: true }
      : { text: wishlistMessages.added(product.name), tone: 'success', ok: true };
  } catch (failure) {
    return { text: await userMessage(failure, wishlistMessages.toggleFailed), tone: 'error', ok: false };
  } finally {
    setWishlistBusy(product.id, false);
  }
}

/** SPEC §7 `GET /wishlist/check` for one product (the product page); silent on failure (§8). */
export async function loadWishlisted(productId: number): Promise<void> {
  if (!isSignedIn.peek()) return;
  try {
    setWishlisted(productId, await checkWishlisted(productId));
  } catch (error) {
    logFailure('wishlist check failed', error);
  }
}

let reading: { userId: number | null; request: Promise<WishlistItem[]> } | null = null;

function signedInUserId(): number | null {
  const state = auth.peek();
  return state.status === 'user' ? state.user.id : userIdFromMeta();
}

/**
 * The signed-in shopper's wishlist, read once per page however many widgets ask (the hearts of
 * every listing, the wishlist page) and again for another shopper; `fresh` asks the server
 * again (a retry). Fills the hearts.
 */
export function readWishlist(fresh = false): Promise<WishlistItem[]> {
  const userId = signedInUserId();
  if (fresh || !reading || reading.userId !== userId) {
    const request = getWishlist().then((items) => {
      setWishlistedIds(items.map((item) => item.product.id));
      return items;
    });
    const entry = { userId, request };
    reading = entry;
    // A failed read is not kept: the next one asks the server again.
    request.catch(() => {
      if (reading === entry) reading = null;
    });
  }
  return reading.request;
}

/** Forget the wishlist read so far (a new session starts from the server). */
export function forgetWishlist(): void {
  reading = null;
  setWishlistedIds([]);
}

// A sign-in or sign-out, here or in another tab: the filled hearts were the last
// shopper's. They empty at once; the hearts of the new shopper are read when a widget asks.
let shopper = signedInUserId();
auth.subscribe(() => {
  const now = signedInUserId();
  if (now === shopper) return;
  shopper = now;
  forgetWishlist();
});

/**
 * Which products of a listing are wishlisted, for their hearts. Silent on failure (SPEC §8
 * "wishlist check"): hearts then start empty and still work.
 */
export async function loadWishlistedIds(): Promise<void> {
  if (!isSignedIn.peek()) return;
  try {
    await readWishlist();
  } catch (error) {
    logFailure('wishlist could not be read for the hearts', error);
  }
}
