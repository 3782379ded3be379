import { useCallback, useEffect, useRef } from 'react';
import { afterNextPaint } from '../../shared/session/after-paint';

/**
 * Run a task once the next frame has been painted (shared/session/after-paint.ts). A newer task
 * replaces a pending one; nothing runs after unmount.
 */
export function useAfterPaint(): (task: () => void) => void {
  const cancel = useRef<() => void>(() => {});
  useEffect(() => () => cancel.current(), []);
  return useCallback((task: () => void) => {
    cancel.current();
    cancel.current = afterNextPaint(task);
  }, []);
}
