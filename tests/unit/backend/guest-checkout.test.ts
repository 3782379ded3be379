// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../demo-pages/backend/app';
import { highestDiscount } from '../../../demo-pages/backend/presenters';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { SESSION_COOKIE } from '../../../demo-pages/backend/session';
import { shippingCostCents, shippingWeight } from '../../../demo-pages/backend/shipping';
import { orderPages } from '../../../demo-pages/pages/order-pages';
import { fromCents, toCents } from '../../../shared/core/money';
import { couponDiscount, lineDiscount, totalWeight } from '../../../shared/purchase/pricing';
import { client, openShop } from './client';

// dist/ comes from a build, which the unit tests do not run: the layout gets a stand-in manifest.
vi.mock('../../../demo-pages/pages/manifest', () => ({
  manifest: () => ({ loader: { file: 'loader.js', imports: [] }, theme: { css: 'theme.css' }, widgets: {}, integrity: {} }),
  BUILD_URL: '/build',
  buildUrl: (name: string) => `/build/${name}`,
}));

const GUEST_MOBILE = '94779876543';
const NIMAL_MOBILE = '94771234567';
const TEA = SEED_IDS.manyReviewsProduct;

let backend: Backend;
let browser: ReturnType<typeof client>;
let clock = new Date('2026-11-21T09:00:00Z');

beforeEach(async () => {
  clock = new Date('2026-11-21T09:00:00Z');
  ({ backend, browser } = await openShop({ now: () => clock, pages: orderPages }));
});

const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
const store = () => backend.store;
const product = (id: number) => store().data.products.find((row) => row.id === id)!;
const variation = (id: number, name: string) => product(id).variations.find((row) => row.name === name)!;
const couponId = (code: string) => store().data.coupons.find((row) => row.code === code)!.id;
const lastCode = (to: string) => store().outbox.findLast((message) => message.to === to)!.code;

async function verify(mobile = GUEST_MOBILE) {
  await browser.call('POST', '/send-verification-code', { mobile_number: mobile });
  return browser.call('POST', '/guest-verify-otp', { mobile_number: mobile, otp: lastCode(mobile) });
}

interface Line {
  product_id: number;
  quantity: number;
  subtotal: number;
  variants: { type: string; value: string }[];
}

/** A line as the guest screen sends it: price × quantity of the variation the pairs name. */
function line(productId: number, quantity: number, variants: Line['variants'] = []): Line {
  const name = variants.length > 0 ? variants.map((pair) => pair.value).join('/') : 'No V';
  return { product_id: productId, quantity, subtotal: fromCents(toCents(variation(productId, name).price) * quantity), variants };
}

/** A line of the product's first variation in stock. */
function anyLine(productId: number, quantity = 1): Line {
  const row = product(productId);
  const name = row.variations.find((option) => option.quantity >= quantity)!.name;
  const types = row.variation_types.filter((type) => type.type !== 'No V');
  return line(productId, quantity, types.map((type, i) => ({ type: type.type, value: name.split('/')[i]! })));
}

const tea = (quantity = 2) => line(TEA, quantity, [{ type: 'Weight', value: '400g' }]);

/** The amounts the guest screen shows for these lines, worked out with the shared formulas. */
function amounts(lines: Line[], coupon: number | null) {
  const rows = lines.map((item) => {
    const row = product(item.product_id);
    const price = toCents(item.subtotal / item.quantity);
    return { id: row.id, price, quantity: item.quantity, weight: shippingWeight(row), discount: highestDiscount(store(), row) };
  });
  const goods = rows.reduce((sum, row) => sum + row.price * row.quantity, 0);
  const productDiscounts = rows.reduce((sum, row) => sum + lineDiscount(row.price, row.quantity, row.discount), 0);
  const shipping = shippingCostCents(totalWeight(rows));
  const terms = store().data.coupons.find((row) => row.id === coupon);
  const eligible = rows.filter((row) => terms?.product_ids.includes(row.id)).map((row) => ({ priceCents: row.price, quantity: row.quantity }));
  const result = terms ? couponDiscount(terms, goods, eligible, 'guest') : null;
  const couponCents = result?.ok ? result.discountCents : 0;
  return {
    total: fromCents(goods + shipping - productDiscounts - couponCents),
    shipping_cost: fromCents(shipping),
    discount_amount: fromCents(productDiscounts + couponCents),
  };
}

