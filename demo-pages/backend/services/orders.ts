import { fromCents, toCents, type Cents } from '../../../shared/core/money';
import { lineDiscount, orderTotal, subtotal, totalWeight, type PricedLine } from '../../../shared/purchase/pricing';
import { shippingCostCents, shippingWeight } from '../shipping';
import type { Store } from '../store/index';
import type { CartItemRow, CouponRow, OrderProductRow, OrderRow, ProductRow, UserRow, VariationRow } from '../store/types';
import { couponCents, orderCoupon, takeCouponUse } from './coupons';
import { takeStock } from './stock';

/**
 * Orders, guest and signed-in alike: their lines, their amounts (SPEC §9, always the server's,
 * never the client's), making one, and taking what a placed or paid one uses.
 */

/** A 422's errors by field, as Laravel's validator gives them. */
export type FieldErrors = Record<string, string[]>;

/** A line's price is not the catalogue's now (ours: the SPEC gives no text). */
export const PRICE_CHANGED = 'The price of an item has changed. Please review your order.';

/** A line being sold now: a product's variation, how many, and its percent off now (SPEC §9 highest_discount). */
export interface SaleLine {
  product: ProductRow;
  variation: VariationRow;
  quantity: number;
  discount: number;
}

/** A line as the amounts need it: its product, unit price × quantity, percent off and unit shipping weight. */
export interface AmountLine {
  productId: number;
  priced: PricedLine;
  discount: number;
  weight: number;
}

/** A line being sold, priced as the catalogue is now. */
export const saleAmountLine = (line: SaleLine): AmountLine => ({
  productId: line.product.id,
  priced: { priceCents: toCents(line.variation.price), quantity: line.quantity },
  discount: line.discount,
  weight: shippingWeight(line.product),
});

/** An order's line, priced as ordered (unit price and percent off then); the weight is the product's. */
export function orderedAmountLine(store: Store, line: OrderProductRow): AmountLine {
  const product = store.data.products.find((row) => row.id === line.product_id);
  return {
    productId: line.product_id,
    priced: { priceCents: toCents(line.original_price), quantity: line.quantity },
    discount: line.discount_percentage,
    weight: product ? shippingWeight(product) : 0,
  };
}

export interface OrderPrice {
  subtotal: Cents;
  productDiscounts: Cents;
  shipping: Cents;
  couponDiscount: Cents;
  total: Cents;
}

/**
 * An order's amounts (SPEC §9): the subtotal, the product discounts, shipping from the total
 * weight (the rule of POST /calculate-shipping-cost, so the shipping a screen showed is the
 * shipping charged), the coupon's discount in the checkout's mode (SPEC §5) and the total.
 */
export function priceLines(lines: readonly AmountLine[], coupon: CouponRow | null, mode: 'guest' | 'order'): OrderPrice {
  const goods = subtotal(lines.map((line) => line.priced));
  const productDiscounts = lines.reduce(
    (sum, line) => sum + lineDiscount(line.priced.priceCents, line.priced.quantity, line.discount),
    0,
  );
  const shipping = shippingCostCents(totalWeight(lines.map((line) => ({ weight: line.weight, quantity: line.priced.quantity }))));
  const couponDiscount = couponCents(coupon, goods, lines, mode);
  return { subtotal: goods, productDiscounts, shipping, couponDiscount, total: orderTotal({ subtotal: goods, shipping, productDiscounts, couponDiscount }) };
}

/**
 * The amounts with the coupon an order call names, when it can be used on these lines now
 * (its minimum is checked against the subtotal); else why not (SPEC §5).
 */
export function priceWithCoupon(
  store: Store,
  lines: readonly AmountLine[],
  couponId: number | null,
  mode: 'guest' | 'order',
): { ok: true; price: OrderPrice; coupon: CouponRow | null } | { ok: false; refusal: string } {
  const withoutCoupon = priceLines(lines, null, mode);
  const applied = orderCoupon(store, couponId, lines.map((line) => line.productId), withoutCoupon.subtotal);
  if ('refusal' in applied) return { ok: false, refusal: applied.refusal };
  const price = applied.coupon ? priceLines(lines, applied.coupon, mode) : withoutCoupon;
  return { ok: true, price, coupon: applied.coupon };
}

