import * as v from 'valibot';
import { IdSchema } from '../../shared/core/api/id';
import { DEFAULT_COUNTRY, EMAIL_MAX_LENGTH, FORM_TEXT_MAX_LENGTH, GUEST_CART_MAX_LINES } from '../../shared/core/constants';
import { http, parse } from '../../shared/session/http';
import * as checkoutMessages from '../../shared/placement/messages/checkout';
import * as guestMessages from './messages';
import * as otpMessages from '../../shared/forms/messages';
import { normaliseMobile } from '../../shared/forms/mobile';
import { CartEntrySchema } from '../../shared/core/api/cart-entry';
import { RedirectSchema, VariantSchema } from '../../shared/session/api/cart';
import { MessageResponseSchema, Mobile } from '../../shared/placement/api/verification';

/**
 * The guest checkout's calls (SPEC §7 "Guest checkout"); the code texted to a mobile number,
 * which the signed-in address flow sends too, is in ./verification.ts. Amounts in LKR.
 */

const Email = v.pipe(
  v.string(guestMessages.invalidEmail),
  v.trim(),
  v.email(guestMessages.invalidEmail),
  v.maxLength(EMAIL_MAX_LENGTH, otpMessages.emailTooLong),
  v.toLowerCase(),
);

export const ExistsResponseSchema = v.object({ exists: v.boolean() });

/** SPEC §7 `POST /check-email-exists {email}`: true when a registered (non-guest) account has it. */
export const CheckEmailRequestSchema = v.object({ email: Email });

export const checkEmailExists = (email: string) =>
  http
    .post('/check-email-exists', { json: { email } })
    .json()
    .then(parse(ExistsResponseSchema))
    .then((body) => body.exists);


export const checkMobileExists = (mobile_number: string) =>
  http
    .post('/check-mobile-exists', { json: { mobile_number } })
    .json()
    .then(parse(ExistsResponseSchema))
    .then((body) => body.exists);


/**
 * SPEC §7 `POST /guest-verify-otp {mobile_number, otp}` → `message`; on failure a 422 whose
 * `error` says why (wrong, expired, too many tries). A verified number may place guest orders
 * in this session.
 */

export const verifyGuestOtp = (mobile_number: string, otp: string) =>
  http
    .post('/guest-verify-otp', { json: { mobile_number, otp } })
    .json()
    .then(parse(MessageResponseSchema));

/**
 * SPEC §7 `POST /send-otp/mail {email}`: a code emailed for the guest's address. It lives for the
 * countdown of SPEC §9 (220 s, 120 s after a resend); another is sent once it has run out,
 * before that 429 `{message}`.
 */
export const EmailCodeRequestSchema = v.object({ email: Email });

export const sendEmailCode = (email: string) =>
  http.post('/send-otp/mail', { json: { email } }).json().then(parse(MessageResponseSchema));

/**
 * SPEC §7 `POST /check-guest-exists {email, phone_number}` → `exists, message`: whether either
 * belongs to a registered account, which must sign in instead (SPEC §4, §6). `message` is the
 * 'Account Already Exists' prompt's text when it does.
 */
export const CheckGuestRequestSchema = v.object({ email: Email, phone_number: Mobile });
export const CheckGuestResponseSchema = v.object({ exists: v.boolean(), message: v.string() });

export const checkGuestExists = (email: string, phone_number: string) =>
  http
    .post('/check-guest-exists', { json: { email, phone_number } })
    .json()
    .then(parse(CheckGuestResponseSchema));

/**
 * A required field of the shipping form, with its SPEC §5 text whether missing, blank or not
 * text, and ours when it is longer than the column (every check has a text of ours:
 * tests/unit/form-texts.test.ts).
 */
const required = (message: string, tooLong: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(FORM_TEXT_MAX_LENGTH, tooLong)), '');
const optionalText = (tooLong: string) =>
  v.optional(v.pipe(v.string(tooLong), v.trim(), v.maxLength(FORM_TEXT_MAX_LENGTH, tooLong)), '');

/** SPEC §3 Guest address as the shipping form sends it; the country selector only offers Sri Lanka. */
export const GuestAddressSchema = v.optional(
  v.object(
    {
      formatted_address: required(guestMessages.streetRequired, otpMessages.streetTooLong),
      city: required(guestMessages.cityRequired, otpMessages.cityTooLong),
      state: optionalText(otpMessages.stateTooLong),
      postal_code: optionalText(otpMessages.postalCodeTooLong),
      country: v.pipe(
        // Only Sri Lanka is offered: anything longer is not a country the shop serves.
        required(guestMessages.countryRequired, checkoutMessages.countryNotServed),
        v.check((country) => country === DEFAULT_COUNTRY, checkoutMessages.countryNotServed),
      ),
    },
    guestMessages.streetRequired,
  ),
  {},
);

