import { Hono } from 'hono';
import { CART_PATH } from '../../shared/constants';
import { currentUser, type AppEnv } from '../backend/env';
import { serverCartItems } from '../backend/presenters';
import { html, widget } from './html';
import { page } from './layout';

/**
 * SPEC §2 /cart: the cart widget, with the signed-in shopper's server cart printed as its props
 * (as the Blade view would), or no items for a guest, whose cart lives in the browser. Until the
 * widget mounts (and without JavaScript) the page shows its heading.
 */
export const cartPage = new Hono<AppEnv>().get(CART_PATH, (c) => {
  const user = currentUser(c);
  const props = user ? { items: serverCartItems(c.var.store, user.id) } : {};
  return page(c, {
    title: 'Cart',
    body: widget('cart', props, { propsInScript: true, placeholder: html`<h1 class="page-title">Cart</h1>` }),
  });
});
