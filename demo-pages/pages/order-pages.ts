import { Hono } from 'hono';
import { GUEST_CART_KEY, GUEST_CHECKOUT_PATH, NO_VARIATION } from '../../shared/core/constants';
import * as checkoutMessages from '../../shared/placement/messages/checkout';
import { formatLKR, toCents } from '../../shared/core/money';
import type { AppContext, AppEnv } from '../backend/env';
import { CARD_GATEWAY_PATH, guestOrderSuccessPath } from '../backend/routes/guest-checkout';
import { confirmCardPayment } from '../backend/services/orders';
import type { OrderRow } from '../backend/store/types';
import { html, raw } from './html';
import { page } from './layout';
import { ID } from './id-param';


export const money = (lkr: number) => formatLKR(toCents(lkr));

/**
 * A guest order placed in this session, by the id in a path, query or form; null for any other,
 * so an order number alone shows nobody else's order.
 */
function sessionOrder(c: AppContext, id: unknown): OrderRow | null {
  const orderId = typeof id === 'string' ? Number(id) : NaN;
  if (!c.var.session.guestOrderIds?.has(orderId)) return null;
  return c.var.store.data.orders.find((order) => order.id === orderId) ?? null;
}

/** A guest card order of this session that the gateway may show, or null. */
function cardOrder(c: AppContext, id: unknown): OrderRow | null {
  const order = sessionOrder(c, id);
  return order?.payment_type === 'card' ? order : null;
}

export function itemsTable(c: AppContext, order: OrderRow) {
  const products = c.var.store.data.products;
  return html`<table class="order-items">
<caption>Items</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Amount</th></tr></thead>
<tbody>${order.products.map((line) => {
    const name = products.find((product) => product.id === line.product_id)?.name ?? `Product ${line.product_id}`;
    const option = line.variation_name === NO_VARIATION ? '' : ` (${line.variation_name})`;
    return html`<tr><td>${name}${option}</td><td>${String(line.quantity)}</td><td>${formatLKR(toCents(line.original_price) * line.quantity)}</td></tr>`;
  })}</tbody>
</table>`;
}

export function summary(order: OrderRow) {
  return html`<dl class="order-summary">
  <div><dt>Subtotal</dt><dd>${money(order.subtotal)}</dd></div>
  <div><dt>Shipping</dt><dd>${money(order.shipping_cost)}</dd></div>
  ${order.discount_amount > 0 ? html`<div><dt>Discount</dt><dd>− ${money(order.discount_amount)}</dd></div>` : ''}
  <div><dt>Total</dt><dd><strong>${money(order.total_amount)}</strong></dd></div>
</dl>`;
}

/** What the shopper does next, by how the order is paid. */
export function paymentNote(c: AppContext, order: OrderRow) {
  const total = money(order.total_amount);
  if (order.payment_type === 'cod') return html`<p>Please have ${total} ready in cash when your order arrives.</p>`;
  if (order.payment_type === 'card') {
    return order.paid_at === null
      ? html`<p>Your card payment has not been completed yet. <a href="${CARD_GATEWAY_PATH}?order_id=${String(order.id)}">Pay now</a></p>`
      : html`<p>Your card payment of ${total} was received.</p>`;
  }
  const accounts = c.var.store.data.bankAccounts;
  return html`<p>Please transfer ${total} to one of these accounts, with your order number #${String(order.id)} as the reference. We confirm your order when the transfer arrives.</p>
${accounts.length === 0
    ? html`<p>${checkoutMessages.noBankDetails}</p>`
    : html`<ul class="bank-accounts">${accounts.map(
        (account) => html`<li><strong>${account.bank_name}</strong>, ${account.branch_name}<br>${account.account_holder_name}<br>Account number ${account.account_number}</li>`,
      )}</ul>`}`;
}

function successBody(c: AppContext, order: OrderRow) {
  const waiting = order.payment_type === 'card' && order.paid_at === null;
  return html`<section class="order-result" aria-labelledby="order-title">
  <h1 class="page-title" id="order-title">${waiting ? 'Your order is waiting for payment' : 'Thank you for your order!'}</h1>
  <p>Order number: <strong>#${String(order.id)}</strong></p>
  ${paymentNote(c, order)}
  ${itemsTable(c, order)}
  ${summary(order)}
  <p><a class="button" href="/">Continue shopping</a></p>
</section>`;
}

