import { Hono } from 'hono';
import * as v from 'valibot';
import {
  CheckEmailRequestSchema,
  CheckGuestRequestSchema,
  EmailCodeRequestSchema,
  GuestCardOrderRequestSchema,
  GuestDetailsSchema,
  GuestOrderRequestSchema,
} from '../../../widgets/guest-checkout/api';
import { MobileRequestSchema, VerifyOtpRequestSchema } from '../../../shared/placement/api/verification';
import { EMAIL_CODE_RESEND_SECONDS, EMAIL_CODE_SECONDS, OTP_RESEND_SECONDS } from '../../../shared/core/constants';
import * as orderMessages from '../../../widgets/order-checkout/messages';
import * as couponMessages from '../../../shared/purchase/messages/coupon';
import * as guestMessages from '../../../widgets/guest-checkout/messages';
import * as otpMessages from '../../../shared/mobile/messages';
import { normaliseMobile } from '../../../shared/mobile/mobile';
import { fromCents, toCents, type Cents } from '../../../shared/core/money';
import { couponDiscount, lineDiscount, orderTotal, subtotal, totalWeight, type PricedLine } from '../../../shared/purchase/pricing';
import { readBody, secondsUntil, tooSoon, validationError, type AppContext, type AppEnv } from '../env';
import { activeProduct, highestDiscount } from '../presenters';
import { shippingCostCents, shippingWeight } from '../shipping';
import { CODE_TTL_MS, type CodeCheck, type Store } from '../store/index';
import type { AddressRow, CouponRow, OrderRow, OrderStatus, PaymentType, ProductRow, UserRow, VariationRow } from '../store/types';
import { variationName } from './cart';
import { couponRefusal } from './coupons';

type Errors = Record<string, string[]>;
type GuestOrderBody = v.InferOutput<typeof GuestOrderRequestSchema>;

/** The stand-in card gateway (demo-pages/pages/order-pages.ts), where a card order goes to be paid. */
export const CARD_GATEWAY_PATH = '/__demo/card-gateway';
/** SPEC §2: the page after a guest order. */
export const guestOrderSuccessPath = (orderId: number) => `/guest/order/success/${orderId}`;

/** Codes texted to verify a number at checkout: a guest's, or a signed-in shopper's new address. */
export const mobileCodeKey = (mobile: string) => `verify:${mobile}`;
const emailCodeKey = (email: string) => `email:${email}`;

/**
 * Where a new guest order starts, by payment. A card order is 'pending' until the gateway
 * reports the payment ('paid', with paid_at); a bank-transfer order is 'pending' as well,
 * awaiting the transfer, until the shop sees the money arrive; a cash-on-delivery order is
 * 'placed' at once and paid on delivery. (A 'pending' order without a payment_type is a
 * signed-in order still on its checkout page.)
 */
const STARTING_STATUS: Record<PaymentType, OrderStatus> = { card: 'pending', bank_transfer: 'pending', cod: 'placed' };

/** The `error` of a failed code (SPEC §7, §8); §8's expiry text, written for the email code, fits both. */
const CODE_ERRORS: Record<Exclude<CodeCheck, 'ok'>, string> = {
  expired: otpMessages.emailCodeExpired,
  wrong: otpMessages.guestVerifyFailed,
  'too-many': 'Too many wrong codes. Please request a new one.',
};

const UNAVAILABLE = 'This product or option is no longer available.';
const PRICE_CHANGED = 'The price of an item has changed. Please review your order.';
const TOTAL_CHANGED = 'The order total has changed. Please review your order.';

/** Registered (not guest) accounts by email or number; emails arrive lower-cased by the schemas. */
const registered = (store: Store) => store.data.users.filter((user) => !user.is_guest);
const registeredWithEmail = (store: Store, email: string) =>
  registered(store).find((user) => user.email?.toLowerCase() === email) ?? null;
const registeredWithMobile = (store: Store, mobile: string) =>
  registered(store).find((user) => user.mobile === mobile) ?? null;

/** A line of a guest order as the server prices it: today's variation, price and discount. */
interface Line {
  product: ProductRow;
  variation: VariationRow;
  quantity: number;
  /** Percent off (SPEC §9 highest_discount). */
  discount: number;
}

