import * as v from 'valibot';
import { IdSchema } from '../core/api/id';
import { COUPON_CODE_PATTERN, FORM_TEXT_MAX_LENGTH, PARCEL_WEIGHT_MAX_KG, PARCEL_WEIGHT_MIN_KG, PERCENT_DISCOUNT_MAX, USAGE_LIMIT_MIN } from '../core/constants';
import { http, parse } from '../session/http';
import * as adminMessages from '../admin-texts/messages';
import * as otpMessages from '../forms/messages';
import { normaliseMobile } from '../forms/mobile';

/**
 * The coupon and parcel forms' calls (SPEC §2 "Admin screens", §3 Coupon, Parcel, Recipient
 * details, §5 coupon and parcel rules, §7 "Admin"; the sales chart's one call is its own,
 * widgets/sales-chart/api.ts, with its texts, so its page loads none of the forms' code). The request schemas carry the texts
 * of SPEC §5 on their fields (a missing field fails with its own text too: the backend's readBody
 * asks the field's schema): the forms check with them before sending, and the reference backend
 * answers 422 with the same texts when a request disagrees (one contract, two sides). Every admin
 * call needs an admin's session: 401 without one, 403 for a shopper.
 */

// ---- Coupons -------------------------------------------------------------------------------------


/**
 * A 0/1 switch (SPEC §3 show_on_products, exchange: "1|0"); missing is 0. Only numbers: a
 * boolean too would need valibot's `union`, about 0.9 KB on every page (valibot is one module,
 * in the core chunk).
 */
const flag = v.optional(v.picklist([0, 1]), 0);
/**
 * A number's text by what came instead of one: nothing (null, missing) says `missing`, SPEC §5's
 * text; anything else, letters included (the forms send NaN), `notNumber`.
 */
const numberText = (missing: string, notNumber: string) => (issue: v.BaseIssue<unknown>) =>
  issue.input === null || issue.input === undefined ? missing : notNumber;

/** An amount the shopper may leave empty (no minimum, no cap); never negative (SPEC §5). */
const optionalAmount = (notNumber: string, negative: string) =>
  v.nullish(v.pipe(v.number(notNumber), v.finite(notNumber), v.minValue(0, negative)), null);
/** `YYYY-MM-DDTHH:mm` as a datetime-local input gives it, or an ISO 8601 date-time. */
const DateTime = v.pipe(
  v.string(adminMessages.dateInvalid),
  v.check((text) => !Number.isNaN(Date.parse(text)), adminMessages.dateInvalid),
);

/**
 * `POST /coupons/store` and `PUT /coupons/{id}/update` (SPEC §7): the SPEC §5 rules, each with
 * its text on its field. `end_date` may be left out (no expiry); given, it must not be before
 * `start_date`. `selected_products` are product ids (possibly none: 'No products Selected.').
 */
export const CouponFormRequestSchema = v.pipe(
  v.object({
    title: v.pipe(
      v.string(adminMessages.couponTitleRequired),
      v.trim(),
      v.nonEmpty(adminMessages.couponTitleRequired),
      v.maxLength(FORM_TEXT_MAX_LENGTH, adminMessages.couponTitleTooLong),
    ),
    code: v.pipe(v.string(adminMessages.couponCodeInvalid), v.trim(), v.regex(COUPON_CODE_PATTERN, adminMessages.couponCodeInvalid)),
    discount_type: v.picklist(['percentage', 'fixed'], adminMessages.invalidDiscount),
    discount_value: v.pipe(v.number(adminMessages.invalidDiscount), v.finite(adminMessages.invalidDiscount)),
    min_order_value: optionalAmount(adminMessages.minOrderNotNumber, adminMessages.minOrderNegative),
    max_discount_value: optionalAmount(adminMessages.maxDiscountNotNumber, adminMessages.maxDiscountNegative),
    usage_limit: v.pipe(
      v.number(numberText(adminMessages.usageLimitMin, adminMessages.usageLimitNotWhole)),
      v.integer(adminMessages.usageLimitNotWhole),
      v.minValue(USAGE_LIMIT_MIN, adminMessages.usageLimitMin),
    ),
    start_date: DateTime,
    end_date: v.nullish(DateTime, null),
    show_on_products: flag,
    selected_products: v.pipe(
      v.optional(v.array(IdSchema), []),
      v.transform((ids) => [...new Set(ids)]),
    ),
  }),
  // The two rules across fields are partial checks: they run as soon as their own fields are
  // valid, whatever else is wrong, so a form shows every text at once, not one round at a time.
  // SPEC §5: percentage above 0 and at most 100; fixed above 0.
  v.forward(
    v.partialCheck(
      [['discount_type'], ['discount_value']],
      (coupon) => coupon.discount_value > 0 && (coupon.discount_type === 'fixed' || coupon.discount_value <= PERCENT_DISCOUNT_MAX),
      adminMessages.invalidDiscount,
    ),
    ['discount_value'],
  ),
  // SPEC §5: the end date is not before the start date.
  v.forward(
    v.partialCheck(
      [['start_date'], ['end_date']],
      (coupon) => coupon.end_date === null || Date.parse(coupon.end_date) >= Date.parse(coupon.start_date),
      adminMessages.endBeforeStart,
    ),
    ['end_date'],
  ),
);
export type CouponFormRequest = v.InferInput<typeof CouponFormRequestSchema>;
export type CouponForm = v.InferOutput<typeof CouponFormRequestSchema>;

