import { useState, type ChangeEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { getSuggestions, SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS, type Suggestion } from './api/search';
import { SEARCH_SUGGEST_DELAY_MS } from '../core/constants';
import * as logMessages from '../session/messages/logs';
import { useNewestAnswer } from '../session/hooks/use-newest-answer';
import './combobox.css';

const NO_ANSWER = { key: '', value: [] as Suggestion[] };

/**
 * How a box uses its suggestions:
 * - `search` (the header's search box): suggestions are asked for only while the list is
 *   wanted (the search page prints its keyword, which asks nothing); once the answer comes the
 *   list opens even when it is empty (to say so); Enter with no active option is the form's
 *   (the search page for what was typed);
 * - `pick` (the coupon form's product search, SPEC §2/§4): the list opens on focus and shows
 *   only when there are suggestions (SPEC §4); Enter never sends the form.
 */
export type ComboboxMode = 'search' | 'pick';

export interface ComboboxOptions {
  mode: ComboboxMode;
  /** The list's id is `${idPrefix}list`, an option's `${idPrefix}option-${product id}`. */
  idPrefix: string;
  /** What the box holds at first (the search page's keyword). */
  initialText?: string;
  /** Enter on the active option, or a click on an option. */
  onChoose: (suggestion: Suggestion) => void;
  /** The shopper typed (after the box took the new text). */
  onType?: () => void;
}

/**
 * The WAI-ARIA APG combobox with a listbox popup over product suggestions (SPEC §7
 * `GET /api/products/search?q`), for the header's search box and the coupon form's product
 * search: suggestions come after a pause in typing and only the newest answer counts; a failure
 * is only logged and closes the list (SPEC §8 treats the catalogue's searches as silent).
 * ArrowDown/Up move the active option (`aria-activedescendant`, focus stays in the box) and wrap;
 * Escape closes the list, a second Escape empties the box; Tab or a click elsewhere closes it.
 * The caller spreads `inputProps` on its `<input>`, `listProps` on its `<ul>` and
 * `optionProps(item)` on each `<li>` of `options`, and says its own status from `expanded` and
 * `options`.
 */
export function useCombobox({ mode, idPrefix, initialText = '', onChoose, onType }: ComboboxOptions) {
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  // The answer the box was emptied over (a choice, Escape) and the word it was for: under
  // another word it stays hidden until that word's answer comes.
  const [spent, setSpent] = useState<{ key: string; value: readonly Suggestion[] } | null>(null);
  const listId = `${idPrefix}list`;
  const optionId = (productId: number) => `${idPrefix}option-${productId}`;

  const keyword = text.trim();
  const wanted = mode === 'pick' || open;
  const key = wanted && keyword.length >= SUGGESTION_MIN_CHARS ? keyword : '';
  const answer = useNewestAnswer(
    key,
    (signal) => (key === '' ? Promise.resolve([]) : getSuggestions(key, signal)),
    NO_ANSWER,
    logMessages.suggestionsFailed,
    SEARCH_SUGGEST_DELAY_MS,
  );
  const stale = answer.value === spent?.value && key !== spent.key;
  const items = key === '' || answer.failed || stale ? [] : answer.value.slice(0, SUGGESTION_LIMIT);
  // While the first answer for this opening is on its way there is nothing to show yet; an
  // earlier answer stays until the newer one comes, as the shopper types on.
  const expanded = mode === 'search' ? key !== '' && !answer.failed && (items.length > 0 || !answer.loading) : open && items.length > 0;
  const activeIndex = expanded ? items.findIndex((item) => item.id === activeId) : -1;
  const active = activeIndex >= 0 ? items[activeIndex] : undefined;

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  /** Empties the box; the answer it held stays hidden until the next word's answer. */
  const empty = () => {
    setText('');
    setActiveId(null);
    setSpent({ key, value: answer.value });
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
        // Searching, Enter with no active option submits the form; picking, never.
        if (active || mode === 'pick') event.preventDefault();
        if (active) onChoose(active);
        break;
      case 'Escape':
        // APG: Escape closes the list; with the list closed, it empties the box.
        if (mode === 'search' ? open : expanded) close();
        else if (text !== '') empty();
        else break;
        event.preventDefault();
        break;
    }
  };

  return {
    text,
    keyword,
    /** The suggestions the open list shows (none while it is closed). */
    options: expanded ? items : [],
    expanded,
    close,
    empty,
    inputProps: {
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': active ? optionId(active.id) : undefined,
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value);
        setActiveId(null);
        setOpen(true);
        onType?.();
      },
      onFocus: mode === 'pick' ? () => setOpen(true) : undefined,
      onKeyDown,
      // Tab or a click elsewhere closes the list; a click on an option keeps the focus here
      // (the list's mousedown), so it still counts as that option's click.
      onBlur: close,
    } as const,
    listProps: {
      id: listId,
      role: 'listbox',
      hidden: !expanded,
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
    } as const,
    optionProps: (item: Suggestion) => {
      const selected = item.id === active?.id;
      return {
        id: optionId(item.id),
        role: 'option',
        'aria-selected': selected,
        className: `shop-combobox__option${selected ? ' shop-combobox__option--active' : ''}`,
        onClick: () => onChoose(item),
      } as const;
    },
  };
}
