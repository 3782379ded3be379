import { useEffect } from 'react';
import { HTTP_TIMEOUT_MS } from '../../shared/constants';
import { CART_COUNT_EVENT } from '../../shared/stores/cart';

/** README "DOM events": fired by login-modal after signing in or out. */
const AUTH_CHANGED_EVENT = 'shop:auth-changed';

/**
 * A guest who signs in on the cart page (its Login choice comes back to /cart) must see the
 * server cart, which only the page prints: once signed in, and once the guest cart has moved
 * into the server cart (the new count is announced when it has, or when it could not), the
 * page loads again. Without an announcement it reloads after the longest a call may take.
 */
export function useReloadOnSignIn() {
  useEffect(() => {
    let timer: number | undefined;
    const reload = () => window.location.reload();
    const onAuthChanged = (event: Event) => {
      if (!(event as CustomEvent<{ user: unknown }>).detail?.user || timer !== undefined) return;
      document.addEventListener(CART_COUNT_EVENT, reload, { once: true });
      timer = window.setTimeout(reload, HTTP_TIMEOUT_MS);
    };
    document.addEventListener(AUTH_CHANGED_EVENT, onAuthChanged);
    return () => {
      document.removeEventListener(AUTH_CHANGED_EVENT, onAuthChanged);
      document.removeEventListener(CART_COUNT_EVENT, reload);
      window.clearTimeout(timer);
    };
  }, []);
}
