import { Hono } from 'hono';
import * as adminMessages from '../../shared/admin-texts/messages';
import { currentUser, type AppContext, type AppEnv } from '../backend/env';
import { SEED_IDS } from '../backend/seed/index';
import { regenerateSession } from '../backend/session';
import { couponEditPath, orderAdminPath } from '../backend/routes/admin';
import type { CouponRow, OrderRow, ParcelRow } from '../backend/store/types';
import { html, widget, type SafeHtml } from './html';
import { page } from './layout';
import { itemsTable, money, summary } from './order-pages';
import { scrollingTable } from './plain';
import { ID } from './id-param';

/** The admin screens of the demo shop (ours: SPEC §2 names the screens, not their routes). */
export const ADMIN_PATH = '/admin';
export const ADMIN_SALES_PATH = '/admin/sales';
export const ADMIN_NEW_COUPON_PATH = '/admin/coupons/create';
export const parcelFormPath = (orderId: number) => `/admin/orders/${orderId}/parcel`;
/** The bench's admin screens: each signs this browser in as the seeded admin first. */
export const ADMIN_SALES_SCENARIO_PATH = '/__demo/scenarios/admin-sales';
export const ADMIN_NEW_COUPON_SCENARIO_PATH = '/__demo/scenarios/admin-new-coupon';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Colombo' });

/** The admin's own links, above every admin screen. */
function adminNav(current: string): SafeHtml {
  const links = [
    { href: ADMIN_PATH, label: 'Dashboard' },
    { href: ADMIN_SALES_PATH, label: 'Sales' },
    { href: ADMIN_NEW_COUPON_PATH, label: adminMessages.createCoupon },
  ];
  return html`<nav class="admin-nav" aria-label="Admin"><ul>${links.map(
    (link) => html`<li><a href="${link.href}"${link.href === current ? html` aria-current="page"` : ''}>${link.label}</a></li>`,
  )}</ul></nav>`;
}

/**
 * Laravel's `auth` and `can:admin` on the admin routes: a visitor is asked to sign in (the
 * header's sign-in), a shopper gets 403; an admin gets the screen.
 */
function adminPage(c: AppContext, current: string, title: string, body: () => SafeHtml | Response): Response {
  const user = currentUser(c);
  if (!user) {
    return page(c, {
      title: 'Please sign in',
      body: html`<section class="order-result" aria-labelledby="sign-in-title">
  <h1 class="page-title" id="sign-in-title">Please sign in</h1>
  <p>The admin screens need an administrator's account. Sign in (at the top of the page) with the admin's mobile number.</p>
</section>`,
    });
  }
  if (!user.is_admin) {
    return page(c, {
      title: 'Not allowed',
      status: 403,
      body: html`<section class="order-result" aria-labelledby="forbidden-title">
  <h1 class="page-title" id="forbidden-title">This page is for the shop's administrators</h1>
  <p>You are signed in as ${user.name}, a customer. <a href="/">Back to the shop</a></p>
</section>`,
    });
  }
  const content = body();
  if (content instanceof Response) return content;
  return page(c, { title, body: html`<div class="admin-page">${adminNav(current)}${content}</div>` });
}

function couponValue(coupon: CouponRow): string {
  return coupon.discount_type === 'percentage' ? `${coupon.discount_value}%` : money(coupon.discount_value);
}

const scrolling = (label: string, table: SafeHtml) => scrollingTable(label, table, 'admin-table');

function couponsTable(coupons: CouponRow[]): SafeHtml {
  const rows = [...coupons].sort((a, b) => b.id - a.id);
  return scrolling('Coupons', html`<table class="order-items">
<caption>Coupons, newest first</caption>
<thead><tr><th scope="col">Title</th><th scope="col">Code</th><th scope="col">Discount</th><th scope="col">Used</th><th scope="col">Ends</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
<tbody>${rows.map(
    (coupon) => html`<tr><td>${coupon.title}</td><td><code>${coupon.code}</code></td><td>${couponValue(coupon)}</td><td>${String(coupon.used_count)} of ${String(coupon.usage_limit)}</td><td>${coupon.end_date ? dateTime.format(new Date(coupon.end_date)) : 'No Expiration'}</td><td><a href="${couponEditPath(coupon.id)}">Edit<span class="visually-hidden"> ${coupon.title}</span></a></td></tr>`,
  )}</tbody>
</table>`);
}

function parcelCell(order: OrderRow, parcels: ParcelRow[]): SafeHtml {
  if (parcels.some((parcel) => parcel.order_id === order.id)) return html`<a href="${orderAdminPath(order.id)}">Parcel made</a>`;
  if (order.status === 'pending') return html`Not placed yet`;
  // The name starts with what is shown (WCAG 2.5.3 Label in Name); the order follows, for screen readers.
  return html`<a href="${parcelFormPath(order.id)}">Create parcel<span class="visually-hidden"> for order #${String(order.id)}</span></a>`;
}