/**
 * The guest checkout's shipping form (SPEC §2) with the texts of SPEC §5. The form checks it
 * before sending, and the order calls check it again, answering 422 with these texts on the
 * same fields (parse with `abortPipeEarly` for one text per field).
 */
export const GuestDetailsSchema = v.object({
  nickname: required(guestMessages.nicknameRequired, otpMessages.nicknameTooLong),
  email: v.optional(
    v.pipe(
      v.string(guestMessages.invalidEmail),
      v.trim(),
      v.email(guestMessages.invalidEmail),
      v.maxLength(EMAIL_MAX_LENGTH, otpMessages.emailTooLong),
      v.toLowerCase(),
    ),
    '',
  ),
  phone_number: v.pipe(
    required(guestMessages.mobileRequired, otpMessages.invalidFormat),
    v.check((mobile) => normaliseMobile(mobile).ok, otpMessages.invalidFormat),
  ),
  address: GuestAddressSchema,
});
export type GuestDetails = v.InferOutput<typeof GuestDetailsSchema>;

/**
 * One product of a guest order (SPEC §7): `subtotal` is its price × quantity before discounts;
 * `variants` the chosen type/value pairs ('No V' products send none).
 */
export const GuestOrderLineSchema = v.object({
  product_id: IdSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  subtotal: v.pipe(v.number(), v.minValue(0)),
  variants: v.optional(v.pipe(v.array(VariantSchema), v.maxLength(20)), []),
});

/**
 * SPEC §7 `POST /guest/orders/bank-transfer` and `/guest/orders/cod-place`. The server prices the
 * order itself and refuses (422, on the field) any amount it does not agree with:
 * - `total` = subtotal + shipping − product discounts − coupon discount (SPEC §9);
 * - `shipping_cost`: what `POST /calculate-shipping-cost` answers for the order's total weight;
 * - `discount_amount`: every discount of the order, the product discounts plus the coupon's,
 *   so that total = Σ subtotals + shipping_cost − discount_amount;
 * - `products_discount` (optional, as in `POST /checkout`): product id → percent off.
 * The coupon's discount follows from `coupon_id` (SPEC §5, guest mode), never from the client.
 * The mobile number must have been verified with `POST /guest-verify-otp` in this session.
 */
export const GuestOrderRequestSchema = v.object({
  ...GuestDetailsSchema.entries,
  total: v.number(),
  shipping_cost: v.number(),
  discount_amount: v.number(),
  products_discount: v.optional(v.record(v.string(), v.number())),
  coupon_id: v.nullish(IdSchema, null),
  products: v.pipe(v.array(GuestOrderLineSchema), v.maxLength(GUEST_CART_MAX_LINES)),
});
export type GuestOrderRequest = v.InferInput<typeof GuestOrderRequestSchema>;

/**
 * SPEC §7 `POST /guest/orders/card-payment`: the same with the guest cart, which the browser
 * drops on the redirect (SPEC §4) and gets back if the payment is cancelled.
 */
export const GuestCardOrderRequestSchema = v.object({
  ...GuestOrderRequestSchema.entries,
  guest_cart: v.pipe(v.array(CartEntrySchema), v.maxLength(GUEST_CART_MAX_LINES)),
});
export type GuestCardOrderRequest = v.InferInput<typeof GuestCardOrderRequestSchema>;

/** Bank transfer and cash on delivery: the order placed; its page is /guest/order/success/{order_id}. */
export const GuestOrderPlacedSchema = v.object({ success: v.literal(true), order_id: v.number() });

/** The key makes a retried or doubled request place one order. */
const withKey = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });

/** A card order: the browser goes on to `redirect_url`, the payment page. */
export const placeGuestCardOrder = (body: GuestCardOrderRequest, idempotencyKey: string) =>
  http
    .post('/guest/orders/card-payment', { json: body, headers: withKey(idempotencyKey) })
    .json()
    .then(parse(RedirectSchema));

export const placeGuestBankTransferOrder = (body: GuestOrderRequest, idempotencyKey: string) =>
  http
    .post('/guest/orders/bank-transfer', { json: body, headers: withKey(idempotencyKey) })
    .json()
    .then(parse(GuestOrderPlacedSchema));

export const placeGuestCodOrder = (body: GuestOrderRequest, idempotencyKey: string) =>
  http
    .post('/guest/orders/cod-place', { json: body, headers: withKey(idempotencyKey) })
    .json()
    .then(parse(GuestOrderPlacedSchema));