const DETAILS = {
  nickname: 'Home',
  email: 'Amaya.Silva@Example.lk',
  phone_number: '077 987 6543',
  address: { formatted_address: '12 Temple Road', city: 'Kandy', state: 'Central', postal_code: '20000', country: 'Sri Lanka' },
};

function order(lines: Line[] = [tea()], coupon: number | null = null, overrides: Record<string, unknown> = {}) {
  return { ...DETAILS, ...amounts(lines, coupon), coupon_id: coupon, products: lines, ...overrides };
}

const cardOrder = (lines: Line[] = [tea()], coupon: number | null = null) => ({
  ...order(lines, coupon),
  guest_cart: [{ product_id: TEA, product_name: product(TEA).name, image_name: null, variation_name: '400g', price: 1210, quantity: 2, subtotal: 2420 }],
});

describe('POST /check-email-exists', () => {
  it('is true for a registered account in any case, false for a guest account or a new email', async () => {
    expect((await browser.call('POST', '/check-email-exists', { email: ' Nimal@Example.LK ' })).body).toEqual({ exists: true });
    expect((await browser.call('POST', '/check-email-exists', { email: 'guest.buyer@example.lk' })).body).toEqual({ exists: false });
    expect((await browser.call('POST', '/check-email-exists', { email: 'new@example.lk' })).body).toEqual({ exists: false });
  });

  it('answers a malformed email with 422, and a stale CSRF token with 419', async () => {
    const answer = await browser.call('POST', '/check-email-exists', { email: 'not-an-email' });
    expect(answer).toEqual({ status: 422, body: { message: 'The email field is invalid.', errors: { email: ['The email field is invalid.'] } } });
    expect((await browser.call('POST', '/check-email-exists', { email: 'new@example.lk' }, { 'X-CSRF-TOKEN': 'old' })).status).toBe(419);
  });
});

describe('POST /check-mobile-exists', () => {
  it('is true for a registered number in any form, false for a guest account or a new number', async () => {
    expect((await browser.call('POST', '/check-mobile-exists', { mobile_number: '077 123 4567' })).body).toEqual({ exists: true });
    expect((await browser.call('POST', '/check-mobile-exists', { mobile_number: '0751112233' })).body).toEqual({ exists: false });
    expect((await browser.call('POST', '/check-mobile-exists', { mobile_number: GUEST_MOBILE })).body).toEqual({ exists: false });
  });

  it('refuses a number that is not Sri Lankan with the SPEC text', async () => {
    const answer = await browser.call('POST', '/check-mobile-exists', { mobile_number: '12345' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ mobile_number: ['Invalid mobile number format.'] });
  });
});

