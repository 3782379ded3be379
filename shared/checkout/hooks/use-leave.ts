import { useEffect, useState } from 'react';
import { logFailure } from '../../core/log';
import { navigateTo, safeHref } from '../../core/urls';

/**
 * Leaving for the page after an order (SPEC §4: the cart's Checkout, both checkouts' Place
 * order): `leave(url, before)` goes there only if it is a page this shop may send the browser
 * to, running `before` first (the ordered lines leave the cart); an unsafe address is refused,
 * logged, and `leave` returns false so the screen says its SPEC §8 text. From then on `leaving`
 * stays true, so the screen stays busy and nothing is pressed twice while the next page loads.
 *
 * Coming back with Back from the back-forward cache: with `usableOnReturn` the screen is usable
 * again (the cart: its lines are the cart's as they are now); without, it stays as it was left
 * (the checkouts: their order is placed, and the guest checkout reloads itself, SPEC §4).
 */
export function useLeave(usableOnReturn: boolean) {
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!usableOnReturn) return;
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [usableOnReturn]);

  return {
    leaving,
    leave(url: string, before?: () => void): boolean {
      if (safeHref(url) === null) {
        logFailure('checkout: unsafe redirect refused', url);
        return false;
      }
      before?.();
      setLeaving(true);
      navigateTo(url);
      return true;
    },
  };
}
