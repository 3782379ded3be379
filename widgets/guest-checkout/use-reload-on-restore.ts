import { useEffect } from 'react';
import { RELOAD_FLAG_KEY } from '../../shared/core/constants';

/** Before leaving after an order: coming back, the page must not show the order's lines again. */
export function markReloadOnReturn(): void {
  try {
    sessionStorage.setItem(RELOAD_FLAG_KEY, '1');
  } catch {
    // Storage refused: Back shows the page as it was left (its Place order stays disabled).
  }
}

/** Reads the flag and clears it; false when storage cannot be read. */
function takeFlag(): boolean {
  try {
    const set = sessionStorage.getItem(RELOAD_FLAG_KEY) !== null;
    sessionStorage.removeItem(RELOAD_FLAG_KEY);
    return set;
  } catch {
    return false;
  }
}

/**
 * SPEC §4: a page restored by back navigation reloads when the reload flag is set. Restored from
 * the back-forward cache, the page would show the lines already ordered and the state it was
 * left in; a fresh load reads the guest cart as it is now. A page loaded afresh starts with the
 * flag cleared.
 */
export function useReloadOnRestore(): void {
  useEffect(() => {
    takeFlag();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && takeFlag()) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}