/** The order row's amounts; `discount_amount` is every discount, so subtotal + shipping − discount = total. */
export const orderAmounts = (price: OrderPrice): Pick<OrderRow, 'subtotal' | 'shipping_cost' | 'discount_amount' | 'total_amount'> => ({
  subtotal: fromCents(price.subtotal),
  shipping_cost: fromCents(price.shipping),
  discount_amount: fromCents(price.productDiscounts + price.couponDiscount),
  total_amount: fromCents(price.total),
});

/**
 * A new order of these lines (ids of its lines go on from the last of any order), priced as
 * given, created now and not paid.
 */
export function addOrder(
  store: Store,
  fields: Pick<OrderRow, 'user_id' | 'status' | 'payment_type' | 'address_id' | 'coupon_id'> & Pick<Partial<OrderRow>, 'from_cart'>,
  lines: readonly SaleLine[],
  price: OrderPrice,
): OrderRow {
  const orders = store.data.orders;
  let lineId = orders.flatMap((row) => row.products).reduce((max, row) => Math.max(max, row.id), 0);
  const order: OrderRow = {
    id: store.nextId(orders),
    ...fields,
    products: lines.map((line) => ({
      id: ++lineId,
      product_id: line.product.id,
      variation_name: line.variation.name,
      quantity: line.quantity,
      original_price: line.variation.price,
      discount_percentage: line.discount,
    })),
    ...orderAmounts(price),
    created_at: store.now().toISOString(),
    paid_at: null,
  };
  orders.push(order);
  return order;
}

/**
 * The pending order `POST /checkout` makes (SPEC §4 "Cart checkout"), priced now: its checkout
 * page is /checkout/{id}. `fromCart`: placing it takes its lines out of the shopper's cart.
 */
export function createPendingOrder(store: Store, user: UserRow, lines: readonly SaleLine[], fromCart: boolean): OrderRow {
  const price = priceLines(lines.map(saleAmountLine), null, 'order');
  const fields = { user_id: user.id, status: 'pending', payment_type: null, address_id: null, coupon_id: null } as const;
  return addOrder(store, { ...fields, from_cart: fromCart }, lines, price);
}

/** The shopper's own order with this id; null for an unknown id or another shopper's order. */
export function shopperOrder(store: Store, user: UserRow, id: number): OrderRow | null {
  return store.data.orders.find((order) => order.id === id && order.user_id === user.id) ?? null;
}

/**
 * An order made from the cart is placed (or its card payment made): its lines leave the
 * shopper's cart, whatever quantity the cart holds now. A Buy Now order leaves the cart alone.
 */
export function clearOrderedCartLines(store: Store, order: OrderRow): void {
  if (!order.from_cart) return;
  const ordered = (row: CartItemRow) =>
    order.products.some((line) => line.product_id === row.product_id && line.variation_name === row.variation_name);
  store.data.cartItems = store.data.cartItems.filter((row) => row.user_id !== order.user_id || !ordered(row));
}

/**
 * Take what an order uses: its stock, and a use of its coupon. Bank-transfer and cash orders
 * take them when placed; a card order when its payment succeeds, so an abandoned card payment
 * holds nothing back.
 */
export function takeStockAndCoupon(store: Store, order: OrderRow): void {
  takeStock(store, order.products);
  takeCouponUse(store, order.coupon_id);
}

/** The stand-in gateway's "payment succeeded" for a card order: paid now, its stock taken. */
export function confirmCardPayment(store: Store, order: OrderRow): void {
  if (order.payment_type !== 'card' || order.paid_at !== null) return;
  order.status = 'paid';
  order.paid_at = store.now().toISOString();
  takeStockAndCoupon(store, order);
}
