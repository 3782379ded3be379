import { Hono } from 'hono';
import { bankTransferSuccessPath, MY_ORDERS_PATH, orderCheckoutPath, orderSuccessPath } from '../../widgets/order-checkout/api';
import { currentUser, type AppContext, type AppEnv } from '../backend/env';
import { highestDiscount } from '../backend/presenters';
import { regenerateSession } from '../backend/session';
import { fullCartLines, fullCartShopper } from './cart-page';
import { ORDER_CARD_GATEWAY_PATH } from '../backend/routes/order-checkout';
import { clearOrderedCartLines, confirmCardPayment, createPendingOrder, shopperOrder } from '../backend/services/orders';
import type { OrderRow } from '../backend/store/types';
import { html, text, widget } from './html';
import { page } from './layout';
import { scrollingTable } from './plain';
import { gatewayBody, itemsTable, money, paymentNote, summary } from './order-pages';
import { ID } from './id-param';
import { textsOf } from './texts/index';

/** A card order sent to the gateway and not paid yet (it stays 'pending', order-checkout.ts). */
const awaitingCard = (order: OrderRow) => order.payment_type === 'card' && order.status === 'pending';

/** The signed-in shopper's own order by the id in a path, query or form; null for anyone else's. */
function ownOrder(c: AppContext, id: unknown): OrderRow | null {
  const user = currentUser(c);
  const orderId = typeof id === 'string' ? Number(id) : NaN;
  return user ? shopperOrder(c.var.store, user, orderId) : null;
}

/** Where a shopper's order is seen: its checkout while open, else its confirmation (SPEC §2). */
function orderHref(order: OrderRow): string {
  if (order.status === 'pending' && order.payment_type !== 'card') return orderCheckoutPath(order.id);
  return order.payment_type === 'bank_transfer' ? bankTransferSuccessPath(order.id) : orderSuccessPath(order.id);
}

/** Laravel's `auth` middleware sends a visitor to sign in; the header's sign-in is this shop's. */
function signInPage(c: AppContext) {
  const t = textsOf(c).signIn;
  return page(c, {
    title: t.title,
    body: html`<section class="order-result" aria-labelledby="sign-in-title">
  <h1 class="page-title" id="sign-in-title">${text(t.title)}</h1>
  <p>${text(t.toSeeOrders)}</p>
</section>`,
  });
}

function shippingTo(c: AppContext, order: OrderRow) {
  const address = c.var.store.data.addresses.find((row) => row.id === order.address_id);
  if (!address) return html``;
  const place = [address.street, address.city, `${address.state} ${address.postal_code}`.trim(), address.country].filter(Boolean);
  return html`<p>${textsOf(c).order.shippingTo(address.nickname, place.join(', '))}</p>`;
}

function confirmationBody(c: AppContext, order: OrderRow) {
  const t = textsOf(c).order;
  const id = String(order.id);
  const waiting = awaitingCard(order);
  return html`<section class="order-result" aria-labelledby="order-title">
  <h1 class="page-title" id="order-title">${waiting ? t.waiting : t.thankYou}</h1>
  <p>${t.number(id)}</p>
  ${waiting
    ? html`<p>${text(t.cardPending)} <a href="${ORDER_CARD_GATEWAY_PATH}?order_id=${id}">${text(t.payNow)}</a></p>`
    : paymentNote(c, order)}
  ${shippingTo(c, order)}
  ${itemsTable(c, order)}
  ${summary(c, order)}
  <p><a class="button" href="${MY_ORDERS_PATH}">${t.viewMyOrders}</a> <a class="button" href="/">${text(t.continueShopping)}</a></p>
</section>`;
}

/** SPEC §2 /order/success/{id} and /order/bank-transfer/success/{id}: the order's confirmation. */
function confirmation(c: AppContext) {
  if (!currentUser(c)) return signInPage(c);
  const order = ownOrder(c, c.req.param('id'));
  if (!order) return c.notFound();
  // Not placed yet: its checkout is where it goes on.
  if (order.status === 'pending' && !awaitingCard(order)) return c.redirect(orderCheckoutPath(order.id), 303);
  return page(c, { title: textsOf(c).order.title(String(order.id)), body: confirmationBody(c, order) });
}

