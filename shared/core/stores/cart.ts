import { computed, signal } from '@preact/signals-react';
import { isSignedIn } from './auth';
import { guestCart } from './guest-cart';
import { hearOtherTabs, isCount, tellOtherTabs } from './tabs';

/** Name of the DOM event the host page listens to (SPEC §7: fired after GET /cart/count). */
export const CART_COUNT_EVENT = 'cart-count-updated';
const SOURCE = 'shop-widgets';

const serverCount = signal<number | null>(null);

/**
 * Lines in the cart, as every badge shows it: the server's count for a signed-in shopper, the
 * guest cart's lines otherwise (so another tab's guest cart change shows here at once).
 */
export const cartCount = computed<number | null>(() =>
  isSignedIn.value ? serverCount.value : guestCart.value.length,
);

/** Announce a count to the host page with the `cart-count-updated` event. */
export function announceCartCount(count: number): void {
  document.dispatchEvent(
    new CustomEvent(CART_COUNT_EVENT, { detail: { count, source: SOURCE }, bubbles: true }),
  );
}

/** The signed-in count: printed by the page, fetched (cart-refresh.ts) or returned by a call. */
export function setCartCount(count: number): void {
  serverCount.value = count;
  announceCartCount(count);
}

/**
 * Changes to the signed-in shopper's cart made in another tab, counted: the cart page loads its
 * lines again when this moves. (The cart stays the same in every open tab,
 * docs/decisions.md#every-open-tab-shows-the-same-cart-the-same-session-and-the-same-wishlist-count.
 * A guest's cart is in local storage, whose `storage` event does this already; the server cart's
 * changes are told on the shop's channel, stores/tabs.ts.)
 */
export const serverCartChanges = signal(0);

/** This tab changed the server cart (added, updated, removed, merged): the new count, for all tabs. */
export function cartChanged(count: number): void {
  setCartCount(count);
  tellOtherTabs('cart', { count });
}

hearOtherTabs(
  'cart',
  (data) => (isCount(data.count) ? { count: data.count } : null),
  ({ count }) => {
    setCartCount(count);
    serverCartChanges.value += 1;
  },
);

if (typeof document !== 'undefined') {
  // The host page may announce a count of its own (e.g. after a classic form post).
  document.addEventListener(CART_COUNT_EVENT, (event) => {
    const detail = (event as CustomEvent<{ count?: unknown; source?: string }>).detail;
    if (detail?.source !== SOURCE && typeof detail?.count === 'number') {
      serverCount.value = detail.count;
    }
  });
}
