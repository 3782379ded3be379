import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  CouponFormRequestSchema,
  ParcelRequestSchema,
  type CouponDetail,
  type CouponForm,
  type PaymentsByMonth,
  type Recipient,
} from '../../../shared/admin/api';
import { SHOP_TIME_ZONE } from '../../../shared/core/constants';
import { fromCents, toCents } from '../../../shared/core/money';
import { currentUser, readBody, unauthenticated, validationError, type AppContext, type AppEnv } from '../env';
import type { Store } from '../store/index';
import type { CouponRow, OrderRow } from '../store/types';

/** Where the admin goes after saving (ours: the SPEC does not show the Edit Coupon route). */
export const couponEditPath = (id: number) => `/admin/coupons/${id}/edit`;
/** Where the admin goes after a parcel is made (ours). */
export const orderAdminPath = (id: number) => `/admin/orders/${id}`;

/** Sri Lanka's offset: a date-time without one (a datetime-local input's) is the shop's time. */
const SHOP_OFFSET = '+05:30';
const MONTHS_SHOWN = 12;

/** Laravel's `auth` then a `can:admin` gate: 401 without a session, 403 for a shopper. */
const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  const user = currentUser(c);
  if (!user) return unauthenticated(c);
  if (!user.is_admin) return c.json({ message: 'This action is unauthorized.' }, 403);
  await next();
});

/** An ISO 8601 instant for a date-time as the form sent it. */
function instant(text: string): string {
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/i.test(text) ? text : `${text}${SHOP_OFFSET}`;
  return new Date(zoned).toISOString();
}

/** 422 when another coupon has the code, or a product does not exist (Laravel's texts). */
function couponConflicts(c: AppContext, form: CouponForm, ownId: number | null): Response | null {
  const data = c.var.store.data;
  const errors: Record<string, string[]> = {};
  if (data.coupons.some((row) => row.code === form.code && row.id !== ownId)) errors.code = ['The code has already been taken.'];
  const known = new Set(data.products.map((row) => row.id));
  if (form.selected_products.some((id) => !known.has(id))) errors.selected_products = ['The selected products are invalid.'];
  return Object.keys(errors).length ? validationError(c, errors) : null;
}

function couponRow(form: CouponForm, id: number, usedCount: number): CouponRow {
  return {
    id,
    title: form.title,
    code: form.code,
    discount_type: form.discount_type,
    discount_value: form.discount_value,
    min_order_value: form.min_order_value,
    max_discount_value: form.max_discount_value,
    usage_limit: form.usage_limit,
    used_count: usedCount,
    start_date: instant(form.start_date),
    end_date: form.end_date === null ? null : instant(form.end_date),
    show_on_products: form.show_on_products,
    product_ids: form.selected_products,
  };
}

function couponDetail(store: Store, row: CouponRow): CouponDetail {
  const { used_count: _used, product_ids, ...coupon } = row;
  const products = product_ids.flatMap((id) => {
    const product = store.data.products.find((p) => p.id === id);
    return product ? [{ id: product.id, name: product.name }] : [];
  });
  return { coupon, products };
}

function recipientOf(store: Store, order: OrderRow): Recipient {
  const user = store.user(order.user_id);
  const address = store.data.addresses.find((row) => row.id === order.address_id);
  const street = address ? [address.street, address.city, `${address.state} ${address.postal_code}`.trim(), address.country] : [];
  return {
    recipient: {
      name: user?.name ?? '',
      phone_number: user?.mobile ?? '',
      receiver_phone_number: address?.receiver_phone_number ?? user?.mobile ?? '',
      formatted_address: street.filter(Boolean).join(', '),
      city: address?.city ?? '',
    },
    products: order.products.map((line) => ({
      order_product_id: line.id,
      name: store.data.products.find((p) => p.id === line.product_id)?.name ?? '',
      quantity: line.quantity,
      amount: fromCents(toCents(line.original_price) * line.quantity),
    })),
    total_amount: order.total_amount,
  };
}

/** `{ year, month }` (month 1-12) of an instant in the shop's time zone. */
function shopMonth(date: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month') };
}

const MONTH_NAMES = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2000, i, 15)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
);

/**
 * SPEC §3 Payment-by-month: the totals of orders paid in each of the last 12 months ending with
 * the current one (the shop's time), oldest first, in LKR; months without a sale are left out.
 */
