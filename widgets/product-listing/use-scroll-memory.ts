import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { saveScrollY, savedScrollY } from './listing-history';

/** Ours: the scroll position is written to history.state at most this often while scrolling. */
const SAVE_EVERY_MS = 500;

/** The element's top from the top of the document. */
function documentTop(element: HTMLElement | null): number {
  let top = 0;
  for (let node = element; node; node = node.offsetParent as HTMLElement | null) top += node.offsetTop;
  return top;
}

/**
 * Back returns to the same place (ours, see listing-history.ts): once the first cards are on
 * screen (`ready`), scroll to the position saved for this history entry, then keep saving it,
 * throttled, and once more as the page is left. Saving starts only after restoring, so the
 * browser's own early (clamped) restoration cannot overwrite the saved position.
 *
 * The position is kept from the top of the listing (`anchor`), not of the page: what the page
 * shows above it may be shorter when the shopper comes back (widgets that mount when scrolled
 * to start as placeholders), and a page-top position would then land further down the list.
 */
export function useScrollMemory(ready: boolean, anchor: RefObject<HTMLElement | null>) {
  // Before paint, so the shopper never sees the top of the listing flash by.
  useLayoutEffect(() => {
    if (!ready) return;
    const offset = savedScrollY();
    const y = offset === null ? null : Math.max(0, documentTop(anchor.current) + offset);
    if (y !== null && y !== window.scrollY) window.scrollTo(0, y);
  }, [ready, anchor]);

  useEffect(() => {
    if (!ready) return;
    let timer: number | undefined;
    const save = () => {
      window.clearTimeout(timer);
      timer = undefined;
      saveScrollY(Math.round(window.scrollY - documentTop(anchor.current)));
    };
    const onScroll = () => {
      timer ??= window.setTimeout(save, SAVE_EVERY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      window.clearTimeout(timer);
    };
  }, [ready, anchor]);
}
