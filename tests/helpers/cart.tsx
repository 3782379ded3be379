import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { serverCartItems } from '../../demo-pages/backend/presenters';
import { setAuth } from '../../shared/core/stores/auth';
import { setCartCount } from '../../shared/core/stores/cart';
import cartLinkWidget from '../../widgets/cart-link/cart-link-widget';
import cartWidget from '../../widgets/cart/cart-widget';
import type { TestBackend } from './backend';

const { Component: Cart, propsSchema } = cartWidget;
const { Component: CartLink } = cartLinkWidget;

/**
 * A signed-in shopper's cart page: signed in on the backend and in the kit, the header's cart
 * link with the count the page knows, and the cart with the items the page prints (SPEC §3
 * server cart items, parsed by the widget's own schema as the loader does).
 */
export async function showSignedInCart(backend: TestBackend, shopper: { id: number; name: string }) {
  await backend.signInAs(shopper.id);
  setAuth({ status: 'user', user: { id: shopper.id, name: shopper.name, is_admin: false } });
  const items = serverCartItems(backend.store, shopper.id);
  setCartCount(items.length);
  const user = userEvent.setup();
  render(
    <>
      <CartLink href="/cart" />
      <Cart {...v.parse(propsSchema, { items })} />
    </>,
  );
  return { user, items };
}
