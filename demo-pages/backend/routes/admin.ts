import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { CouponFormRequestSchema, ParcelRequestSchema, type CouponDetail, type Recipient } from '../../../shared/admin/api';
import { fromCents, toCents } from '../../../shared/core/money';
import { currentUser, readBody, unauthenticated, validationError, type AppEnv } from '../env';
import { couponFormErrors, couponFromForm } from '../services/coupons';
import { paymentsByMonth } from '../services/sales';
import type { Store } from '../store/index';
import type { CouponRow, OrderRow } from '../store/types';

/** Where the admin goes after saving (ours: the SPEC does not show the Edit Coupon route). */
export const couponEditPath = (id: number) => `/admin/coupons/${id}/edit`;
/** Where the admin goes after a parcel is made (ours). */
export const orderAdminPath = (id: number) => `/admin/orders/${id}`;


/** Laravel's `auth` then a `can:admin` gate: 401 without a session, 403 for a shopper. */
const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  const user = currentUser(c);
  if (!user) return unauthenticated(c);
  if (!user.is_admin) return c.json({ message: 'This action is unauthorized.' }, 403);
  await next();
});

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
    const conflicts = couponFormErrors(c.var.store, parsed.body, null);
    if (conflicts) return validationError(c, conflicts);
    const coupons = c.var.store.data.coupons;
    const row = couponFromForm(parsed.body, c.var.store.nextId(coupons), 0);
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
    const conflicts = couponFormErrors(c.var.store, parsed.body, existing.id);
    if (conflicts) return validationError(c, conflicts);
    coupons[index] = couponFromForm(parsed.body, existing.id, existing.used_count);
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
