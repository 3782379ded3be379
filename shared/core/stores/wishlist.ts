import { signal } from '@preact/signals-react';
import { hearOtherTabs, isCount, tellOtherTabs } from './tabs';

/** Items in the signed-in shopper's wishlist; a guest has none (SPEC §6). */
export const wishlistCount = signal<number | null>(null);

/** Products known to be in the wishlist, so every heart on the page agrees. */
export const wishlistedIds = signal<ReadonlySet<number>>(new Set());

/** Products whose heart has a request under way (their buttons are busy). */
export const wishlistBusyIds = signal<ReadonlySet<number>>(new Set());

/** The count printed by the page, fetched (wishlist-refresh.ts) or known after a change. */
export function setWishlistCount(count: number): void {
  wishlistCount.value = Math.max(0, count);
}

/** A change made on this page (added or removed one): the badge follows at once. */
export function adjustWishlistCount(delta: number): void {
  setWishlistCount((wishlistCount.value ?? 0) + delta);
}

function withMember(set: ReadonlySet<number>, id: number, member: boolean): ReadonlySet<number> {
  if (set.has(id) === member) return set;
  const next = new Set(set);
  if (member) next.add(id);
  else next.delete(id);
  return next;
}

export function setWishlisted(productId: number, wishlisted: boolean): void {
  wishlistedIds.value = withMember(wishlistedIds.value, productId, wishlisted);
}

export function setWishlistedIds(ids: Iterable<number>): void {
  wishlistedIds.value = new Set(ids);
}

export function setWishlistBusy(productId: number, busy: boolean): void {
  wishlistBusyIds.value = withMember(wishlistBusyIds.value, productId, busy);
}

/** Products saved in another tab, counted: the wishlist page reads its list again when this moves. */
export const savedElsewhere = signal(0);

/**
 * A heart changed on this page (added or removed, its answer's count): every heart and badge
 * here follows, and so do the other open tabs, like the cart's count.
 */
export function wishlistChanged(productId: number, wishlisted: boolean, count: number): void {
  setWishlisted(productId, wishlisted);
  setWishlistCount(count);
  tellOtherTabs('wishlist', { productId, wishlisted, count });
}

hearOtherTabs(
  'wishlist',
  (data) =>
    isCount(data.productId) && typeof data.wishlisted === 'boolean' && isCount(data.count)
      ? { productId: data.productId, wishlisted: data.wishlisted, count: data.count }
      : null,
  ({ productId, wishlisted, count }) => {
    setWishlisted(productId, wishlisted);
    setWishlistCount(count);
    if (wishlisted) savedElsewhere.value += 1;
  },
);
