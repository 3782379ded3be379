// @vitest-environment node
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../demo-pages/backend/app';
import { EMPTY_MONTH_INDEX, PAID_ORDERS_PER_MONTH, SEED_IDS } from '../../../demo-pages/backend/seed/index';
import {
  CouponDetailSchema,
  PickerBrandsSchema,
  PickerCategoriesSchema,
  PickerCollectionsSchema,
  RecipientSchema,
  type CouponFormRequest,
  type ParcelRequest,
} from '../../../shared/admin/api';
import { PaymentsByMonthSchema } from '../../../widgets/sales-chart/api';
import * as adminMessages from '../../../shared/admin-texts/messages';
import { openShop, type client } from './client';

let backend: Backend;
let browser: ReturnType<typeof client>;

async function signIn(userId: number) {
  const signedIn = await browser.call('POST', '/__demo/login-as', { user_id: userId });
  browser.setCsrf(String(signedIn.body.csrf_token));
}

beforeEach(async () => {
  ({ backend, browser } = await openShop({ now: () => new Date('2026-11-21T09:00:00Z') }));
});

const teaIds = () => backend.store.data.products.filter((p) => p.name.includes('Tea')).slice(0, 2).map((p) => p.id);

function couponForm(overrides: Partial<CouponFormRequest> = {}): CouponFormRequest {
  return {
    title: 'Poya Day Tea',
    code: 'POYATEA10',
    discount_type: 'percentage',
    discount_value: 10,
    min_order_value: 1000,
    max_discount_value: 500,
    usage_limit: 50,
    start_date: '2026-11-20T00:00',
    end_date: '2026-12-31T23:59',
    show_on_products: 1,
    selected_products: teaIds(),
    ...overrides,
  };
}

describe('admin calls need an admin (SPEC §6)', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/coupons/1'],
    ['POST', '/coupons/store', {}],
    ['PUT', '/coupons/1/update', {}],
    ['GET', `/orders/${SEED_IDS.placedOrder}/recipient`],
    ['POST', `/orders/${SEED_IDS.placedOrder}/create-parcel`, {}],
    ['GET', '/api/payments-by-month'],
    ['GET', '/api/admin/categories'],
    ['GET', '/api/admin/collections'],
    ['GET', '/api/admin/brands'],
  ];

  it('answers 401 without a session and 403 to a shopper, and changes nothing', async () => {
    const coupons = backend.store.data.coupons.length;
    for (const [method, path, body] of calls) expect((await browser.call(method, path, body)).status, path).toBe(401);
    await signIn(SEED_IDS.customer);
    for (const [method, path, body] of calls) {
      const answer = await browser.call(method, path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body.message).toBe('This action is unauthorized.');
    }
    expect(backend.store.data.coupons).toHaveLength(coupons);
  });
});

