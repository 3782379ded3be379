import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type * as v from 'valibot';
import * as cartLinkMessages from './messages';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { isSignedIn } from '../../shared/core/stores/auth';
import { cartCount, setCartCount } from '../../shared/core/stores/cart';
import { CART_ICON } from '../../shared/core/ui/header-icons';
import { HeaderLink } from '../../shared/core/ui/header-link';
import { propsSchema } from './props';

/**
 * Header cart link with a badge that follows the shared cart store (SPEC §2 header): a guest's
 * count is the guest cart in this browser, a signed-in shopper's is the server's. It needs no
 * HTTP client of its own: the page prints the signed-in count, and only when it did not is the
 * count fetched (a rare path, so that code loads on demand).
 */
function CartLink({ href, count }: v.InferOutput<typeof propsSchema>) {
  useSignals();
  useEffect(() => {
    if (count !== undefined) setCartCount(count);
    else if (isSignedIn.peek()) {
      void import('../../shared/session/stores/cart-refresh').then((store) => store.refreshCartCount());
    }
  }, [count]);

  // Until the effect above has stored the printed count, that count: the first render draws
  // what the placeholder drew, so nothing moves when the link replaces it.
  const shown = cartCount.value ?? count ?? 0;
  return (
    <HeaderLink
      href={href}
      text={cartLinkMessages.linkLabel}
      description={cartLinkMessages.linkCount(shown)}
      count={shown}
      icon={CART_ICON}
    />
  );
}

export default defineWidget({ name: 'cart-link', propsSchema, Component: CartLink });
