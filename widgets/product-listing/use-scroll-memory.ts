import { useEffect, useLayoutEffect } from 'react';
import { saveScrollY, savedScrollY } from './listing-history';

/** Ours: the scroll position is written to history.state at most this often while scrolling. */
const SAVE_EVERY_MS = 500;

/**
 * Back returns to the same place (ours, see listing-history.ts): once the first cards are on
 * screen (`ready`), scroll to the position saved for this history entry, then keep saving it,
 * throttled, and once more as the page is left. Saving starts only after restoring, so the
 * browser's own early (clamped) restoration cannot overwrite the saved position.
 */
export function useScrollMemory(ready: boolean) {
  // Before paint, so the shopper never sees the top of the listing flash by.
  useLayoutEffect(() => {
    if (!ready) return;
    const y = savedScrollY();
    if (y !== null && y !== window.scrollY) window.scrollTo(0, y);
  }, [ready]);

  useEffect(() => {
    if (!ready) return;
    let timer: number | undefined;
    const save = () => {
      window.clearTimeout(timer);
      timer = undefined;
      saveScrollY(Math.round(window.scrollY));
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
  }, [ready]);
}