const pricedLine = (line: Line): PricedLine => ({ priceCents: toCents(line.variation.price), quantity: line.quantity });

/** The order's lines from the catalogue as it is now, and the errors of any that cannot be sold. */
function orderLines(store: Store, items: GuestOrderBody['products']): { lines: Line[]; errors: Errors } {
  const lines: Line[] = [];
  const errors: Errors = {};
  // Two lines of one variation draw on the same stock.
  const wanted = new Map<VariationRow, number>();
  items.forEach((item, index) => {
    const product = activeProduct(store, item.product_id);
    const name = product ? variationName(product, item.variants) : null;
    const variation = product?.variations.find((row) => row.name === name);
    if (!product || !variation) {
      errors[`products.${index}.product_id`] = [UNAVAILABLE];
      return;
    }
    const quantity = (wanted.get(variation) ?? 0) + item.quantity;
    wanted.set(variation, quantity);
    if (quantity > variation.quantity) {
      const stock = variation.quantity;
      errors[`products.${index}.quantity`] = [
        stock === 0 ? `${product.name} is sold out.` : `Only ${stock} of ${product.name} left in stock.`,
      ];
    } else if (toCents(item.subtotal) !== toCents(variation.price) * item.quantity) {
      errors[`products.${index}.subtotal`] = [PRICE_CHANGED];
    }
    lines.push({ product, variation, quantity: item.quantity, discount: highestDiscount(store, product) });
  });
  return { lines, errors };
}

/** The coupon of `coupon_id` and its discount on these lines (SPEC §5, guest mode), or why it cannot apply. */
function applyCoupon(
  store: Store,
  couponId: number | null,
  lines: readonly Line[],
  goodsCents: Cents,
): { coupon: CouponRow | null; discountCents: Cents } | { refusal: string } {
  if (couponId === null) return { coupon: null, discountCents: 0 };
  const coupon = store.data.coupons.find((row) => row.id === couponId);
  if (!coupon) return { refusal: couponMessages.invalid };
  const refusal = couponRefusal(store, coupon, lines.map((line) => line.product.id), goodsCents);
  if (refusal) return { refusal };
  const eligible = lines.filter((line) => coupon.product_ids.includes(line.product.id)).map(pricedLine);
  const result = couponDiscount(coupon, goodsCents, eligible, 'guest');
  // couponRefusal already turned a subtotal below the minimum away.
  return { coupon, discountCents: result.ok ? result.discountCents : 0 };
}

interface PricedOrder {
  lines: Line[];
  coupon: CouponRow | null;
  subtotal: Cents;
  productDiscounts: Cents;
  couponDiscount: Cents;
  shipping: Cents;
  total: Cents;
}

/**
 * Price the order from the catalogue and compare with what the guest's screen showed
 * (GuestOrderRequestSchema): every amount the client sends must be the server's, to the cent.
 */
function priceOrder(store: Store, body: GuestOrderBody): { ok: true; order: PricedOrder } | { ok: false; errors: Errors } {
  if (body.products.length === 0) return { ok: false, errors: { products: [orderMessages.needsProduct] } };
  const { lines, errors } = orderLines(store, body.products);
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const goods = subtotal(lines.map(pricedLine));
  const productDiscounts = lines.reduce(
    (sum, line) => sum + lineDiscount(toCents(line.variation.price), line.quantity, line.discount),
    0,
  );
  const applied = applyCoupon(store, body.coupon_id, lines, goods);
  if ('refusal' in applied) return { ok: false, errors: { coupon_id: [applied.refusal] } };
  // What POST /calculate-shipping-cost answered the guest screen for this weight (SPEC §9).
  const weight = totalWeight(lines.map((line) => ({ weight: shippingWeight(line.product), quantity: line.quantity })));
  const shipping = shippingCostCents(weight);
  const total = orderTotal({ subtotal: goods, shipping, productDiscounts, couponDiscount: applied.discountCents });

  const mismatches: Errors = {};
  const sentPercents = body.products_discount ?? {};
  // Percents may carry decimals (12.5): compared to the hundredth, as shared/purchase/pricing.ts uses them.
  const percentDiffers = (line: Line) => {
    const sent = sentPercents[String(line.product.id)];
    return sent !== undefined && Math.round(sent * 100) !== Math.round(line.discount * 100);
  };
  if (lines.some(percentDiffers)) {
    mismatches.products_discount = ['The discount of an item has changed. Please review your order.'];
  }
  if (toCents(body.shipping_cost) !== shipping) {
    mismatches.shipping_cost = ['The shipping cost has changed. Please review your order.'];
  }
  if (toCents(body.discount_amount) !== productDiscounts + applied.discountCents) {
    mismatches.discount_amount = ['The discount has changed. Please review your order.'];
  }
  if (toCents(body.total) !== total) mismatches.total = [TOTAL_CHANGED];
  else if (total <= 0) mismatches.total = [orderMessages.totalPositive];
  if (Object.keys(mismatches).length > 0) return { ok: false, errors: mismatches };

  return {
    ok: true,
    order: { lines, coupon: applied.coupon, subtotal: goods, productDiscounts, couponDiscount: applied.discountCents, shipping, total },
  };
}

