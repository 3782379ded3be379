import { useCallback, useEffect, useRef } from 'react';

/**
 * Run a task once the next frame has been painted: work the shopper does not see at once (the
 * address bar) stays out of the interaction. A newer task replaces a pending one; nothing runs
 * after unmount.
 */
export function useAfterPaint(): (task: () => void) => void {
  const frame = useRef(0);
  const timer = useRef(0);
  const cancel = useCallback(() => {
    cancelAnimationFrame(frame.current);
    window.clearTimeout(timer.current);
  }, []);
  useEffect(() => cancel, [cancel]);
  return useCallback(
    (task: () => void) => {
      cancel();
      // rAF runs just before the paint; the timeout queued there runs just after it.
      frame.current = requestAnimationFrame(() => {
        timer.current = window.setTimeout(task, 0);
      });
    },
    [cancel],
  );
}