/** Orders that could ship (placed or later), newest first: the admin's parcel queue. */
function ordersTable(c: AppContext): SafeHtml {
  const data = c.var.store.data;
  const orders = data.orders
    .filter((order) => order.status !== 'pending' && order.products.length > 0)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .slice(0, 20);
  return scrolling('Recent orders', html`<table class="order-items">
<caption>Recent orders, newest first</caption>
<thead><tr><th scope="col">Order</th><th scope="col">Customer</th><th scope="col">Date</th><th scope="col">Total</th><th scope="col">Parcel</th></tr></thead>
<tbody>${orders.map(
    (order) => html`<tr><td><a href="${orderAdminPath(order.id)}">#${String(order.id)}</a></td><td>${c.var.store.user(order.user_id)?.name ?? ''}</td><td>${dateTime.format(new Date(order.created_at))}</td><td>${money(order.total_amount)}</td><td>${parcelCell(order, data.parcels)}</td></tr>`,
  )}</tbody>
</table>`);
}

function parcelDetails(parcel: ParcelRow): SafeHtml {
  const rows: [string, string][] = [
    ['Weight', `${parcel.parcel_weight} kg`],
    ['Description', parcel.parcel_description],
    ['Recipient', parcel.recipient_name],
    ['Contact No 1', parcel.recipient_contact_1],
    ['Contact No 2', parcel.recipient_contact_2 ?? '—'],
    ['Address', `${parcel.recipient_address}, ${parcel.recipient_city}`],
    ['Amount', money(parcel.amount)],
    ['Exchange', parcel.exchange ? 'Yes' : 'No'],
    ['Created', dateTime.format(new Date(parcel.created_at))],
  ];
  return html`<section aria-labelledby="parcel-title">
  <h2 class="section-title" id="parcel-title">Parcel</h2>
  <dl class="order-summary">${rows.map(([term, value]) => html`<div><dt>${term}</dt><dd>${value}</dd></div>`)}</dl>
</section>`;
}

/** The order's admin view: its lines, totals, and its parcel or the way to make one. */
function orderBody(c: AppContext, order: OrderRow): SafeHtml {
  const parcel = c.var.store.data.parcels.find((row) => row.order_id === order.id);
  const customer = c.var.store.user(order.user_id);
  return html`<section class="order-result" aria-labelledby="order-title">
  <h1 class="page-title" id="order-title">Order #${String(order.id)}</h1>
  <p>Customer: <strong>${customer?.name ?? ''}</strong> · Placed ${dateTime.format(new Date(order.created_at))}</p>
  ${itemsTable(c, order)}
  ${summary(order)}
  ${parcel
    ? parcelDetails(parcel)
    : order.status === 'pending'
      ? html`<p>This order has not been placed yet, so no parcel can be made.</p>`
      : html`<p><a class="button" href="${parcelFormPath(order.id)}">Create parcel</a></p>`}
</section>`;
}

const orderOf = (c: AppContext): OrderRow | undefined =>
  c.var.store.data.orders.find((row) => String(row.id) === c.req.param('orderId'));

const notFound = (c: AppContext) =>
  page(c, {
    title: 'Page not found',
    status: 404,
    body: html`<section class="not-found"><h1>We could not find that page</h1><p><a href="${ADMIN_PATH}">Back to the dashboard</a></p></section>`,
  });

const salesPage = (c: AppContext) =>
  adminPage(c, ADMIN_SALES_PATH, 'Sales', () => html`<h1 class="page-title">Sales</h1>
${widget(c, 'sales-chart', {}, { className: 'sales-chart-slot' })}`);

const newCouponPage = (c: AppContext) =>
  adminPage(c, ADMIN_NEW_COUPON_PATH, adminMessages.createCoupon, () =>
    widget(c, 'coupon-form', {}),
  );

function asAdmin(c: AppContext): AppContext {
  regenerateSession(c, SEED_IDS.admin);
  return c;
}

/**
 * The admin screens (SPEC §2 "Admin screens"): the dashboard (coupons and recent
 * orders, plain HTML), the sales chart, the coupon form (create; edit with `couponId`), an
 * order's view, and its Create Parcel form. The routes are ours; the backend's `redirect_url`s
 * (routes/admin.ts) lead here.
 */
export const adminPages = new Hono<AppEnv>()
  .get(ADMIN_PATH, (c) =>
    adminPage(c, ADMIN_PATH, 'Admin', () => html`<h1 class="page-title">Dashboard</h1>
${couponsTable(c.var.store.data.coupons)}
${ordersTable(c)}`),
  )
  .get(ADMIN_SALES_PATH, salesPage)
  .get(ADMIN_NEW_COUPON_PATH, newCouponPage)
  .get(ADMIN_SALES_SCENARIO_PATH, (c) => salesPage(asAdmin(c)))
  .get(ADMIN_NEW_COUPON_SCENARIO_PATH, (c) => newCouponPage(asAdmin(c)))
  .get(`/admin/coupons/:couponId${ID}/edit`, (c) =>
    adminPage(c, '', adminMessages.editCoupon, () => {
      const id = Number(c.req.param('couponId'));
      if (!c.var.store.data.coupons.some((row) => row.id === id)) return notFound(c);
      return widget(c, 'coupon-form', { couponId: id });
    }),
  )
  .get(`/admin/orders/:orderId${ID}`, (c) =>
    adminPage(c, '', 'Order', () => {
      const order = orderOf(c);
      return order ? orderBody(c, order) : notFound(c);
    }),
  )
  .get(`/admin/orders/:orderId${ID}/parcel`, (c) =>
    adminPage(c, '', adminMessages.createParcel, () => {
      const order = orderOf(c);
      if (!order) return notFound(c);
      return widget(c, 'parcel-form', { orderId: order.id });
    }),
  );
