import { mergeGuestCart, type MergeCartResponse } from './api';
import type { CartEntry } from '../../shared/core/api/cart-entry';
import { newIdempotencyKey } from '../../shared/session/idempotency-key';
import { logFailure } from '../../shared/core/log';
import { cartChanged } from '../../shared/core/stores/cart';
import { clearGuestCart, guestCart } from '../../shared/core/stores/guest-cart';

/**
 * The key of a move under way, with a fingerprint of the lines it was made for: a retry of the
 * same lines (this page after a lost answer, or the next page) sends the same key, so the
 * server adds nothing twice; different lines get a fresh key.
 */
const PENDING_KEY = 'guestCartMergeKey';

/** FNV-1a over the lines' JSON: a fingerprint, not a secret. */
function fingerprint(items: readonly CartEntry[]): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(items)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function keyFor(items: readonly CartEntry[]): string {
  const print = fingerprint(items);
  try {
    const [keptPrint, keptKey] = (localStorage.getItem(PENDING_KEY) ?? '').split(':');
    if (keptPrint === print && keptKey && /^[\w-]{16,64}$/.test(keptKey)) return keptKey;
    const key = newIdempotencyKey();
    localStorage.setItem(PENDING_KEY, `${print}:${key}`);
    return key;
  } catch {
    // Storage refused: this attempt still has its key, a later one may add twice.
    return newIdempotencyKey();
  }
}

let running: Promise<MergeCartResponse | null> | null = null;

/**
 * Beyond the SPEC: when a guest with lines in the browser's cart signs in, they move
 * into the server cart and the browser's cart is emptied: nothing lost, nothing doubled. A
 * failure keeps the browser's cart for the next try (the next page of the signed-in session
 * calls this again). Resolves with the server's answer, or null when there was nothing to move
 * or it failed.
 */
export function moveGuestCartToServer(): Promise<MergeCartResponse | null> {
  running ??= move().finally(() => {
    running = null;
  });
  return running;
}

async function move(): Promise<MergeCartResponse | null> {
  const items = guestCart.peek();
  if (items.length === 0) return null;
  try {
    const answer = await mergeGuestCart(items, keyFor(items));
    clearGuestCart();
    try {
      localStorage.removeItem(PENDING_KEY);
    } catch {
      // Nothing to undo: the key only matters while lines wait to move.
    }
    cartChanged(answer.count);
    return answer;
  } catch (error) {
    logFailure('guest cart could not be moved into the server cart; kept for the next try', error);
    return null;
  }
}