describe('coupons (SPEC §7 POST /coupons/store, GET /coupons/{id}, PUT /coupons/{id}/update)', () => {
  beforeEach(() => signIn(SEED_IDS.admin));

  it('stores a coupon (201 with redirect_url), reads it back and updates it', async () => {
    const created = await browser.call('POST', '/coupons/store', couponForm());
    expect(created.status).toBe(201);
    const id = backend.store.data.coupons.at(-1)!.id;
    expect(created.body).toEqual({ redirect_url: `/admin/coupons/${id}/edit` });

    const read = await browser.call('GET', `/coupons/${id}`);
    const detail = v.parse(CouponDetailSchema, read.body);
    expect(detail.coupon).toMatchObject({ code: 'POYATEA10', discount_type: 'percentage', discount_value: 10, show_on_products: 1 });
    // A date-time without a zone is the shop's (Sri Lanka, UTC+05:30).
    expect(detail.coupon.start_date).toBe('2026-11-19T18:30:00.000Z');
    expect(detail.products.map((p) => p.id)).toEqual(teaIds());

    const updated = await browser.call('PUT', `/coupons/${id}/update`, couponForm({ discount_type: 'fixed', discount_value: 250, end_date: null }));
    expect(updated.status).toBe(200);
    const again = v.parse(CouponDetailSchema, (await browser.call('GET', `/coupons/${id}`)).body);
    expect(again.coupon).toMatchObject({ discount_type: 'fixed', discount_value: 250, end_date: null });
  });

  it('a stored coupon shown on products applies at checkout', async () => {
    await browser.call('POST', '/coupons/store', couponForm({ min_order_value: null }));
    const valid = await browser.call('POST', '/coupons/validate', { code: 'POYATEA10', subtotal: 3000, product_ids: teaIds() });
    expect(valid.status).toBe(200);
    expect(valid.body.eligible_products).toEqual(teaIds());
  });

  // SPEC §5, each rule at its boundaries, with its text on its field.
  const refusals: [string, Partial<CouponFormRequest>, string, string][] = [
    ['a code of 4 characters', { code: 'ABCD' }, 'code', 'The code must be 5 to 20 capital letters or digits.'],
    ['a code of 21 characters', { code: 'A'.repeat(21) }, 'code', 'The code must be 5 to 20 capital letters or digits.'],
    ['a code in lower case', { code: 'poyatea10' }, 'code', 'The code must be 5 to 20 capital letters or digits.'],
    ['a percentage of 0', { discount_value: 0 }, 'discount_value', adminMessages.invalidDiscount],
    ['a percentage of 101', { discount_value: 101 }, 'discount_value', adminMessages.invalidDiscount],
    ['a fixed value of 0', { discount_type: 'fixed', discount_value: 0 }, 'discount_value', adminMessages.invalidDiscount],
    ['a negative minimum', { min_order_value: -1 }, 'min_order_value', 'Minimum order value cannot be negative.'],
    ['a negative cap', { max_discount_value: -0.01 }, 'max_discount_value', 'Maximum discount value cannot be negative.'],
    ['a usage limit of 0', { usage_limit: 0 }, 'usage_limit', 'Usage limit must be at least 1.'],
    ['an end before the start', { end_date: '2026-11-19T23:59' }, 'end_date', 'End date must be after the start date.'],
  ];
  for (const [what, change, field, text] of refusals) {
    it(`refuses ${what} with 422 and the SPEC text`, async () => {
      const answer = await browser.call('POST', '/coupons/store', couponForm(change));
      expect(answer.status).toBe(422);
      expect((answer.body.errors as Record<string, string[]>)[field]).toEqual([text]);
    });
  }

  it('names every missing field with its own text, not a generic one', async () => {
    const answer = await browser.call('POST', '/coupons/store', {});
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      title: ['The title is required.'],
      code: ['The code must be 5 to 20 capital letters or digits.'],
      discount_type: [adminMessages.invalidDiscount],
      discount_value: [adminMessages.invalidDiscount],
      usage_limit: ['Usage limit must be at least 1.'],
      start_date: ['Enter a valid date and time.'],
    });
  });

  it('takes each rule at its allowed edge: codes of 5 and 20, percentages of 1 and 100, a usage limit of 1', async () => {
    for (const [i, change] of [
      { code: 'ABCDE' },
      { code: 'A1'.repeat(10) },
      { code: 'PCT001', discount_value: 1 },
      { code: 'PCT100', discount_value: 100 },
      { code: 'ONCE1', usage_limit: 1, min_order_value: 0, max_discount_value: 0 },
      { code: 'SAMEDAY', end_date: '2026-11-20T00:00' },
    ].entries()) {
      expect((await browser.call('POST', '/coupons/store', couponForm(change))).status, String(i)).toBe(201);
    }
  });

  it('refuses a code another coupon has, and products that do not exist', async () => {
    await browser.call('POST', '/coupons/store', couponForm());
    const again = await browser.call('POST', '/coupons/store', couponForm({ selected_products: [999_999] }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      code: ['The code has already been taken.'],
      selected_products: ['The selected products are invalid.'],
    });
  });

  it('answers 404 for an unknown coupon', async () => {
    expect((await browser.call('GET', '/coupons/999999')).status).toBe(404);
    expect((await browser.call('PUT', '/coupons/999999/update', couponForm())).status).toBe(404);
  });

  it('lists the pickers: categories, collections and brands by name', async () => {
    const categories = v.parse(PickerCategoriesSchema, (await browser.call('GET', '/api/admin/categories')).body);
    expect(categories).toHaveLength(backend.store.data.categories.length);
    expect(categories.map((c) => c.name)).toEqual([...categories.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(v.parse(PickerCollectionsSchema, (await browser.call('GET', '/api/admin/collections')).body)).toHaveLength(
      backend.store.data.collections.length,
    );
    expect(v.parse(PickerBrandsSchema, (await browser.call('GET', '/api/admin/brands')).body)).toHaveLength(
      backend.store.data.brands.length,
    );
  });
});

