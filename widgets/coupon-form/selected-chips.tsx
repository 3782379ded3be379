import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import * as adminMessages from '../../shared/admin-texts/messages';
import type { SelectedProduct } from './coupon-form-state';

const texts = adminMessages.couponForm;

interface SelectedChipsProps {
  titleId: string;
  products: readonly SelectedProduct[];
  onRemove: (id: number) => void;
  /** Where the focus goes once the last chip is gone (the product search). */
  focusWhenEmpty: () => void;
}

/**
 * SPEC §2 'Selected Products': a chip per product, each taken off by its cross ('Remove
 * {name}'), or 'No products Selected.' Memoised, chip by chip: a key stroke elsewhere on the
 * form draws none of them, and a product added draws only its own chip. After a removal the
 * focus stays in the list, on the chip that took the removed one's place.
 */
export const SelectedChips = memo(function SelectedChips({ titleId, products, onRemove, focusWhenEmpty }: SelectedChipsProps) {
  const list = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  const shown = useRef(products);
  // One handler for every chip, so a chip draws again only when its own product changes.
  const remove = useCallback(
    (id: number) => {
      removedAt.current = shown.current.findIndex((product) => product.id === id);
      onRemove(id);
    },
    [onRemove],
  );

  useLayoutEffect(() => {
    shown.current = products;
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button');
    const next = buttons?.[Math.min(at, buttons.length - 1)];
    if (next) next.focus();
    else focusWhenEmpty();
  }, [products, focusWhenEmpty]);

  if (products.length === 0) {
    return <p className="shop-coupon-form__empty">{adminMessages.noProductsSelected}</p>;
  }
  return (
    <ul ref={list} className="shop-coupon-form__chips" aria-labelledby={titleId} role="list">
      {products.map((product) => (
        <Chip key={product.id} product={product} onRemove={remove} />
      ))}
    </ul>
  );
});

const Chip = memo(function Chip({ product, onRemove }: { product: SelectedProduct; onRemove: (id: number) => void }) {
  return (
    <li className="shop-coupon-form__chip">
      <span className="shop-coupon-form__chip-name">{product.name}</span>
      <button type="button" className="shop-coupon-form__chip-remove" aria-label={texts.removeProduct(product.name)} onClick={() => onRemove(product.id)}>
        {/* A letter, not an SVG: an SVG per chip is a paint layer node each, which with
            hundreds of chips (a big category ticked) cost every key stroke's frame. */}
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
});
