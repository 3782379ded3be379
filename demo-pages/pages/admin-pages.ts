import { Hono } from 'hono';
import { currentUser, type AppContext, type AppEnv } from '../backend/env';
import { SEED_IDS } from '../backend/seed/index';
import { regenerateSession } from '../backend/session';
import { couponEditPath, orderAdminPath } from '../backend/routes/admin';
import type { CouponRow, OrderRow, ParcelRow } from '../backend/store/types';
import { html, text, widget, type SafeHtml } from './html';
import { page } from './layout';
import { itemsTable, money, summary } from './order-pages';
import { scrollingTable } from './plain';
import { ID } from './id-param';
import { textsOf } from './texts/index';
import type { DemoTexts } from './texts/en';

/** The admin screens of the demo shop (ours: SPEC §2 names the screens, not their routes). */
export const ADMIN_PATH = '/admin';
export const ADMIN_SALES_PATH = '/admin/sales';
export const ADMIN_NEW_COUPON_PATH = '/admin/coupons/create';
export const parcelFormPath = (orderId: number) => `/admin/orders/${orderId}/parcel`;
/** The bench's admin screens: each signs this browser in as the seeded admin first. */
export const ADMIN_SALES_SCENARIO_PATH = '/__demo/scenarios/admin-sales';
export const ADMIN_NEW_COUPON_SCENARIO_PATH = '/__demo/scenarios/admin-new-coupon';

/** The admin's own links, above every admin screen. */
function adminNav(t: DemoTexts, current: string): SafeHtml {
  const links = [
    { href: ADMIN_PATH, label: t.layout.dashboard },
    { href: ADMIN_SALES_PATH, label: t.admin.sales },
    { href: ADMIN_NEW_COUPON_PATH, label: t.admin.createCoupon },
  ];
  return html`<nav class="admin-nav" aria-label="${t.admin.admin}"><ul>${links.map(
    (link) => html`<li><a href="${link.href}"${link.href === current ? html` aria-current="page"` : ''}>${link.label}</a></li>`,
  )}</ul></nav>`;
}

/**
 * Laravel's `auth` and `can:admin` on the admin routes: a visitor is asked to sign in (the
 * header's sign-in), a shopper gets 403; an admin gets the screen.
 */
function adminPage(c: AppContext, current: string, title: string, body: () => SafeHtml | Response): Response {
  const user = currentUser(c);
  const t = textsOf(c);
  if (!user) {
    return page(c, {
      title: t.signIn.title,
      body: html`<section class="order-result" aria-labelledby="sign-in-title">
  <h1 class="page-title" id="sign-in-title">${text(t.signIn.title)}</h1>
  <p>${text(t.signIn.toAdmin)}</p>
</section>`,
    });
  }
  if (!user.is_admin) {
    return page(c, {
      title: t.admin.notAllowed,
      status: 403,
      body: html`<section class="order-result" aria-labelledby="forbidden-title">
  <h1 class="page-title" id="forbidden-title">${text(t.admin.forbidden)}</h1>
  <p>${t.admin.signedInAs(user.name)} <a href="/">${text(t.admin.backToShop)}</a></p>
</section>`,
    });
  }
  const content = body();
  if (content instanceof Response) return content;
  return page(c, { title, body: html`<div class="admin-page">${adminNav(t, current)}${content}</div>` });
}

function couponValue(coupon: CouponRow): string {
  return coupon.discount_type === 'percentage' ? `${coupon.discount_value}%` : money(coupon.discount_value);
}

const scrolling = (label: string, table: SafeHtml) => scrollingTable(label, table, 'admin-table');

function couponsTable(c: AppContext, coupons: CouponRow[]): SafeHtml {
  const { admin: t, dates } = textsOf(c);
  const rows = [...coupons].sort((a, b) => b.id - a.id);
  return scrolling(t.coupons, html`<table class="order-items">
<caption>${text(t.couponsCaption)}</caption>
<thead><tr><th scope="col">${text(t.couponTitle)}</th><th scope="col">${text(t.code)}</th><th scope="col">${text(t.discount)}</th><th scope="col">${text(t.used)}</th><th scope="col">${text(t.ends)}</th><th scope="col"><span class="visually-hidden">${text(t.actions)}</span></th></tr></thead>
<tbody>${rows.map(
    (coupon) => html`<tr><td>${coupon.title}</td><td><code>${coupon.code}</code></td><td>${couponValue(coupon)}</td><td>${text(t.usedOf(String(coupon.used_count), String(coupon.usage_limit)))}</td><td>${coupon.end_date ? dates.dateTime(new Date(coupon.end_date)) : t.noExpiry}</td><td><a href="${couponEditPath(coupon.id)}">${text(t.edit)}<span class="visually-hidden"> ${coupon.title}</span></a></td></tr>`,
  )}</tbody>
</table>`);
}

function parcelCell(t: DemoTexts['admin'], order: OrderRow, parcels: ParcelRow[]): SafeHtml {
  if (parcels.some((parcel) => parcel.order_id === order.id)) return html`<a href="${orderAdminPath(order.id)}">${text(t.parcelMade)}</a>`;
  if (order.status === 'pending') return text(t.notPlacedYet);
  // The name starts with what is shown (WCAG 2.5.3 Label in Name); the order follows, for screen readers.
  return html`<a href="${parcelFormPath(order.id)}">${text(t.createParcel)}<span class="visually-hidden"> ${text(t.forOrder(String(order.id)))}</span></a>`;
}

