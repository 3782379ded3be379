import { useCallback, useRef, useState } from 'react';

/**
 * CONVENTIONS 7 "Busy means disabled": `run(action)` marks the screen busy while the action
 * runs and ignores further calls until it settles, so a double click or a second Enter sends
 * one request, even before React has re-rendered the disabled button.
 */
export function useBusy() {
  const inflight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>): Promise<void> => {
    if (inflight.current) return;
    inflight.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      inflight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
