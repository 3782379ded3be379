import * as v from 'valibot';
import { IdSchema } from '../../shared/core/api/id';
import { DEFAULT_COUNTRY, FORM_TEXT_MAX_LENGTH, NO_VARIATION } from '../../shared/core/constants';
import { http, parse } from '../../shared/session/http';
import * as checkoutMessages from '../../shared/placement/messages/checkout';
import * as addressMessages from './address/messages';
import * as otpMessages from '../../shared/forms/messages';
import { normaliseMobile } from '../../shared/forms/mobile';
import { RedirectSchema, VariantSchema, type Variant } from '../../shared/session/api/cart';
import { MessageResponseSchema, VerifyOtpRequestSchema } from '../../shared/placement/api/verification';

/**
 * The signed-in order checkout's calls (SPEC §7 "Order checkout (signed-in)"): the order's
 * products, the shopper's addresses and mobile verification, and the three order calls. The
 * coupon and bank-account calls live in ./coupons.ts, `POST /send-verification-code` in
 * ./verification.ts (one call for both flows). Amounts in LKR.
 */

const Amount = v.pipe(v.number(), v.finite());

/** SPEC §2 pages of a signed-in order. */
export const orderCheckoutPath = (orderId: number) => `/checkout/${orderId}`;
export const orderSuccessPath = (orderId: number) => `/order/success/${orderId}`;
export const bankTransferSuccessPath = (orderId: number) => `/order/bank-transfer/success/${orderId}`;
/** SPEC §2 'View My Orders'. */
export const MY_ORDERS_PATH = '/user/order/view_all';

/**
 * Ours: the status of an order call for an order already placed, with SPEC §8's server text
 * 'This order has already been placed successfully. Thank you!' in `message` (409 Conflict: the
 * order is no longer in the state the call needs). Another shopper's order, or an unknown one,
 * is 404.
 */
export const ALREADY_PLACED_STATUS = 409;

/**
 * SPEC §3 Order product `variants`: JSON text of type/value pairs, where 'No V' means none. Read
 * into the pairs to show: text that is not such a list shows none.
 */
function variantsFromJson(text: string): Variant[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const pairs = v.safeParse(v.array(VariantSchema), data);
  return pairs.success ? pairs.output.filter((pair) => pair.type !== NO_VARIATION && pair.value !== NO_VARIATION) : [];
}

/**
 * SPEC §3 Order product. `id` is the order line's. `original_price` is the unit price at the
 * time of the order; `discount_percentage` its percent off and `discount_amount` the line's
 * product discount (price × quantity × percent / 100, SPEC §9); `weight` one unit's shipping
 * weight in kg (0 for a product that ships free). `isRelatedToCoupon` is true when the order's
 * coupon covers the product (false before a coupon is applied; the screen sets its own badges
 * from `POST /coupons/validate`). `active_image` is null for a product without images.
 * `variants` arrives as JSON text (a product without variations sends
 * `[{"type":"No V","value":"No V"}]`) and comes out as the pairs to show.
 */
export const OrderProductSchema = v.object({
  id: v.number(),
  product: v.object({
    id: v.number(),
    name: v.string(),
    active_image: v.nullable(v.object({ image_id: v.string() })),
  }),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  original_price: v.number(),
  variants: v.pipe(v.string(), v.transform(variantsFromJson)),
  discount_percentage: v.number(),
  discount_amount: v.number(),
  weight: v.number(),
  isRelatedToCoupon: v.boolean(),
});
export type OrderProduct = v.InferOutput<typeof OrderProductSchema>;

/**
 * SPEC §7 `GET /orders/{orderId}/products` (also `/api/orders/{orderId}/products`) →
 * `products, subtotal, total_amount, shipping_cost`: the server's prices for the pending order,
 * the amounts the order calls must send back. `subtotal` = Σ original_price × quantity;
 * `shipping_cost` from the total weight (as `POST /calculate-shipping-cost` prices it);
 * `total_amount` = subtotal + shipping − product discounts, before any coupon (SPEC §9).
 * `products_discount` (ours) = Σ the lines' discount_amount.
 * An order already placed: `ALREADY_PLACED_STATUS` with `{message}`; an order with no
 * products answers `products: []` (SPEC §8 'No products found for this order.').
 */
export const OrderProductsResponseSchema = v.object({
  products: v.array(OrderProductSchema),
  subtotal: v.number(),
  products_discount: v.number(),
  shipping_cost: v.number(),
  total_amount: v.number(),
});
export type OrderProducts = v.InferOutput<typeof OrderProductsResponseSchema>;

export const getOrderProducts = (orderId: number) =>
  http.get(`/orders/${orderId}/products`).json().then(parse(OrderProductsResponseSchema));