export function paymentsByMonth(store: Store): PaymentsByMonth {
  const now = shopMonth(store.now());
  const months = Array.from({ length: MONTHS_SHOWN }, (_, i) => {
    const index = now.year * 12 + (now.month - 1) - (MONTHS_SHOWN - 1 - i);
    return { year: Math.floor(index / 12), month: (index % 12) + 1, cents: 0 };
  });
  for (const order of store.data.orders) {
    if (order.paid_at === null) continue;
    const paid = shopMonth(new Date(order.paid_at));
    const slot = months.find((m) => m.year === paid.year && m.month === paid.month);
    if (slot) slot.cents += toCents(order.total_amount);
  }
  return months.filter((m) => m.cents > 0).map((m) => ({ month: MONTH_NAMES[m.month - 1]!, total: fromCents(m.cents) }));
}

/**
 * SPEC §7 "Admin": the coupon form's calls, the parcel form's and the sales chart's, and the
 * pickers' lists (ours). Every one needs an admin's session.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use('/coupons/store', adminOnly)
  .use('/coupons/:id{[0-9]+}', adminOnly)
  .use('/coupons/:id{[0-9]+}/update', adminOnly)
  .use('/orders/:orderId{[0-9]+}/recipient', adminOnly)
  .use('/orders/:orderId{[0-9]+}/create-parcel', adminOnly)
  .use('/api/payments-by-month', adminOnly)
  .use('/api/admin/*', adminOnly)

  .get('/coupons/:id{[0-9]+}', (c) => {
    const row = c.var.store.data.coupons.find((coupon) => coupon.id === Number(c.req.param('id')));
    return row ? c.json(couponDetail(c.var.store, row)) : c.json({ message: 'Not Found' }, 404);
  })

  .post('/coupons/store', async (c) => {
    const parsed = await readBody(c, CouponFormRequestSchema, { messages: 'schema' });
    if (!parsed.ok) return parsed.response;
    const conflict = couponConflicts(c, parsed.body, null);
    if (conflict) return conflict;
    const coupons = c.var.store.data.coupons;
    const row = couponRow(parsed.body, c.var.store.nextId(coupons), 0);
    coupons.push(row);
    return c.json({ redirect_url: couponEditPath(row.id) }, 201);
  })

  .put('/coupons/:id{[0-9]+}/update', async (c) => {
    const coupons = c.var.store.data.coupons;
    const index = coupons.findIndex((coupon) => coupon.id === Number(c.req.param('id')));
    if (index < 0) return c.json({ message: 'Not Found' }, 404);
    const parsed = await readBody(c, CouponFormRequestSchema, { messages: 'schema' });
    if (!parsed.ok) return parsed.response;
    const existing = coupons[index]!;
    const conflict = couponConflicts(c, parsed.body, existing.id);
    if (conflict) return conflict;
    coupons[index] = couponRow(parsed.body, existing.id, existing.used_count);
    return c.json({ redirect_url: couponEditPath(existing.id) });
  })

  .get('/api/admin/categories', (c) =>
    c.json(
      c.var.store.data.categories
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    ),
  )
  .get('/api/admin/collections', (c) =>
    c.json(
      c.var.store.data.collections
        .map(({ id, title }) => ({ id, title }))
        .sort((a, b) => a.title.localeCompare(b.title, 'en')),
    ),
  )
  .get('/api/admin/brands', (c) =>
    c.json(
      c.var.store.data.brands
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    ),
  )

  .get('/orders/:orderId{[0-9]+}/recipient', (c) => {
    const order = c.var.store.data.orders.find((row) => row.id === Number(c.req.param('orderId')));
    return order ? c.json(recipientOf(c.var.store, order)) : c.json({ message: 'Not Found' }, 404);
  })

  .post('/orders/:orderId{[0-9]+}/create-parcel', async (c) => {
    const store = c.var.store;
    const order = store.data.orders.find((row) => row.id === Number(c.req.param('orderId')));
    if (!order) return c.json({ message: 'Not Found' }, 404);
    const parsed = await readBody(c, ParcelRequestSchema, { messages: 'schema' });
    if (!parsed.ok) return parsed.response;
    const body = parsed.body;
    const lines = new Set(order.products.map((line) => line.id));
    if (body.products.some((line) => !lines.has(line.order_product_id))) {
      return validationError(c, { products: ['The selected products are not in this order.'] });
    }
    if (order.status === 'pending') return c.json({ success: false, error: 'This order has not been placed yet.' }, 422);
    if (store.data.parcels.some((row) => row.order_id === order.id)) {
      return c.json({ success: false, error: 'This order already has a parcel.' }, 422);
    }
    store.data.parcels.push({
      id: store.nextId(store.data.parcels),
      order_id: order.id,
      ...body,
      created_at: store.now().toISOString(),
    });
    return c.json({ success: true, redirect_url: orderAdminPath(order.id) }, 201);
  })

  .get('/api/payments-by-month', (c) => c.json(paymentsByMonth(c.var.store)));
