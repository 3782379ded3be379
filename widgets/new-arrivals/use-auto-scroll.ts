import { useEffect, useRef } from 'react';
import { NEW_ARRIVALS_SCROLL_MS, NEW_ARRIVALS_STEP_PX } from '../../shared/core/constants';

interface Scroller {
  scrollBy(px: number): void;
  edgesNow(): { overflows: boolean; atStart: boolean; atEnd: boolean } | null;
}

/**
 * SPEC §4 new arrivals: every 2 s a 300 px step, to the right until the end, then to the left
 * until the start, and so on; nothing while `paused` (the pointer or focus is on the carousel,
 * the shopper paused it, asked for less motion, or the tab is hidden) or while everything fits.
 */
export function useAutoScroll(scroller: Scroller, paused: boolean): void {
  const direction = useRef<1 | -1>(1);
  const { scrollBy, edgesNow } = scroller;

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      if (document.hidden) return;
      const edges = edgesNow();
      if (!edges?.overflows) return;
      if (edges.atEnd) direction.current = -1;
      else if (edges.atStart) direction.current = 1;
      scrollBy(direction.current * NEW_ARRIVALS_STEP_PX);
    }, NEW_ARRIVALS_SCROLL_MS);
    return () => clearInterval(timer);
  }, [paused, scrollBy, edgesNow]);
}
