import { useCallback, useRef, useState } from 'react';

/** Sub-pixel scroll positions (zoom, snapping) count as the edge. */
const EDGE_TOLERANCE_PX = 2;

interface Edges {
  /** The content is wider than the strip: there is somewhere to scroll. */
  overflows: boolean;
  atStart: boolean;
  atEnd: boolean;
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
      const max = element.scrollWidth - element.clientWidth;
      const next: Edges = {
        overflows: max > EDGE_TOLERANCE_PX,
        atStart: element.scrollLeft <= EDGE_TOLERANCE_PX,
        atEnd: element.scrollLeft >= max - EDGE_TOLERANCE_PX,
      };
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

  return { ...edges, ref, scrollPage };
}
