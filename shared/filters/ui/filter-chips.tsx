import { useLayoutEffect, useRef } from 'react';
import * as filterMessages from '../messages/filters';
import './filters.css';

export interface Chip {
  key: string;
  label: string;
  remove: () => void;
}

export interface FilterChipsProps {
  chips: readonly Chip[];
  onClearAll: () => void;
  /** Where the focus goes once no chip is left (the chips and their buttons are gone). */
  focusWhenEmpty: () => void;
}

/**
 * The applied filters as chips, each removed by its own button, and 'Clear all' (SPEC §2). The
 * focus stays in the row after a removal: on the chip that took the removed one's place, else
 * the last one, else wherever `focusWhenEmpty` puts it.
 */
export function FilterChips({ chips, onClearAll, focusWhenEmpty }: FilterChipsProps) {
  const list = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);

  useLayoutEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLElement>('button');
    const next = buttons?.[Math.min(at, buttons.length - 1)];
    if (next) next.focus();
    else focusWhenEmpty();
  }, [chips, focusWhenEmpty]);

  if (chips.length === 0) return null;
  return (
    <div className="shop-filters__chips" role="group" aria-label={filterMessages.appliedFilters}>
      <ul ref={list} className="shop-filters__chip-list" role="list">
        {chips.map((chip, at) => (
          <li key={chip.key}>
            <button
              type="button"
              className="shop-filters__chip"
              aria-label={filterMessages.removeFilter(chip.label)}
              onClick={() => {
                removedAt.current = at;
                chip.remove();
              }}
            >
              {chip.label}
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="shop-filters__clear"
        onClick={() => {
          removedAt.current = Number.MAX_SAFE_INTEGER;
          onClearAll();
        }}
      >
        {filterMessages.clearAll}
      </button>
    </div>
  );
}
