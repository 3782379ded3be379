import type { Suggestion } from '../../shared/session/api/search';
import { SUGGESTION_IMAGE_PX } from '../../shared/core/constants';
import { formatLKR, toCents } from '../../shared/core/money';
import { ProductThumb } from '../../shared/session/ui/product-thumb';
import { highlight } from './highlight';

interface SuggestionOptionProps {
  id: string;
  suggestion: Suggestion;
  keyword: string;
  active: boolean;
  onChoose: (suggestion: Suggestion) => void;
}

/**
 * One suggestion (WAI-ARIA APG combobox with listbox popup): picture, name with the typed words
 * marked, price in LKR. Focus stays in the box (the option is the active descendant), so the
 * option holds no link of its own: a click chooses it like Enter does.
 */
export function SuggestionOption({ id, suggestion, keyword, active, onChoose }: SuggestionOptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={`shop-search__option${active ? ' shop-search__option--active' : ''}`}
      onClick={() => onChoose(suggestion)}
    >
      <ProductThumb image={suggestion.image} size={SUGGESTION_IMAGE_PX} className="shop-search__image" />
      <span className="shop-search__name">{highlight(suggestion.name, keyword)}</span>
      <span className="shop-search__price">{formatLKR(toCents(suggestion.price))}</span>
    </li>
  );
}
