import * as adminMessages from '../shared/admin-texts/messages';
import * as cardMessages from '../shared/catalogue/messages/card';
import { plural } from '../shared/core/messages/plural';
import * as cartMessages from '../shared/checkout/messages/cart';
import * as cartLinkMessages from '../widgets/cart-link/messages';
import * as couponMessages from '../shared/purchase/messages/coupon';
import * as guestMessages from '../widgets/guest-checkout/messages';
import * as homeMessages from '../shared/home/messages/home';
import * as loginMessages from '../shared/session/messages/login';
import * as orderMessages from '../widgets/order-checkout/messages';
import * as priceMessages from '../shared/session/messages/price';
import * as productMessages from '../shared/catalogue/messages/product';
import * as pdMessages from '../widgets/product-detail/messages';
import * as quantityMessages from '../shared/purchase/messages/quantity';
import * as searchMessages from '../widgets/search-box/messages';
import * as wishlistMessages from '../shared/core/messages/wishlist';
import {
  CART_PATH,
  DELIVERY_MAX_BUSINESS_DAYS,
  DELIVERY_MIN_BUSINESS_DAYS,
  FILTER_RESULTS_STEP,
  LOW_STOCK_THRESHOLD,
  NO_IMAGE_URL,
  NO_VARIATION,
  PERCENT_DISCOUNT_MAX,
  PRODUCT_IMAGE_BASE,
  SEARCH_PATH,
  WISHLIST_PATH,
} from '../shared/core/constants';
import { CART_ICON, WISHLIST_ICON } from '../shared/core/ui/header-icons';
import { HOME_BLOCK_KINDS } from '../shared/home/api/home';
import { hole } from './placeholder';

/**
 * What the Laravel package's first draws (laravel/src/FirstDraws) take from the kit, written by
 * the build to dist/first-draws.json (and, from each language's build of this module,
 * first-draws.si.json, first-draws.ta.json: build/first-draws.mjs): the catalogue's texts and the
 * constants, so PHP prints the shop's words and numbers and never a copy of them.
 *
 * A text with values is a template with `:name` holes, as Laravel's own translations are; one
 * that depends on a count is `{ "1": …, other: … }` (and "0" in Sinhala): the form of each count
 * the language's plural rule puts in "one", else `other`, each made by calling the message itself.
 */
export type Template = string | { [count: string]: string; other: string };

const template = <A extends unknown[]>(message: (...args: A) => string, ...names: string[]): string =>
  message(...(names.map(hole) as unknown as A));

/**
 * The counts this language's plural rule puts in its "one" form (shared/core/messages/plural.ts:
 * 1 in English and Tamil, 0 and 1 in Sinhala), each printed as the message prints it: a form
 * may say "1" where the other form has the count's hole.
 */
const ONE_COUNTS = [0, 1].filter((n) => plural(n, 'one', 'other') === 'one');

/** A message of one count: `{ "1": message(1), other: message(:name) }`, and "0" where 0 is "one". */
const counted = (message: (n: number) => string, name: string): Template => ({
  ...Object.fromEntries(ONE_COUNTS.map((n) => [String(n), message(n)])),
  other: message(hole(name)),
});

