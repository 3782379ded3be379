import { useSignals } from '@preact/signals-react/runtime';
import type * as v from 'valibot';
import type { ServerCartItem } from '../../shared/checkout/api/cart-page';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { GUEST_CART_MAX_LINES } from '../../shared/core/constants';
import * as cartMessages from '../../shared/checkout/messages/cart';
import { guestCart, guestCartHiddenLines } from '../../shared/core/stores/guest-cart';
import { CartView } from './cart-view';
import { useGuestLines } from './use-guest-lines';
import { useRowErrors } from './use-row-errors';
import { useServerLines } from './use-server-lines';
import { useSessionCart } from './use-session-cart';
import '../../shared/core/styles/button.css';
import './cart.css';
import { propsSchema } from './props';

/**
 * SPEC §2 "Cart page" at /cart: the signed-in shopper's server cart, or a guest's browser cart,
 * following a sign-in or sign-out made on this page or in another tab.
 * The page's main content, so it prints the page's h1, 'Cart (N)'.
 */
function Cart({ items: printed }: v.InferOutput<typeof propsSchema>) {
  const { items, read } = useSessionCart(printed);
  return items ? <ServerCart key={read} items={items} /> : <GuestCart />;
}

function ServerCart({ items }: { items: ServerCartItem[] }) {
  const { errors, setError } = useRowErrors();
  const source = useServerLines(items, setError, errors.succeeded);
  return <CartView source={source} errors={errors} setRowError={setError} />;
}

function GuestCart() {
  useSignals();
  const { errors, setError } = useRowErrors();
  const source = useGuestLines(guestCart.value);
  const hidden = guestCartHiddenLines.value;
  const note = hidden > 0 ? cartMessages.hiddenLines(hidden, GUEST_CART_MAX_LINES) : null;
  return <CartView source={source} errors={errors} setRowError={setError} note={note} />;
}

export default defineWidget({ name: 'cart', propsSchema, Component: Cart });
