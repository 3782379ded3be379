import { Hono } from 'hono';
import type * as v from 'valibot';
import {
  ALREADY_PLACED_STATUS,
  BankTransferOrderRequestSchema,
  CardOrderRequestSchema,
  CodOrderRequestSchema,
  type OrderProductsResponseSchema,
  type PaymentType,
} from '../../../widgets/order-checkout/api';
import * as orderMessages from '../../../widgets/order-checkout/messages';
import * as couponMessages from '../../../shared/purchase/messages/coupon';
import { fromCents, toCents, type Cents } from '../../../shared/core/money';
import { couponDiscount, lineDiscount, orderTotal, subtotal, totalWeight, type PricedLine } from '../../../shared/purchase/pricing';
import { currentUser, jsonStatus, readBody, unauthenticated, validationError, type AppContext, type AppEnv } from '../env';
import { activeProduct, orderProduct } from '../presenters';
import { shippingCostCents, shippingWeight } from '../shipping';
import type { Store } from '../store/index';
import type { CouponRow, OrderRow, UserRow } from '../store/types';
import { clearOrderedCartLines } from './cart';
import { couponRefusal } from './coupons';
import { takeStockAndCoupon } from './guest-checkout';

type Errors = Record<string, string[]>;
/** An order call's body; `payment_type` is the route's own. */
type OrderBody = Omit<v.InferOutput<typeof CodOrderRequestSchema>, 'payment_type'>;

const REQUEST_SCHEMAS = {
  card: CardOrderRequestSchema,
  bank_transfer: BankTransferOrderRequestSchema,
  cod: CodOrderRequestSchema,
} as const;

/** The stand-in card gateway for a signed-in order (demo-pages/pages/signed-in-order-pages.ts). */
export const ORDER_CARD_GATEWAY_PATH = '/__demo/card-gateway/order';

/** The shopper's own order with this id; null for an unknown id or another shopper's order. */
export function shopperOrder(store: Store, user: UserRow, id: number): OrderRow | null {
  return store.data.orders.find((order) => order.id === id && order.user_id === user.id) ?? null;
}

/**
 * A signed-in order is open on its checkout page while it is 'pending' (POST /checkout made it).
 * A card order stays 'pending' until the gateway reports the payment, so a cancelled payment
 * returns to a checkout that still works; every other status is an order placed.
 */
const isPlaced = (order: OrderRow) => order.status !== 'pending';

const alreadyPlaced = (c: AppContext) =>
  jsonStatus(c, { message: orderMessages.alreadyPlaced }, ALREADY_PLACED_STATUS);

interface OrderPrice {
  subtotal: Cents;
  productDiscounts: Cents;
  shipping: Cents;
  couponDiscount: Cents;
  total: Cents;
}

/**
 * The order's amounts from its own lines, as ordered (unit price and percent off), never from
 * the client: SPEC §9 subtotal, product discounts, shipping from the total weight (the rule of
 * POST /calculate-shipping-cost), the coupon's discount in order mode (SPEC §5: the eligible
 * lines' unit prices) and the order total. A coupon below its minimum gives nothing here;
 * `couponRefusal` turns it away before.
 */
function priceOrder(store: Store, order: OrderRow, coupon: CouponRow | null): OrderPrice {
  const priced = (line: OrderRow['products'][number]): PricedLine => ({
    priceCents: toCents(line.original_price),
    quantity: line.quantity,
  });
  const goods = subtotal(order.products.map(priced));
  const productDiscounts = order.products.reduce(
    (sum, line) => sum + lineDiscount(toCents(line.original_price), line.quantity, line.discount_percentage),
    0,
  );
  const weight = totalWeight(
    order.products.map((line) => {
      const product = store.data.products.find((row) => row.id === line.product_id);
      return { weight: product ? shippingWeight(product) : 0, quantity: line.quantity };
    }),
  );
  const shipping = shippingCostCents(weight);
  const eligible = coupon ? order.products.filter((line) => coupon.product_ids.includes(line.product_id)).map(priced) : [];
  const result = coupon ? couponDiscount(coupon, goods, eligible, 'order') : null;
  const couponCents = result?.ok ? result.discountCents : 0;
  return {
    subtotal: goods,
    productDiscounts,
    shipping,
    couponDiscount: couponCents,
    total: orderTotal({ subtotal: goods, shipping, productDiscounts, couponDiscount: couponCents }),
  };
}

