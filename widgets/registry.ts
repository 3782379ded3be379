import type { AnyWidgetDefinition, WidgetLoader } from '../shared/core/runtime/define-widget';
// The header's links are in the runtime's chunk (build/groups.mjs RUNTIME_WIDGETS): imported
// here, they cost no file of their own.
import cartLink from './cart-link/cart-link-widget';
import wishlistLink from './wishlist-link/wishlist-link-widget';

const inRuntime = (definition: AnyWidgetDefinition): WidgetLoader => () => Promise.resolve({ default: definition });

/**
 * Every widget the loader knows, by the name used in `data-widget`. Each entry is a lazy
 * import, so a page downloads only the widgets it shows, but the header's links, which every
 * page with the header shows.
 */
export const registry: Readonly<Record<string, WidgetLoader>> = {
  'cart-link': inRuntime(cartLink),
  'wishlist-link': inRuntime(wishlistLink),
  'login-modal': () => import('./login-modal/login-modal-widget'),
  'product-detail': () => import('./product-detail/product-detail-widget'),
  'product-listing': () => import('./product-listing/product-listing-widget'),
  'product-overview': () => import('./product-overview/product-overview-widget'),
  'product-reviews': () => import('./product-reviews/product-reviews-widget'),
  'recommended-products': () => import('./recommended-products/recommended-products-widget'),
  wishlist: () => import('./wishlist/wishlist-widget'),
  cart: () => import('./cart/cart-widget'),
  'guest-checkout': () => import('./guest-checkout/guest-checkout-widget'),
  'order-checkout': () => import('./order-checkout/order-checkout-widget'),
  'flash-sale-countdown': () => import('./flash-sale-countdown/flash-sale-countdown-widget'),
  'new-arrivals': () => import('./new-arrivals/new-arrivals-widget'),
  'top-collections': () => import('./top-collections/top-collections-widget'),
  'home-blocks': () => import('./home-blocks/home-blocks-widget'),
  'category-menu': () => import('./category-menu/category-menu-widget'),
  'category-filter': () => import('./category-filter/category-filter-widget'),
  'collection-filter': () => import('./collection-filter/collection-filter-widget'),
  'search-filter': () => import('./search-filter/search-filter-widget'),
  'search-box': () => import('./search-box/search-box-widget'),
  'sales-chart': () => import('./sales-chart/sales-chart-widget'),
  'parcel-form': () => import('./parcel-form/parcel-form-widget'),
  'coupon-form': () => import('./coupon-form/coupon-form-widget'),
};
