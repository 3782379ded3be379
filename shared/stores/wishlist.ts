import { signal } from '@preact/signals-react';

/** Items in the signed-in shopper's wishlist; a guest has none (SPEC §6). */
export const wishlistCount = signal<number | null>(null);

/** The count printed by the page, fetched (wishlist-refresh.ts) or known after a change. */
export function setWishlistCount(count: number): void {
  wishlistCount.value = Math.max(0, count);
}

/** A change made on this page (added or removed one): the badge follows at once. */
export function adjustWishlistCount(delta: number): void {
  setWishlistCount((wishlistCount.value ?? 0) + delta);
}
