import { Hono } from 'hono';
import { GUEST_CART_KEY, GUEST_CHECKOUT_PATH, NO_VARIATION } from '../../shared/core/constants';
import { formatLKR, toCents } from '../../shared/core/money';
import type { AppContext, AppEnv } from '../backend/env';
import { CARD_GATEWAY_PATH, guestOrderSuccessPath } from '../backend/routes/guest-checkout';
import { confirmCardPayment } from '../backend/services/orders';
import type { OrderRow } from '../backend/store/types';
import { html, raw, text } from './html';
import { page } from './layout';
import { ID } from './id-param';
import { textsOf } from './texts/index';


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
  const t = textsOf(c).order;
  return html`<table class="order-items">
<caption>${text(t.itemsCaption)}</caption>
<thead><tr><th scope="col">${text(t.item)}</th><th scope="col">${text(t.quantity)}</th><th scope="col">${text(t.amount)}</th></tr></thead>
<tbody>${order.products.map((line) => {
    const name = products.find((product) => product.id === line.product_id)?.name ?? t.productFallback(String(line.product_id));
    const option = line.variation_name === NO_VARIATION ? '' : ` (${line.variation_name})`;
    return html`<tr><td>${name}${option}</td><td>${String(line.quantity)}</td><td>${formatLKR(toCents(line.original_price) * line.quantity)}</td></tr>`;
  })}</tbody>
</table>`;
}

export function summary(c: AppContext, order: OrderRow) {
  const t = textsOf(c).order;
  return html`<dl class="order-summary">
  <div><dt>${text(t.subtotal)}</dt><dd>${money(order.subtotal)}</dd></div>
  <div><dt>${text(t.shipping)}</dt><dd>${money(order.shipping_cost)}</dd></div>
  ${order.discount_amount > 0 ? html`<div><dt>${text(t.discount)}</dt><dd>− ${money(order.discount_amount)}</dd></div>` : ''}
  <div><dt>${text(t.total)}</dt><dd><strong>${money(order.total_amount)}</strong></dd></div>
</dl>`;
}

/** What the shopper does next, by how the order is paid. */
export function paymentNote(c: AppContext, order: OrderRow) {
  const t = textsOf(c).order;
  const total = money(order.total_amount);
  if (order.payment_type === 'cod') return html`<p>${t.payCash(total)}</p>`;
  if (order.payment_type === 'card') {
    return order.paid_at === null
      ? html`<p>${text(t.cardPending)} <a href="${CARD_GATEWAY_PATH}?order_id=${String(order.id)}">${text(t.payNow)}</a></p>`
      : html`<p>${t.cardReceived(total)}</p>`;
  }
  const accounts = c.var.store.data.bankAccounts;
  return html`<p>${t.payByTransfer(total, String(order.id))}</p>
${accounts.length === 0
    ? html`<p>${t.noBankDetails}</p>`
    : html`<ul class="bank-accounts">${accounts.map(
        (account) => html`<li><strong>${account.bank_name}</strong>, ${account.branch_name}<br>${account.account_holder_name}<br>${t.accountNumber(account.account_number)}</li>`,
      )}</ul>`}`;
}

function successBody(c: AppContext, order: OrderRow) {
  const t = textsOf(c).order;
  const waiting = order.payment_type === 'card' && order.paid_at === null;
  return html`<section class="order-result" aria-labelledby="order-title">
  <h1 class="page-title" id="order-title">${waiting ? t.waiting : t.thankYou}</h1>
  <p>${t.number(String(order.id))}</p>
  ${paymentNote(c, order)}
  ${itemsTable(c, order)}
  ${summary(c, order)}
  <p><a class="button" href="/">${text(t.continueShopping)}</a></p>
</section>`;
}

/**
 * The stand-in card gateway's page for an order: Pay posts to `{path}/pay`, Cancel goes to
 * `{path}/cancel` (a GET for a guest order, whose cancel only hands the cart back; a POST where
 * it changes the order).
 */
export function gatewayBody(c: AppContext, order: OrderRow, path: string, cancelMethod: 'get' | 'post') {
  const t = textsOf(c);
  const id = String(order.id);
  return html`<section class="card-gateway" aria-labelledby="gateway-title">
  <h1 class="page-title" id="gateway-title">${text(t.gateway.title)}</h1>
  <p>${text(t.gateway.standIn)}</p>
  <p>${text(t.order.title(id))}</p>
  <p>${t.gateway.amountToPay(money(order.total_amount))}</p>
  <form method="post" action="${path}/pay"><input type="hidden" name="order_id" value="${id}"><button class="button" type="submit">${text(t.gateway.pay)}</button></form>
  <form method="${cancelMethod}" action="${path}/cancel"><input type="hidden" name="order_id" value="${id}"><button class="button" type="submit">${text(t.gateway.cancel)}</button></form>
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
  const t = textsOf(c).gateway;
  return html`<section class="order-result" aria-labelledby="cancelled-title">
  <h1 class="page-title" id="cancelled-title">${text(t.cancelledTitle)}</h1>
  <p>${text(t.cancelledText)}</p>
  <p><a class="button" href="${GUEST_CHECKOUT_PATH}">${text(t.backToCheckout)}</a></p>
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
    return page(c, { title: textsOf(c).order.title(String(order.id)), body: successBody(c, order) });
  })

  .get(CARD_GATEWAY_PATH, (c) => {
    const order = cardOrder(c, c.req.query('order_id'));
    if (!order) return c.notFound();
    if (order.paid_at !== null) return c.redirect(guestOrderSuccessPath(order.id), 303);
    return page(c, { title: textsOf(c).gateway.title, body: gatewayBody(c, order, CARD_GATEWAY_PATH, 'get') });
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
    return page(c, { title: textsOf(c).gateway.cancelledTitle, body: cancelledBody(c, c.var.session.cardCarts?.get(order.id) ?? []) });
  });
