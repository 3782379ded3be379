import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import type * as v from 'valibot';
import type { ProductCard } from '../../shared/session/api/product-card';
import { useWishlistHearts } from '../../shared/cards/hooks/use-wishlist-hearts';
import * as commonMessages from '../../shared/core/messages/common';
import * as listingMessages from '../../shared/cards/messages/listing';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { EmptyState } from '../../shared/cards/ui/empty-state';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import { ProductCardView } from '../../shared/cards/ui/product-card';
import { Spinner } from '../../shared/session/ui/spinner';
import { ToastHost } from '../../shared/session/ui/toast';
import { ListingSkeleton } from '../../shared/cards/ui/listing-skeleton';
import { useProductPages } from './use-product-pages';
import { useScrollMemory } from './use-scroll-memory';
import { useCardWindow, WINDOW_CHUNK } from './use-card-window';
import { useSentinel } from '../../shared/cards/hooks/use-sentinel';
import '../../shared/core/styles/pill-button.css';
import '../../shared/cards/ui/product-grid.css';
import './product-listing.css';
import { ShownLines } from '../../shared/session/ui/shown-lines';
import { propsSchema } from './props';

/**
 * SPEC §2 "Product listing: cards in a wrapping grid with infinite scroll" (§4, §7, §9): the
 * next page loads when the bottom sentinel is fully visible; a "Show more products" button
 * does the same for keyboard and screen-reader users and wherever the observer does not fire.
 * The number of pages shown is kept in the URL and the scroll position in the history entry,
 * so Back returns to the same cards at the same place.
 */