/** Orders that could ship (placed or later), newest first: the admin's parcel queue. */
function ordersTable(c: AppContext): SafeHtml {
  const { admin: t, dates } = textsOf(c);
  const data = c.var.store.data;
  const orders = data.orders
    .filter((order) => order.status !== 'pending' && order.products.length > 0)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .slice(0, 20);
  return scrolling(t.recentOrders, html`<table class="order-items">
<caption>${text(t.recentOrdersCaption)}</caption>
<thead><tr><th scope="col">${text(t.order)}</th><th scope="col">${text(t.customer)}</th><th scope="col">${text(t.date)}</th><th scope="col">${text(t.total)}</th><th scope="col">${text(t.parcel)}</th></tr></thead>
<tbody>${orders.map(
    (order) => html`<tr><td><a href="${orderAdminPath(order.id)}">#${String(order.id)}</a></td><td>${c.var.store.user(order.user_id)?.name ?? ''}</td><td>${dates.dateTime(new Date(order.created_at))}</td><td>${money(order.total_amount)}</td><td>${parcelCell(t, order, data.parcels)}</td></tr>`,
  )}</tbody>
</table>`);
}

function parcelDetails(c: AppContext, parcel: ParcelRow): SafeHtml {
  const { admin: t, dates } = textsOf(c);
  const rows: [string, string][] = [
    [t.weight, `${parcel.parcel_weight} kg`],
    [t.description, parcel.parcel_description],
    [t.recipient, parcel.recipient_name],
    [t.contact1, parcel.recipient_contact_1],
    [t.contact2, parcel.recipient_contact_2 ?? '—'],
    [t.address, `${parcel.recipient_address}, ${parcel.recipient_city}`],
    [t.amount, money(parcel.amount)],
    [t.exchange, parcel.exchange ? t.yes : t.no],
    [t.created, dates.dateTime(new Date(parcel.created_at))],
  ];
  return html`<section aria-labelledby="parcel-title">
  <h2 class="section-title" id="parcel-title">${text(t.parcel)}</h2>
  <dl class="order-summary">${rows.map(([term, value]) => html`<div><dt>${term}</dt><dd>${value}</dd></div>`)}</dl>
</section>`;
}

/** The order's admin view: its lines, totals, and its parcel or the way to make one. */
function orderBody(c: AppContext, order: OrderRow): SafeHtml {
  const parcel = c.var.store.data.parcels.find((row) => row.order_id === order.id);
  const customer = c.var.store.user(order.user_id);
  const { admin: t, order: orderTexts, dates } = textsOf(c);
  return html`<section class="order-result" aria-labelledby="order-title">
  <h1 class="page-title" id="order-title">${text(orderTexts.title(String(order.id)))}</h1>
  <p>${t.customerPlaced(customer?.name ?? '', dates.dateTime(new Date(order.created_at)))}</p>
  ${itemsTable(c, order)}
  ${summary(c, order)}
  ${parcel
    ? parcelDetails(c, parcel)
    : order.status === 'pending'
      ? html`<p>${text(t.noParcelYet)}</p>`
      : html`<p><a class="button" href="${parcelFormPath(order.id)}">${text(t.createParcel)}</a></p>`}
</section>`;
}

const orderOf = (c: AppContext): OrderRow | undefined =>
  c.var.store.data.orders.find((row) => String(row.id) === c.req.param('orderId'));

const notFound = (c: AppContext) => {
  const t = textsOf(c).notFound;
  return page(c, {
    title: t.title,
    status: 404,
    body: html`<section class="not-found"><h1>${text(t.heading)}</h1><p><a href="${ADMIN_PATH}">${text(t.backToDashboard)}</a></p></section>`,
  });
};

const salesPage = (c: AppContext) => {
  const title = textsOf(c).admin.sales;
  return adminPage(c, ADMIN_SALES_PATH, title, () => html`<h1 class="page-title">${text(title)}</h1>
${widget(c, 'sales-chart', {}, { className: 'sales-chart-slot' })}`);
};

const newCouponPage = (c: AppContext) =>
  adminPage(c, ADMIN_NEW_COUPON_PATH, textsOf(c).admin.createCoupon, () =>
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
    adminPage(c, ADMIN_PATH, textsOf(c).admin.admin, () => html`<h1 class="page-title">${text(textsOf(c).layout.dashboard)}</h1>
${couponsTable(c, c.var.store.data.coupons)}
${ordersTable(c)}`),
  )
  .get(ADMIN_SALES_PATH, salesPage)
  .get(ADMIN_NEW_COUPON_PATH, newCouponPage)
  .get(ADMIN_SALES_SCENARIO_PATH, (c) => salesPage(asAdmin(c)))
  .get(ADMIN_NEW_COUPON_SCENARIO_PATH, (c) => newCouponPage(asAdmin(c)))
  .get(`/admin/coupons/:couponId${ID}/edit`, (c) =>
    adminPage(c, '', textsOf(c).admin.editCoupon, () => {
      const id = Number(c.req.param('couponId'));
      if (!c.var.store.data.coupons.some((row) => row.id === id)) return notFound(c);
      return widget(c, 'coupon-form', { couponId: id });
    }),
  )
  .get(`/admin/orders/:orderId${ID}`, (c) =>
    adminPage(c, '', textsOf(c).admin.order, () => {
      const order = orderOf(c);
      return order ? orderBody(c, order) : notFound(c);
    }),
  )
  .get(`/admin/orders/:orderId${ID}/parcel`, (c) =>
    adminPage(c, '', textsOf(c).admin.createParcelTitle, () => {
      const order = orderOf(c);
      if (!order) return notFound(c);
      return widget(c, 'parcel-form', { orderId: order.id });
    }),
  );