describe('POST /send-verification-code', () => {
  it('texts a 6-digit code to the normalised number and answers {message}', async () => {
    const answer = await browser.call('POST', '/send-verification-code', { mobile_number: '0779876543' });
    expect(answer).toEqual({ status: 200, body: { message: 'Verification code sent.' } });
    const message = store().outbox.at(-1)!;
    expect(message).toMatchObject({ channel: 'sms', to: GUEST_MOBILE, purpose: 'guest' });
    expect(message.code).toMatch(/^\d{6}$/);
  });

  it('makes another code wait out the 60 seconds of SPEC §9', async () => {
    await browser.call('POST', '/send-verification-code', { mobile_number: GUEST_MOBILE });
    later(45_000);
    const early = await browser.call('POST', '/send-verification-code', { mobile_number: GUEST_MOBILE });
    expect(early).toEqual({ status: 429, body: { message: 'Please wait 15 seconds before requesting a new code.' } });
    later(15_000);
    expect((await browser.call('POST', '/send-verification-code', { mobile_number: GUEST_MOBILE })).status).toBe(200);
    expect(store().outbox).toHaveLength(2);
  });

  it('serves a signed-in shopper verifying an address number too', async () => {
    const signedIn = await browser.call('POST', '/__demo/login-as', { user_id: SEED_IDS.customer });
    browser.setCsrf(String(signedIn.body.csrf_token));
    expect((await browser.call('POST', '/send-verification-code', { mobile_number: GUEST_MOBILE })).status).toBe(200);
    expect(store().outbox.at(-1)).toMatchObject({ to: GUEST_MOBILE, purpose: 'address' });
  });

  it('answers a missing or malformed number with 422, a stale token with 419, and sends nothing', async () => {
    expect((await browser.call('POST', '/send-verification-code', {})).body.errors).toEqual({
      mobile_number: ['The mobile number field is required.'],
    });
    expect((await browser.call('POST', '/send-verification-code', { mobile_number: '+1 555 0100' })).body.errors).toEqual({
      mobile_number: ['Invalid mobile number format.'],
    });
    const stale = await browser.call('POST', '/send-verification-code', { mobile_number: GUEST_MOBILE }, { 'X-CSRF-TOKEN': 'old' });
    expect(stale.status).toBe(419);
    expect(store().outbox).toHaveLength(0);
  });
});

describe('POST /guest-verify-otp', () => {
  it('refuses a wrong code with an error, then verifies the right one once', async () => {
    await browser.call('POST', '/send-verification-code', { mobile_number: GUEST_MOBILE });
    const wrong = await browser.call('POST', '/guest-verify-otp', { mobile_number: GUEST_MOBILE, otp: '000000' });
    expect(wrong).toEqual({ status: 422, body: { error: 'Invalid OTP. Please try again.' } });
    const code = lastCode(GUEST_MOBILE);
    const right = await browser.call('POST', '/guest-verify-otp', { mobile_number: '0779876543', otp: code });
    expect(right).toEqual({ status: 200, body: { message: 'Verification successful' } });
    // A code is used up by its success.
    const again = await browser.call('POST', '/guest-verify-otp', { mobile_number: GUEST_MOBILE, otp: code });
    expect(again.body).toEqual({ error: 'OTP has expired. Please request a new one.' });
  });

  it('refuses a code after its 5 minutes', async () => {
    await browser.call('POST', '/send-verification-code', { mobile_number: GUEST_MOBILE });
    later(5 * 60_000 + 1);
    const late = await browser.call('POST', '/guest-verify-otp', { mobile_number: GUEST_MOBILE, otp: lastCode(GUEST_MOBILE) });
    expect(late).toEqual({ status: 422, body: { error: 'OTP has expired. Please request a new one.' } });
  });

  it('gives up on a code after five wrong tries', async () => {
    await browser.call('POST', '/send-verification-code', { mobile_number: GUEST_MOBILE });
    const code = lastCode(GUEST_MOBILE);
    for (let i = 0; i < 4; i++) await browser.call('POST', '/guest-verify-otp', { mobile_number: GUEST_MOBILE, otp: '000000' });
    const fifth = await browser.call('POST', '/guest-verify-otp', { mobile_number: GUEST_MOBILE, otp: '000000' });
    expect(fifth.body).toEqual({ error: 'Too many wrong codes. Please request a new one.' });
    expect((await browser.call('POST', '/guest-verify-otp', { mobile_number: GUEST_MOBILE, otp: code })).status).toBe(422);
  });

  it('answers a malformed number in `error`', async () => {
    const answer = await browser.call('POST', '/guest-verify-otp', { mobile_number: '12', otp: '123456' });
    expect(answer).toEqual({ status: 422, body: { error: 'Invalid mobile number format.' } });
  });
});

