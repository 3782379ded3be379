import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../backend/env';
import { regenerateSession } from '../backend/session';
import { ensureBulkProducts } from '../backend/seed/bulk';
import type { UserRow } from '../backend/store/types';
import { scenarioShopper } from './scenario-shopper';

/**
 * The bench's long visit (tests/bench/long-visit.ts): the home page with 1,200 more products
 * in its listing, signed in as a shopper of its own whose wishlist starts empty on every load,
 * so a card's heart adds and removes on its own list.
 */
export const LONG_LISTING_PATH = '/__demo/scenarios/long-listing';
/** Products added for it: with the seeded ones the listing goes well past 1,200 cards. */
const LONG_LISTING_PRODUCTS = 1200;
const LONG_VISIT_EMAIL = 'long.visit@example.lk';

function longVisitShopper(c: AppContext): UserRow {
  const data = c.var.store.data;
  const user = scenarioShopper(c, LONG_VISIT_EMAIL, 'Long Visit', '94709999997');
  const userId = user.id;
  data.wishlists = data.wishlists.filter((row) => row.user_id !== userId);
  return user;
}

/**
 * `home` renders the home page (routes.ts), so this page is the shop's home in every respect but
 * its catalogue's size and its shopper. The products are added to the one shared store, under
 * Groceries & Tea (bulk.ts): the category and search pages show them too afterwards, which is
 * why the bench measures the long visit after every page.
 */
export function longListingPage(home: (c: AppContext) => Response | Promise<Response>) {
  return new Hono<AppEnv>().get(LONG_LISTING_PATH, (c) => {
    ensureBulkProducts(c.var.store, LONG_LISTING_PRODUCTS);
    regenerateSession(c, longVisitShopper(c).id);
    return home(c);
  });
}
