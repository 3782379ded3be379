import { memo, useState, type Ref } from 'react';
import { useCombobox } from '../../shared/combobox/use-combobox';
import * as adminMessages from '../../shared/admin-texts/messages';
import { formatLKR, toCents } from '../../shared/core/money';
import { FormField } from '../../shared/forms/form-field';

const texts = adminMessages.couponForm;

interface ProductSearchProps {
  id: string;
  /** Adds a product to Selected Products (the form ignores one already there). */
  onAdd: (product: { id: number; name: string }) => void;
  /** The server's text about the selection ('The selected products are invalid.'). */
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * SPEC §2/§4 product search of the coupon form, as the WAI-ARIA APG combobox with a listbox
 * popup: the list opens on focus and shows only when there are suggestions; they are asked for
 * as the admin types (after a pause, only the newest answer counts) and a failure is only
 * logged. ArrowDown/Up move, Enter or a click chooses: the product joins Selected Products and
 * the box empties for the next one; Escape closes, a second Escape clears. Enter never sends
 * the coupon form from here.
 *
 * What is typed lives here alone, so a key stroke draws this box and its list, not the form.
 */
export const ProductSearch = memo(function ProductSearch({ id, onAdd, error, inputRef }: ProductSearchProps) {
  // Said once a product is added: Selected Products is further down the form.
  const [added, setAdded] = useState<string | null>(null);
  const combobox = useCombobox({
    mode: 'pick',
    idPrefix: `${id}-`,
    onChoose: (suggestion) => {
      onAdd({ id: suggestion.id, name: suggestion.name });
      setAdded(suggestion.name);
      // The box empties for the next product.
      combobox.empty();
    },
    onType: () => setAdded(null),
  });
  const { options, expanded } = combobox;

  return (
    <FormField id={id} label={texts.productSearch} hint={texts.productSearchHint} error={error}>
      {(a11y) => (
        <div className="shop-coupon-form__combobox">
          <input {...a11y} ref={inputRef} className="shop-field__input" type="text" {...combobox.inputProps} />
          <ul {...combobox.listProps} aria-label={texts.suggestions} className="shop-combobox__list">
            {options.map((item) => (
              <li key={item.id} {...combobox.optionProps(item)}>
                <span className="shop-coupon-form__option-name">{item.name}</span>
                <span className="shop-coupon-form__option-price">{formatLKR(toCents(item.price))}</span>
              </li>
            ))}
          </ul>
          <div role="status" className="shop-visually-hidden">
            {expanded ? texts.suggestionsShown(options.length) : added !== null ? texts.productAdded(added) : ''}
          </div>
        </div>
      )}
    </FormField>
  );
});
