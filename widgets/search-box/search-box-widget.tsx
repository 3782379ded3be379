import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type * as v from 'valibot';
import { getSuggestions, SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS, type Suggestion } from '../../shared/session/api/search';
import { SEARCH_SUGGEST_DELAY_MS } from '../../shared/core/constants';
import { useNewestAnswer } from '../../shared/session/hooks/use-newest-answer';
import * as commonMessages from '../../shared/core/messages/common';
import * as logMessages from '../../shared/session/messages/logs';
import * as searchMessages from './messages';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { productUrl } from '../../shared/core/urls';
import './search-box.css';
import { SuggestionOption } from './suggestion-option';
import { propsSchema } from './props';

const NO_ANSWER = { key: '', value: [] as Suggestion[] };

/** Where a search for `keyword` goes: what the page's own `<form method="get">` would submit. */
function searchUrl(action: string, keyword: string): string {
  // A GET form replaces the action's query with its fields.
  return `${action.split(/[?#]/)[0]}?${new URLSearchParams({ search: keyword }).toString()}`;
}

/**
 * The header's search box (issue: "a search box with suggestions as one types, keyboard-navigable,
 * leading to the search page, as Shopify's predictive search does"), built as the WAI-ARIA APG
 * combobox with a listbox popup. The page prints the same form as a plain GET form, so searching
 * works before this mounts and without script. Suggestions come after a pause in typing, only
 * the newest answer counts, and a failure is only logged: the list closes and typing and
 * submitting carry on (SPEC §8 treats the catalogue's filters as silent).
 */
function SearchBox({ action, query }: v.InferOutput<typeof propsSchema>) {
  const [text, setText] = useState(query);
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const ids = useId();
  const listId = `${ids}list`;
  const optionId = (id: number) => `${ids}option-${id}`;

  const keyword = text.trim();
  // Asked for only while the list is wanted: the search page prints its keyword, which asks nothing.
  const key = open && keyword.length >= SUGGESTION_MIN_CHARS ? keyword : '';
  const answer = useNewestAnswer(
    key,
    (signal) => (key === '' ? Promise.resolve([]) : getSuggestions(key, signal)),
    NO_ANSWER,
    logMessages.suggestionsFailed,
    SEARCH_SUGGEST_DELAY_MS,
  );
  const items = answer.value.slice(0, SUGGESTION_LIMIT);
  // While the first answer for this opening is on its way there is nothing to show yet; an
  // earlier answer stays until the newer one comes, as the shopper types on.
  const expanded = key !== '' && !answer.failed && (items.length > 0 || !answer.loading);
  const activeIndex = expanded ? items.findIndex((item) => item.id === activeId) : -1;
  const active = activeIndex >= 0 ? items[activeIndex] : undefined;

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  const choose = (suggestion: Suggestion) => {
    close();
    window.location.assign(productUrl(suggestion.id));
  };
  const move = (step: 1 | -1) => {
    if (items.length === 0) return;
    // Wraps at both ends (APG: "optionally wraps"); from no active option, Down is the first and Up the last.
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
        // Otherwise Enter submits the form: the search page for what was typed.
        if (active) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        // APG: Escape closes the list; with the list closed, it clears the box.
        if (open) close();
        else if (text !== '') setText('');
        else break;
        event.preventDefault();
        break;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Nothing to search for: stay put, focus where it was.
    if (keyword === '') return;
    close();
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
          role="combobox"
          aria-label={searchMessages.label}
          placeholder={searchMessages.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={active ? optionId(active.id) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveId(null);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          // Tab or a click elsewhere closes the list; a click on an option keeps the focus here
          // (the list's mousedown below), so it still counts as that option's click.
          onBlur={close}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={searchMessages.suggestions}
          className="shop-search__list"
          hidden={!expanded}
          onMouseDown={(event) => event.preventDefault()}
        >
          {items.map((item) => (
            <SuggestionOption
              key={item.id}
              id={optionId(item.id)}
              suggestion={item}
              keyword={keyword}
              active={item.id === active?.id}
              onChoose={choose}
            />
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
