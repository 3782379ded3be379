// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../demo-pages/backend/app';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { openShop, type client } from './client';

let backend: Backend;
let browser: ReturnType<typeof client>;

beforeEach(async () => {
  ({ backend, browser } = await openShop({ now: () => new Date('2026-11-21T09:00:00Z') }));
});

const TEA = SEED_IDS.manyReviewsProduct;
const SHIRT = SEED_IDS.colorSizeProduct;
const coupon = (code: string) => backend.store.data.coupons.find((row) => row.code === code)!;
const validate = (body: Record<string, unknown>) => browser.call('POST', '/coupons/validate', body);

describe('POST /coupons/validate', () => {
  it('answers the coupon and which of the products it covers, for a code typed in any case', async () => {
    const answer = await validate({ code: ' tealover15 ', subtotal: 2420, product_ids: [TEA, SHIRT] });
    expect(answer.status).toBe(200);
    const row = coupon('TEALOVER15');
    expect(answer.body).toEqual({
      coupon: {
        id: SEED_IDS.activeCoupon,
        title: 'Tea Lovers 15% Off',
        code: 'TEALOVER15',
        discount_type: 'percentage',
        discount_value: 15,
        min_order_value: null,
        max_discount_value: 1000,
        start_date: row.start_date,
        end_date: row.end_date,
      },
      eligible_products: [TEA],
    });
  });

  it("refuses an unknown code with SPEC §8's 'Invalid coupon code.'", async () => {
    const answer = await validate({ code: 'NOSUCHCODE', subtotal: 5000, product_ids: [TEA] });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Invalid coupon code.');
  });

  it('refuses an expired coupon and one that has not started yet', async () => {
    const expired = await validate({ code: 'VESAK12', subtotal: 5000, product_ids: coupon('VESAK12').product_ids });
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe('This coupon has expired.');

    coupon('TEALOVER15').start_date = '2026-11-22T09:00:00.000Z';
    const early = await validate({ code: 'TEALOVER15', subtotal: 5000, product_ids: [TEA] });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('This coupon is not active yet.');
  });

  it('refuses a coupon whose usage limit is reached, and takes it again below the limit', async () => {
    const exhausted = coupon('BATIK20');
    expect(exhausted.used_count).toBe(exhausted.usage_limit);
    const refused = await validate({ code: 'BATIK20', subtotal: 5000, product_ids: [SHIRT] });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This coupon has reached its usage limit.');
    exhausted.used_count -= 1;
    expect((await validate({ code: 'BATIK20', subtotal: 5000, product_ids: [SHIRT] })).status).toBe(200);
  });

  it("refuses a subtotal below the minimum order with SPEC §5's text, and takes the minimum itself", async () => {
    const products = coupon('FREESHIP500').product_ids;
    const below = await validate({ code: 'FREESHIP500', subtotal: 2999.99, product_ids: products });
    expect(below.status).toBe(422);
    expect(below.body.message).toBe('This coupon requires a minimum order value of LKR. 3,000.00.');
    expect((await validate({ code: 'FREESHIP500', subtotal: 3000, product_ids: products })).status).toBe(200);
  });

  it('refuses a coupon that covers none of the products', async () => {
    const answer = await validate({ code: 'TEALOVER15', subtotal: 5000, product_ids: [SHIRT] });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('This coupon does not apply to the products in your order.');
  });

  it('answers a missing code or product list like Laravel', async () => {
    const answer = await validate({ subtotal: 100, product_ids: [] });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      code: ['The code field is required.'],
      product_ids: ['The product ids field is invalid.'],
    });
  });

  it('serves signed-in shoppers too, and refuses a stale CSRF token with 419', async () => {
    const signedIn = await browser.call('POST', '/__demo/login-as', { user_id: SEED_IDS.customer });
    const body = { code: 'TEALOVER15', subtotal: 2420, product_ids: [TEA] };
    expect((await validate(body)).status).toBe(419);
    browser.setCsrf(String(signedIn.body.csrf_token));
    expect((await validate(body)).status).toBe(200);
  });
});

describe('GET /api/bank-accounts', () => {
  it('lists the shop’s accounts, with or without email and address', async () => {
    const answer = await browser.call('GET', '/api/bank-accounts');
    expect(answer.status).toBe(200);
    expect(answer.body.accounts).toEqual([
      expect.objectContaining({ bank_name: 'Commercial Bank of Ceylon', account_number: '8001234567', email: 'payments@example.lk' }),
      expect.objectContaining({ bank_name: 'Bank of Ceylon', branch_name: 'Kandy City', email: null, address: null }),
    ]);
  });
});
