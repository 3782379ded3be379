import * as v from 'valibot';
import type { GenericSchema } from 'valibot';
import {
  CouponDetailSchema,
  CouponFormRequestSchema,
  CouponSavedSchema,
  ParcelCreatedSchema,
  ParcelRequestSchema,
  PickerBrandsSchema,
  PickerCategoriesSchema,
  PickerCollectionsSchema,
  RecipientSchema,
} from '../shared/admin/api';
import { PaymentsByMonthSchema } from '../widgets/sales-chart/api';
import {
  AuthStatusSchema,
  LogoutResponseSchema,
  SendLoginCodeRequestSchema,
  SendLoginCodeResponseSchema,
  VerifyLoginCodeRequestSchema,
  VerifyLoginCodeResponseSchema,
} from '../shared/session/api/auth';
import { CartEntrySchema } from '../shared/core/api/cart-entry';
import { MergeCartRequestSchema, MergeCartResponseSchema } from '../widgets/login-modal/api';
import {
  CartCountAnswerSchema,
  CartItemsSchema,
  CartRemoveManyRequestSchema,
  CartRemoveRequestSchema,
  CartUpdateRequestSchema,
  CartUpdateResponseSchema,
  ProductDiscountsSchema,
  ProductIdsRequestSchema,
  ProductWeightsSchema,
  ShippingCostRequestSchema,
  ShippingCostSchema,
  VariationTypesRequestSchema,
  VariationTypesSchema,
} from '../shared/checkout/api/cart-page';
import { CartCountSchema, CheckoutRequestSchema, RedirectSchema, StoreCartResponseSchema } from '../shared/session/api/cart';
import { BankAccountsResponseSchema, ValidateCouponRequestSchema, ValidateCouponResponseSchema } from '../shared/placement/api/coupons';
import { FilterProductsSchema, FILTER_SORTS, HomeFilterRequestSchema, ProductListSchema, SidebarFilterInfoSchema } from '../shared/filters/api/filters';
import {
  CheckEmailRequestSchema,
  CheckGuestRequestSchema,
  CheckGuestResponseSchema,
  EmailCodeRequestSchema,
  ExistsResponseSchema,
  GuestCardOrderRequestSchema,
  GuestOrderPlacedSchema,
  GuestOrderRequestSchema,
} from '../widgets/guest-checkout/api';
import { TopCollectionsSchema } from '../shared/home/api/home';
import { ProductPageSchema } from '../widgets/product-listing/api';
import {
  AddressesResponseSchema,
  AddressFormRequestSchema,
  AddressFormResponseSchema,
  BankTransferOrderRequestSchema,
  CardOrderRequestSchema,
  CodOrderRequestSchema,
  MobileVerificationStatusSchema,
  OrderPlacedSchema,
  OrderProductsResponseSchema,
  PrimaryAddressResponseSchema,
  StoreAddressResponseSchema,
  VerifyAddressOtpRequestSchema,
} from '../widgets/order-checkout/api';
import { ProductCouponsSchema } from '../widgets/product-detail/api';
import { RecommendedSchema } from '../widgets/recommended-products/api';
import { ReviewSummarySchema } from '../widgets/product-reviews/api';
import { SuggestionsSchema } from '../shared/combobox/api/search';
import { MessageResponseSchema, MobileRequestSchema, VerifyOtpRequestSchema } from '../shared/placement/api/verification';
import {
  WishlistAddRequestSchema,
  WishlistChangeSchema,
  WishlistCheckSchema,
  WishlistCountSchema,
  WishlistRemoveRequestSchema,
  WishlistViewSchema,
} from '../shared/session/api/wishlist';

/**
 * The kit's HTTP contract: every call the widgets make, one entry each
 * (docs/backend.md#the-backend-contract). Build- and test-time only: `build.mjs` turns it into
 * dist/openapi.json, the demo shop shows it at /__demo/api and `npm run contract`
 * (contract/check.ts) checks a running backend against it. Shipped code never imports this folder
 * (ESLint enforces it); the schemas are the very ones call modules (`shared/<group>/api/`,
 * `widgets/<name>/api.ts`) parse the answers with, so the document cannot drift from the client.
 * tests/unit/contract-calls.test.ts proves it complete: every URL of the call modules and every
 * call of SPEC §7 is here.
 */