export const FIRST_DRAW_TEXTS = {
  'admin.createCoupon': adminMessages.createCoupon,
  'admin.editCoupon': adminMessages.editCoupon,
  'admin.createParcel': adminMessages.createParcel,
  'admin.parcelTitle': template(adminMessages.parcelTitle, 'order'),
  'card.originalPrice': cardMessages.originalPrice,
  'card.ratingLabel': counted((count) => cardMessages.ratingLabel(hole('rating'), count), 'count'),
  'card.wishlistToggle': template(cardMessages.wishlistToggle, 'name'),
  'cart.pageTitle': cartMessages.pageTitle,
  'cartLink.label': cartLinkMessages.linkLabel,
  'cartLink.count': counted(cartLinkMessages.linkCount, 'count'),
  'checkout.guestTitle': guestMessages.title,
  'checkout.orderTitle': orderMessages.title,
  'coupon.heading': couponMessages.heading,
  'coupon.loading': couponMessages.loading,
  'coupon.copy': couponMessages.copy,
  'home.blocks': homeMessages.homeBlocks,
  'home.shopByCategory': homeMessages.shopByCategory,
  'home.flashSale': homeMessages.flashSale,
  'home.newArrivals': homeMessages.newArrivals,
  'home.topCollections': homeMessages.topCollections,
  'home.loadingCollections': homeMessages.loadingCollections,
  'login.signIn': loginMessages.signIn,
  'login.signOut': loginMessages.signOut,
  'price.percentOff': template(priceMessages.percentOff, 'percent'),
  'product.addToCart': productMessages.addToCart,
  'product.available': template(productMessages.available, 'count'),
  'product.buyNow': productMessages.buyNow,
  'product.deliveryHeading': productMessages.deliveryHeading,
  'product.deliveryLabel': productMessages.deliveryLabel,
  'product.freeShipping': productMessages.freeShipping,
  'product.galleryLabel': productMessages.galleryLabel,
  'product.notSpecified': productMessages.notSpecified,
  'product.optionLegend': template(productMessages.optionLegend, 'type', 'value'),
  'product.quantity': productMessages.quantity,
  'product.sellingPointsHeading': productMessages.sellingPointsHeading,
  'product.shippingLabel': productMessages.shippingLabel,
  'product.shipsFromLocal': productMessages.shipsFromLocal,
  'product.shipsFromOverseas': productMessages.shipsFromOverseas,
  'product.showImage': template(productMessages.showImage, 'number', 'total'),
  'product.soldOut': productMessages.soldOut,
  'quantity.decrease': quantityMessages.decreaseQuantity,
  'quantity.increase': quantityMessages.increaseQuantity,
  'search.landmark': searchMessages.landmark,
  'search.label': searchMessages.label,
  'search.placeholder': searchMessages.placeholder,
  'search.submit': searchMessages.submit,
  'wishlist.label': wishlistMessages.linkLabel,
  'wishlist.count': counted(wishlistMessages.itemCount, 'count'),
} satisfies Record<string, Template>;

/**
 * The product page's delivery range as PHP prints it, from the message itself: each month as
 * `dayRange` names it (January first) and the range as a template, ":startMonth :startDay -
 * :endMonth :endDay" in English, the order and the names of the page's language in the others.
 */
const RANGE_MONTHS = Array.from({ length: 12 }, (_, month) => {
  const day = new Date(2001, month, 9);
  return pdMessages.dayRange(day, day).split(' - ')[0]!.replace('9', '').trim();
});
const RANGE_TEMPLATE = (() => {
  const [start, end] = [new Date(2001, 0, 9), new Date(2001, 1, 23)];
  return pdMessages
    .dayRange(start, end)
    .replace(RANGE_MONTHS[0]!, ':startMonth')
    .replace('9', ':startDay')
    .replace(RANGE_MONTHS[1]!, ':endMonth')
    .replace('23', ':endDay');
})();

/** dist/first-draws.json. */
export const firstDrawsData = () => ({
  texts: { ...FIRST_DRAW_TEXTS, 'product.dayRange': RANGE_TEMPLATE },
  lists: { 'product.sellingPoints': productMessages.sellingPoints, 'product.rangeMonths': RANGE_MONTHS },
  icons: { cart: CART_ICON, wishlist: WISHLIST_ICON },
  constants: {
    CART_PATH,
    WISHLIST_PATH,
    SEARCH_PATH,
    NO_IMAGE_URL,
    PRODUCT_IMAGE_BASE,
    NO_VARIATION,
    LOW_STOCK_THRESHOLD,
    FILTER_RESULTS_STEP,
    PERCENT_DISCOUNT_MAX,
    DELIVERY_MIN_BUSINESS_DAYS,
    DELIVERY_MAX_BUSINESS_DAYS,
    HOME_BLOCK_KINDS,
  },
});