/** SPEC §7 `GET /orders/{orderId}/products` (and its /api twin): the pending order as the server prices it. */
function orderProducts(c: AppContext) {
  const user = currentUser(c);
  if (!user) return unauthenticated(c);
  const store = c.var.store;
  const order = shopperOrder(store, user, Number(c.req.param('orderId')));
  if (!order) return c.json({ message: 'Not Found' }, 404);
  if (isPlaced(order)) return alreadyPlaced(c);
  const coupon = store.data.coupons.find((row) => row.id === order.coupon_id) ?? null;
  const price = priceOrder(store, order, null);
  return c.json({
    products: order.products.map((line) => orderProduct(store, line, coupon?.product_ids.includes(line.product_id) ?? false)),
    subtotal: fromCents(price.subtotal),
    products_discount: fromCents(price.productDiscounts),
    shipping_cost: fromCents(price.shipping),
    total_amount: fromCents(price.total),
  } satisfies v.InferInput<typeof OrderProductsResponseSchema>);
}

/** Product id → quantity, adding up lines of one product. */
function quantities(lines: readonly { product_id: number; quantity: number }[]): Map<number, number> {
  const byProduct = new Map<number, number>();
  for (const line of lines) byProduct.set(line.product_id, (byProduct.get(line.product_id) ?? 0) + line.quantity);
  return byProduct;
}

/**
 * The products the shopper confirms must be the order's (SPEC §5: at least one), each still on
 * sale and in stock (two lines of one variation draw on the same stock).
 */
function checkProducts(store: Store, order: OrderRow, sent: OrderBody['order_products']): Errors {
  if (order.products.length === 0 || sent.length === 0) return { order_products: [orderMessages.needsProduct] };
  const ordered = quantities(order.products);
  const confirmed = quantities(sent);
  if (ordered.size !== confirmed.size || [...ordered].some(([id, quantity]) => confirmed.get(id) !== quantity)) {
    return { order_products: [orderMessages.productsChanged] };
  }
  const errors: Errors = {};
  const wanted = new Map<string, number>();
  order.products.forEach((line, index) => {
    const product = activeProduct(store, line.product_id);
    const variation = product?.variations.find((row) => row.name === line.variation_name);
    if (!product || !variation) {
      errors[`order_products.${index}.product_id`] = [orderMessages.unavailable];
      return;
    }
    const key = `${product.id}:${variation.name}`;
    const quantity = (wanted.get(key) ?? 0) + line.quantity;
    wanted.set(key, quantity);
    if (quantity > variation.quantity) {
      errors[`order_products.${index}.quantity`] = [
        variation.quantity === 0 ? orderMessages.soldOut(product.name) : orderMessages.onlyLeft(variation.quantity, product.name),
      ];
    }
  });
  return errors;
}

/** The coupon of `coupon_id`, if it can be used on this order now; else the reason (SPEC §5). */
function orderCoupon(
  store: Store,
  order: OrderRow,
  couponId: number | null,
  goods: Cents,
): { coupon: CouponRow | null } | { refusal: string } {
  if (couponId === null) return { coupon: null };
  const coupon = store.data.coupons.find((row) => row.id === couponId);
  if (!coupon) return { refusal: couponMessages.invalid };
  const refusal = couponRefusal(store, coupon, order.products.map((line) => line.product_id), goods);
  return refusal ? { refusal } : { coupon };
}