describe('POST /send-otp/mail', () => {
  it('emails a code to the address and answers {message}', async () => {
    const answer = await browser.call('POST', '/send-otp/mail', { email: 'Amaya.Silva@Example.lk' });
    expect(answer).toEqual({ status: 200, body: { message: 'Verification code sent to your email.' } });
    expect(store().outbox.at(-1)).toMatchObject({ channel: 'email', to: 'amaya.silva@example.lk', purpose: 'email' });
    expect(store().outbox.at(-1)!.code).toMatch(/^\d{6}$/);
  });

  it('sends another code once the 220 s countdown has run out, and that one lives 120 s', async () => {
    const send = () => browser.call('POST', '/send-otp/mail', { email: 'amaya@example.lk' });
    await send();
    later(200_000);
    expect(await send()).toEqual({ status: 429, body: { message: 'Please wait 20 seconds before requesting a new code.' } });
    later(20_000);
    expect((await send()).status).toBe(200);
    later(100_000);
    expect((await send()).body).toEqual({ message: 'Please wait 20 seconds before requesting a new code.' });
  });

  it('refuses a malformed email', async () => {
    expect((await browser.call('POST', '/send-otp/mail', { email: 'amaya@' })).status).toBe(422);
    expect(store().outbox).toHaveLength(0);
  });
});

describe('POST /check-guest-exists', () => {
  const check = (email: string, phone_number: string) => browser.call('POST', '/check-guest-exists', { email, phone_number });

  it("names what is registered, for the 'Account Already Exists' prompt", async () => {
    expect((await check('nimal@example.lk', '0771234567')).body).toEqual({
      exists: true,
      message: 'Your email and phone number are already registered. Please log in to continue.',
    });
    expect((await check('NIMAL@example.lk', GUEST_MOBILE)).body).toEqual({
      exists: true,
      message: 'This email is already registered. Please log in.',
    });
    expect((await check('amaya@example.lk', '0771234567')).body).toEqual({
      exists: true,
      message: 'This phone number is already registered. Please log in to continue.',
    });
  });

  it('lets a new guest, or one who checked out as a guest before, through', async () => {
    expect((await check('amaya@example.lk', GUEST_MOBILE)).body).toEqual({ exists: false, message: 'You can check out as a guest.' });
    expect((await check('guest.buyer@example.lk', '0751112233')).body.exists).toBe(false);
  });

  it('refuses a malformed phone number', async () => {
    const answer = await check('amaya@example.lk', '555');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ phone_number: ['Invalid mobile number format. Please use the correct format.'] });
  });
});