export type Method = 'GET' | 'POST' | 'PUT';
export type Role = 'guest' | 'customer' | 'admin';
/** The error statuses a call may answer (Laravel's bodies; components in the OpenAPI document). */
export type ErrorStatus = 401 | 403 | 404 | 409 | 419 | 422 | 429;

export interface Param {
  name: string;
  description: string;
  required: boolean;
  /** The parameter's wire type (query strings and paths are text; ids are whole numbers). */
  type: 'integer' | 'string';
  /** Allowed values, when a fixed list. */
  enum?: readonly string[];
}

/** The parts of the shop a call serves: OpenAPI tags, and the sections of /__demo/api. */
export const GROUPS = {
  Auth: 'Signing in and out, and the session check.',
  Catalogue: 'Products, reviews, listings, filters, search and the home page.',
  Wishlist: "The signed-in shopper's wishlist.",
  Cart: "The signed-in cart, the cart page's lookups and the checkout that creates an order.",
  'Order checkout': "A signed-in shopper's pending order: addresses, mobile verification, coupon, placing it.",
  'Guest checkout': 'Buying without an account: the checks, the codes and the guest orders.',
  Admin: 'Coupons, parcels and sales (an admin session only).',
} as const;
export type Group = keyof typeof GROUPS;

export interface Call {
  group: Group;
  /** Unique, camelCase: the OpenAPI operationId and `npm run contract`'s name for the call. */
  id: string;
  method: Method;
  /** OpenAPI path template: `/product/{id}/reviews`. */
  path: string;
  summary: string;
  /** What the call does and answers, where the summary is not enough. */
  description?: string;
  /** The SPEC §7 subsection it comes from (e.g. '§7 Cart'), or 'ours' for a call the SPEC does not show. */
  spec: string;
  pathParams?: Param[];
  query?: Param[];
  /** The JSON body, the very schema the reference backend validates it with (input shape). */
  request?: GenericSchema;
  /** Also sent as form fields (the server's own address form). */
  formRequest?: boolean;
  /** The answer's schema, the one the call module parses it with. */
  response: GenericSchema;
  status: 200 | 201;
  /** A write: carries `X-CSRF-TOKEN` (419 without the session's token). */
  writes: boolean;
  /** Carries `Idempotency-Key`: a retried request is carried out once. */
  idempotencyKey: boolean;
  /** Who may call it: guests (no session), signed-in customers, admins. */
  roles: readonly Role[];
  errors: readonly ErrorStatus[];
  /**
   * A 422 body other than Laravel's `{message, errors}` that this call may also answer (the
   * code checks' `{ error }`, SPEC §7 "error field on failure").
   */
  other422?: GenericSchema;
  /**
   * Why no widget makes this call, for a call of the catalogue that the kit's code never makes
   * (dist/openapi.json's `x-shop-widgets` is then empty). The build fails on a call that no
   * widget makes without a reason, and on a reason for a call that a widget makes.
   */
  madeByNone?: string;
}

/** SPEC §7 "error field on failure": the two code checks' 422. */
export const CodeErrorSchema = v.object({ error: v.string() });
/** A parcel the order cannot have yet (not placed, or it has one): 422 `{ success: false, error }`. */
export const ParcelRefusedSchema = v.object({ success: v.literal(false), error: v.string() });

const EVERYONE: readonly Role[] = ['guest', 'customer', 'admin'];
const SIGNED_IN: readonly Role[] = ['customer', 'admin'];
const ADMIN: readonly Role[] = ['admin'];

const idParam = (name: string, description: string): Param => ({ name, description, required: true, type: 'integer' });
const idList = (name: string, what: string): Param => ({
  name,
  description: `${what} ids as a comma list (\`1,2\`): OR within the list, AND with the other lists; a category stands for itself and everything below it. Missing or empty restricts nothing; anything but positive whole numbers is a 422.`,
  required: false,
  type: 'string',
});
const FILTER_LISTS = [idList('categories', 'Category'), idList('brands', 'Brand'), idList('collections', 'Collection')];

/** Defaults of a call, so each entry says only what differs. */
type Entry = Omit<Call, 'group'>;
function read(call: Omit<Entry, 'method' | 'status' | 'writes' | 'idempotencyKey'> & Partial<Pick<Entry, 'status'>>): Entry {
  return { method: 'GET', status: 200, writes: false, idempotencyKey: false, ...call };
}
function write(
  call: Omit<Entry, 'method' | 'status' | 'writes' | 'idempotencyKey'> & Partial<Pick<Entry, 'method' | 'status' | 'idempotencyKey'>>,
): Entry {
  return { method: 'POST', status: 200, writes: true, idempotencyKey: false, ...call };
}
const group = (name: Group, entries: Entry[]): Call[] => entries.map((entry) => ({ group: name, ...entry }));

