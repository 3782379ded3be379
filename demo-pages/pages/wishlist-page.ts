import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../backend/env';
import { regenerateSession } from '../backend/session';
import type { UserRow } from '../backend/store/types';
import { html, text, widget } from './html';
import { page } from './layout';
import { scenarioShopper } from './scenario-shopper';
import { textsOf } from './texts/index';

/** The bench's wishlist page (Lighthouse and bytes of a filled wishlist). */
export const FULL_WISHLIST_PATH = '/__demo/scenarios/full-wishlist';
const FULL_WISHLIST_ITEMS = 12;
const FULL_WISHLIST_EMAIL = 'full.wishlist@example.lk';

/** SPEC §2 /wishlist: the wishlist widget reads the signed-in shopper's list itself. */
function wishlist(c: AppContext) {
  const title = textsOf(c).titles.wishlist;
  return page(c, {
    title,
    body: html`<h1 class="page-title">${text(title)}</h1>${widget(c, 'wishlist', {})}`,
  });
}

/**
 * A shopper of its own (made on first use, so no seeded journey shares the list) whose wishlist
 * is put back to the first active products on every load.
 */
function fullWishlistShopper(c: AppContext): UserRow {
  const data = c.var.store.data;
  const user = scenarioShopper(c, FULL_WISHLIST_EMAIL, 'Full Wishlist', '94709999998');
  const userId = user.id;
  const products = data.products.filter((product) => product.is_active).slice(0, FULL_WISHLIST_ITEMS);
  let id = c.var.store.nextId(data.wishlists);
  data.wishlists = [
    ...data.wishlists.filter((row) => row.user_id !== userId),
    ...products.map((product) => ({ id: id++, user_id: userId, product_id: product.id })),
  ];
  return user;
}

export const wishlistPage = new Hono<AppEnv>()
  .get('/wishlist', (c) => wishlist(c))
  // Demo tool: signs this browser in as the full-wishlist shopper and shows their list, afresh on every load.
  .get(FULL_WISHLIST_PATH, (c) => {
    regenerateSession(c, fullWishlistShopper(c).id);
    return wishlist(c);
  });