/**
 * The guest account for this email and number: the guest account the number belongs to, else
 * the one with the email, else a new one. (Registered accounts were turned away before.)
 */
function guestAccount(store: Store, email: string, mobile: string): UserRow {
  const guests = store.data.users.filter((user) => user.is_guest);
  const byMobile = guests.find((user) => user.mobile === mobile);
  if (byMobile) {
    byMobile.mobile_verified = true;
    return byMobile;
  }
  const byEmail = guests.find((user) => user.email?.toLowerCase() === email);
  if (byEmail) return byEmail;
  const user: UserRow = {
    id: store.nextId(store.data.users),
    name: `Guest ${mobile.slice(-4)}`,
    email,
    mobile,
    mobile_verified: true,
    is_admin: false,
    is_guest: true,
  };
  store.data.users.push(user);
  return user;
}

/** The shipping address as the guest's address row; the same address again is the same row. */
function guestAddress(store: Store, user: UserRow, body: GuestOrderBody, mobile: string): AddressRow {
  const fields = {
    user_id: user.id,
    nickname: body.nickname,
    receiver_phone_number: mobile,
    street: body.address.formatted_address,
    city: body.address.city,
    state: body.address.state,
    postal_code: body.address.postal_code,
    country: body.address.country,
  };
  const rows = store.data.addresses;
  const keys = Object.keys(fields) as (keyof typeof fields)[];
  const same = rows.find((row) => keys.every((key) => row[key] === fields[key]));
  if (same) return same;
  const address: AddressRow = {
    id: store.nextId(rows),
    ...fields,
    is_primary: rows.some((row) => row.user_id === user.id) ? 0 : 1,
  };
  rows.push(address);
  return address;
}

/**
 * Take what an order uses: its stock, and a use of its coupon. Bank-transfer and cash orders
 * take them when placed; a card order when its payment succeeds, so an abandoned card payment
 * holds nothing back. Stock sold meanwhile bottoms out at 0 (the shop then sorts it out with the
 * shopper, as after any oversell).
 */
export function takeStockAndCoupon(store: Store, order: OrderRow): void {
  for (const line of order.products) {
    const product = store.data.products.find((row) => row.id === line.product_id);
    const variation = product?.variations.find((row) => row.name === line.variation_name);
    if (variation) variation.quantity = Math.max(0, variation.quantity - line.quantity);
  }
  const coupon = store.data.coupons.find((row) => row.id === order.coupon_id);
  if (coupon) coupon.used_count += 1;
}

/** The stand-in gateway's "payment succeeded" for a card order: paid now, its stock taken. */
export function confirmCardPayment(store: Store, order: OrderRow): void {
  if (order.payment_type !== 'card' || order.paid_at !== null) return;
  order.status = 'paid';
  order.paid_at = store.now().toISOString();
  takeStockAndCoupon(store, order);
}

/**
 * Everything a guest order call checks before an order exists, then the order: a number verified
 * in this session, no registered account behind the email or number (SPEC §6: such a shopper
 * must log in), and amounts that agree with the server's.
 */
