import { useCallback, useEffect, useState } from 'react';
import type { ProductCard } from '../../shared/session/api/product-card';
import { removeFromWishlist } from '../../shared/session/api/wishlist';
import { settledWrite } from '../../shared/catalogue/settled-write';
import { userMessage, type ShownText } from '../../shared/session/errors';
import { useActionErrors } from '../../shared/session/hooks/use-action-errors';
import { useBusy } from '../../shared/session/hooks/use-busy';
import * as wishlistMessages from '../../shared/core/messages/wishlist';
import { readWishlist, wishlistReadBack } from '../../shared/catalogue/stores/wishlist-toggle';
import {
  savedElsewhere,
  setWishlistBusy,
  wishlistBusyIds,
  wishlistChanged,
  wishlistedIds,
} from '../../shared/core/stores/wishlist';

/** A wishlist row with its product as a card shows it. */
export interface WishlistEntry {
  id: number;
  product: ProductCard;
}

/**
 * The signed-in shopper's wishlist (SPEC §2 "/wishlist", §7 `/wishlist/view`, `/wishlist/remove`):
 * loads it, removes entries, and drops any product that stops being wishlisted on this page,
 * whether by its Remove button or by its card's heart (the shared toggle), so the list, every
 * heart and the header badge always agree.
 */
export function useWishlistItems() {
  const [entries, setEntries] = useState<WishlistEntry[] | null>(null);
  const [loadError, setLoadError] = useState<ShownText | null>(null);
  // A failed Remove shows on its entry until it is tried again or another succeeds.
  const errors = useActionErrors();
  const { trying, failed, succeeded } = errors;
  const [announcement, setAnnouncement] = useState('');
  const { busy: loading, run } = useBusy();

  const load = useCallback(
    (fresh: boolean) =>
      run(async () => {
        try {
          // Shared with the hearts: one request for the page. It fills the saved ids first, as
          // the list below keeps only products the shared store says are saved.
          const items = await readWishlist(fresh);
          setEntries(items.map((item) => ({ id: item.id, product: item.product })));
          setLoadError(null);
        } catch (failure) {
          setLoadError(await userMessage(failure, wishlistMessages.refreshFailed));
        }
      }),
    [run],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  // A product that stops being wishlisted (Remove, or its heart) leaves the list for good.
  useEffect(
    () =>
      wishlistedIds.subscribe((saved) =>
        setEntries((shown) =>
          shown?.some((entry) => !saved.has(entry.product.id))
            ? shown.filter((entry) => saved.has(entry.product.id))
            : shown,
        ),
      ),
    [],
  );

  // A product saved in another tab: the list as the server has it now.
  useEffect(() => {
    let seen = savedElsewhere.peek();
    return savedElsewhere.subscribe((saved) => {
      if (saved === seen) return;
      seen = saved;
      void load(true);
    });
  }, [load]);

  const remove = useCallback(
    async (entry: WishlistEntry) => {
      const productId = entry.product.id;
      // One request per product, whichever of its two buttons started it.
      if (wishlistBusyIds.peek().has(productId)) return;
      setWishlistBusy(productId, true);
      trying(removeAction(entry.id));
      try {
        // Also when removed after all (a server slow to start it): a success, the failure shown goes.
        const removed = ({ count }: { count: number }) => {
          succeeded();
          wishlistChanged(productId, false, count);
        };
        removed(await settledWrite(() => removeFromWishlist(productId, entry.id), wishlistReadBack(productId, false), removed));
        setAnnouncement(wishlistMessages.removed(entry.product.name));
      } catch (failure) {
        failed(removeAction(entry.id), await userMessage(failure, wishlistMessages.removeFailed));
      } finally {
        setWishlistBusy(productId, false);
      }
    },
    [trying, failed, succeeded],
  );

  return {
    /** null until the first answer. */
    entries,
    loading,
    loadError,
    /** Ask the server again (the retry after a failed load). */
    reload: () => load(true),
    remove,
    /** The failure of this entry's Remove, if it is the one shown. */
    removeError: (entryId: number) => errors.errorOf(removeAction(entryId)),
    /** The latest removal, for a polite live region. */
    announcement,
  };
}

const removeAction = (entryId: number) => `remove:${entryId}`;
