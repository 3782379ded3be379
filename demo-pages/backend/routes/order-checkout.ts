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
import { fromCents } from '../../../shared/core/money';
import { currentUser, jsonStatus, readBody, unauthenticated, validationError, type AppContext, type AppEnv } from '../env';
import { orderProduct } from '../presenters';
import { orderedAmountLine, priceLines, shopperOrder } from '../services/orders';
import { isPlaced, placeSignedInOrder, type OrderBody } from '../services/signed-in-orders';

const REQUEST_SCHEMAS = {
  card: CardOrderRequestSchema,
  bank_transfer: BankTransferOrderRequestSchema,
  cod: CodOrderRequestSchema,
} as const;

/** The stand-in card gateway for a signed-in order (demo-pages/pages/signed-in-order-pages.ts). */
export const ORDER_CARD_GATEWAY_PATH = '/__demo/card-gateway/order';

const alreadyPlaced = (c: AppContext) =>
  jsonStatus(c, { message: orderMessages.alreadyPlaced }, ALREADY_PLACED_STATUS);

/** SPEC §7 `GET /orders/{orderId}/products` (and its /api twin): the pending order as the server prices it. */
function orderProducts(c: AppContext) {
  const user = currentUser(c);
  if (!user) return unauthenticated(c);
  const store = c.var.store;
  const order = shopperOrder(store, user, Number(c.req.param('orderId')));
  if (!order) return c.json({ message: 'Not Found' }, 404);
  if (isPlaced(order)) return alreadyPlaced(c);
  const coupon = store.data.coupons.find((row) => row.id === order.coupon_id) ?? null;
  const price = priceLines(order.products.map((line) => orderedAmountLine(store, line)), null, 'order');
  return c.json({
    products: order.products.map((line) => orderProduct(store, line, coupon?.product_ids.includes(line.product_id) ?? false)),
    subtotal: fromCents(price.subtotal),
    products_discount: fromCents(price.productDiscounts),
    shipping_cost: fromCents(price.shipping),
    total_amount: fromCents(price.total),
  } satisfies v.InferInput<typeof OrderProductsResponseSchema>);
}

/**
 * SPEC §7 order calls: the shopper's own pending order (services/signed-in-orders.ts checks,
 * prices and places it); a card order goes on to the gateway, still pending.
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
  const placed = placeSignedInOrder(store, user, order, body, paymentType);
  if (!placed.ok) return validationError(c, placed.errors);
  if (paymentType === 'card') return c.json({ redirect_url: `${ORDER_CARD_GATEWAY_PATH}?order_id=${order.id}` });
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
