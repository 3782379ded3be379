import type * as v from 'valibot';
import type { GuestOrderRequestSchema } from '../../../widgets/guest-checkout/api';
import * as guestMessages from '../../../widgets/guest-checkout/messages';
import * as orderMessages from '../../../widgets/order-checkout/messages';
import * as otpMessages from '../../../shared/forms/messages';
import { normaliseMobile } from '../../../shared/forms/mobile';
import { toCents } from '../../../shared/core/money';
import { highestDiscount } from '../presenters';
import type { Session, Store } from '../store/index';
import type { AddressRow, OrderRow, OrderStatus, PaymentType, UserRow } from '../store/types';
import { guestAccount, registeredWithEmail, registeredWithMobile } from './accounts';
import { addOrder, PRICE_CHANGED, priceWithCoupon, saleAmountLine, takeStockAndCoupon, type FieldErrors, type OrderPrice, type SaleLine } from './orders';
import { orderStockText, stockTally } from './stock';
import { variationByPairs } from './variations';

/** SPEC §7 guest order bodies (the card order's adds the guest cart, which the route keeps). */
export type GuestOrderBody = v.InferOutput<typeof GuestOrderRequestSchema>;

/**
 * Where a new guest order starts, by payment. A card order is 'pending' until the gateway
 * reports the payment ('paid', with paid_at); a bank-transfer order is 'pending' as well,
 * awaiting the transfer, until the shop sees the money arrive; a cash-on-delivery order is
 * 'placed' at once and paid on delivery. (A 'pending' order without a payment_type is a
 * signed-in order still on its checkout page.)
 */
const STARTING_STATUS: Record<PaymentType, OrderStatus> = { card: 'pending', bank_transfer: 'pending', cod: 'placed' };

/** The order's lines from the catalogue as it is now, and the errors of any that cannot be sold. */
function orderLines(store: Store, items: GuestOrderBody['products']): { lines: SaleLine[]; errors: FieldErrors } {
  const lines: SaleLine[] = [];
  const errors: FieldErrors = {};
  const stock = stockTally();
  items.forEach((item, index) => {
    const sold = variationByPairs(store, item.product_id, item.variants);
    if (!sold) {
      errors[`products.${index}.product_id`] = [orderMessages.unavailable];
      return;
    }
    const { product, variation } = sold;
    if (!stock.fits(variation, item.quantity)) {
      errors[`products.${index}.quantity`] = [orderStockText(variation.quantity, product.name)];
    } else if (toCents(item.subtotal) !== toCents(variation.price) * item.quantity) {
      errors[`products.${index}.subtotal`] = [PRICE_CHANGED];
    }
    lines.push({ product, variation, quantity: item.quantity, discount: highestDiscount(store, product) });
  });
  return { lines, errors };
}

/**
 * Price the order from the catalogue and compare with what the guest's screen showed
 * (GuestOrderRequestSchema): every amount the client sends must be the server's, to the cent.
 */
function priceGuestOrder(
  store: Store,
  body: GuestOrderBody,
): { ok: true; lines: SaleLine[]; price: OrderPrice; couponId: number | null } | { ok: false; errors: FieldErrors } {
  if (body.products.length === 0) return { ok: false, errors: { products: [orderMessages.needsProduct] } };
  const { lines, errors } = orderLines(store, body.products);
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const priced = priceWithCoupon(store, lines.map(saleAmountLine), body.coupon_id, 'guest');
  if (!priced.ok) return { ok: false, errors: { coupon_id: [priced.refusal] } };
  const { price } = priced;

  const mismatches: FieldErrors = {};
  const sentPercents = body.products_discount ?? {};
  // Percents may carry decimals (12.5): compared to the hundredth, as shared/purchase/pricing.ts uses them.
  const percentDiffers = (line: SaleLine) => {
    const sent = sentPercents[String(line.product.id)];
    return sent !== undefined && Math.round(sent * 100) !== Math.round(line.discount * 100);
  };
  if (lines.some(percentDiffers)) mismatches.products_discount = [orderMessages.productDiscountChanged];
  if (toCents(body.shipping_cost) !== price.shipping) mismatches.shipping_cost = [orderMessages.shippingChanged];
  if (toCents(body.discount_amount) !== price.productDiscounts + price.couponDiscount) {
    mismatches.discount_amount = [orderMessages.discountChanged];
  }
  if (toCents(body.total) !== price.total) mismatches.total = [orderMessages.totalChanged];
  else if (price.total <= 0) mismatches.total = [orderMessages.totalPositive];
  if (Object.keys(mismatches).length > 0) return { ok: false, errors: mismatches };

  return { ok: true, lines, price, couponId: priced.coupon?.id ?? null };
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
 * Everything a guest order checks before an order exists, then the order: a number verified
 * in this session, no registered account behind the email or number (SPEC §6: such a shopper
 * must log in), and amounts that agree with the server's. Bank-transfer and cash orders take
 * their stock and coupon use now, a card order once paid; only this session sees its pages.
 */
export function placeGuestOrder(
  store: Store,
  session: Session,
  body: GuestOrderBody,
  paymentType: PaymentType,
): { ok: true; order: OrderRow } | { ok: false; errors: FieldErrors } {
  const mobile = normaliseMobile(body.phone_number);
  if (!mobile.ok) return { ok: false, errors: { phone_number: [otpMessages.invalidFormat] } };
  if (!session.verifiedMobiles.has(mobile.mobile)) return { ok: false, errors: { phone_number: [guestMessages.detailsMissing] } };
  const taken: FieldErrors = {};
  if (registeredWithEmail(store, body.email)) taken.email = [guestMessages.emailRegistered];
  if (registeredWithMobile(store, mobile.mobile)) taken.phone_number = [otpMessages.alreadyRegistered];
  if (Object.keys(taken).length > 0) return { ok: false, errors: taken };
  const priced = priceGuestOrder(store, body);
  if (!priced.ok) return priced;

  const user = guestAccount(store, body.email, mobile.mobile);
  const address = guestAddress(store, user, body, mobile.mobile);
  const fields = {
    user_id: user.id,
    status: STARTING_STATUS[paymentType],
    payment_type: paymentType,
    address_id: address.id,
    coupon_id: priced.couponId,
  };
  const order = addOrder(store, fields, priced.lines, priced.price);
  if (paymentType !== 'card') takeStockAndCoupon(store, order);
  (session.guestOrderIds ??= new Set()).add(order.id);
  return { ok: true, order };
}
