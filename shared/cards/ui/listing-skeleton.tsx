import { CardSkeleton } from './card-skeleton';
import './product-grid.css';

/** Ours: placeholders for two rows of the widest grid while the first page loads. */
const PLACEHOLDERS = 10;

/**
 * Grey card shapes where the first cards will appear, so the page does not jump when they
 * arrive. Decorative: the listing's status region says what is happening.
 */
export function ListingSkeleton() {
  return (
    <ul className="shop-product-grid shop-product-grid--wide" aria-hidden="true">
      {Array.from({ length: PLACEHOLDERS }, (_, i) => (
        <CardSkeleton key={i} as="li" />
      ))}
    </ul>
  );
}
