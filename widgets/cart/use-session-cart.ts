import { useEffect, useState } from 'react';
import { getCartItems, type ServerCartItem } from '../../shared/checkout/api/cart-page';
import { HTTP_TIMEOUT_MS } from '../../shared/core/constants';
import { logFailure } from '../../shared/core/log';
import { AUTH_CHANGED_EVENT, type AuthChange } from '../../shared/core/stores/auth';
import { CART_COUNT_EVENT, serverCartChanges } from '../../shared/core/stores/cart';

/** The server cart's lines to show, and a number that changes with each set read afresh. */
export interface SessionCart {
  /** The server cart's lines; undefined for a guest (the browser's cart is shown). */
  items: ServerCartItem[] | undefined;
  /** Counts the reads after a sign-in, so the lines start afresh from each. */
  read: number;
}

/**
 * Which cart the page shows: the server cart the page printed, or a guest's browser cart. A
 * sign-in on this page or in another tab brings the server cart's lines
 * (`GET /cart/items`) once the guest cart has moved into it (the new count is announced when
 * it has, or when it could not; without an announcement, after the longest a call may take);
 * a sign-out brings the guest cart back. If the lines cannot be read, the page loads again,
 * since it prints them.
 */
export function useSessionCart(printed: ServerCartItem[] | undefined): SessionCart {
  const [cart, setCart] = useState<SessionCart>({ items: printed, read: 0 });

  useEffect(() => {
    let active = true;
    let timer: number | undefined;
    const stopWaiting = () => {
      document.removeEventListener(CART_COUNT_EVENT, read);
      window.clearTimeout(timer);
    };
    function read() {
      stopWaiting();
      const changes = serverCartChanges.peek();
      getCartItems().then(
        (items) => {
          if (!active) return;
          // Another tab changed the cart while it was read: read it again.
          if (serverCartChanges.peek() !== changes) read();
          else setCart((current) => ({ items, read: current.read + 1 }));
        },
        (error: unknown) => {
          logFailure('cart: the server cart could not be read after signing in; loading the page again', error);
          if (active) window.location.reload();
        },
      );
    }
    const onAuthChanged = (event: Event) => {
      const change = (event as CustomEvent<AuthChange>).detail;
      if (!change) return;
      stopWaiting();
      if (!change.user) {
        setCart((current) => ({ items: undefined, read: current.read }));
        return;
      }
      document.addEventListener(CART_COUNT_EVENT, read, { once: true });
      timer = window.setTimeout(read, HTTP_TIMEOUT_MS);
    };
    document.addEventListener(AUTH_CHANGED_EVENT, onAuthChanged);
    return () => {
      active = false;
      stopWaiting();
      document.removeEventListener(AUTH_CHANGED_EVENT, onAuthChanged);
    };
  }, []);

  return cart;
}
