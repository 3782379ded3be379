import { memo, useState, type KeyboardEvent, type Ref } from 'react';
import { getSuggestions, SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS, type Suggestion } from '../../shared/session/api/search';
import { SEARCH_SUGGEST_DELAY_MS } from '../../shared/core/constants';
import { useNewestAnswer } from '../../shared/session/hooks/use-newest-answer';
import * as adminMessages from '../../shared/admin-texts/messages';
import * as logMessages from '../../shared/session/messages/logs';
import { formatLKR, toCents } from '../../shared/core/money';
import { FormField } from '../../shared/forms/form-field';

const texts = adminMessages.couponForm;
const NO_ANSWER = { key: '', value: [] as Suggestion[] };

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
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  // Said once a product is added: Selected Products is further down the form.
  const [added, setAdded] = useState<string | null>(null);
  // The answer the box was emptied over (a choice, Escape) and the word it was for: under
  // another word it stays hidden until that word's answer comes.
  const [spent, setSpent] = useState<{ key: string; value: readonly Suggestion[] } | null>(null);
  const listId = `${id}-list`;
  const optionId = (productId: number) => `${id}-option-${productId}`;

  const keyword = text.trim();
  const key = keyword.length >= SUGGESTION_MIN_CHARS ? keyword : '';
  const answer = useNewestAnswer(
    key,
    (signal) => (key === '' ? Promise.resolve([]) : getSuggestions(key, signal)),
    NO_ANSWER,
    logMessages.suggestionsFailed,
    SEARCH_SUGGEST_DELAY_MS,
  );
  const stale = answer.value === spent?.value && key !== spent.key;
  const items = key === '' || answer.failed || stale ? [] : answer.value.slice(0, SUGGESTION_LIMIT);
  // SPEC §4: the dropdown appears only when suggestions exist.
  const expanded = open && items.length > 0;
  const activeIndex = expanded ? items.findIndex((item) => item.id === activeId) : -1;
  const active = activeIndex >= 0 ? items[activeIndex] : undefined;

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  const choose = (suggestion: Suggestion) => {
    onAdd({ id: suggestion.id, name: suggestion.name });
    setAdded(suggestion.name);
    empty();
  };
  const empty = () => {
    setText('');
    setActiveId(null);
    setSpent({ key, value: answer.value });
  };
  const move = (step: 1 | -1) => {
    // Wraps at both ends; from no active option, Down is the first and Up the last.
    const from = activeIndex === -1 ? (step === 1 ? -1 : 0) : activeIndex;
    setActiveId(items[(from + step + items.length) % items.length]!.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (expanded) move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        // Never the form's submit: the admin is choosing products here.
        event.preventDefault();
        if (active) choose(active);
        break;
      case 'Escape':
        if (expanded) close();
        else if (text !== '') empty();
        else break;
        event.preventDefault();
        break;
    }
  };

  return (
    <FormField id={id} label={texts.productSearch} hint={texts.productSearchHint} error={error}>
      {(a11y) => (
        <div className="shop-coupon-form__combobox">
          <input
            {...a11y}
            ref={inputRef}
            className="shop-field__input"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={active ? optionId(active.id) : undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActiveId(null);
              setAdded(null);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            // Tab or a click elsewhere closes the list; a click on an option keeps the focus
            // here (the list's mousedown), so it still counts as that option's click.
            onBlur={close}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={texts.suggestions}
            className="shop-coupon-form__suggestions"
            hidden={!expanded}
            onMouseDown={(event) => event.preventDefault()}
          >
            {expanded &&
              items.map((item) => (
                <li
                  key={item.id}
                  id={optionId(item.id)}
                  role="option"
                  aria-selected={item.id === active?.id}
                  className={`shop-coupon-form__option${item.id === active?.id ? ' shop-coupon-form__option--active' : ''}`}
                  onClick={() => choose(item)}
                >
                  <span className="shop-coupon-form__option-name">{item.name}</span>
                  <span className="shop-coupon-form__option-price">{formatLKR(toCents(item.price))}</span>
                </li>
              ))}
          </ul>
          <div role="status" className="shop-visually-hidden">
            {expanded ? texts.suggestionsShown(items.length) : added !== null ? texts.productAdded(added) : ''}
          </div>
        </div>
      )}
    </FormField>
  );
});