describe('guest orders: what the server works out', () => {
  it('places a cash-on-delivery order at the server’s amounts, for a new guest account', async () => {
    await verify();
    const users = store().data.users.length;
    const teaStock = variation(TEA, '400g').quantity;
    // 2 × LKR 1,210 less 10 % (the tea's collection), 0.5 kg → LKR 350 shipping.
    const body = order([tea(2)], null, { total: 2528, shipping_cost: 350, discount_amount: 242 });
    const answer = await browser.call('POST', '/guest/orders/cod-place', body, { 'Idempotency-Key': 'cod-1' });
    const placed = store().data.orders.at(-1)!;
    expect(answer).toEqual({ status: 200, body: { success: true, order_id: placed.id } });

    const guest = store().data.users.at(-1)!;
    expect(store().data.users).toHaveLength(users + 1);
    expect(guest).toMatchObject({ email: 'amaya.silva@example.lk', mobile: GUEST_MOBILE, is_guest: true, mobile_verified: true });
    const address = store().data.addresses.find((row) => row.id === placed.address_id)!;
    expect(address).toMatchObject({ user_id: guest.id, nickname: 'Home', street: '12 Temple Road', city: 'Kandy', receiver_phone_number: GUEST_MOBILE, is_primary: 1 });
    expect(placed).toMatchObject({
      user_id: guest.id,
      status: 'placed',
      payment_type: 'cod',
      coupon_id: null,
      subtotal: 2420,
      shipping_cost: 350,
      discount_amount: 242,
      total_amount: 2528,
      paid_at: null,
      products: [expect.objectContaining({ product_id: TEA, variation_name: '400g', quantity: 2, original_price: 1210, discount_percentage: 10 })],
    });
    expect(variation(TEA, '400g').quantity).toBe(teaStock - 2);
  });

  it('places a bank-transfer order awaiting payment, with the coupon’s discount worked out in guest mode', async () => {
    await verify();
    const coupon = store().data.coupons.find((row) => row.code === 'TEALOVER15')!;
    const used = coupon.used_count;
    // Coupon: 15 % of 2 × 1,210 = 363 (under its 1,000 cap); with the 242 product discount, 605 off.
    const body = order([tea(2)], coupon.id, { total: 2165, shipping_cost: 350, discount_amount: 605 });
    const answer = await browser.call('POST', '/guest/orders/bank-transfer', body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, order_id: store().data.orders.at(-1)!.id });
    expect(store().data.orders.at(-1)).toMatchObject({
      status: 'pending',
      payment_type: 'bank_transfer',
      coupon_id: coupon.id,
      discount_amount: 605,
      total_amount: 2165,
      paid_at: null,
    });
    expect(coupon.used_count).toBe(used + 1);
  });

  it('sends a card order to the gateway, holding no stock until it is paid', async () => {
    await verify();
    const teaStock = variation(TEA, '400g').quantity;
    const answer = await browser.call('POST', '/guest/orders/card-payment', cardOrder(), { 'Idempotency-Key': 'card-1' });
    const placed = store().data.orders.at(-1)!;
    expect(answer).toEqual({ status: 200, body: { redirect_url: `/__demo/card-gateway?order_id=${placed.id}` } });
    expect(placed).toMatchObject({ status: 'pending', payment_type: 'card', paid_at: null });
    expect(variation(TEA, '400g').quantity).toBe(teaStock);
  });

  it('places one order for a request sent twice with one Idempotency-Key', async () => {
    await verify();
    const before = store().data.orders.length;
    const first = await browser.call('POST', '/guest/orders/cod-place', order(), { 'Idempotency-Key': 'double-click' });
    const again = await browser.call('POST', '/guest/orders/cod-place', order(), { 'Idempotency-Key': 'double-click' });
    expect(again).toEqual(first);
    expect(store().data.orders).toHaveLength(before + 1);
    // A new key is a new order.
    await browser.call('POST', '/guest/orders/cod-place', order(), { 'Idempotency-Key': 'second-order' });
    expect(store().data.orders).toHaveLength(before + 2);
  });

  it('puts a second order of the same guest on the same account and address', async () => {
    await verify();
    await browser.call('POST', '/guest/orders/cod-place', order());
    const users = store().data.users.length;
    const addresses = store().data.addresses.length;
    await browser.call('POST', '/guest/orders/cod-place', order([tea(1)]));
    expect(store().data.users).toHaveLength(users);
    expect(store().data.addresses).toHaveLength(addresses);
    const [a, b] = store().data.orders.slice(-2);
    expect(b!.user_id).toBe(a!.user_id);
  });

  it('reuses the seeded guest account for its number', async () => {
    await verify('94751112233');
    const users = store().data.users.length;
    const answer = await browser.call('POST', '/guest/orders/cod-place', order([tea()], null, { email: 'guest.buyer@example.lk', phone_number: '0751112233' }));
    expect(answer.status).toBe(200);
    expect(store().data.users).toHaveLength(users);
    expect(store().data.orders.at(-1)!.user_id).toBe(SEED_IDS.guest);
  });
});