describe('parcels (SPEC §7 GET /orders/{id}/recipient, POST /orders/{id}/create-parcel)', () => {
  beforeEach(() => signIn(SEED_IDS.admin));

  const order = () => backend.store.data.orders.find((row) => row.id === SEED_IDS.placedOrder)!;
  function parcel(overrides: Partial<ParcelRequest> = {}): ParcelRequest {
    return {
      parcel_weight: 2,
      parcel_description: 'Tea and spices',
      recipient_name: 'Nimal Perera',
      recipient_contact_1: '0771234567',
      recipient_contact_2: null,
      recipient_address: '12 Temple Road',
      recipient_city: 'Kandy',
      amount: 4500,
      exchange: 0,
      products: order().products.map((line) => ({ order_product_id: line.id, amount: 100 })),
      ...overrides,
    };
  }

  it("gives the order's recipient and its products with their amounts", async () => {
    const answer = v.parse(RecipientSchema, (await browser.call('GET', `/orders/${SEED_IDS.placedOrder}/recipient`)).body);
    expect(answer.recipient.name).toBe('Nimal Perera');
    expect(answer.recipient.formatted_address).toContain(answer.recipient.city);
    expect(answer.products.map((p) => p.order_product_id)).toEqual(order().products.map((line) => line.id));
    for (const [i, line] of order().products.entries()) expect(answer.products[i]!.amount).toBeCloseTo(line.original_price * line.quantity, 2);
  });

  it('creates one parcel for a placed order (201, redirect_url), and refuses a second', async () => {
    const made = await browser.call('POST', `/orders/${SEED_IDS.placedOrder}/create-parcel`, parcel());
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ success: true, redirect_url: `/admin/orders/${SEED_IDS.placedOrder}` });
    expect(backend.store.data.parcels).toEqual([expect.objectContaining({ order_id: SEED_IDS.placedOrder, parcel_weight: 2, exchange: 0 })]);
    const second = await browser.call('POST', `/orders/${SEED_IDS.placedOrder}/create-parcel`, parcel());
    expect(second).toEqual({ status: 422, body: { success: false, error: 'This order already has a parcel.' } });
  });

  it('refuses an order not placed yet, and products of another order', async () => {
    const pending = await browser.call('POST', `/orders/${SEED_IDS.pendingOrder}/create-parcel`, parcel({ products: [] }));
    expect(pending.status).toBe(422);
    const lines = backend.store.data.orders.find((row) => row.id === SEED_IDS.pendingOrder)!.products;
    const notPlaced = await browser.call(
      'POST',
      `/orders/${SEED_IDS.pendingOrder}/create-parcel`,
      parcel({ products: [{ order_product_id: lines[0]!.id, amount: 1 }] }),
    );
    expect(notPlaced.body).toEqual({ success: false, error: 'This order has not been placed yet.' });
    const foreign = await browser.call('POST', `/orders/${SEED_IDS.placedOrder}/create-parcel`, parcel({ products: [{ order_product_id: lines[0]!.id, amount: 1 }] }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ products: ['The selected products are not in this order.'] });
  });

  it('says every SPEC §5 required-field text on its field', async () => {
    const answer = await browser.call('POST', `/orders/${SEED_IDS.placedOrder}/create-parcel`, {
      recipient_contact_2: null,
      exchange: 0,
      parcel_description: ' ',
      products: [],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      parcel_weight: ['Weight is required.'],
      parcel_description: ['Parcel Description is required.'],
      recipient_name: ['Recipient Name is required.'],
      recipient_contact_1: ['Recipient Contact No 1 is required.'],
      recipient_address: ['Recipient Address is required.'],
      recipient_city: ['Recipient City is required.'],
      amount: ['Amount is required.'],
      products: ['Please select at least one product.'],
    });
    expect(backend.store.data.parcels).toEqual([]);
  });

  it('takes weights of 1 and 1000 kg only', async () => {
    for (const weight of [0, 1001, 2.5]) {
      const answer = await browser.call('POST', `/orders/${SEED_IDS.placedOrder}/create-parcel`, parcel({ parcel_weight: weight }));
      expect((answer.body.errors as Record<string, string[]>).parcel_weight, String(weight)).toEqual(['Weight is required.']);
    }
    expect((await browser.call('POST', `/orders/${SEED_IDS.placedOrder}/create-parcel`, parcel({ parcel_weight: 1000 }))).status).toBe(201);
  });
});

describe('sales (SPEC §7 GET /api/payments-by-month)', () => {
  it('gives the paid totals of the last 12 months ending with this one, oldest first, leaving out a month without sales', async () => {
    await signIn(SEED_IDS.admin);
    const months = v.parse(PaymentsByMonthSchema, (await browser.call('GET', '/api/payments-by-month')).body);
    // The seed pays orders in each of the 12 months up to November 2026 except one.
    const names = ['December', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November'];
    expect(months.map((m) => m.month)).toEqual(names.filter((_, i) => i !== EMPTY_MONTH_INDEX));
    expect(PAID_ORDERS_PER_MONTH[EMPTY_MONTH_INDEX]).toBe(0);
    const paidCents = backend.store.data.orders
      .filter((row) => row.paid_at !== null)
      .reduce((sum, row) => sum + Math.round(row.total_amount * 100), 0);
    expect(Math.round(months.reduce((sum, m) => sum + m.total, 0) * 100)).toBe(paidCents);
    for (const m of months) expect(m.total).toBeGreaterThan(0);
  });
});