/** Every amount the screen showed must be the server's, to the cent. */
function checkAmounts(body: OrderBody, price: OrderPrice): Errors {
  const errors: Errors = {};
  if (toCents(body.shipping_cost) !== price.shipping) errors.shipping_cost = [orderMessages.shippingChanged];
  if (toCents(body.products_discount) !== price.productDiscounts) {
    errors.products_discount = [orderMessages.productDiscountChanged];
  }
  if (toCents(body.discount_amount) !== price.productDiscounts + price.couponDiscount) {
    errors.discount_amount = [orderMessages.discountChanged];
  }
  if (toCents(body.total_amount) !== price.total) errors.total_amount = [orderMessages.totalChanged];
  return errors;
}

/**
 * SPEC §7 order calls: check the request against the shopper's pending order (SPEC §5 rules
 * first: address, products, total), price the order again, then place it. Bank transfer and
 * cash on delivery are 'placed' at once (paid later: on the transfer's arrival, on delivery) and
 * take their stock and coupon use; a card order keeps 'pending' until the gateway's payment.
 */
async function placeOrder(c: AppContext, paymentType: PaymentType) {
  const user = currentUser(c);
  if (!user) return unauthenticated(c);
  const parsed = await readBody(c, REQUEST_SCHEMAS[paymentType]);
  if (!parsed.ok) return parsed.response;
  const body: OrderBody = parsed.body;
  const store = c.var.store;
  const order = shopperOrder(store, user, body.order_id);
  if (!order) return validationError(c, { order_id: [orderMessages.orderNotFound] });
  if (isPlaced(order)) return alreadyPlaced(c);

  const errors: Errors = {};
  const address = store.data.addresses.find((row) => row.id === body.address_id && row.user_id === user.id);
  if (!address) errors.address_id = [body.address_id === null ? orderMessages.selectAddress : orderMessages.addressNotFound];
  Object.assign(errors, checkProducts(store, order, body.order_products));
  if (toCents(body.total_amount) <= 0) errors.total_amount = [orderMessages.totalPositive];
  if (!address || Object.keys(errors).length > 0) return validationError(c, errors);

  const withoutCoupon = priceOrder(store, order, null);
  const applied = orderCoupon(store, order, body.coupon_id, withoutCoupon.subtotal);
  if ('refusal' in applied) return validationError(c, { coupon_id: [applied.refusal] });
  const price = applied.coupon ? priceOrder(store, order, applied.coupon) : withoutCoupon;
  const mismatches = checkAmounts(body, price);
  if (Object.keys(mismatches).length > 0) return validationError(c, mismatches);

  Object.assign(order, {
    payment_type: paymentType,
    address_id: address.id,
    coupon_id: applied.coupon?.id ?? null,
    subtotal: fromCents(price.subtotal),
    shipping_cost: fromCents(price.shipping),
    // Every discount, as the request's discount_amount: subtotal + shipping − discount = total.
    discount_amount: fromCents(price.productDiscounts + price.couponDiscount),
    total_amount: fromCents(price.total),
  } satisfies Partial<OrderRow>);
  if (paymentType === 'card') return c.json({ redirect_url: `${ORDER_CARD_GATEWAY_PATH}?order_id=${order.id}` });
  order.status = 'placed';
  takeStockAndCoupon(store, order);
  clearOrderedCartLines(store, order);
  return c.json({ success: true, order_id: order.id });
}

/**
 * SPEC §7 "Order checkout (signed-in)": the order's products and the three order calls, for the
 * signed-in shopper's own pending order (another shopper's is not found). The order calls honour
 * `Idempotency-Key` (idempotency.ts): the same key answers the first answer again.
 */
export const orderCheckoutRoutes = new Hono<AppEnv>()
  .get('/orders/:orderId/products', orderProducts)
  .get('/api/orders/:orderId/products', orderProducts)
  .post('/orders/place', (c) => placeOrder(c, 'card'))
  .post('/orders/bank-transfer', (c) => placeOrder(c, 'bank_transfer'))
  .post('/orders/cod-place', (c) => placeOrder(c, 'cod'));