/** SPEC §3 Coupon as the edit screen loads it (`GET /coupons/{id}`), with its products by name. */
export const CouponDetailSchema = v.object({
  coupon: v.object({
    id: v.number(),
    title: v.string(),
    code: v.string(),
    discount_type: v.picklist(['percentage', 'fixed']),
    discount_value: v.number(),
    min_order_value: v.nullable(v.number()),
    max_discount_value: v.nullable(v.number()),
    usage_limit: v.number(),
    start_date: v.string(),
    end_date: v.nullable(v.string()),
    show_on_products: v.picklist([0, 1]),
  }),
  products: v.array(v.object({ id: v.number(), name: v.string() })),
});
export type CouponDetail = v.InferOutput<typeof CouponDetailSchema>;

/** 201 from the store call, 200 from the update: where the admin goes next. */
export const CouponSavedSchema = v.object({ redirect_url: v.string() });

export const getCoupon = (id: number) => http.get(`/coupons/${id}`).json().then(parse(CouponDetailSchema));
/**
 * The key (ours, as on the order calls) makes a create tried again after a lost answer make one
 * coupon: the server answers the first answer again (docs/backend.md "Idempotency-Key").
 */
export const storeCoupon = (body: CouponFormRequest, idempotencyKey: string) =>
  http
    .post('/coupons/store', { json: body, headers: { 'Idempotency-Key': idempotencyKey } })
    .json()
    .then(parse(CouponSavedSchema));
export const updateCoupon = (id: number, body: CouponFormRequest) =>
  http.put(`/coupons/${id}/update`, { json: body }).json().then(parse(CouponSavedSchema));

/**
 * The three pickers' lists (SPEC §7: "The calls that load the category, collection and brand
 * pickers are not shown"; ours): `GET /api/admin/categories` (every category, by name),
 * `/api/admin/collections` (by title) and `/api/admin/brands` (by name). The products of what is
 * ticked come from `GET /api/filters/products` (shared/filters/api/filters.ts).
 */
export const PickerCategoriesSchema = v.array(v.object({ id: v.number(), name: v.string() }));
export const PickerCollectionsSchema = v.array(v.object({ id: v.number(), title: v.string() }));
export const PickerBrandsSchema = v.array(v.object({ id: v.number(), name: v.string() }));

export const getPickerCategories = () => http.get('/api/admin/categories').json().then(parse(PickerCategoriesSchema));
export const getPickerCollections = () => http.get('/api/admin/collections').json().then(parse(PickerCollectionsSchema));
export const getPickerBrands = () => http.get('/api/admin/brands').json().then(parse(PickerBrandsSchema));

/** What a picker's tick asks for: the products of one category, collection or brand. */
export type PickerKind = 'categories' | 'collections' | 'brands';

/** Of `GET /api/filters/products`'s cards, what a coupon's product list keeps: id and name. */
export const PickedProductsSchema = v.object({ data: v.array(v.object({ id: v.number(), name: v.string() })) });

/**
 * The products of one ticked category, collection or brand (`GET /api/filters/products?{kind}={id}`,
 * the filter pages' call, shared/filters/api/filters.ts). Read here by id and name only: the filter
 * pages' card schema and its chunk (11 KB, and the cards' 6 KB) stay off the coupon form's page.
 */
