import { useId, type FormEvent } from 'react';
import type * as v from 'valibot';
import { useCombobox } from '../../shared/combobox/use-combobox';
import * as commonMessages from '../../shared/core/messages/common';
import * as searchMessages from './messages';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { productUrl } from '../../shared/core/urls';
import './search-box.css';
import { SuggestionOption } from './suggestion-option';
import { propsSchema } from './props';

/** Where a search for `keyword` goes: what the page's own `<form method="get">` would submit. */
function searchUrl(action: string, keyword: string): string {
  // A GET form replaces the action's query with its fields.
  return `${action.split(/[?#]/)[0]}?${new URLSearchParams({ search: keyword }).toString()}`;
}

/**
 * The header's search box: suggestions as one types, keyboard-navigable, leading to the search
 * page, as Shopify's predictive search does (ours, the SPEC has none:
 * docs/decisions.md#the-headers-search-box-is-the-wai-aria-apg-combobox-with-a-listbox-popup),
 * built as the WAI-ARIA APG combobox with a listbox popup. The page prints the same form as a plain GET form, so searching
 * works before this mounts and without script. Suggestions come after a pause in typing, only
 * the newest answer counts, and a failure is only logged: the list closes and typing and
 * submitting carry on (SPEC §8 treats the catalogue's filters as silent).
 */
function SearchBox({ action, query }: v.InferOutput<typeof propsSchema>) {
  const combobox = useCombobox({
    mode: 'search',
    idPrefix: useId(),
    initialText: query,
    onChoose: (suggestion) => {
      combobox.close();
      window.location.assign(productUrl(suggestion.id));
    },
  });
  const { keyword, options: items, expanded } = combobox;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Nothing to search for: stay put, focus where it was.
    if (keyword === '') return;
    combobox.close();
    window.location.assign(searchUrl(action, keyword));
  };

  let status = '';
  if (expanded) status = items.length > 0 ? searchMessages.suggestionsShown(items.length) : commonMessages.noProducts;

  return (
    <form className="shop-search" role="search" aria-label={searchMessages.landmark} action={action} method="get" onSubmit={onSubmit}>
      <div className="shop-search__field">
        <input
          className="shop-search__input"
          type="search"
          name="search"
          aria-label={searchMessages.label}
          placeholder={searchMessages.placeholder}
          enterKeyHint="search"
          {...combobox.inputProps}
        />
        <ul {...combobox.listProps} aria-label={searchMessages.suggestions} className="shop-combobox__list shop-search__list">
          {items.map((item) => (
            <SuggestionOption key={item.id} {...combobox.optionProps(item)} suggestion={item} keyword={keyword} />
          ))}
          {expanded && items.length === 0 && (
            <li role="option" aria-selected={false} aria-disabled="true" className="shop-search__empty">
              {commonMessages.noProducts}
            </li>
          )}
        </ul>
      </div>
      <button className="shop-search__submit" type="submit">
        {searchMessages.submit}
      </button>
      <div role="status" className="shop-visually-hidden">
        {status}
      </div>
    </form>
  );
}

export default defineWidget({ name: 'search-box', propsSchema, Component: SearchBox });
