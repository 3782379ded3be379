import type { Suggestion } from '../../shared/combobox/api/search';
import { SUGGESTION_IMAGE_PX } from '../../shared/core/constants';
import { formatLKR, toCents } from '../../shared/core/money';
import { ProductThumb } from '../../shared/session/ui/product-thumb';
import type { useCombobox } from '../../shared/combobox/use-combobox';
import { highlight } from './highlight';

type SuggestionOptionProps = ReturnType<ReturnType<typeof useCombobox>['optionProps']> & {
  suggestion: Suggestion;
  keyword: string;
};

/**
 * One suggestion (WAI-ARIA APG combobox with listbox popup): picture, name with the typed words
 * marked, price in LKR. Focus stays in the box (the option is the active descendant), so the
 * option holds no link of its own: a click chooses it like Enter does (the combobox's option
 * props: id, role, aria-selected, class, click).
 */
export function SuggestionOption({ suggestion, keyword, ...option }: SuggestionOptionProps) {
  return (
    <li {...option}>
      <ProductThumb image={suggestion.image} size={SUGGESTION_IMAGE_PX} className="shop-search__image" />
      <span className="shop-search__name">{highlight(suggestion.name, keyword)}</span>
      <span className="shop-search__price">{formatLKR(toCents(suggestion.price))}</span>
    </li>
  );
}