function placeGuestOrder(
  c: AppContext,
  body: GuestOrderBody,
  paymentType: PaymentType,
): { ok: true; order: OrderRow } | { ok: false; response: Response } {
  const store = c.var.store;
  const session = c.var.session;
  const refuse = (errors: Errors) => ({ ok: false as const, response: validationError(c, errors) });
  const mobile = normaliseMobile(body.phone_number);
  if (!mobile.ok) return refuse({ phone_number: [otpMessages.invalidFormat] });
  if (!session.verifiedMobiles.has(mobile.mobile)) return refuse({ phone_number: [guestMessages.detailsMissing] });
  const taken: Errors = {};
  if (registeredWithEmail(store, body.email)) taken.email = [guestMessages.emailRegistered];
  if (registeredWithMobile(store, mobile.mobile)) taken.phone_number = [otpMessages.alreadyRegistered];
  if (Object.keys(taken).length > 0) return refuse(taken);
  const priced = priceOrder(store, body);
  if (!priced.ok) return refuse(priced.errors);

  const { lines, coupon } = priced.order;
  const user = guestAccount(store, body.email, mobile.mobile);
  const address = guestAddress(store, user, body, mobile.mobile);
  const orders = store.data.orders;
  let lineId = orders.flatMap((row) => row.products).reduce((max, row) => Math.max(max, row.id), 0);
  const order: OrderRow = {
    id: store.nextId(orders),
    user_id: user.id,
    status: STARTING_STATUS[paymentType],
    payment_type: paymentType,
    address_id: address.id,
    coupon_id: coupon?.id ?? null,
    products: lines.map((line) => ({
      id: ++lineId,
      product_id: line.product.id,
      variation_name: line.variation.name,
      quantity: line.quantity,
      original_price: line.variation.price,
      discount_percentage: line.discount,
    })),
    subtotal: fromCents(priced.order.subtotal),
    shipping_cost: fromCents(priced.order.shipping),
    // Every discount, as the request's discount_amount: subtotal + shipping − discount = total.
    discount_amount: fromCents(priced.order.productDiscounts + priced.order.couponDiscount),
    total_amount: fromCents(priced.order.total),
    created_at: store.now().toISOString(),
    paid_at: null,
  };
  orders.push(order);
  if (paymentType !== 'card') takeStockAndCoupon(store, order);
  (session.guestOrderIds ??= new Set()).add(order.id);
  return { ok: true, order };
}

/**
 * Read an order body: the shipping form first, whose fields answer with the texts of SPEC §5
 * as the guest form shows them, then the rest of the payload as Laravel's validator words it.
 */
async function readOrder<TSchema extends v.GenericSchema>(c: AppContext, schema: TSchema) {
  const raw: unknown = await c.req.json().catch(() => null);
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const form = v.safeParse(GuestDetailsSchema, raw, { abortPipeEarly: true });
    if (!form.success) {
      const errors: Errors = {};
      for (const issue of form.issues) errors[v.getDotPath(issue) ?? 'body'] ??= [issue.message];
      return { ok: false as const, response: validationError(c, errors) };
    }
  }
  return readBody(c, schema);
}

/**
 * SPEC §7 "Guest checkout": the checks before an order (registered email or number, codes by
 * text and email), and the three order calls. None needs a signed-in shopper; the order calls
 * need the number verified in this session. `POST /send-verification-code` also serves the
 * signed-in address flow, so it keeps nothing guest-only.
 */
