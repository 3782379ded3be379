// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../demo-pages/backend/app';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { openShop, type client } from './client';

/**
 * Issue 29, finding 2: the reference backend's 422 texts, which the forms show at their fields,
 * are the shop's words for every field, a forged or over-long value included (never valibot's
 * "Invalid length: Expected <=255 but received 300").
 */
let backend: Backend;
let browser: ReturnType<typeof client>;
const LONG = 'x'.repeat(300);
const RAW = /Invalid (length|type|value|key)|Expected|received/;

beforeEach(async () => {
  ({ backend, browser } = await openShop({ now: () => new Date('2026-11-21T09:00:00Z') }));
});

async function signIn(userId: number) {
  const signedIn = await browser.call('POST', '/__demo/login-as', { user_id: userId });
  browser.setCsrf(String(signedIn.body.csrf_token));
}

const errorsOf = (answer: { status: number; body: Record<string, unknown> }) => {
  expect(answer).toMatchObject({ status: 422 });
  expect(JSON.stringify(answer.body)).not.toMatch(RAW);
  return answer.body.errors as Record<string, string[]>;
};

describe('422 field texts in the shop’s words (issue 29)', () => {
  it('a guest order with a 300-character nickname, street and email', async () => {
    const errors = errorsOf(
      await browser.call('POST', '/guest/orders/cod-place', {
        nickname: LONG,
        email: `${'a'.repeat(250)}@example.lk`,
        phone_number: '0771234567',
        address: { formatted_address: LONG, city: 'කොළඹ', country: 'Sri Lanka' },
      }),
    );
    expect(errors).toEqual({
      nickname: ['Nickname must be 255 characters or fewer.'],
      email: ['Email must be 254 characters or fewer.'],
      'address.formatted_address': ['Street address must be 255 characters or fewer.'],
    });
  });

  it('a parcel with contact 2 "abc", a 300-character description and a product that is not an object', async () => {
    await signIn(SEED_IDS.admin);
    const order = backend.store.data.orders.find((row) => row.id === SEED_IDS.placedOrder)!;
    const errors = errorsOf(
      await browser.call('POST', `/orders/${SEED_IDS.placedOrder}/create-parcel`, {
        parcel_weight: 2,
        parcel_description: LONG,
        recipient_name: 'නිමල් පෙරේරා',
        recipient_contact_1: '0771234567',
        recipient_contact_2: 'abc',
        recipient_address: '12 காலி வீதி',
        recipient_city: 'கொழும்பு',
        amount: 4500,
        products: [{ order_product_id: order.products[0]!.id, amount: 100 }, 'tea'],
      }),
    );
    expect(errors).toEqual({
      parcel_description: ['Parcel Description must be 255 characters or fewer.'],
      recipient_contact_2: ['Invalid mobile number format. Please use the correct format.'],
      // A value no form sends: the catch-all text, never valibot's.
      'products.1': ['Please check what you entered here.'],
    });
  });

  it('a coupon with a 300-character title and letters in the amounts', async () => {
    await signIn(SEED_IDS.admin);
    const errors = errorsOf(
      await browser.call('POST', '/coupons/store', {
        title: LONG,
        code: 'POYATEA10',
        discount_type: 'percentage',
        discount_value: 10,
        min_order_value: 'abc',
        usage_limit: 'ten',
        start_date: '2026-11-20T00:00',
      }),
    );
    expect(errors).toEqual({
      title: ['The title must be 255 characters or fewer.'],
      min_order_value: ['Minimum order value must be a number, such as 1500.'],
      usage_limit: ['Usage limit must be a whole number, such as 100.'],
    });
  });

  it('an address with a 300-character street and a number in letters', async () => {
    await signIn(2); // Nimal: verified mobile
    const errors = errorsOf(
      await browser.call('POST', '/user/address/store', {
        receiver_phone_number: 'abc',
        street: LONG,
        city: 'யாழ்ப்பாணம்',
        state: 'வட மாகாணம்',
        country: 'Sri Lanka',
      }),
    );
    expect(errors).toEqual({
      receiver_phone_number: ['Invalid mobile number format. Please use the correct format.'],
      street: ['Street address must be 255 characters or fewer.'],
    });
  });
});
