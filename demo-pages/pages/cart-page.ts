import { Hono } from 'hono';
import { CART_PATH } from '../../shared/core/constants';
import { currentUser, type AppContext, type AppEnv } from '../backend/env';
import { serverCartItems } from '../backend/presenters';
import { regenerateSession } from '../backend/session';
import type { UserRow } from '../backend/store/types';
import { widget } from './html';
import { page } from './layout';
import { scenarioShopper } from './scenario-shopper';
import { textsOf } from './texts/index';

/** The bench's full cart (a quantity click and select-all with 50 rows). */
export const FULL_CART_PATH = '/__demo/scenarios/full-cart';
const FULL_CART_LINES = 50;
const FULL_CART_EMAIL = 'full.cart@example.lk';

/**
 * SPEC §2 /cart: the cart widget, with the signed-in shopper's server cart printed as its props
 * (as the Blade view would), or no items for a guest, whose cart lives in the browser. Until the
 * widget mounts (and without JavaScript) the page shows its heading.
 */
function cart(c: AppContext, user: UserRow | null) {
  const props = user ? { items: serverCartItems(c.var.store, user.id) } : {};
  return page(c, {
    title: textsOf(c).titles.cart,
    body: widget(c, 'cart', props, { propsInScript: true, className: 'cart-slot' }),
  });
}

/** The bench's 50 lines: one of each of the first variations with stock to spare. */
export function fullCartLines(c: AppContext) {
  return c.var.store.data.products
    .filter((product) => product.is_active)
    .flatMap((product) => product.variations.filter((variation) => variation.quantity > 1).map((variation) => ({ product, variation })))
    .slice(0, FULL_CART_LINES);
}

/**
 * A shopper of its own (made on first use, so no seeded journey shares its cart) whose cart is
 * put back to the bench's 50 lines.
 */
export function fullCartShopper(c: AppContext): UserRow {
  const data = c.var.store.data;
  const user = scenarioShopper(c, FULL_CART_EMAIL, 'Full Cart', '94709999999');
  const userId = user.id;
  const lines = fullCartLines(c);
  let id = c.var.store.nextId(data.cartItems);
  data.cartItems = [
    ...data.cartItems.filter((row) => row.user_id !== userId),
    ...lines.map(({ product, variation }) => ({ id: id++, user_id: userId, product_id: product.id, variation_name: variation.name, quantity: 1 })),
  ];
  return user;
}

export const cartPage = new Hono<AppEnv>()
  .get(CART_PATH, (c) => cart(c, currentUser(c)))
  // Demo tool: signs this browser in as the full-cart shopper and shows their cart, afresh on every load.
  .get(FULL_CART_PATH, (c) => {
    const user = fullCartShopper(c);
    regenerateSession(c, user.id);
    return cart(c, user);
  });
