import * as v from 'valibot';
import type { FirstDrawContext } from './context';
import type { SafeHtml } from './html';
import { propsOf, type Props } from './props';
import { filterResults } from './cards';
import { cartLink, loginModal, searchBox, wishlistLink } from './header';
import { homeBlocks } from './home-blocks';
import { categoryMenu, flashSale, newArrivals, topCollections } from './home';
import { cart, couponForm, guestCheckout, orderCheckout, parcelForm } from './headings';
import { productDetail } from './product-detail';

export type { FirstDrawContext } from './context';

/**
 * Each widget's first draw: what its node holds until it mounts (and without script, and what a
 * crawler reads), from the widget's props, drawn with the widget's own classes, texts and sizes
 * so that nothing moves when it mounts. The demo shop prints these; the Laravel package prints
 * the same from the same props (laravel/src/FirstDraws, compared byte for byte by
 * tests/unit/first-draws-parity.test.ts). A widget missing here draws nothing before it mounts:
 * its node keeps the height first-draws.css gives it, or the page gives it content of its own.
 */
const FIRST_DRAWS: Readonly<Record<string, (props: Props, context: FirstDrawContext) => SafeHtml>> = {
  'search-box': searchBox,
  'wishlist-link': wishlistLink,
  'cart-link': cartLink,
  'login-modal': loginModal,
  'product-detail': productDetail,
  'home-blocks': homeBlocks,
  'category-menu': categoryMenu,
  'flash-sale-countdown': flashSale,
  'new-arrivals': newArrivals,
  'top-collections': topCollections,
  'category-filter': filterResults,
  'collection-filter': filterResults,
  cart,
  'guest-checkout': guestCheckout,
  'order-checkout': orderCheckout,
  'coupon-form': couponForm,
  'parcel-form': parcelForm,
};

/** The widgets that have a first draw, in the registry's order. */
export const FIRST_DRAWN = Object.keys(FIRST_DRAWS);

/**
 * The widget's first draw for these props, or null when it has none, or when its schema refuses
 * them (the widget then shows its note; the Laravel package logs which prop).
 */
export function firstDraw(name: string, props: unknown, context: FirstDrawContext): SafeHtml | null {
  const draw = FIRST_DRAWS[name];
  try {
    return draw ? draw(propsOf(props), context) : null;
  } catch (error) {
    if (error instanceof v.ValiError) return null;
    throw error;
  }
}
