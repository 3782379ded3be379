import { useCallback, useRef, useState } from 'react';

/** Sub-pixel scroll positions (zoom, snapping) count as the edge. */
const EDGE_TOLERANCE_PX = 2;

interface Edges {
  /** The content is wider than the strip: there is somewhere to scroll. */
  overflows: boolean;
  atStart: boolean;
  atEnd: boolean;
}

function edgesOf(element: HTMLElement): Edges {
  const max = element.scrollWidth - element.clientWidth;
  return {
    overflows: max > EDGE_TOLERANCE_PX,
    atStart: element.scrollLeft <= EDGE_TOLERANCE_PX,
    atEnd: element.scrollLeft >= max - EDGE_TOLERANCE_PX,
  };
}

/**
 * Follows a horizontal scroller: whether it overflows and whether it sits at either end, from
 * its scroll events and size changes; both listeners are released when it unmounts (React 19
 * ref cleanup). `scrollPage` moves it by one visible width; the CSS decides how smoothly.
 */
export function useScrollEdges() {
  const [edges, setEdges] = useState<Edges>({ overflows: false, atStart: true, atEnd: true });
  const elementRef = useRef<HTMLElement | null>(null);

  const ref = useCallback((element: HTMLElement | null) => {
    elementRef.current = element;
    if (!element) return;
    const update = () => {
      const next = edgesOf(element);
      setEdges((previous) =>
        previous.overflows === next.overflows &&
        previous.atStart === next.atStart &&
        previous.atEnd === next.atEnd
          ? previous
          : next,
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      elementRef.current = null;
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  const scrollPage = useCallback((direction: 1 | -1) => {
    const element = elementRef.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth });
  }, []);

  /** Scrolls by `px` (negative: towards the start). */
  const scrollBy = useCallback((px: number) => {
    elementRef.current?.scrollBy({ left: px });
  }, []);

  /** The edges as the scroller is now (a timer's tick may come before the scroll event). */
  const edgesNow = useCallback((): Edges | null => {
    const element = elementRef.current;
    return element ? edgesOf(element) : null;
  }, []);

  return { ...edges, ref, scrollPage, scrollBy, edgesNow };
}