export const guestCheckoutRoutes = new Hono<AppEnv>()
  .post('/check-email-exists', async (c) => {
    const parsed = await readBody(c, CheckEmailRequestSchema);
    if (!parsed.ok) return parsed.response;
    return c.json({ exists: registeredWithEmail(c.var.store, parsed.body.email) !== null });
  })

  .post('/check-mobile-exists', async (c) => {
    const parsed = await readBody(c, MobileRequestSchema);
    if (!parsed.ok) return parsed.response;
    const mobile = normaliseMobile(parsed.body.mobile_number);
    if (!mobile.ok) return validationError(c, { mobile_number: [otpMessages.invalidFormatShort] });
    return c.json({ exists: registeredWithMobile(c.var.store, mobile.mobile) !== null });
  })

  .post('/send-verification-code', async (c) => {
    const parsed = await readBody(c, MobileRequestSchema);
    if (!parsed.ok) return parsed.response;
    const mobile = normaliseMobile(parsed.body.mobile_number);
    if (!mobile.ok) return validationError(c, { mobile_number: [otpMessages.invalidFormatShort] });
    const store = c.var.store;
    const key = mobileCodeKey(mobile.mobile);
    const pending = store.codes.get(key);
    // SPEC §9: another code after 60 s, as for the sign-in code.
    const wait = pending ? secondsUntil(store, pending.sentAt + OTP_RESEND_SECONDS * 1000) : 0;
    if (wait > 0) return tooSoon(c, wait);
    const purpose = c.var.session.userId === null ? 'guest' : 'address';
    store.sendCode(key, { channel: 'sms', to: mobile.mobile, purpose }, CODE_TTL_MS);
    return c.json({ message: 'Verification code sent.' });
  })

  .post('/guest-verify-otp', async (c) => {
    const parsed = await readBody(c, VerifyOtpRequestSchema);
    if (!parsed.ok) return parsed.response;
    const mobile = normaliseMobile(parsed.body.mobile_number);
    if (!mobile.ok) return c.json({ error: otpMessages.invalidFormatShort }, 422);
    const result = c.var.store.checkCode(mobileCodeKey(mobile.mobile), parsed.body.otp);
    if (result !== 'ok') return c.json({ error: CODE_ERRORS[result] }, 422);
    c.var.session.verifiedMobiles.add(mobile.mobile);
    return c.json({ message: otpMessages.verified });
  })

  .post('/send-otp/mail', async (c) => {
    const parsed = await readBody(c, EmailCodeRequestSchema);
    if (!parsed.ok) return parsed.response;
    const store = c.var.store;
    const email = parsed.body.email;
    const key = emailCodeKey(email);
    const pending = store.codes.get(key);
    // SPEC §9: the screen counts the code down, 220 s, then 120 s after a resend; a new code
    // goes once the running one has run out.
    const wait = pending ? secondsUntil(store, pending.expiresAt) : 0;
    if (wait > 0) return tooSoon(c, wait);
    const lifetime = pending ? EMAIL_CODE_RESEND_SECONDS : EMAIL_CODE_SECONDS;
    store.sendCode(key, { channel: 'email', to: email, purpose: 'email' }, lifetime * 1000);
    return c.json({ message: 'Verification code sent to your email.' });
  })

  .post('/check-guest-exists', async (c) => {
    const parsed = await readBody(c, CheckGuestRequestSchema);
    if (!parsed.ok) return parsed.response;
    const mobile = normaliseMobile(parsed.body.phone_number);
    if (!mobile.ok) return validationError(c, { phone_number: [otpMessages.invalidFormat] });
    const store = c.var.store;
    const byEmail = registeredWithEmail(store, parsed.body.email);
    const byMobile = registeredWithMobile(store, mobile.mobile);
    // SPEC §4/§8: the 'Account Already Exists' prompt, naming what is registered.
    if (byEmail && byMobile) return c.json({ exists: true, message: guestMessages.accountExistsDefault });
    if (byEmail) return c.json({ exists: true, message: guestMessages.emailRegistered });
    if (byMobile) return c.json({ exists: true, message: 'This phone number is already registered. Please log in to continue.' });
    return c.json({ exists: false, message: 'You can check out as a guest.' });
  })

  .post('/guest/orders/card-payment', async (c) => {
    const parsed = await readOrder(c, GuestCardOrderRequestSchema);
    if (!parsed.ok) return parsed.response;
    const placed = placeGuestOrder(c, parsed.body, 'card');
    if (!placed.ok) return placed.response;
    (c.var.session.cardCarts ??= new Map()).set(placed.order.id, parsed.body.guest_cart);
    return c.json({ redirect_url: `${CARD_GATEWAY_PATH}?order_id=${placed.order.id}` });
  })

  .post('/guest/orders/bank-transfer', async (c) => {
    const parsed = await readOrder(c, GuestOrderRequestSchema);
    if (!parsed.ok) return parsed.response;
    const placed = placeGuestOrder(c, parsed.body, 'bank_transfer');
    if (!placed.ok) return placed.response;
    return c.json({ success: true, order_id: placed.order.id });
  })

  .post('/guest/orders/cod-place', async (c) => {
    const parsed = await readOrder(c, GuestOrderRequestSchema);
    if (!parsed.ok) return parsed.response;
    const placed = placeGuestOrder(c, parsed.body, 'cod');
    if (!placed.ok) return placed.response;
    return c.json({ success: true, order_id: placed.order.id });
  });
