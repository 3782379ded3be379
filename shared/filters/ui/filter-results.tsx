import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import type { ProductCard } from '../../session/api/product-card';
import { FILTER_DIM_DELAY_MS, FILTER_RESULTS_STEP } from '../../core/constants';
import { useSentinel } from '../../cards/hooks/use-sentinel';
import { useWishlistHearts } from '../../cards/hooks/use-wishlist-hearts';
import * as commonMessages from '../../core/messages/common';
import * as filterMessages from '../messages/filters';
import * as listingMessages from '../../cards/messages/listing';
import { EmptyState } from '../../cards/ui/empty-state';
import { ProductCardView } from '../../cards/ui/product-card';
import { ToastHost } from '../../session/ui/toast';
import './filters.css';
import '../../core/styles/pill-button.css';
import '../../cards/ui/product-grid.css';

export interface FilterResultsProps {
  products: readonly ProductCard[];
  /** A newer answer is on its way: the grid shows the last one, dimmed and marked busy. */
  loading: boolean;
  /** Level of the cards' headings. */
  headingLevel: 2 | 3;
}

/**
 * The grid of a filter page (SPEC §2): the matches as product cards, or 'No products found.'.
 * The calls answer every match at once; the grid shows `FILTER_RESULTS_STEP` of them and more
 * as the shopper scrolls to its end (or presses "Show more products"), so a broad filter over
 * hundreds of products costs one screenful of cards, not hundreds. A live region says how many
 * matched once an answer is in.
 */
export function FilterResults({ products, loading, headingLevel }: FilterResultsProps) {
  // How many are shown, for this answer: a new answer starts again from one step.
  const [shown, setShown] = useState({ answer: products, count: FILTER_RESULTS_STEP });
  const count = shown.answer === products ? shown.count : FILTER_RESULTS_STEP;
  const visible = useMemo(() => products.slice(0, count), [products, count]);
  const more = products.length > count;
  const showMore = () => setShown({ answer: products, count: count + FILTER_RESULTS_STEP });
  const sentinel = useSentinel<HTMLDivElement>(showMore, more, count);
  // The grid dims only once an answer keeps the shopper waiting: a quick one would only flash,
  // and the tick's own frame stays free of it.
  const [slowFor, setSlowFor] = useState<readonly ProductCard[] | null>(null);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlowFor(products), FILTER_DIM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading, products]);
  const dimmed = loading && slowFor === products;
  const grid = useRef<HTMLUListElement>(null);
  // Set when the shopper pressed the button: the first new card then takes the focus.
  const focusFrom = useRef<number | null>(null);
  useLayoutEffect(() => {
    const first = focusFrom.current;
    focusFrom.current = null;
    if (first !== null) grid.current?.children[first]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [count]);

  return (
    <div className={`shop-filters__results${dimmed ? ' shop-filters__results--busy' : ''}`} aria-busy={loading}>
      <p className="shop-filters__count" role="status">
        {loading ? filterMessages.updating : filterMessages.productCount(products.length)}
      </p>
      {products.length === 0 ? (
        !loading && <EmptyState title={commonMessages.noProducts} headingLevel={headingLevel} />
      ) : (
        <Cards ref={grid} products={visible} headingLevel={headingLevel} />
      )}
      {more && (
        <>
          <div ref={sentinel} className="shop-filters__sentinel" aria-hidden="true" />
          <button type="button" className="shop-pill-button shop-filters__more" onClick={() => {
              focusFrom.current = count;
              showMore();
            }}
          >
            {listingMessages.showMore}
          </button>
        </>
      )}
    </div>
  );
}

/** The cards alone, so a tick (which only changes `loading`) does not render them again. */
interface CardsProps {
  products: readonly ProductCard[];
  headingLevel: 2 | 3;
  ref: Ref<HTMLUListElement>;
}
const Cards = memo(function Cards({ products, headingLevel, ref }: CardsProps) {
  const hearts = useWishlistHearts();
  return (
    <>
      <ul ref={ref} className="shop-product-grid" role="list">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCardView
              product={product}
              headingLevel={headingLevel}
              wishlisted={hearts.isWishlisted(product.id)}
              wishlistBusy={hearts.isBusy(product.id)}
              onWishlistToggle={(card) => void hearts.toggle(card)}
            />
          </li>
        ))}
      </ul>
      <ToastHost toast={hearts.toast} onDismiss={hearts.dismissToast} />
    </>
  );
});