export const CALLS: readonly Call[] = [
  // ---- Auth (SPEC §7 shows only the status check; signing in is ours) -------------------------
  ...group('Auth', [
    read({
      id: 'getAuthStatus',
      path: '/auth/status',
      summary: 'Whether this session is signed in, and as whom',
      spec: '§7 Auth, catalogue, reviews, wishlist',
      response: AuthStatusSchema,
      roles: EVERYONE,
      errors: [],
    }),
    write({
      id: 'sendLoginCode',
      path: '/login/send-otp',
      summary: 'Text a sign-in code to a mobile number',
      description: 'Any form of the number; normalised to 94XXXXXXXXX. `resend_in`: seconds until another code may be sent (429 before that).',
      spec: 'ours',
      request: SendLoginCodeRequestSchema,
      response: SendLoginCodeResponseSchema,
      roles: EVERYONE,
      errors: [419, 422, 429],
    }),
    write({
      id: 'verifyLoginCode',
      path: '/login/verify-otp',
      summary: 'Sign in with the texted code',
      description: 'Regenerates the session: the answer carries its new CSRF token. An unknown number gets a new customer account. 422 `errors.otp` for a wrong or expired code.',
      spec: 'ours',
      request: VerifyLoginCodeRequestSchema,
      response: VerifyLoginCodeResponseSchema,
      roles: EVERYONE,
      errors: [419, 422],
    }),
    write({
      id: 'logout',
      path: '/logout',
      summary: 'Sign out',
      description: 'Regenerates the session: the answer carries its new CSRF token.',
      spec: 'ours',
      response: LogoutResponseSchema,
      roles: EVERYONE,
      errors: [419],
    }),

  ]),
  // ---- Catalogue and reviews ---------------------------------------------------------------------
  ...group('Catalogue', [
    read({
      id: 'getReviews',
      path: '/product/{id}/reviews',
      summary: "A product's reviews and rating",
      spec: '§7 Auth, catalogue, reviews, wishlist',
      pathParams: [idParam('id', 'Product id')],
      response: ReviewSummarySchema,
      roles: EVERYONE,
      errors: [404],
    }),
    read({
      id: 'getProductPage',
      path: '/productsInfinit/load',
      summary: 'One page of the infinite product listing',
      description: "Laravel's paginator: `data`, `current_page`, `last_page`.",
      spec: '§7 Auth, catalogue, reviews, wishlist',
      query: [{ name: 'page', description: 'Page number, from 1', required: false, type: 'integer' }],
      response: ProductPageSchema,
      roles: EVERYONE,
      errors: [],
    }),
    read({
      id: 'getProductCoupons',
      path: '/products/{id}/coupons',
      summary: "The coupons shown on a product's page",
      spec: '§7 Auth, catalogue, reviews, wishlist',
      pathParams: [idParam('id', 'Product id')],
      response: ProductCouponsSchema,
      roles: EVERYONE,
      errors: [404],
    }),
    read({
      id: 'getRecommended',
      path: '/api/products/recommended/{categoryId}',
      summary: 'Products recommended for a category',
      spec: '§7 Auth, catalogue, reviews, wishlist',
      pathParams: [idParam('categoryId', 'Category id')],
      response: RecommendedSchema,
      roles: EVERYONE,
      errors: [],
    }),
    read({
      id: 'getSuggestions',
      path: '/api/products/search',
      summary: 'Search suggestions as one types',
      description: 'At most 8: names matching every word first, then brand or category matches, each by name. `q` trimmed; under 2 characters `{ products: [] }`.',
      spec: '§7 Auth, catalogue, reviews, wishlist',
      query: [{ name: 'q', description: 'What was typed', required: false, type: 'string' }],
      response: SuggestionsSchema,
      roles: EVERYONE,
      errors: [],
    }),
    read({
      id: 'getFilteredProducts',
      path: '/api/filters/products',
      summary: 'Products by categories, brands and collections',
      description: 'Newest first; also the admin coupon pickers\' "products of a tick".',
      spec: '§7 Auth, catalogue, reviews, wishlist',
      query: FILTER_LISTS,
      response: ProductListSchema,
      roles: EVERYONE,
      errors: [422],
    }),
    read({
      id: 'getCategoryProducts',
      path: '/category/{slug}/products',
      summary: "A category page's products, filtered and sorted",
      description: "SPEC §7's \"{category filter url}\". With no `categories`: the page's category and all below it. 404 for an unknown slug.",
      spec: '§7 Auth, catalogue, reviews, wishlist',
      pathParams: [{ name: 'slug', description: 'Category slug (URL-encoded)', required: true, type: 'string' }],
      query: [
        ...FILTER_LISTS,
        { name: 'sort', description: 'Ours: empty means newest', required: false, type: 'string', enum: FILTER_SORTS },
      ],
      response: ProductListSchema,
      roles: EVERYONE,
      errors: [404, 422],
    }),
    write({
      id: 'filterByBrandsAndCollections',
      path: '/home/products/filter',
      summary: 'Products by brands and collections',
      description: 'Missing or null lists restrict nothing. Newest first. A read sent as POST, so it carries the CSRF token.',
      spec: '§7 Auth, catalogue, reviews, wishlist',
      request: HomeFilterRequestSchema,
      response: ProductListSchema,
      roles: EVERYONE,
      errors: [419, 422],
    }),
    read({
      id: 'getFilterProducts',
      path: '/filter-products',
      summary: 'The search page: filtered products with the keyword',
      description: 'Every word of `search` must occur in the name, the brand or a category at or above the product. No paging; `search` comes back trimmed.',
      spec: '§7 Auth, catalogue, reviews, wishlist',
      query: [...FILTER_LISTS, { name: 'search', description: 'The keyword', required: false, type: 'string' }],
      response: FilterProductsSchema,
      roles: EVERYONE,
      errors: [422],
    }),
    read({
      id: 'getSidebarFilterInfo',
      path: '/sidebar-filter-info',
      summary: "The search page's sidebar: category groups, brands, collections",
      spec: '§7 Auth, catalogue, reviews, wishlist',
      response: SidebarFilterInfoSchema,
      roles: EVERYONE,
      errors: [],
    }),
    read({
      id: 'getTopCollections',
      path: '/api/collections-with-products',
      summary: 'Running collections with up to 8 products each',
      description: 'Not ended by the server clock, ending soonest first (no end last).',
      spec: '§7 Auth, catalogue, reviews, wishlist',
      response: TopCollectionsSchema,
      roles: EVERYONE,
      errors: [],
    }),

  ]),
  // ---- Wishlist ----------------------------------------------------------------------------------
  ...group('Wishlist', [
    read({
      id: 'checkWishlisted',
      path: '/wishlist/check',
      summary: 'Whether a product is on the wishlist',
      spec: '§7 Auth, catalogue, reviews, wishlist',
      query: [{ name: 'product_id', description: 'Product id', required: true, type: 'integer' }],
      response: WishlistCheckSchema,
      roles: SIGNED_IN,
      errors: [401],
    }),
    write({
      id: 'addToWishlist',
      path: '/wishlist/add',
      summary: 'Add a product to the wishlist',
      description: 'The answer (ours; SPEC: not shown) carries the new count for the badge.',
      spec: '§7 Auth, catalogue, reviews, wishlist',
      request: WishlistAddRequestSchema,
      response: WishlistChangeSchema,
      roles: SIGNED_IN,
      errors: [401, 419, 422],
    }),
    write({
      id: 'removeFromWishlist',
      path: '/wishlist/remove',
      summary: 'Remove a product from the wishlist',
      description: '`id` is the wishlist row, when known. The answer (ours) carries the new count.',
      spec: '§7 Auth, catalogue, reviews, wishlist',
      request: WishlistRemoveRequestSchema,
      response: WishlistChangeSchema,
      roles: SIGNED_IN,
      errors: [401, 419, 422],
    }),
    read({
      id: 'getWishlist',
      path: '/wishlist/view',
      summary: "The shopper's wishlist",
      spec: '§7 Auth, catalogue, reviews, wishlist',
      response: WishlistViewSchema,
      roles: SIGNED_IN,
      errors: [401],
    }),
    read({
      id: 'getWishlistCount',
      path: '/api/wishlist/count',
      summary: "The wishlist's count",
      spec: '§7 Auth, catalogue, reviews, wishlist',
      response: WishlistCountSchema,
      roles: SIGNED_IN,
      errors: [401],
    }),

  ]),
  // ---- Cart --------------------------------------------------------------------------------------
  ...group('Cart', [
    write({
      id: 'storeCartEntry',
      path: '/cart/store',
      summary: 'Add a line to the signed-in cart',
      description: 'The answer (ours; SPEC: not shown) carries the new cart count; 422 `errors.quantity` past the stock.',
      spec: '§7 Cart',
      request: CartEntrySchema,
      response: StoreCartResponseSchema,
      roles: SIGNED_IN,
      errors: [401, 419, 422],
    }),
    read({
      id: 'getCartCount',
      path: '/cart/count',
      summary: "The signed-in cart's count",
      spec: '§7 Cart',
      response: CartCountSchema,
      roles: SIGNED_IN,
      errors: [401],
    }),
    read({
      id: 'getCartItems',
      path: '/cart/items',
      summary: "The signed-in cart's lines, as the cart page prints them",
      description: 'Read when another tab changed the cart, and after a sign-in.',
      spec: 'ours',
      response: CartItemsSchema,
      roles: SIGNED_IN,
      errors: [401],
    }),
    write({
      id: 'updateCartLine',
      path: '/cart/update',
      summary: "Set a cart line's quantity",
      description: '422 `errors.quantity` past the stock.',
      spec: '§7 Cart',
      request: CartUpdateRequestSchema,
      response: CartUpdateResponseSchema,
      roles: SIGNED_IN,
      errors: [401, 404, 419, 422],
    }),
    write({
      id: 'removeCartLine',
      path: '/cart/remove',
      summary: 'Remove a cart line',
      description: "Other shoppers' ids are ignored.",
      spec: '§7 Cart',
      request: CartRemoveRequestSchema,
      response: CartCountAnswerSchema,
      roles: SIGNED_IN,
      errors: [401, 419, 422],
    }),
    write({
      id: 'removeCartLines',
      path: '/cart/remove-multiple',
      summary: 'Remove several cart lines (Delete selected)',
      spec: '§7 Cart',
      request: CartRemoveManyRequestSchema,
      response: CartCountAnswerSchema,
      roles: SIGNED_IN,
      errors: [401, 419, 422],
    }),
    write({
      id: 'mergeGuestCart',
      path: '/cart/merge',
      summary: "Move a guest's cart into the server cart at sign-in",
      description: 'Each line adds to the same variation up to the stock; lines not sold any more come back in `skipped`.',
      spec: 'ours',
      request: MergeCartRequestSchema,
      response: MergeCartResponseSchema,
      idempotencyKey: true,
      roles: SIGNED_IN,
      errors: [401, 419, 422],
    }),
    write({
      id: 'getProductDiscounts',
      path: '/cart/product-discounts',
      summary: 'Percent off per product, as the server sets it now',
      spec: '§7 Cart',
      request: ProductIdsRequestSchema,
      response: ProductDiscountsSchema,
      roles: EVERYONE,
      errors: [419, 422],
    }),
    write({
      id: 'checkout',
      path: '/checkout',
      summary: 'Create a pending order from chosen products (cart, Buy Now)',
      description: '`total_amount` must equal Σ price × quantity less the product discounts, or 422. Answers where to continue.',
      spec: '§7 Cart',
      request: CheckoutRequestSchema,
      response: RedirectSchema,
      idempotencyKey: true,
      roles: SIGNED_IN,
      errors: [401, 419, 422],
    }),
    write({
      id: 'getVariationTypes',
      path: '/variation-types',
      summary: 'The type of each variation value',
      description: 'With `lines` (ours), each pair also carries `line`, the index of its line. Unknown values are left out.',
      spec: '§7 Cart',
      request: VariationTypesRequestSchema,
      response: VariationTypesSchema,
      roles: EVERYONE,
      errors: [419, 422],
    }),
    write({
      id: 'getProductWeights',
      path: '/fetch-product-weights',
      summary: 'Shipping weight (kg) per product id',
      description: 'A map of product id to kg; 0 for a product that ships free.',
      spec: '§7 Cart',
      request: ProductIdsRequestSchema,
      response: ProductWeightsSchema,
      roles: EVERYONE,
      errors: [419, 422],
    }),
    write({
      id: 'getShippingCost',
      path: '/calculate-shipping-cost',
      summary: 'The shipping cost of a parcel of this weight',
      description: 'LKR 350 for the first kg, 100 for each further kg begun.',
      spec: '§7 Cart',
      request: ShippingCostRequestSchema,
      response: ShippingCostSchema,
      roles: EVERYONE,
      errors: [419, 422],
    }),

  ]),
  // ---- Order checkout (signed-in) ----------------------------------------------------------------
  ...group('Order checkout', [
    read({
      id: 'getOrderProducts',
      path: '/orders/{orderId}/products',
      summary: "A pending order's products and amounts",
      description: "409 `{ message }` ('This order has already been placed successfully. Thank you!') once placed; 404 for another shopper's or an unknown order.",
      spec: '§7 Order checkout (signed-in)',
      pathParams: [idParam('orderId', 'Order id')],
      response: OrderProductsResponseSchema,
      roles: SIGNED_IN,
      errors: [401, 404, 409],
    }),
    read({
      id: 'getOrderProductsApi',
      path: '/api/orders/{orderId}/products',
      summary: 'The same as /orders/{orderId}/products',
      description: 'SPEC §7: "also exists". The kit calls the other path.',
      spec: '§7 Order checkout (signed-in)',
      pathParams: [idParam('orderId', 'Order id')],
      response: OrderProductsResponseSchema,
      roles: SIGNED_IN,
      errors: [401, 404, 409],
      madeByNone: 'SPEC §7 says it "also exists"; the order checkout calls GET /orders/{orderId}/products.',
    }),
    write({
      id: 'validateCoupon',
      path: '/coupons/validate',
      summary: 'Check a coupon against an order (both checkouts)',
      description: "422 `{ message }` with the reason a code cannot be used (SPEC §8 'Invalid coupon code.' when none).",
      spec: '§7 Order checkout (signed-in)',
      request: ValidateCouponRequestSchema,
      response: ValidateCouponResponseSchema,
      roles: EVERYONE,
      errors: [419, 422],
    }),
    write({
      id: 'placeBankTransferOrder',
      path: '/orders/bank-transfer',
      summary: 'Place a signed-in order, paid by bank transfer',
      description: 'The server prices the order again; 422 on the field for any amount it does not agree with; 409 once placed.',
      spec: '§7 Order checkout (signed-in)',
      request: BankTransferOrderRequestSchema,
      response: OrderPlacedSchema,
      idempotencyKey: true,
      roles: SIGNED_IN,
      errors: [401, 404, 409, 419, 422],
    }),
    write({
      id: 'placeCodOrder',
      path: '/orders/cod-place',
      summary: 'Place a signed-in order, cash on delivery',
      description: 'As the bank transfer.',
      spec: '§7 Order checkout (signed-in)',
      request: CodOrderRequestSchema,
      response: OrderPlacedSchema,
      idempotencyKey: true,
      roles: SIGNED_IN,
      errors: [401, 404, 409, 419, 422],
    }),
    write({
      id: 'placeCardOrder',
      path: '/orders/place',
      summary: 'Place a signed-in order, paid by card',
      description: 'Answers the payment page to go to.',
      spec: '§7 Order checkout (signed-in)',
      request: CardOrderRequestSchema,
      response: RedirectSchema,
      idempotencyKey: true,
      roles: SIGNED_IN,
      errors: [401, 404, 409, 419, 422],
    }),
    read({
      id: 'getBankAccounts',
      path: '/api/bank-accounts',
      summary: 'The bank accounts a transfer goes to',
      spec: '§7 Order checkout (signed-in)',
      response: BankAccountsResponseSchema,
      roles: EVERYONE,
      errors: [],
    }),
    write({
      id: 'sendVerificationCode',
      path: '/send-verification-code',
      summary: 'Text a code to verify a mobile number (both checkouts)',
      description: '429 `{ message }` within 60 s of the last one.',
      spec: '§7 Order checkout (signed-in)',
      request: MobileRequestSchema,
      response: MessageResponseSchema,
      roles: EVERYONE,
      errors: [419, 422, 429],
    }),
    write({
      id: 'verifyAddressOtp',
      path: '/verify-address-otp',
      summary: "Verify the shopper's mobile with the texted code",
      description: "`message` 'Verification successful'; 422 `{ error }` on failure.",
      spec: '§7 Order checkout (signed-in)',
      request: VerifyAddressOtpRequestSchema,
      response: MessageResponseSchema,
      roles: SIGNED_IN,
      errors: [401, 419, 422],
      other422: CodeErrorSchema,
    }),
    read({
      id: 'getMobileVerified',
      path: '/user/mobile-verification-status',
      summary: "Whether the shopper's mobile is verified",
      spec: '§7 Order checkout (signed-in)',
      response: MobileVerificationStatusSchema,
      roles: SIGNED_IN,
      errors: [401],
    }),
    read({
      id: 'getAddressFormHtml',
      path: '/user/address-form',
      summary: "The server's Add New Address form (HTML)",
      description: 'A form posting to /user/address/store with labelled fields; no script, no inline handlers (the kit sanitises it anyway).',
      spec: '§7 Order checkout (signed-in)',
      response: AddressFormResponseSchema,
      roles: SIGNED_IN,
      errors: [401],
    }),
    read({
      id: 'getAddresses',
      path: '/user/all/addresses',
      summary: "The shopper's addresses, the primary first",
      spec: '§7 Order checkout (signed-in)',
      response: AddressesResponseSchema,
      roles: SIGNED_IN,
      errors: [401],
    }),
    read({
      id: 'getPrimaryAddress',
      path: '/user/primary-address',
      summary: "The shopper's primary address, or null",
      spec: '§7 Order checkout (signed-in)',
      response: PrimaryAddressResponseSchema,
      roles: SIGNED_IN,
      errors: [401],
    }),
    write({
      id: 'storeAddress',
      path: '/user/address/store',
      summary: 'Save a new address (the server form\'s fields)',
      description: '201 with the address; 403 `{ message }` while the mobile is not verified; a primary address un-primaries the others.',
      spec: 'ours',
      request: AddressFormRequestSchema,
      formRequest: true,
      response: StoreAddressResponseSchema,
      status: 201,
      idempotencyKey: true,
      roles: SIGNED_IN,
      errors: [401, 403, 419, 422],
    }),

  ]),
  // ---- Guest checkout ----------------------------------------------------------------------------
  ...group('Guest checkout', [
    write({
      id: 'checkEmailExists',
      path: '/check-email-exists',
      summary: 'Whether a registered account has this email',
      spec: '§7 Guest checkout',
      request: CheckEmailRequestSchema,
      response: ExistsResponseSchema,
      roles: EVERYONE,
      errors: [419, 422],
    }),
    write({
      id: 'checkGuestExists',
      path: '/check-guest-exists',
      summary: 'Whether the email or phone belongs to a registered account',
      spec: '§7 Guest checkout',
      request: CheckGuestRequestSchema,
      response: CheckGuestResponseSchema,
      roles: EVERYONE,
      errors: [419, 422],
    }),
    write({
      id: 'checkMobileExists',
      path: '/check-mobile-exists',
      summary: 'Whether a registered account has this mobile',
      spec: '§7 Guest checkout',
      request: MobileRequestSchema,
      response: ExistsResponseSchema,
      roles: EVERYONE,
      errors: [419, 422],
    }),
    write({
      id: 'verifyGuestOtp',
      path: '/guest-verify-otp',
      summary: "Verify a guest's mobile with the texted code",
      description: '422 `{ error }` on failure.',
      spec: '§7 Guest checkout',
      request: VerifyOtpRequestSchema,
      response: MessageResponseSchema,
      roles: EVERYONE,
      errors: [419, 422],
      other422: CodeErrorSchema,
    }),
    write({
      id: 'sendEmailCode',
      path: '/send-otp/mail',
      summary: "Email a code for the guest's address",
      description: '429 `{ message }` before the countdown has run out.',
      spec: '§7 Guest checkout',
      request: EmailCodeRequestSchema,
      response: MessageResponseSchema,
      roles: EVERYONE,
      errors: [419, 422, 429],
      madeByNone: "The guest checkout's code is sent to the mobile number (POST /send-verification-code); widgets/guest-checkout/api.ts has the call, no screen uses it.",
    }),
    write({
      id: 'placeGuestCardOrder',
      path: '/guest/orders/card-payment',
      summary: 'Place a guest order, paid by card',
      spec: '§7 Guest checkout',
      request: GuestCardOrderRequestSchema,
      response: RedirectSchema,
      idempotencyKey: true,
      roles: EVERYONE,
      errors: [419, 422],
    }),
    write({
      id: 'placeGuestBankTransferOrder',
      path: '/guest/orders/bank-transfer',
      summary: 'Place a guest order, paid by bank transfer',
      description: 'The server prices the order itself; 422 on any amount it does not agree with, or an unverified mobile.',
      spec: '§7 Guest checkout',
      request: GuestOrderRequestSchema,
      response: GuestOrderPlacedSchema,
      idempotencyKey: true,
      roles: EVERYONE,
      errors: [419, 422],
    }),
    write({
      id: 'placeGuestCodOrder',
      path: '/guest/orders/cod-place',
      summary: 'Place a guest order, cash on delivery',
      spec: '§7 Guest checkout',
      request: GuestOrderRequestSchema,
      response: GuestOrderPlacedSchema,
      idempotencyKey: true,
      roles: EVERYONE,
      errors: [419, 422],
    }),

  ]),
  // ---- Admin -------------------------------------------------------------------------------------
  ...group('Admin', [
    read({
      id: 'getRecipient',
      path: '/orders/{orderId}/recipient',
      summary: "An order's recipient and products, for its parcel",
      spec: '§7 Admin',
      pathParams: [idParam('orderId', 'Order id')],
      response: RecipientSchema,
      roles: ADMIN,
      errors: [401, 403, 404],
    }),
    write({
      id: 'createParcel',
      path: '/orders/{orderId}/create-parcel',
      summary: "Create an order's parcel",
      description: '422 with the SPEC §5 texts, or `{ success: false, error }` for an order not placed yet or one that has its parcel.',
      spec: '§7 Admin',
      pathParams: [idParam('orderId', 'Order id')],
      request: ParcelRequestSchema,
      response: ParcelCreatedSchema,
      status: 201,
      idempotencyKey: true,
      roles: ADMIN,
      errors: [401, 403, 404, 419, 422],
      other422: ParcelRefusedSchema,
    }),
    write({
      id: 'storeCoupon',
      path: '/coupons/store',
      summary: 'Create a coupon',
      description: "Date-times without a zone are Sri Lanka time. 422 with the SPEC §5 texts, 'The code has already been taken.'",
      spec: '§7 Admin',
      request: CouponFormRequestSchema,
      response: CouponSavedSchema,
      status: 201,
      idempotencyKey: true,
      roles: ADMIN,
      errors: [401, 403, 419, 422],
    }),
    read({
      id: 'getCoupon',
      path: '/coupons/{id}',
      summary: 'A coupon and its products, for the edit form',
      spec: '§7 Admin',
      pathParams: [idParam('id', 'Coupon id')],
      response: CouponDetailSchema,
      roles: ADMIN,
      errors: [401, 403, 404],
    }),
    write({
      id: 'updateCoupon',
      path: '/coupons/{id}/update',
      method: 'PUT',
      summary: 'Update a coupon',
      spec: '§7 Admin',
      pathParams: [idParam('id', 'Coupon id')],
      request: CouponFormRequestSchema,
      response: CouponSavedSchema,
      roles: ADMIN,
      errors: [401, 403, 404, 419, 422],
    }),
    read({
      id: 'getPickerCategories',
      path: '/api/admin/categories',
      summary: "The coupon form's category picker: every category by name",
      spec: 'ours',
      response: PickerCategoriesSchema,
      roles: ADMIN,
      errors: [401, 403],
    }),
    read({
      id: 'getPickerCollections',
      path: '/api/admin/collections',
      summary: "The coupon form's collection picker, by title",
      spec: 'ours',
      response: PickerCollectionsSchema,
      roles: ADMIN,
      errors: [401, 403],
    }),
    read({
      id: 'getPickerBrands',
      path: '/api/admin/brands',
      summary: "The coupon form's brand picker, by name",
      spec: 'ours',
      response: PickerBrandsSchema,
      roles: ADMIN,
      errors: [401, 403],
    }),
    read({
      id: 'getPaymentsByMonth',
      path: '/api/payments-by-month',
      summary: 'Paid orders per month, the last 12 months',
      description: 'Oldest first, LKR; months without a sale left out.',
      spec: '§7 Auth, catalogue, reviews, wishlist',
      response: PaymentsByMonthSchema,
      roles: ADMIN,
      errors: [401, 403],
    }),
  ]),
];

/** The call of this id (throws for an unknown one: a typo in a caller is a bug). */
export function callById(id: string): Call {
  const call = CALLS.find((entry) => entry.id === id);
  if (!call) throw new Error(`No call "${id}" in contract/calls.ts`);
  return call;
}