function ordersBody(c: AppContext, orders: OrderRow[]) {
  const { myOrders: t, dates } = textsOf(c);
  if (orders.length === 0) {
    return html`<p>${text(t.none)} <a href="/">${text(t.startShopping)}</a></p>`;
  }
  return scrollingTable(t.tableLabel, html`<table class="order-items">
<caption>${text(t.caption)}</caption>
<thead><tr><th scope="col">${text(t.order)}</th><th scope="col">${text(t.date)}</th><th scope="col">${text(t.status)}</th><th scope="col">${text(t.payment)}</th><th scope="col">${text(t.total)}</th></tr></thead>
<tbody>${orders.map(
    (order) => html`<tr><td><a href="${orderHref(order)}">#${String(order.id)}</a></td><td>${dates.date(new Date(order.created_at))}</td><td>${awaitingCard(order) ? t.awaitingPayment : t.statuses[order.status]}</td><td>${order.payment_type ? t.payments[order.payment_type] : '—'}</td><td>${money(order.total_amount)}</td></tr>`,
  )}</tbody>
</table>`);
}

/** The signed-in shopper's card order the gateway may show (its own, paid by card), or null. */
function cardOrder(c: AppContext, id: unknown): OrderRow | null {
  const order = ownOrder(c, id);
  return order?.payment_type === 'card' ? order : null;
}

/**
 * SPEC §2 /checkout/{orderId}: the order checkout widget with the id from the path (the route
 * takes only an id that can exist: id-param.ts; anything else is the shop's 404 page).
 * The widget loads the order itself: a placed or unknown order is its to explain.
 */
function orderCheckout(c: AppContext, id: number) {
  return page(c, {
    title: textsOf(c).titles.orderCheckout,
    body: widget(c, 'order-checkout', { orderId: id }),
  });
}

/** The bench's order checkout: a new pending order of the 50 lines, for the full-cart shopper. */
export const FULL_ORDER_CHECKOUT_PATH = '/__demo/scenarios/full-order-checkout';

/**
 * The pages after a signed-in order (SPEC §2): its confirmation (cash on delivery, a paid card
 * order, or a bank transfer with the accounts to pay into), 'View My Orders', and the stand-in
 * card gateway that `POST /orders/place` sends to: Pay marks the order paid and shows its
 * confirmation; Cancel takes it back to its checkout, where another method may be chosen. Only
 * the shopper who owns an order sees it. The gateway lives under /__demo, which the CSRF check
 * exempts; its forms are still safe, because the session cookie (SameSite=Lax) does not come
 * with another site's POST, and without it no order is found.
 */
export const signedInOrderPages = new Hono<AppEnv>()
  .get(`/checkout/:orderId${ID}`, (c) => (currentUser(c) ? orderCheckout(c, Number(c.req.param('orderId'))) : signInPage(c)))
  .get(FULL_ORDER_CHECKOUT_PATH, (c) => {
    const user = fullCartShopper(c);
    regenerateSession(c, user.id);
    const store = c.var.store;
    const lines = fullCartLines(c).map(({ product, variation }) => ({ product, variation, quantity: 1, discount: highestDiscount(store, product) }));
    return orderCheckout(c, createPendingOrder(store, user, lines, false).id);
  })
  .get(`/order/success/:id${ID}`, confirmation)
  .get(`/order/bank-transfer/success/:id${ID}`, confirmation)

  .get(MY_ORDERS_PATH, (c) => {
    const user = currentUser(c);
    if (!user) return signInPage(c);
    const orders = c.var.store.data.orders
      .filter((order) => order.user_id === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const title = textsOf(c).myOrders.title;
    return page(c, {
      title,
      body: html`<section class="order-result" aria-labelledby="orders-title">
  <h1 class="page-title" id="orders-title">${text(title)}</h1>
  ${ordersBody(c, orders)}
</section>`,
    });
  })

  .get(ORDER_CARD_GATEWAY_PATH, (c) => {
    const order = cardOrder(c, c.req.query('order_id'));
    if (!order) return c.notFound();
    if (!awaitingCard(order)) return c.redirect(orderSuccessPath(order.id), 303);
    return page(c, { title: textsOf(c).gateway.title, body: gatewayBody(c, order, ORDER_CARD_GATEWAY_PATH, 'post') });
  })

  .post(`${ORDER_CARD_GATEWAY_PATH}/pay`, async (c) => {
    const order = cardOrder(c, (await c.req.parseBody()).order_id);
    if (!order) return c.notFound();
    confirmCardPayment(c.var.store, order);
    clearOrderedCartLines(c.var.store, order);
    return c.redirect(orderSuccessPath(order.id), 303);
  })

  .post(`${ORDER_CARD_GATEWAY_PATH}/cancel`, async (c) => {
    const order = cardOrder(c, (await c.req.parseBody()).order_id);
    if (!order) return c.notFound();
    if (!awaitingCard(order)) return c.redirect(orderSuccessPath(order.id), 303);
    // Back to an open checkout: no method chosen, no coupon held.
    order.payment_type = null;
    order.coupon_id = null;
    return c.redirect(orderCheckoutPath(order.id), 303);
  });
