import { useId } from 'react';
import * as wishlistMessages from '../../shared/core/messages/wishlist';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import { ProductCardView } from '../../shared/cards/ui/product-card';
import { Spinner } from '../../shared/session/ui/spinner';
import { TrashIcon } from '../../shared/catalogue/ui/trash-icon';
import type { WishlistEntry } from './use-wishlist-items';
import type { ShownText } from '../../shared/session/errors';
import { ShownLines } from '../../shared/session/ui/shown-lines';

export interface WishlistEntryViewProps {
  entry: WishlistEntry;
  headingLevel: 2 | 3 | 4;
  /** A heart or Remove request for this product is under way. */
  busy: boolean;
  onRemove: (entry: WishlistEntry) => void;
  onToggleHeart: (entry: WishlistEntry) => void;
  /** Why the last removal failed (SPEC §8), shown under the button; the entry stays. */
  error: ShownText | undefined;
}

/** One saved product: its card (with the shared heart) and a visible Remove button. */
export function WishlistEntryView({ entry, headingLevel, busy, onRemove, onToggleHeart, error }: WishlistEntryViewProps) {
  const errorId = useId();
  const { name } = entry.product;
  return (
    <li className="shop-wl__item">
      <div className="shop-wl__card">
        <ProductCardView
          product={entry.product}
          headingLevel={headingLevel}
          wishlisted
          wishlistBusy={busy}
          onWishlistToggle={() => onToggleHeart(entry)}
        />
      </div>
      {/* Busy is aria-disabled, not disabled, so keyboard focus stays on a failed attempt. */}
      <button
        type="button"
        className="shop-wl__remove"
        aria-label={wishlistMessages.removeLabel(name)}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={busy ? undefined : () => onRemove(entry)}
      >
        {busy ? <Spinner size="sm" /> : <TrashIcon />}
        {wishlistMessages.remove}
      </button>
      {error && (
        <InlineAlert tone="error" id={errorId}>
          <ShownLines text={error} />
        </InlineAlert>
      )}
    </li>
  );
}