/** SPEC §3 Address; `is_primary` 1 = primary. `receiver_phone_number` is 94XXXXXXXXX. */
export const AddressSchema = v.object({
  id: v.number(),
  nickname: v.string(),
  receiver_phone_number: v.string(),
  street: v.string(),
  city: v.string(),
  state: v.string(),
  postal_code: v.string(),
  country: v.string(),
  is_primary: v.picklist([0, 1]),
});
export type Address = v.InferOutput<typeof AddressSchema>;

/** SPEC §7 `GET /user/primary-address` → `primaryAddress`, null when the shopper has none. */
export const PrimaryAddressResponseSchema = v.object({ primaryAddress: v.nullable(AddressSchema) });

export const getPrimaryAddress = () =>
  http
    .get('/user/primary-address')
    .json()
    .then(parse(PrimaryAddressResponseSchema))
    .then((body) => body.primaryAddress);

/** SPEC §7 `GET /user/all/addresses` → `addresses`: the shopper's, the primary first. */
export const AddressesResponseSchema = v.object({ addresses: v.array(AddressSchema) });

export const getAddresses = () =>
  http
    .get('/user/all/addresses')
    .json()
    .then(parse(AddressesResponseSchema))
    .then((body) => body.addresses);

/** SPEC §7 `GET /user/mobile-verification-status` → `mobile_verified`. */
export const MobileVerificationStatusSchema = v.object({ mobile_verified: v.boolean() });

export const getMobileVerified = () =>
  http
    .get('/user/mobile-verification-status')
    .json()
    .then(parse(MobileVerificationStatusSchema))
    .then((body) => body.mobile_verified);

/**
 * SPEC §7 `GET /user/address-form` → `formHtml`: the server's Add New Address form, a
 * `<form method="post" action="/user/address/store" novalidate>` with labelled inputs named as
 * `AddressFormRequestSchema`'s fields (the receiver's number prefilled with the shopper's
 * verified mobile), a country select offering Sri Lanka only, an `is_primary` checkbox and a
 * submit button. No script and no inline handlers; still sanitise it before showing it
 * (ARCHITECTURE "Shared layer"), then send its fields with `storeAddress`.
 */
export const AddressFormResponseSchema = v.object({ formHtml: v.string() });

export const getAddressFormHtml = () =>
  http
    .get('/user/address-form')
    .json()
    .then(parse(AddressFormResponseSchema))
    .then((body) => body.formHtml);

/**
 * A required text of the address form, with its SPEC §5 text whether missing, blank or not
 * text, and ours when longer than the column (the shop's words, as on the guest checkout's form).
 */
const required = (message: string, tooLong: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(FORM_TEXT_MAX_LENGTH, tooLong)), '');
const optionalText = (tooLong: string) =>
  v.optional(v.pipe(v.string(tooLong), v.trim(), v.maxLength(FORM_TEXT_MAX_LENGTH, tooLong)), '');
/** A checkbox as JSON (true, 1) or as a form field ('1', 'on', 'true'); unticked when absent. */
const Checkbox = v.pipe(
  v.optional(v.unknown()),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'on' || value === 'true'),
);

/**
 * Ours: `POST /user/address/store`, what the server's form sends (JSON, form-encoded or
 * multipart). SPEC §5 saved-address texts on `street` ('Address is required.'), `city`, `state`
 * and `country`; the country must be Sri Lanka (the only one the form offers). A blank
 * nickname becomes 'Address N'; a blank receiver number is the shopper's verified mobile; any
 * number is normalised to 94XXXXXXXXX (SPEC §5). `is_primary` makes it the primary address
 * (the others stop being primary); a shopper's first address is primary anyway.
 * Parse with `abortPipeEarly` for one text per field. The shopper's mobile must be verified
 * first (`POST /verify-address-otp`): otherwise 403 `{message}`.
 */
export const AddressFormRequestSchema = v.object({
  nickname: optionalText(otpMessages.nicknameTooLong),
  receiver_phone_number: v.pipe(
    optionalText(otpMessages.invalidFormat),
    v.check((mobile) => mobile === '' || normaliseMobile(mobile).ok, otpMessages.invalidFormat),
  ),
  street: required(addressMessages.addressRequired, otpMessages.streetTooLong),
  city: required(addressMessages.cityRequired, otpMessages.cityTooLong),
  state: required(addressMessages.stateRequired, otpMessages.stateTooLong),
  postal_code: optionalText(otpMessages.postalCodeTooLong),
  country: v.pipe(
    // Only Sri Lanka is offered: anything longer is not a country the shop serves.
    required(addressMessages.countryRequired, checkoutMessages.countryNotServed),
    v.check((country) => country === DEFAULT_COUNTRY, checkoutMessages.countryNotServed),
  ),
  is_primary: Checkbox,
});
export type AddressFormRequest = v.InferInput<typeof AddressFormRequestSchema>;

/** 201 with the saved address. */
export const StoreAddressResponseSchema = v.object({ address: AddressSchema });

