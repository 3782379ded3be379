/**
 * The numbers of SPEC §9 (and §4/§5 where they live), each named once. Durations are in
 * milliseconds unless the name says seconds.
 */
export const CURRENCY = 'LKR';
export const COUNTRY_PREFIX = '94';
/**
 * Ours (§1: the shop is in Sri Lanka): the shop's clock, UTC+05:30, no daylight saving. The
 * admin's date-time inputs show and send it, the server reads a date-time without a zone as
 * this time, and "the current month" of the §9 sales chart is the shop's, as the backend counts
 * it, whatever the admin's computer is set to.
 */
export const SHOP_TIME_ZONE = 'Asia/Colombo';
export const DEFAULT_COUNTRY = 'Sri Lanka';
/** §9: minimum digits of a mobile number in the guest flow. */
export const GUEST_MOBILE_MIN_DIGITS = 9;

/** §9 breakpoints: under 640 px mobile, under 1024 px tablet. */
export const BREAKPOINT_TABLET_PX = 640;
export const BREAKPOINT_DESKTOP_PX = 1024;

/** §9 timings. */
export const ADDED_TO_CART_NOTICE_MS = 5_000;
export const TOAST_MS = 3_000;
export const COUPON_SLIDE_MS = 3_000;
export const OTP_RESEND_SECONDS = 60;
export const VERIFIED_BANNER_MS = 4_000;
export const EMAIL_CODE_SECONDS = 220;
export const EMAIL_CODE_RESEND_SECONDS = 120;
export const NEW_ARRIVALS_SCROLL_MS = 2_000;
export const NEW_ARRIVALS_STEP_PX = 300;
export const COLLECTION_PRODUCTS_DELAY_MS = 500;
/** §4 a collection loads when within 100 px of the viewport and 20 % visible. */
export const COLLECTION_ROOT_MARGIN_PX = 100;
export const COLLECTION_VISIBLE_RATIO = 0.2;
export const COUNTDOWN_CYCLE_SECONDS = 86_400;

/** §9 thresholds. */
export const LOW_STOCK_THRESHOLD = 15;
export const OVERVIEW_CLIP_PX = 160;
export const INFINITE_SCROLL_THRESHOLD = 1;
export const REVIEWS_INLINE = 3;
/** §9 delivery estimate: 1 to 3 business days. */
export const DELIVERY_MIN_BUSINESS_DAYS = 1;
export const DELIVERY_MAX_BUSINESS_DAYS = 3;

/** §5/§9 coupon rules. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{5,20}$/;
export const COUPON_CODE_GENERATED_LENGTH = 10;
export const PERCENT_DISCOUNT_MAX = 100;
export const USAGE_LIMIT_MIN = 1;

/** §5/§9 parcel weights: 1 to 1000 kg in steps of 1. */
export const PARCEL_WEIGHT_MIN_KG = 1;
export const PARCEL_WEIGHT_MAX_KG = 1000;

/** §9 sales chart: the last 12 months, ending with the current one. */
export const SALES_CHART_MONTHS = 12;

/** §9 home blocks: deals, collections, banners. */
export const HOME_BLOCK_SIZES = [4, 4, 2] as const;
/**
 * Ours: the search box asks for suggestions once typing
 * has paused this long, so a word typed quickly costs one request, not one per key stroke.
 */
export const SEARCH_SUGGEST_DELAY_MS = 150;
/** Ours: the suggestions' pictures, square, in CSS pixels. */
export const SUGGESTION_IMAGE_PX = 40;
/** Ours: the filter pages show their matches this many at a time as the shopper scrolls (the calls answer all of them). */
export const FILTER_RESULTS_STEP = 24;
/** Ours: a filter page's grid dims when the newer answer has not come in this long. */
export const FILTER_DIM_DELAY_MS = 300;

/** §2/§3 paths and names the storefront shares with the server. */
export const NO_VARIATION = 'No V';
export const NO_IMAGE_URL = '/profile/no_image.jpg';
/** §2: the card's label for paid (express) shipping. */
export const EXPRESS_SHIPPING_IMAGE_URL = '/images/express-shipping.svg';
export const PRODUCT_IMAGE_BASE = '/storage/product_images/';
export const GUEST_CART_KEY = 'guestCart';
/**
 * Ours: the bounds of a cart line, read the way the server reads a request, so that a
 * hand-edited or corrupted `guestCart` (SPEC §3) can never hold a line no real cart holds.
 * - A line holds at most 10,000 of a product: no variation's stock comes near it (the seed's
 *   largest is 200) and the product page never adds past the stock (SPEC §5).
 * - A unit price is at most LKR 10,000,000 (10^9 cents), far above anything the shop sells.
 * - A cart has at most 200 lines, what every order call accepts (`maxLength(200)` in
 *   the call modules): a real cart never gets near it.
 * Together they keep every sum in integer cents safe: 200 × 10,000 × 10^9 = 2 × 10^15 < 2^53.
 */
export const CART_LINE_MAX_QUANTITY = 10_000;
export const CART_PRICE_MAX_LKR = 10_000_000;
export const GUEST_CART_MAX_LINES = 200;
/** Ours: a product or variation name, and an image's file name, are at most this long (Laravel's string column). */
export const CART_TEXT_MAX_LENGTH = 255;
/**
 * Ours: what a form's text field holds at most (Laravel's `string` column, `max:255`), counted as
 * the browser's `maxlength` counts; an email at most 254 (RFC 5321). The texts that say so are in
 * shared/forms/messages.ts and name the number.
 */
export const FORM_TEXT_MAX_LENGTH = 255;
export const EMAIL_MAX_LENGTH = 254;
/** §3 browser-side: seconds left of the flash-sale countdown (local storage). */
export const COUNTDOWN_KEY = 'countdownTime';
/** §2 routes the storefront links to. */
export const CART_PATH = '/cart';
export const WISHLIST_PATH = '/wishlist';
export const HOME_PATH = '/';
/** Ours: the search page the search box submits to, as `?search={keyword}`. */
export const SEARCH_PATH = '/search';
export const INTENDED_URL_KEY = 'intendedUrl';
/** §2 the guest checkout from the cart, and the page after a guest bank-transfer or COD order. */
export const GUEST_CHECKOUT_PATH = '/guest-checkout';
export const GUEST_ORDER_SUCCESS_PATH = '/guest/order/success';

/**
 * §3 browser-side values of the guest checkout (their names are ours). Session storage: the
 * cart's selection handed to /guest-checkout, and the reload flag of §4 (a page restored by back
 * navigation reloads when it is set). Local storage: the verified email and mobile, and the
 * saved guest address.
 */
export const GUEST_CHECKOUT_SELECTION_KEY = 'guestCheckoutSelection';
export const RELOAD_FLAG_KEY = 'reloadOnBack';
export const GUEST_VERIFIED_KEY = 'guestVerified';
export const GUEST_ADDRESS_KEY = 'guestAddress';

/** Ours: one HTTP timeout for every call, and how often a GET is retried. */
export const HTTP_TIMEOUT_MS = 10_000;
export const HTTP_GET_RETRIES = 2;
