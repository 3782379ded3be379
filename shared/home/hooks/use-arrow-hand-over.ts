import { useEffect, useRef, type FocusEvent } from 'react';

/**
 * For a carousel's Previous/Next arrows that hide at their ends (`data-direction` on each): an
 * arrow that has just gone away with the focus on it hands the focus to the other one, rather
 * than the browser dropping it on the page. `position` is what changes when the carousel moves.
 * Put `nav` and `onFocus` on the element holding the arrows.
 */
export function useArrowHandOver(position: unknown) {
  const nav = useRef<HTMLDivElement>(null);
  const lastArrow = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const arrow = lastArrow.current;
    const active = document.activeElement;
    if (!arrow?.hidden || (active !== arrow && active !== document.body)) return;
    nav.current?.querySelector<HTMLElement>('[data-direction]:not([hidden])')?.focus();
  }, [position]);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    lastArrow.current = event.target.dataset.direction ? event.target : null;
  };
  return { nav, onFocus };
}