/** The key makes a retried or doubled write (an address, an order) happen once. */
const withKey = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });

/**
 * Send the server's form as it is filled in (its `FormData`), or the same fields as an object.
 * The key makes a save tried again after a lost answer add the address once.
 */
export const storeAddress = (fields: FormData | AddressFormRequest, idempotencyKey: string) =>
  http
    .post('/user/address/store', {
      ...(fields instanceof FormData ? { body: fields } : { json: fields }),
      headers: withKey(idempotencyKey),
    })
    .json()
    .then(parse(StoreAddressResponseSchema))
    .then((body) => body.address);

/**
 * SPEC §7 `POST /verify-address-otp {mobile_number, otp}` → `message` ('Verification successful');
 * a 422 whose `error` says why on failure (wrong, expired, too many tries, or the number
 * belongs to another account). The code comes from `POST /send-verification-code`. Success
 * makes the number the shopper's verified mobile.
 */
export const VerifyAddressOtpRequestSchema = VerifyOtpRequestSchema;

export const verifyAddressOtp = (mobile_number: string, otp: string) =>
  http
    .post('/verify-address-otp', { json: { mobile_number, otp } })
    .json()
    .then(parse(MessageResponseSchema));

/** SPEC §3 one product of the order as the order calls send it. */
export const OrderedProductSchema = v.object({
  product_id: IdSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export const PaymentTypeSchema = v.picklist(['card', 'bank_transfer', 'cod']);
export type PaymentType = v.InferOutput<typeof PaymentTypeSchema>;

/**
 * SPEC §7 body of `POST /orders/place` (card), `/orders/bank-transfer` and `/orders/cod-place`.
 * The server prices the order again from its own lines and refuses (422, on the field) anything
 * it does not agree with:
 * - `address_id`: one of the shopper's addresses ('Please select a shipping address before
 *   placing the order!' when null or missing, SPEC §5);
 * - `order_products`: the order's products and quantities ('Your order must include at least one
 *   product.' when none, SPEC §5), still on sale and in stock;
 * - `coupon_id`: a coupon usable on this order now (SPEC §5 minimum, expiry, usage limit);
 *   its discount is the server's (SPEC §5, order mode);
 * - `shipping_cost`, as `GET /orders/{id}/products` gave it;
 * - `products_discount`: the product discounts, Σ the lines' `discount_amount`;
 * - `discount_amount`: every discount, product discounts plus the coupon's;
 * - `total_amount` = subtotal + shipping_cost − discount_amount (SPEC §9 order total), above 0
 *   ('The total amount must be greater than 0 to place an order.', SPEC §5).
 * `payment_type` names the call's method; the fetchers below fill it in.
 */
const orderRequestEntries = {
  order_id: IdSchema,
  address_id: v.nullish(IdSchema, null),
  order_products: v.pipe(v.array(OrderedProductSchema), v.maxLength(200)),
  total_amount: Amount,
  discount_amount: Amount,
  products_discount: Amount,
  coupon_id: v.nullish(IdSchema, null),
  shipping_cost: Amount,
};
const orderRequestSchema = <TType extends PaymentType>(type: TType) =>
  v.object({ ...orderRequestEntries, payment_type: v.literal(type) });

export const CardOrderRequestSchema = orderRequestSchema('card');
export const BankTransferOrderRequestSchema = orderRequestSchema('bank_transfer');
export const CodOrderRequestSchema = orderRequestSchema('cod');
/** What the screen sends to any of the three calls. */
export type OrderRequest = Omit<v.InferInput<typeof CodOrderRequestSchema>, 'payment_type'>;

/** Bank transfer and cash on delivery: the order placed; its page is below (SPEC §2). */
export const OrderPlacedSchema = v.object({ success: v.literal(true), order_id: v.number() });


/** Card: the browser goes on to `redirect_url`, the payment page; paid, it lands on /order/success/{id}. */
export const placeCardOrder = (body: OrderRequest, idempotencyKey: string) =>
  http
    .post('/orders/place', { json: { ...body, payment_type: 'card' }, headers: withKey(idempotencyKey) })
    .json()
    .then(parse(RedirectSchema));

/** Then /order/bank-transfer/success/{order_id}. */
export const placeBankTransferOrder = (body: OrderRequest, idempotencyKey: string) =>
  http
    .post('/orders/bank-transfer', { json: { ...body, payment_type: 'bank_transfer' }, headers: withKey(idempotencyKey) })
    .json()
    .then(parse(OrderPlacedSchema));

/** Then /order/success/{order_id}. */
export const placeCodOrder = (body: OrderRequest, idempotencyKey: string) =>
  http
    .post('/orders/cod-place', { json: { ...body, payment_type: 'cod' }, headers: withKey(idempotencyKey) })
    .json()
    .then(parse(OrderPlacedSchema));
