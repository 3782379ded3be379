/**
 * The reference backend's seed: a Sri Lankan online shop (LKR) with a three-level catalogue,
 * customers, coupons and a year of orders. `createSeed(now)` is pure: the same `now` gives
 * deep-equal data, and every date is relative to it.
 */
import type { SeedData } from '../store/types';
import { buildCatalogue } from './catalogue';
import { buildBankAccounts, buildCoupons, couponIdByCode } from './commerce';
import { SPECIAL_ORDER_IDS, buildOrders } from './orders';
import { USER_IDS, buildAddresses, buildCart, buildUsers, buildWishlist } from './people';
import { buildProducts, productIdBySlug, productIdWhere } from './products';
import { buildReviews } from './reviews';

export { USER_IDS } from './people';
export { PAID_ORDERS_PER_MONTH, EMPTY_MONTH_INDEX } from './orders';
export { HOSTILE_HTML } from './products';
export { REVIEW_IMAGE_BASE } from './reviews';

/**
 * Rows with a promised property, for tests and demos:
 * - pendingOrder: Nimal's order awaiting checkout (status 'pending', 3 in-stock lines);
 * - placedOrder: Nimal's already placed order (status 'placed', COD, not paid);
 * - emptyOrder: Nimal's pending order with no products;
 * - soldOutProduct: every variation has quantity 0 (no variations, 'No V');
 * - lowStockProduct: a single 'No V' variation with 1–14 in stock ('(N available)');
 * - mixedStockProduct: Color/Size product whose default combination is well stocked, with at
 *   least one sold-out and one low combination;
 * - colorSizeProduct: variation types exactly Color then Size (same product as above);
 * - manyReviewsProduct: more than 3 reviews ('See More'); noReviewsProduct: none;
 * - hostileProduct: the only description with a script and an onerror handler;
 * - noImagesProduct: empty image list (fallback image); inactiveProduct: is_active false;
 * - activeCoupon / expiredCoupon / exhaustedCoupon (used_count = usage_limit, end date ahead).
 */
export const SEED_IDS = {
  pendingOrder: SPECIAL_ORDER_IDS.pending,
  placedOrder: SPECIAL_ORDER_IDS.placed,
  emptyOrder: SPECIAL_ORDER_IDS.empty,
  soldOutProduct: productIdBySlug('microwave-oven-25l'),
  lowStockProduct: productIdBySlug('lite-dual-sim-feature-phone'),
  mixedStockProduct: productIdBySlug('mens-batik-short-sleeve-shirt'),
  colorSizeProduct: productIdBySlug('mens-batik-short-sleeve-shirt'),
  manyReviewsProduct: productIdBySlug('pure-ceylon-bopf-black-tea'),
  noReviewsProduct: productIdBySlug('usb-c-fast-charger-25w'),
  hostileProduct: productIdWhere((def) => def.hostile === true),
  noImagesProduct: productIdBySlug('red-kekulu-rice-5kg'),
  /** No variations, no running discount and deep stock: order sums in tests stay simple. */
  plainProduct: productIdBySlug('ceylon-green-tea-sencha'),
  inactiveProduct: productIdWhere((def) => def.inactive === true),
  activeCoupon: couponIdByCode('TEALOVER15'),
  expiredCoupon: couponIdByCode('VESAK12'),
  exhaustedCoupon: couponIdByCode('BATIK20'),
  customer: USER_IDS.nimal,
  unverifiedCustomer: USER_IDS.tharushi,
  admin: USER_IDS.admin,
  guest: USER_IDS.guest,
} as const;

/** The whole seed for a store reset at `now`. */
export function createSeed(now: Date): SeedData {
  const catalogue = buildCatalogue(now);
  const products = buildProducts(now, catalogue);
  const addresses = buildAddresses();
  return {
    categories: catalogue.categories,
    brands: catalogue.brands,
    collections: catalogue.collections,
    products,
    reviews: buildReviews(now, products),
    coupons: buildCoupons(now),
    bankAccounts: buildBankAccounts(),
    users: buildUsers(),
    addresses,
    cartItems: buildCart(products),
    wishlists: buildWishlist(),
    orders: buildOrders(now, products, catalogue.collections, addresses),
    parcels: [],
  };
}
