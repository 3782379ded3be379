import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import { pageRoutes } from '../../demo-pages/pages/routes';

/**
 * The walk of every page of the demo shop, shared by the browser tests that visit them all
 * (every-page.spec.ts: layout shift, overflow, axe and screenshots at three widths;
 * props-schema.spec.ts: every printed props against dist/widgets.schema.json), so a new route is
 * added once and every walk covers it. Each page is visited as a guest and signed in where the
 * two differ beyond the header (the header itself is checked signed in on every customer visit).
 */

export type Who = 'guest' | 'customer' | 'admin';
export interface Visit {
  path: string;
  who: Who;
  /**
   * Read for layout shift by the walk (every-page.spec.ts): nothing moves at all from navigation
   * until every eager widget has mounted and the page is quiet, its late answers (a product's
   * coupons, the cart's shipping and discounts) in. Products with and without variations,
   * coupons, images and stock.
   */
  noShift?: true;
}

const { customer, admin, pendingOrder, placedOrder, emptyOrder, activeCoupon } = SEED_IDS;

/**
 * A page for every GET route the demo shop serves (demo-pages/pages/routes.ts), as the person
 * who can see it, or the reason it is left out. A new route fails every-page.spec.ts's first test
 * until it is listed here, so the walk covers the next page too.
 */
