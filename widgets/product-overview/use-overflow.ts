import { useCallback, useState } from 'react';

/**
 * Whether an element's content is taller than `limitPx`, kept up to date as it changes size
 * (images in server HTML loading late, fonts, a narrower window). Returns a callback ref: the
 * element is observed while it is mounted, and the observer and listener are released when it
 * goes (React 19 ref cleanup).
 */
export function useOverflow(limitPx: number) {
  const [overflows, setOverflows] = useState(false);

  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const measure = () => setOverflows(element.scrollHeight > limitPx);
      measure();
      const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
      observer?.observe(element);
      // `load` does not bubble: listen in the capture phase for every image inside.
      element.addEventListener('load', measure, true);
      return () => {
        observer?.disconnect();
        element.removeEventListener('load', measure, true);
      };
    },
    [limitPx],
  );

  return { overflows, ref };
}