describe('guest orders: what the server refuses', () => {
  beforeEach(async () => {
    await verify();
  });

  const place = (body: unknown, path = '/guest/orders/cod-place') => browser.call('POST', path, body);

  it('refuses a total, shipping cost or discount it does not agree with, and places nothing', async () => {
    const before = store().data.orders.length;
    const right = order();
    expect((await place({ ...right, total: right.total - 0.01 })).body.errors).toEqual({
      total: ['The order total has changed. Please review your order.'],
    });
    expect((await place({ ...right, shipping_cost: 0, total: right.total - 350 })).body.errors).toEqual({
      shipping_cost: ['The shipping cost has changed. Please review your order.'],
      total: ['The order total has changed. Please review your order.'],
    });
    expect((await place({ ...right, discount_amount: 0 })).body.errors).toEqual({
      discount_amount: ['The discount has changed. Please review your order.'],
    });
    expect((await place({ ...right, products_discount: { [TEA]: 5 } })).body.errors).toEqual({
      products_discount: ['The discount of an item has changed. Please review your order.'],
    });
    expect(store().data.orders).toHaveLength(before);
  });

  it('refuses a total that leaves out the coupon it names', async () => {
    const id = couponId('TEALOVER15');
    const answer = await place({ ...order([tea()], id), total: order([tea()]).total });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({ total: ['The order total has changed. Please review your order.'] });
  });

  it('refuses a mobile number not verified in this session', async () => {
    const answer = await place(order([tea()], null, { phone_number: '0719998877' }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      phone_number: ['Missing required guest details. Please complete email, phone, and address verification.'],
    });
    // Another session (another browser) has verified nothing.
    const other = client(backend);
    await other.open();
    expect((await other.call('POST', '/guest/orders/cod-place', order())).status).toBe(422);
  });

  it('checks the shipping form with the texts of SPEC §5', async () => {
    const blank = { nickname: ' ', email: '', phone_number: '', address: { formatted_address: '', city: '', country: '' } };
    const answer = await place(order([tea()], null, blank));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      nickname: ['Nickname is required!'],
      email: ['Enter a valid email address!'],
      phone_number: ['Mobile number is required!'],
      'address.formatted_address': ['Street address is required!'],
      'address.city': ['City is required!'],
      'address.country': ['Country is required!'],
    });
    const { nickname: _nickname, address: _address, ...missing } = order();
    expect((await place(missing)).body.errors).toEqual({
      nickname: ['Nickname is required!'],
      'address.formatted_address': ['Street address is required!'],
      'address.city': ['City is required!'],
      'address.country': ['Country is required!'],
    });
  });

  it('refuses a malformed email or number, and an address outside Sri Lanka', async () => {
    const answer = await place(order([tea()], null, {
      email: 'amaya@',
      phone_number: '12345',
      address: { ...DETAILS.address, country: 'India' },
    }));
    expect(answer.body.errors).toEqual({
      email: ['Enter a valid email address!'],
      phone_number: ['Invalid mobile number format. Please use the correct format.'],
      'address.country': ['We deliver within Sri Lanka only.'],
    });
  });

  it('sends a registered email or number to sign in (SPEC §6)', async () => {
    const byEmail = await place(order([tea()], null, { email: 'kasun@example.lk' }));
    expect(byEmail.body.errors).toEqual({ email: ['This email is already registered. Please log in.'] });
    await verify(NIMAL_MOBILE);
    const byMobile = await place(order([tea()], null, { phone_number: NIMAL_MOBILE }));
    expect(byMobile.body.errors).toEqual({
      phone_number: ['This mobile number is already registered. Please use another number.'],
    });
  });

  it('refuses a sold-out product and more than the stock, counting two lines of one variation together', async () => {
    const soldOut = product(SEED_IDS.soldOutProduct);
    expect((await place(order([line(soldOut.id, 1)]))).body.errors).toEqual({
      'products.0.quantity': [`${soldOut.name} is sold out.`],
    });
    const low = product(SEED_IDS.lowStockProduct);
    const stock = low.variations[0]!.quantity;
    expect((await place(order([line(low.id, stock + 1)]))).body.errors).toEqual({
      'products.0.quantity': [`Only ${stock} of ${low.name} left in stock.`],
    });
    expect((await place(order([line(low.id, stock - 1), line(low.id, 2)]))).body.errors).toEqual({
      'products.1.quantity': [`Only ${stock} of ${low.name} left in stock.`],
    });
    expect((await place(order([line(low.id, stock)]))).status).toBe(200);
    expect(low.variations[0]!.quantity).toBe(0);
  });

  it('refuses an inactive product, an unknown option and a line priced differently', async () => {
    const inactive = { ...tea(), product_id: SEED_IDS.inactiveProduct };
    expect((await place(order([tea()], null, { products: [inactive] }))).body.errors).toEqual({
      'products.0.product_id': ['This product or option is no longer available.'],
    });
    const purple = { ...tea(), variants: [{ type: 'Weight', value: '5kg' }] };
    expect((await place(order([tea()], null, { products: [purple] }))).body.errors).toEqual({
      'products.0.product_id': ['This product or option is no longer available.'],
    });
    const cheap = { ...tea(), subtotal: 100 };
    expect((await place(order([tea()], null, { products: [cheap] }))).body.errors).toEqual({
      'products.0.subtotal': ['The price of an item has changed. Please review your order.'],
    });
  });

  it("places a line whose types the page could not learn ('Type 1'), by its values in order", async () => {
    await verify();
    const generic = { ...tea(2), variants: [{ type: 'Type 1', value: '400g' }] };
    const body = order([tea(2)], null, { products: [generic] });
    const answer = await place(body);
    expect(answer.status).toBe(200);
    expect(store().data.orders.at(-1)!.products).toEqual([expect.objectContaining({ product_id: TEA, variation_name: '400g', quantity: 2 })]);
    // Values that name no variation are still refused.
    const unknown = { ...tea(), variants: [{ type: 'Type 1', value: '5kg' }] };
    expect((await place(order([tea()], null, { products: [unknown] }))).body.errors).toEqual({
      'products.0.product_id': ['This product or option is no longer available.'],
    });
  });

  it('refuses an order without products with the SPEC text', async () => {
    const answer = await place({ ...order(), products: [], total: 0, shipping_cost: 0, discount_amount: 0 });
    expect(answer.body.errors).toEqual({ products: ['Your order must include at least one product.'] });
  });

  it('refuses a coupon that is unknown, expired, used up or above the order’s subtotal', async () => {
    expect((await place(order([tea()], 999))).body.errors).toEqual({ coupon_id: ['Invalid coupon code.'] });
    const vesak = store().data.coupons.find((row) => row.code === 'VESAK12')!;
    const vesakLine = anyLine(vesak.product_ids[0]!);
    expect((await place(order([vesakLine], vesak.id))).body.errors).toEqual({ coupon_id: ['This coupon has expired.'] });
    expect((await place(order([anyLine(SEED_IDS.colorSizeProduct)], couponId('BATIK20')))).body.errors).toEqual({
      coupon_id: ['This coupon has reached its usage limit.'],
    });
    // FREESHIP500 needs LKR 3,000; two teas come to 2,420.
    expect((await place(order([tea(2)], couponId('FREESHIP500')))).body.errors).toEqual({
      coupon_id: ['This coupon requires a minimum order value of LKR. 3,000.00.'],
    });
  });

  it('needs the guest cart with a card order, like Laravel', async () => {
    const answer = await place(order(), '/guest/orders/card-payment');
    expect(answer.body.errors).toEqual({ guest_cart: ['The guest cart field is required.'] });
  });

  it('refuses a stale CSRF token with 419 and places nothing', async () => {
    const before = store().data.orders.length;
    const answer = await browser.call('POST', '/guest/orders/cod-place', order(), { 'X-CSRF-TOKEN': 'old' });
    expect(answer.status).toBe(419);
    expect(store().data.orders).toHaveLength(before);
  });
});

