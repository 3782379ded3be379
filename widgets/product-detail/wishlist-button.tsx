import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import * as cardMessages from '../../shared/catalogue/messages/card';
import { isSignedIn } from '../../shared/core/stores/auth';
import { wishlistBusyIds, wishlistedIds } from '../../shared/core/stores/wishlist';
import { loadWishlisted, toggleWishlist } from '../../shared/catalogue/stores/wishlist-toggle';
import { Spinner } from '../../shared/session/ui/spinner';
import type { ToastTone } from '../../shared/session/ui/toast';
import type { ShownText } from '../../shared/session/errors';
import { HeartIcon } from '../../shared/catalogue/ui/heart-icon';

export interface WishlistButtonProps {
  product: { id: number; name: string };
  showToast: (message: ShownText, tone: ToastTone) => void;
  /** The wishlist changed: the page's earlier failure goes (use-action-errors.ts). */
  onSucceeded: () => void;
}

/**
 * SPEC §2/§4 wishlist toggle: the one shared action (a guest is asked to sign in), its alert
 * shown as a toast. Whether the product is saved is checked once signed in (silent on
 * failure, §8); aria-pressed carries the state under one fixed name.
 */
export function WishlistButton({ product, showToast, onSucceeded }: WishlistButtonProps) {
  useSignals();
  const signedIn = isSignedIn.value;
  const saved = wishlistedIds.value.has(product.id);
  const busy = wishlistBusyIds.value.has(product.id);

  useEffect(() => {
    if (signedIn) void loadWishlisted(product.id);
  }, [product.id, signedIn]);

  async function toggle() {
    const outcome = await toggleWishlist(product);
    if (outcome?.ok) onSucceeded();
    if (outcome) showToast(outcome.text, outcome.tone);
  }

  return (
    <button
      type="button"
      className="shop-pd__wishlist"
      aria-pressed={saved}
      aria-label={cardMessages.wishlistToggle(product.name)}
      aria-busy={busy || undefined}
      // Not `disabled`: that would drop keyboard focus; the shared action ignores a second press.
      aria-disabled={busy || undefined}
      onClick={() => void toggle()}
    >
      {busy ? <Spinner size="sm" /> : <HeartIcon filled={saved} />}
    </button>
  );
}