function ProductListing({ title, headingLevel = 2 }: v.InferOutput<typeof propsSchema>) {
  const listing = useProductPages();
  const hearts = useWishlistHearts();
  const { toggle } = hearts;
  // One function for every card, so a heart pressed renders that card alone (ProductCardView is memoised).
  const onWishlistToggle = useCallback((card: ProductCard) => void toggle(card), [toggle]);
  const titleId = useId();
  const grid = useRef<HTMLUListElement>(null);
  /** The listing's top: the scroll position is kept from here. */
  const root = useRef<HTMLElement>(null);
  // Set when the shopper asked for more with a button: focus then moves to the first new card.
  const focusNewCards = useRef(false);

  const autoLoad = listing.hasMore && !listing.loading && listing.error === null;
  const sentinel = useSentinel<HTMLDivElement>(() => void listing.loadNext(), autoLoad, listing.page);
  useScrollMemory(listing.settled, root);
  const gaps = useCardWindow(grid, listing.products.length);

  // In the commit that shows the new cards, so focus never lingers on a button that moved.
  useLayoutEffect(() => {
    if (listing.loading || !focusNewCards.current) return;
    focusNewCards.current = false;
    if (listing.error !== null || listing.appendedAt === null) return;
    grid.current?.children[listing.appendedAt]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [listing.loading, listing.error, listing.appendedAt]);

  function askForMore() {
    // Pressed while the scroll has already asked for the page (a keyboard user's Tab brings the
    // sentinel into view): nothing is asked twice, but focus still goes to the new cards.
    focusNewCards.current = true;
    if (listing.loading) return;
    void (listing.error === null ? listing.loadNext() : listing.retry());
  }

  const named = Boolean(title?.trim());
  const Heading = `h${headingLevel}` as const;
  const innerLevel = named ? ((headingLevel + 1) as 3 | 4) : headingLevel;
  const firstLoad = listing.page === 0;
  const moreFailed = !firstLoad && listing.error !== null;

  const content = (
    <>
      {named && (
        <Heading id={titleId} className="shop-pl__title">
          {title}
        </Heading>
      )}

      {firstLoad && listing.error === null && <ListingSkeleton />}
      {firstLoad && listing.error !== null && (
        <div className="shop-pl__failed">
          {!listing.loading && (
            <InlineAlert tone="error">
              <ShownLines text={listing.error} />
            </InlineAlert>
          )}
          <MoreButton busy={listing.loading} onPress={askForMore} label={commonMessages.retry} spinner />
        </div>
      )}
      {!firstLoad && listing.products.length === 0 && (
        <EmptyState title={commonMessages.noProducts} headingLevel={innerLevel} />
      )}

      {listing.products.length > 0 && (
        <ul ref={grid} className="shop-product-grid shop-product-grid--wide" role="list">
          {listing.products.map((product, index) => {
            const chunk = Math.floor(index / WINDOW_CHUNK);
            const gap = gaps.get(chunk);
            if (gap === undefined) {
              return (
                // Position and size as the shopper counts them, also when far cards are dropped.
                <li
                  key={product.id}
                  className="shop-pl__item"
                  data-chunk={chunk}
                  aria-posinset={index + 1}
                  aria-setsize={listing.hasMore ? -1 : listing.products.length}
                >
                  <ProductCardView
                    product={product}
                    headingLevel={innerLevel}
                    wishlisted={hearts.isWishlisted(product.id)}
                    wishlistBusy={hearts.isBusy(product.id)}
                    onWishlistToggle={onWishlistToggle}
                  />
                </li>
              );
            }
            // The chunk's cards are far from the screen: one empty row of their height.
            return index % WINDOW_CHUNK === 0 ? (
              <li key={`gap-${chunk}`} className="shop-pl__gap" data-chunk={chunk} aria-hidden="true" style={{ height: gap }} />
            ) : null;
          })}
        </ul>
      )}
      {listing.hasMore && <div ref={sentinel} className="shop-pl__sentinel" aria-hidden="true" />}

      <div className="shop-pl__footer">
        {/* One live region for every load, present before its text changes so it is read out. */}
        <p className="shop-pl__status" role="status">
          {listing.loading && firstLoad && (
            <span className="shop-visually-hidden">{listingMessages.loadingProducts}</span>
          )}
          {listing.loading && !firstLoad && (
            <>
              <Spinner size="md" />
              {listingMessages.loadingMore}
            </>
          )}
          {!listing.loading && listing.appendedAt !== null && listing.error === null && (
            <span className="shop-visually-hidden">
              {listingMessages.shownCount(listing.products.length)}
            </span>
          )}
        </p>
        {moreFailed && !listing.loading && listing.error && (
          <InlineAlert tone="error">
            <ShownLines text={listing.error} />
          </InlineAlert>
        )}
        {(listing.hasMore || moreFailed) && (
          // The same button retries after a failure, so keyboard focus stays where it was.
          <MoreButton
            busy={listing.loading}
            onPress={askForMore}
            label={moreFailed ? commonMessages.retry : listingMessages.showMore}
          />
        )}
      </div>

      <ToastHost toast={hearts.toast} onDismiss={hearts.dismissToast} />
    </>
  );

  return named ? (
    <section ref={root} className="shop-pl" aria-labelledby={titleId}>
      {content}
    </section>
  ) : (
    <div ref={(element) => void (root.current = element)} className="shop-pl">
      {content}
    </div>
  );
}

interface MoreButtonProps {
  busy: boolean;
  onPress: () => void;
  label: string;
  /** Show a spinner while busy (where no loading line is shown beside the button). */
  spinner?: boolean;
}

/**
 * Busy is aria-disabled rather than disabled: a disabled button drops keyboard focus, and the
 * shopper who pressed it should stay where they are. A press while busy sends nothing
 * (CONVENTIONS 7); `onPress` only notes that focus should follow the cards on their way.
 */
function MoreButton({ busy, onPress, label, spinner = false }: MoreButtonProps) {
  return (
    <button
      type="button"
      className="shop-pill-button shop-pl__more"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={onPress}
    >
      {busy && spinner && <Spinner size="sm" />}
      {label}
    </button>
  );
}

export default defineWidget({ name: 'product-listing', propsSchema, Component: ProductListing });
