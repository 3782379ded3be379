import type { AuthUser } from '../../session/api/auth';

/**
 * The shop's one line to its other open tabs in this browser (the cart, the
 * session and the wishlist:
 * docs/decisions.md#every-open-tab-shows-the-same-cart-the-same-session-and-the-same-wishlist-count):
 * a BroadcastChannel, which reaches only same-origin pages of this browser profile, never this tab
 * itself. Every message names its topic; each store hears its own. Chromium, Firefox and Safari all
 * have BroadcastChannel; without it a tab simply does not follow the others until its next page.
 */
export interface TabMessages {
  /** The signed-in shopper's cart changed here (added, updated, removed, merged): its new count. */
  cart: { count: number };
  /**
   * This tab signed in (`user`) or out (`null`). The session was regenerated, so the other tabs
   * take its new CSRF token too (SPEC §7: every write carries it).
   */
  session: { user: AuthUser | null; csrfToken: string };
  /** A heart changed here: the product, its new state, and the wishlist's new count. */
  wishlist: { productId: number; wishlisted: boolean; count: number };
}

type Topic = keyof TabMessages;

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('shop-widgets');
// Node (build.mjs and `npm run contract` load shared/ with tsx) has BroadcastChannel too, and an
// open channel keeps the process alive: unref() lets it exit. Browsers have no unref.
(channel as { unref?: () => void } | null)?.unref?.();

/** Tell the other tabs; they hear it with `hearOtherTabs(topic, …)`. */
export function tellOtherTabs<T extends Topic>(topic: T, message: TabMessages[T]): void {
  channel?.postMessage({ topic, ...message });
}

/**
 * Hear one topic from the other tabs. Their messages are checked field by field by the
 * caller's `accept` (a tab of an older version of the kit may still be open): anything else is
 * ignored. Returns the unsubscribe.
 */
export function hearOtherTabs<T extends Topic>(
  topic: T,
  accept: (data: Record<string, unknown>) => TabMessages[T] | null,
  handle: (message: TabMessages[T]) => void,
): () => void {
  const listener = (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data !== 'object' || data === null || (data as { topic?: unknown }).topic !== topic) return;
    const message = accept(data as Record<string, unknown>);
    if (message) handle(message);
  };
  channel?.addEventListener('message', listener);
  return () => channel?.removeEventListener('message', listener);
}

/** A count as the messages carry it: a whole number from 0. */
export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
