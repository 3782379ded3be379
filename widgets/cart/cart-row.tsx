import { memo, useId } from 'react';
import { NO_VARIATION } from '../../shared/core/constants';
import * as cartMessages from '../../shared/checkout/messages/cart';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import { LineDetails, LineImage } from '../../shared/checkout/ui/line-item';
import { QuantityStepper } from '../../shared/purchase/ui/quantity-stepper';
import { Spinner } from '../../shared/session/ui/spinner';
import { TrashIcon } from '../../shared/catalogue/ui/trash-icon';
import type { CartLine } from '../../shared/checkout/checkout-line';
import type { ShownText } from '../../shared/session/errors';
import { ShownLines } from '../../shared/session/ui/shown-lines';

export interface CartRowProps {
  line: CartLine;
  selected: boolean;
  onSelect: (key: string, selected: boolean) => void;
  /** Signed in only (SPEC §6); a guest's quantity is shown, not edited. */
  onQuantityChange?: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  /** A removal of this row is under way. */
  removing: boolean;
  /** The row's last failure (SPEC §8), shown under it. */
  error: ShownText | undefined;
}

/**
 * SPEC §2 cart row: checkbox, image, name, variation pairs, price, percent off, quantity, remove.
 * Memoised, with the parts after the checkbox apart: with 50 rows, a quantity press re-renders
 * one row and select-all only the checkboxes (the bench's budget: next paint within 50 ms at 4×
 * CPU, docs/decisions.md#the-cart-page).
 */
export const CartRow = memo(function CartRow({ line, selected, onSelect, onQuantityChange, onRemove, removing, error }: CartRowProps) {
  const errorId = useId();
  const name = cartMessages.lineName(line.name, line.variationName === NO_VARIATION ? null : line.variationName);
  return (
    <li className="shop-cart__row">
      <div className="shop-cart__line">
        <input
          type="checkbox"
          className="shop-cart__check"
          checked={selected}
          onChange={(event) => onSelect(line.key, event.currentTarget.checked)}
          aria-label={cartMessages.selectItem(name)}
        />
        <RowContent
          line={line}
          name={name}
          onQuantityChange={onQuantityChange}
          onRemove={onRemove}
          removing={removing}
          describedBy={error ? errorId : undefined}
        />
      </div>
      {error && (
        <InlineAlert tone="error" id={errorId}>
          <ShownLines text={error} />
        </InlineAlert>
      )}
    </li>
  );
});

interface RowContentProps extends Pick<CartRowProps, 'line' | 'onQuantityChange' | 'onRemove' | 'removing'> {
  /** The line's accessible name: product and variation. */
  name: string;
  /** The id of the row's failure text, if one is shown. */
  describedBy: string | undefined;
}

const RowContent = memo(function RowContent({ line, name, onQuantityChange, onRemove, removing, describedBy }: RowContentProps) {
  return (
    <>
      <LineImage imageName={line.imageName} size={96} className="shop-cart__image" />
      <LineDetails line={line} block="shop-cart" className="shop-cart__details" />
      <div className="shop-cart__actions">
        {onQuantityChange ? (
          <QuantityStepper
            label={cartMessages.quantityOf(name)}
            value={line.quantity}
            min={1}
            max={line.maxQuantity ?? undefined}
            onChange={(quantity) => onQuantityChange(line, quantity)}
          />
        ) : (
          <span className="shop-cart__quantity">{cartMessages.quantityValue(line.quantity)}</span>
        )}
        {/* Busy is aria-disabled, not disabled, so keyboard focus stays on a failed attempt. */}
        <button
          type="button"
          className="shop-cart__remove"
          aria-label={cartMessages.removeLabel(name)}
          aria-disabled={removing || undefined}
          aria-busy={removing || undefined}
          aria-describedby={describedBy}
          onClick={removing ? undefined : () => onRemove(line)}
        >
          {removing ? <Spinner size="sm" /> : <TrashIcon className="shop-cart__icon" />}
          <span className="shop-cart__remove-text">{cartMessages.remove}</span>
        </button>
      </div>
    </>
  );
});