/**
 * The stand-in card gateway's page for an order: Pay posts to `{path}/pay`, Cancel goes to
 * `{path}/cancel` (a GET for a guest order, whose cancel only hands the cart back; a POST where
 * it changes the order).
 */
export function gatewayBody(order: OrderRow, path: string, cancelMethod: 'get' | 'post') {
  const id = String(order.id);
  return html`<section class="card-gateway" aria-labelledby="gateway-title">
  <h1 class="page-title" id="gateway-title">Card payment</h1>
  <p>This page stands in for the bank's card payment page. No card is charged.</p>
  <p>Order #${id}</p>
  <p>Amount to pay: <strong>${money(order.total_amount)}</strong></p>
  <form method="post" action="${path}/pay"><input type="hidden" name="order_id" value="${id}"><button class="button" type="submit">Pay</button></form>
  <form method="${cancelMethod}" action="${path}/cancel"><input type="hidden" name="order_id" value="${id}"><button class="button" type="submit">Cancel</button></form>
</section>`;
}

/**
 * The browser took the ordered lines out of the guest cart on its way to the gateway (SPEC §4);
 * this puts back each of them the cart does not hold again meanwhile, and goes on to the
 * checkout.
 */
function cancelledBody(c: AppContext, cart: unknown[]) {
  // `</script>` inside JSON would end the element: escape `<` as JSON allows.
  const json = JSON.stringify(cart).replace(/</g, '\\u003c');
  const key = JSON.stringify(GUEST_CART_KEY);
  const script = `const returned = JSON.parse(document.getElementById('returned-guest-cart').textContent);
try {
  const current = JSON.parse(localStorage.getItem(${key}) || '[]');
  const held = (line) => current.some((c) => c.product_id === line.product_id && c.variation_name === line.variation_name);
  const merged = [...current, ...returned.filter((line) => !held(line))];
  if (merged.length > 0) localStorage.setItem(${key}, JSON.stringify(merged));
} catch {}
location.replace(${JSON.stringify(GUEST_CHECKOUT_PATH)});`;
  return html`<section class="order-result" aria-labelledby="cancelled-title">
  <h1 class="page-title" id="cancelled-title">Payment cancelled</h1>
  <p>Your card was not charged. Your cart is as you left it.</p>
  <p><a class="button" href="${GUEST_CHECKOUT_PATH}">Back to checkout</a></p>
</section>
<script type="application/json" id="returned-guest-cart">${raw(json)}</script>
<script type="module" nonce="${c.var.cspNonce}">${raw(script)}</script>`;
}

/**
 * The pages after a guest order (SPEC §2): its confirmation, and the stand-in card gateway that
 * a card order's redirect_url points to. Only the session that placed an order sees it. The
 * gateway lives under /__demo, which the CSRF check exempts; its forms are still safe, because
 * the session cookie (SameSite=Lax) does not come with another site's POST, and without it no
 * order is found.
 */
export const orderPages = new Hono<AppEnv>()
  .get(`/guest/order/success/:orderId${ID}`, (c) => {
    const order = sessionOrder(c, c.req.param('orderId'));
    if (!order) return c.notFound();
    return page(c, { title: `Order #${order.id}`, body: successBody(c, order) });
  })

  .get(CARD_GATEWAY_PATH, (c) => {
    const order = cardOrder(c, c.req.query('order_id'));
    if (!order) return c.notFound();
    if (order.paid_at !== null) return c.redirect(guestOrderSuccessPath(order.id), 303);
    return page(c, { title: 'Card payment', body: gatewayBody(order, CARD_GATEWAY_PATH, 'get') });
  })

  .post(`${CARD_GATEWAY_PATH}/pay`, async (c) => {
    const form = await c.req.parseBody();
    const order = cardOrder(c, form.order_id);
    if (!order) return c.notFound();
    confirmCardPayment(c.var.store, order);
    c.var.session.cardCarts?.delete(order.id);
    return c.redirect(guestOrderSuccessPath(order.id), 303);
  })

  .get(`${CARD_GATEWAY_PATH}/cancel`, (c) => {
    const order = cardOrder(c, c.req.query('order_id'));
    if (!order) return c.notFound();
    if (order.paid_at !== null) return c.redirect(guestOrderSuccessPath(order.id), 303);
    return page(c, { title: 'Payment cancelled', body: cancelledBody(c, c.var.session.cardCarts?.get(order.id) ?? []) });
  });