export const getPickerProducts = (kind: PickerKind, id: number) =>
  http
    .get('/api/filters/products', { searchParams: { [kind]: String(id) } })
    .json()
    .then(parse(PickedProductsSchema))
    .then((body) => body.data);

// ---- Parcels -------------------------------------------------------------------------------------

const required = (text: string, tooLong: string) =>
  v.pipe(v.string(text), v.trim(), v.nonEmpty(text), v.maxLength(FORM_TEXT_MAX_LENGTH, tooLong));
/** SPEC §5 mobile normalisation: a number the courier can call (kept as typed, trimmed). */
const phone = (text: string) => v.check((number: string) => normaliseMobile(number).ok, text);

/**
 * `POST /orders/{orderId}/create-parcel` (SPEC §3 Parcel, §5): every required field with its
 * SPEC text; the weight a whole number of kg from 1 to 1000; contact 2 optional; at least one of
 * the order's products, each with the amount it stands for.
 */
export const ParcelRequestSchema = v.object({
  parcel_weight: v.pipe(
    v.number(adminMessages.parcel.weightRequired),
    v.integer(adminMessages.parcel.weightRequired),
    v.minValue(PARCEL_WEIGHT_MIN_KG, adminMessages.parcel.weightRequired),
    v.maxValue(PARCEL_WEIGHT_MAX_KG, adminMessages.parcel.weightRequired),
  ),
  parcel_description: required(adminMessages.parcel.descriptionRequired, adminMessages.parcel.descriptionTooLong),
  recipient_name: required(adminMessages.parcel.recipientNameRequired, adminMessages.parcel.recipientNameTooLong),
  recipient_contact_1: v.pipe(
    v.string(adminMessages.parcel.contact1Required),
    v.trim(),
    v.nonEmpty(adminMessages.parcel.contact1Required),
    phone(otpMessages.invalidFormat),
  ),
  // Optional, but a number when given, by the same rule as contact 1.
  recipient_contact_2: v.nullish(v.pipe(v.string(otpMessages.invalidFormat), v.trim(), phone(otpMessages.invalidFormat)), null),
  recipient_address: required(adminMessages.parcel.addressRequired, adminMessages.parcel.addressTooLong),
  recipient_city: required(adminMessages.parcel.cityRequired, adminMessages.parcel.cityTooLong),
  amount: v.pipe(
    v.number(adminMessages.parcel.amountRequired),
    v.finite(adminMessages.parcel.amountRequired),
    v.minValue(0, adminMessages.parcel.amountRequired),
  ),
  exchange: flag,
  products: v.pipe(
    v.array(
      v.object({
        order_product_id: IdSchema,
        amount: v.pipe(
          v.number(adminMessages.productAmountInvalid),
          v.finite(adminMessages.productAmountInvalid),
          v.minValue(0, adminMessages.productAmountInvalid),
        ),
      }),
      adminMessages.parcel.productsRequired,
    ),
    v.nonEmpty(adminMessages.parcel.productsRequired),
  ),
});
export type ParcelRequest = v.InferInput<typeof ParcelRequestSchema>;

/**
 * `GET /orders/{orderId}/recipient`: SPEC §3 Recipient details, and (ours) the order's products
 * the parcel may carry, each with its amount (price × quantity, LKR) and the order's total.
 */
export const RecipientSchema = v.object({
  recipient: v.object({
    name: v.string(),
    phone_number: v.string(),
    receiver_phone_number: v.string(),
    formatted_address: v.string(),
    city: v.string(),
  }),
  products: v.array(v.object({ order_product_id: v.number(), name: v.string(), quantity: v.number(), amount: v.number() })),
  total_amount: v.number(),
});
export type Recipient = v.InferOutput<typeof RecipientSchema>;

/** SPEC §7: `success`, and `redirect_url` where to go; a refusal says `error`. */
export const ParcelCreatedSchema = v.object({
  success: v.boolean(),
  redirect_url: v.nullish(v.string(), null),
  error: v.nullish(v.string(), null),
});

export const getRecipient = (orderId: number) =>
  http.get(`/orders/${orderId}/recipient`).json().then(parse(RecipientSchema));
/** With an `Idempotency-Key`, as `storeCoupon`: one parcel however often a lost answer is retried. */
export const createParcel = (orderId: number, body: ParcelRequest, idempotencyKey: string) =>
  http
    .post(`/orders/${orderId}/create-parcel`, { json: body, headers: { 'Idempotency-Key': idempotencyKey } })
    .json()
    .then(parse(ParcelCreatedSchema));
