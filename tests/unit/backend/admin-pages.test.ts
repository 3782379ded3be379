// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../demo-pages/backend/app';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { SPECIAL_ORDER_IDS } from '../../../demo-pages/backend/seed/orders';
import { adminPages } from '../../../demo-pages/pages/admin-pages';
import { openShop, type client } from './client';

// dist/ comes from a build, which the unit tests do not run: the layout gets a stand-in manifest.
vi.mock('../../../demo-pages/pages/manifest', () => ({
  manifest: () => ({ loader: { file: 'loader.js', imports: [] }, theme: { css: 'theme.css' }, widgets: {}, integrity: {} }),
  BUILD_URL: '/build',
  buildUrl: (name: string) => `/build/${name}`,
}));

let backend: Backend;
let browser: ReturnType<typeof client>;

beforeEach(async () => {
  ({ backend, browser } = await openShop({ now: () => new Date('2026-11-21T09:00:00Z'), pages: adminPages }));
});

async function signIn(userId: number) {
  const signedIn = await browser.call('POST', '/__demo/login-as', { user_id: userId });
  browser.setCsrf(String(signedIn.body.csrf_token));
}

/** Open a page as this browser (its session cookie), as HTML. */
const open = (path: string) => browser.page(path);

const ADMIN_PAGES = [
  '/admin',
  '/admin/sales',
  '/admin/coupons/create',
  `/admin/coupons/${SEED_IDS.activeCoupon}/edit`,
  `/admin/orders/${SPECIAL_ORDER_IDS.placed}`,
  `/admin/orders/${SPECIAL_ORDER_IDS.placed}/parcel`,
];

describe('the admin screens of the demo shop', () => {
  it.each(ADMIN_PAGES)('%s asks a visitor to sign in and refuses a shopper (403)', async (path) => {
    const visitor = await open(path);
    expect(visitor.status).toBe(200);
    expect(visitor.text).toContain('Please sign in');
    expect(visitor.text).not.toContain('data-widget="coupon-form"');

    await signIn(SEED_IDS.customer);
    const shopper = await open(path);
    expect(shopper.status).toBe(403);
    expect(shopper.text).toContain("This page is for the shop's administrators");
  });

  it('gives the admin each screen with its widget and props', async () => {
    await signIn(SEED_IDS.admin);
    expect((await open('/admin/sales')).text).toContain('data-widget="sales-chart"');
    expect((await open('/admin/coupons/create')).text).toContain('data-widget="coupon-form" data-props="{}"');
    expect((await open(`/admin/coupons/${SEED_IDS.activeCoupon}/edit`)).text).toContain(
      `data-widget="coupon-form" data-props="{&quot;couponId&quot;:${SEED_IDS.activeCoupon}}"`,
    );
    expect((await open(`/admin/orders/${SPECIAL_ORDER_IDS.placed}/parcel`)).text).toContain(
      `data-widget="parcel-form" data-props="{&quot;orderId&quot;:${SPECIAL_ORDER_IDS.placed}}"`,
    );
    expect((await open('/admin/coupons/999/edit')).status).toBe(404);
    expect((await open('/admin/orders/9999/parcel')).status).toBe(404);
  });

  it("lists the coupons and the orders' parcel state on the dashboard, and a parcel on its order", async () => {
    await signIn(SEED_IDS.admin);
    const placed = SPECIAL_ORDER_IDS.placed;
    const parcelLink = `<a href="/admin/orders/${placed}/parcel">Create parcel<span class="visually-hidden"> for order #${placed}</span></a>`;
    expect((await open('/admin')).text).toContain(parcelLink);

    const created = await browser.call('POST', `/orders/${placed}/create-parcel`, {
      parcel_weight: 3,
      parcel_description: 'Tea and spices',
      recipient_name: 'Nimal Perera',
      recipient_contact_1: '94771234567',
      recipient_address: '12 Temple Road',
      recipient_city: 'Kandy',
      amount: 1500,
      exchange: 0,
      products: [{ order_product_id: backend.store.data.orders.find((o) => o.id === placed)!.products[0]!.id, amount: 1500 }],
    });
    expect(created.status).toBe(201);

    expect((await open('/admin')).text).not.toContain(parcelLink);
    const order = await open(String(created.body.redirect_url));
    expect(order.status).toBe(200);
    expect(order.text).toContain('Tea and spices');
    expect(order.text).toContain('3 kg');
    expect(order.text).not.toContain(`href="/admin/orders/${placed}/parcel"`);
  });

  it('signs the bench in as the admin on its scenario pages', async () => {
    expect((await open('/__demo/scenarios/admin-sales')).text).toContain('data-widget="sales-chart"');
    expect((await open('/__demo/scenarios/admin-new-coupon')).text).toContain('data-widget="coupon-form"');
  });
});