describe('the pages after a guest order', () => {
  /** The browser's session cookie, found by the CSRF token its page carries. */
  async function cookie() {
    const token = (await browser.call('GET', '/__demo/session')).body.csrf_token;
    const session = [...store().sessions.values()].find((row) => row.csrfToken === token)!;
    return `${SESSION_COOKIE}=${session.id}`;
  }

  async function open(path: string, init: RequestInit = {}) {
    const response = await backend.app.request(path, {
      ...init,
      headers: { Accept: 'text/html', Cookie: await cookie(), ...(init.headers as Record<string, string>) },
    });
    return { status: response.status, location: response.headers.get('Location'), text: await response.text() };
  }

  const payForm = (orderId: number, action: 'pay') =>
    open(`/__demo/card-gateway/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `order_id=${orderId}`,
    });

  beforeEach(async () => {
    await verify();
  });

  it('confirms a cash-on-delivery order with its number, items and total, to this session only', async () => {
    const { body } = await browser.call('POST', '/guest/orders/cod-place', order([tea(2)]));
    const page = await open(`/guest/order/success/${String(body.order_id)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Thank you for your order!');
    expect(page.text).toContain(`#${String(body.order_id)}`);
    expect(page.text).toContain(`${product(TEA).name} (400g)`);
    expect(page.text).toContain('LKR 2,528.00');
    expect(page.text).toContain('ready in cash');

    const stranger = await backend.app.request(`/guest/order/success/${String(body.order_id)}`);
    expect(stranger.status).toBe(404);
  });

  it('shows the bank accounts after a bank-transfer order', async () => {
    const { body } = await browser.call('POST', '/guest/orders/bank-transfer', order());
    const page = await open(`/guest/order/success/${String(body.order_id)}`);
    expect(page.text).toContain('Commercial Bank of Ceylon');
    expect(page.text).toContain('8001234567');
  });

  it('takes a card payment at the stand-in gateway: Pay marks the order paid and shows its confirmation', async () => {
    const teaStock = variation(TEA, '400g').quantity;
    const { body } = await browser.call('POST', '/guest/orders/card-payment', cardOrder());
    const gateway = await open(String(body.redirect_url));
    expect(gateway.status).toBe(200);
    expect(gateway.text).toContain('LKR 2,528.00');
    expect(gateway.text).toMatch(/<button class="button" type="submit">Pay<\/button>/);

    const placed = store().data.orders.at(-1)!;
    const paid = await payForm(placed.id, 'pay');
    expect(paid).toMatchObject({ status: 303, location: `/guest/order/success/${placed.id}` });
    expect(placed).toMatchObject({ status: 'paid', paid_at: clock.toISOString() });
    expect(variation(TEA, '400g').quantity).toBe(teaStock - 2);

    // Paying again changes nothing; the gateway now sends the shopper to the confirmation.
    await payForm(placed.id, 'pay');
    expect(variation(TEA, '400g').quantity).toBe(teaStock - 2);
    expect((await open(String(body.redirect_url))).status).toBe(303);
    expect((await open(`/guest/order/success/${placed.id}`)).text).toContain('was received');
  });

  it('Cancel goes back to the guest checkout with the cart the browser dropped, and charges nothing', async () => {
    const { body } = await browser.call('POST', '/guest/orders/card-payment', cardOrder());
    const placed = store().data.orders.at(-1)!;
    const cancelled = await open(`/__demo/card-gateway/cancel?order_id=${placed.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.text).toContain('href="/guest-checkout"');
    expect(cancelled.text).toContain(`"product_id":${TEA}`);
    expect(placed.paid_at).toBeNull();
    // The order can still be paid from its confirmation page.
    expect((await open(`/guest/order/success/${placed.id}`)).text).toContain(`href="${String(body.redirect_url)}"`);
  });

  it('shows the gateway only for a card order of this session', async () => {
    const { body } = await browser.call('POST', '/guest/orders/cod-place', order());
    expect((await open(`/__demo/card-gateway?order_id=${String(body.order_id)}`)).status).toBe(404);
    expect((await open(`/__demo/card-gateway?order_id=${SEED_IDS.pendingOrder}`)).status).toBe(404);
    await browser.call('POST', '/guest/orders/card-payment', cardOrder());
    const card = store().data.orders.at(-1)!;
    // Another site's form: no session cookie comes with it, so no order is found.
    const stranger = await backend.app.request('/__demo/card-gateway/pay', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `order_id=${card.id}`,
    });
    expect(stranger.status).toBe(404);
    expect(card.paid_at).toBeNull();
  });
});
