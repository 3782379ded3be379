import { useId } from 'react';
import type { Recipient } from '../../shared/admin/api';
import { CURRENCY } from '../../shared/core/constants';
import * as adminMessages from '../../shared/admin-texts/messages';
import { productKey, type ParcelErrors, type ProductChoice } from './parcel-values';

export interface ParcelProductsProps {
  lines: Recipient['products'];
  /** By `order_product_id`. */
  choices: Readonly<Record<number, ProductChoice>>;
  errors: ParcelErrors;
  onTick: (orderProductId: number, ticked: boolean) => void;
  onAmountChange: (orderProductId: number, amount: string) => void;
}

/**
 * SPEC §3 Parcel `products`: the order's products, each a checkbox ('{name} × {quantity}') and
 * the amount it stands for (LKR, prefilled with the line's amount, editable while ticked).
 * 'Please select at least one product.' is said under the legend and tied to every checkbox.
 */
export function ParcelProducts({ lines, choices, errors, onTick, onAmountChange }: ParcelProductsProps) {
  const id = useId();
  const groupError = errors.products;
  const groupErrorId = `${id}-error`;
  return (
    <fieldset className="shop-parcel__group" aria-describedby={groupError ? groupErrorId : undefined}>
      <legend className="shop-parcel__legend">{adminMessages.productsSection}</legend>
      {groupError && (
        <p id={groupErrorId} className="shop-field__error">
          {groupError}
        </p>
      )}
      <ul className="shop-parcel__products" role="list">
        {lines.map((line) => {
          const choice = choices[line.order_product_id]!;
          const checkId = `${id}-${line.order_product_id}`;
          const amountId = `${checkId}-amount`;
          const amountError = errors[productKey(line.order_product_id)];
          const amountErrorId = `${amountId}-error`;
          return (
            <li key={line.order_product_id} className="shop-parcel__product">
              <input
                id={checkId}
                type="checkbox"
                className="shop-parcel__check"
                checked={choice.ticked}
                aria-invalid={groupError ? true : undefined}
                aria-describedby={groupError ? groupErrorId : undefined}
                onChange={(event) => onTick(line.order_product_id, event.currentTarget.checked)}
              />
              <label htmlFor={checkId} className="shop-parcel__product-name">
                {adminMessages.productLine(line.name, line.quantity)}
              </label>
              <label htmlFor={amountId} className="shop-visually-hidden">
                {adminMessages.productAmountLabel(line.name)}
              </label>
              <span className="shop-parcel__currency" aria-hidden="true">
                {CURRENCY}
              </span>
              <input
                id={amountId}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                className="shop-field__input shop-parcel__product-amount"
                value={choice.amount}
                disabled={!choice.ticked}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? amountErrorId : undefined}
                onChange={(event) => onAmountChange(line.order_product_id, event.currentTarget.value)}
              />
              {amountError && (
                <p id={amountErrorId} className="shop-field__error shop-parcel__product-error">
                  {amountError}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
