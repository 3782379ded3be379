import { useCallback, useState } from 'react';
import { COLLECTION_ROOT_MARGIN_PX, COLLECTION_VISIBLE_RATIO } from '../../shared/core/constants';

/**
 * SPEC §4: true once the element has come within 100 px of the viewport with 20 % of it
 * visible, and from then on (the observer is let go). Without IntersectionObserver, at once.
 */
export function useNearView(): [boolean, (element: HTMLElement | null) => void] {
  const [near, setNear] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= COLLECTION_VISIBLE_RATIO)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${COLLECTION_ROOT_MARGIN_PX}px`, threshold: COLLECTION_VISIBLE_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [near, ref];
}
