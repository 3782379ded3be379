import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect } from 'react';
import { isSignedIn } from '../../core/stores/auth';
import { loadWishlistedIds, toggleWishlist } from '../../catalogue/stores/wishlist-toggle';
import { wishlistBusyIds, wishlistedIds } from '../../core/stores/wishlist';
import { useToast } from '../../session/ui/toast';

/**
 * Wires the product cards of a widget to the one wishlist action (SPEC §4): which hearts are
 * filled and busy, the toggle, and the alert it shows. Render `<ToastHost toast={toast}
 * onDismiss={dismissToast} />` beside the cards.
 */
export function useWishlistHearts() {
  useSignals();
  const { toast, showToast, dismissToast } = useToast();
  const signedIn = isSignedIn.value;

  // Signing in on this page (the login dialog) fills the hearts too.
  useEffect(() => {
    if (signedIn) void loadWishlistedIds();
  }, [signedIn]);

  const toggle = useCallback(
    async (product: { id: number; name: string }) => {
      const outcome = await toggleWishlist(product);
      if (outcome) showToast(outcome.text, outcome.tone);
    },
    [showToast],
  );

  const saved = wishlistedIds.value;
  const busy = wishlistBusyIds.value;
  return {
    isWishlisted: (productId: number) => saved.has(productId),
    isBusy: (productId: number) => busy.has(productId),
    toggle,
    toast,
    dismissToast,
  };
}