export const VISITS: Record<string, Visit[] | { skip: string }> = {
  '/': [{ path: '/', who: 'guest', noShift: true }, { path: '/', who: 'customer', noShift: true }],
  // Products with and without variations, reviews, images, stock; the hostile description.
  '/products/:id': [
    { path: `/products/${SEED_IDS.colorSizeProduct}`, who: 'guest' },
    { path: `/products/${SEED_IDS.colorSizeProduct}`, who: 'customer', noShift: true },
    { path: `/products/${SEED_IDS.manyReviewsProduct}`, who: 'guest', noShift: true },
    { path: `/products/${SEED_IDS.manyReviewsProduct}`, who: 'customer' },
    { path: `/products/${SEED_IDS.noImagesProduct}`, who: 'guest', noShift: true },
    { path: `/products/${SEED_IDS.soldOutProduct}`, who: 'guest' },
    { path: `/products/${SEED_IDS.soldOutProduct}`, who: 'customer', noShift: true },
    { path: `/products/${SEED_IDS.hostileProduct}`, who: 'guest' },
  ],
  '/wishlist': [{ path: '/wishlist', who: 'customer', noShift: true }],
  '/cart': [{ path: '/cart', who: 'guest', noShift: true }, { path: '/cart', who: 'customer', noShift: true }],
  '/guest-checkout': [{ path: '/guest-checkout', who: 'guest' }, { path: '/guest-checkout', who: 'customer' }],
  '/buyNow/guest-checkout/:productId': [
    {
      path: `/buyNow/guest-checkout/${SEED_IDS.plainProduct}?product_id=${SEED_IDS.plainProduct}&product_name=Ceylon%20Green%20Tea%20Sencha&image_name=&variation_name=No%20V&price=1450&quantity=2&subtotal=2900`,
      who: 'guest',
    },
  ],
  '/search': [{ path: '/search?search=tea', who: 'guest', noShift: true }, { path: '/search?search=tea', who: 'customer' }, { path: '/search', who: 'customer', noShift: true }],
  '/category/:slug': [{ path: '/category/tea', who: 'guest', noShift: true }, { path: '/category/tea', who: 'customer' }],
  '/category-filter/:slug': [{ path: '/category-filter/tea?collection_id=2', who: 'guest' }, { path: '/category-filter/tea?collection_id=2', who: 'customer' }],
  '/filter/collection/:id': [{ path: '/filter/collection/2', who: 'guest' }],
  '/checkout/:orderId': [
    // The shipping address arrives after mount: its panel keeps its height meanwhile, so the
    // panels below it stay put (Lighthouse measured 0.048 before). Nimal has saved addresses.
    { path: `/checkout/${pendingOrder}`, who: 'customer', noShift: true },
    { path: `/checkout/${placedOrder}`, who: 'customer' },
    { path: `/checkout/${emptyOrder}`, who: 'customer' },
  ],
  '/order/success/:id': [{ path: `/order/success/${placedOrder}`, who: 'customer' }],
  '/order/bank-transfer/success/:id': [{ path: `/order/bank-transfer/success/${placedOrder}`, who: 'customer' }],
  '/user/order/view_all': [{ path: '/user/order/view_all', who: 'customer' }],
  // A visitor is asked to sign in, a shopper is refused (403).
  '/admin': [{ path: '/admin', who: 'admin' }, { path: '/admin', who: 'guest' }, { path: '/admin', who: 'customer' }],
  '/admin/sales': [{ path: '/admin/sales', who: 'admin' }],
  '/admin/coupons/create': [{ path: '/admin/coupons/create', who: 'admin' }],
  '/admin/coupons/:couponId/edit': [{ path: `/admin/coupons/${activeCoupon}/edit`, who: 'admin' }],
  '/admin/orders/:orderId': [{ path: `/admin/orders/${placedOrder}`, who: 'admin' }],
  '/admin/orders/:orderId/parcel': [{ path: `/admin/orders/${placedOrder}/parcel`, who: 'admin' }],
  '/__demo': [{ path: '/__demo', who: 'guest' }, { path: '/__demo', who: 'customer' }],
  // Signed in, the 47,000 px of the contract differ only in the header.
  '/__demo/api': [{ path: '/__demo/api', who: 'guest' }],
  '/__demo/scenarios/cart-link-only': [{ path: '/__demo/scenarios/cart-link-only', who: 'guest' }, { path: '/__demo/scenarios/cart-link-only', who: 'customer' }],
  '/__demo/scenarios/broken-widgets': [{ path: '/__demo/scenarios/broken-widgets', who: 'guest' }, { path: '/__demo/scenarios/broken-widgets', who: 'customer' }],
  '/__demo/scenarios/late-widgets': [{ path: '/__demo/scenarios/late-widgets', who: 'guest' }, { path: '/__demo/scenarios/late-widgets', who: 'customer' }],
  '/__demo/scenarios/admin-sales': [{ path: '/__demo/scenarios/admin-sales', who: 'admin' }],
  '/__demo/scenarios/admin-new-coupon': [{ path: '/__demo/scenarios/admin-new-coupon', who: 'admin' }],
  // These sign the browser in as a shopper of their own: walked last, in the customer's context.
  '/__demo/scenarios/full-cart': [{ path: '/__demo/scenarios/full-cart', who: 'customer' }],
  '/__demo/scenarios/full-wishlist': [{ path: '/__demo/scenarios/full-wishlist', who: 'customer' }],
  // A shopper with no address: 'Add new address' comes with the address's answer. In a narrow
  // panel its row under the heading is kept meanwhile (it wrapped late, 27 px, before).
  '/__demo/scenarios/full-order-checkout': [{ path: '/__demo/scenarios/full-order-checkout', who: 'customer', noShift: true }],
  // The page paints before the widget's code arrives: its heading must stand where the widget's
  // will. A guest's cart badge (counted in the browser) appears when the cart link mounts: it
  // sits on the icon and widens nothing.
  '/__demo/scenarios/full-guest-checkout': [{ path: '/__demo/scenarios/full-guest-checkout', who: 'guest', noShift: true }],
  // No route: the shop's not-found page, for an address nobody serves.
  '/no-such-page': [{ path: '/no-such-page', who: 'guest' }, { path: '/no-such-page', who: 'customer' }],
  '/__demo/scenarios/big-category': {
    skip: 'adds 500 products to the store every test of the run shares; its page is /category/:slug',
  },
  '/__demo/scenarios/big-search': {
    skip: 'adds 500 products to the store every test of the run shares; its page is /search',
  },
  '/__demo/scenarios/long-listing': {
    skip: "adds 1,200 products to the store every test of the run shares; its page is / (long-listing.spec.ts walks a long listing of its own)",
  },
  '/guest/order/success/:orderId': { skip: 'only the session that placed a guest order sees it (guest-order.spec.ts)' },
  '/language/:code': { skip: "the language switch's link: it sets the cookie and goes back to the page (languages.spec.ts)" },
  '/__demo/card-gateway': { skip: "the demo's stand-in card gateway: a guest card order of this session only" },
  '/__demo/card-gateway/cancel': { skip: "the demo's stand-in card gateway: a guest card order of this session only" },
  '/__demo/card-gateway/order': { skip: "the demo's stand-in card gateway: a card order of this session only" },
};

/** Pages that sign the browser in as someone else: visited after the rest of their context's walk. */
const SWITCHES_USER = /^\/__demo\/scenarios\/(full-|admin-)/;

/**
 * Every GET route of the demo shop (demo-pages/pages/routes.ts), named without the pattern an id
 * must match (`/products/:id{[1-9][0-9]*}` is `/products/:id`: demo-pages/pages/id-param.ts).
 */
export const getRoutes = () => [
  ...new Set(
    pageRoutes.routes.filter((route) => route.method === 'GET').map((route) => route.path.replace(/\{[^}]*\}/g, '')),
  ),
];

/** The visits of one person, in the order to walk them (those that switch users last). */
export const visitsOf = (who: Who): Visit[] =>
  Object.values(VISITS)
    .flatMap((entry) => ('skip' in entry ? [] : entry))
    .filter((visit) => visit.who === who)
    .sort((a, b) => Number(SWITCHES_USER.test(a.path)) - Number(SWITCHES_USER.test(b.path)));

/** The seeded user a walk signs in as (none for a guest). */
export const userOf = (who: Who): number | null => (who === 'guest' ? null : who === 'admin' ? admin : customer);
