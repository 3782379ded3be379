// @vitest-environment node
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../demo-pages/backend/app';
import { SEED_IDS, USER_IDS } from '../../../demo-pages/backend/seed/index';
import { serverCartItems } from '../../../demo-pages/backend/presenters';
import { NIMAL_HOME_ADDRESS_ID } from '../../../demo-pages/backend/seed/people';
import { SESSION_COOKIE } from '../../../demo-pages/backend/session';
import { shippingCostCents, shippingWeight } from '../../../demo-pages/backend/shipping';
import { signedInOrderPages } from '../../../demo-pages/pages/signed-in-order-pages';
import { OrderProductsResponseSchema } from '../../../widgets/order-checkout/api';
import { formatLKR, fromCents, toCents } from '../../../shared/core/money';
import { lineDiscount, totalWeight } from '../../../shared/purchase/pricing';
import { client, openShop } from './client';

// dist/ comes from a build, which the unit tests do not run: the layout gets a stand-in manifest.
vi.mock('../../../demo-pages/pages/manifest', () => ({
  manifest: () => ({ loader: { file: 'loader.js', imports: [] }, theme: { css: 'theme.css' }, widgets: {}, integrity: {} }),
  BUILD_URL: '/build',
  buildUrl: (name: string) => `/build/${name}`,
}));

const PENDING = SEED_IDS.pendingOrder;
const TEA = SEED_IDS.manyReviewsProduct;
const KASUN_ADDRESS_ID = 3;

let backend: Backend;
let browser: ReturnType<typeof client>;
let clock = new Date('2026-11-21T09:00:00Z');

async function signIn(userId: number, as = browser) {
  const signedIn = await as.call('POST', '/__demo/login-as', { user_id: userId });
  as.setCsrf(String(signedIn.body.csrf_token));
}

beforeEach(async () => {
  clock = new Date('2026-11-21T09:00:00Z');
  ({ backend, browser } = await openShop({ now: () => clock, pages: signedInOrderPages }));
  await signIn(SEED_IDS.customer);
});

const store = () => backend.store;
const order = (id = PENDING) => store().data.orders.find((row) => row.id === id)!;
const product = (id: number) => store().data.products.find((row) => row.id === id)!;
const variation = (productId: number, name: string) => product(productId).variations.find((row) => row.name === name)!;
const coupon = (code: string) => store().data.coupons.find((row) => row.code === code)!;
const load = (id: number | string = PENDING) => browser.call('GET', `/orders/${id}/products`);

/** The pending order's amounts worked out here from its rows with the SPEC §9 formulas. */
function expectedAmounts(id = PENDING) {
  const lines = order(id).products;
  const goods = lines.reduce((sum, line) => sum + toCents(line.original_price) * line.quantity, 0);
  const discounts = lines.reduce((sum, line) => sum + lineDiscount(toCents(line.original_price), line.quantity, line.discount_percentage), 0);
  const shipping = shippingCostCents(totalWeight(lines.map((line) => ({ weight: shippingWeight(product(line.product_id)), quantity: line.quantity }))));
  return { goods, discounts, shipping, total: goods + shipping - discounts };
}

/**
 * The body the checkout screen sends for the order as loaded: every amount the server gave,
 * and, with a coupon, its discount in cents as the screen worked it out.
 */
function placement(overrides: Record<string, unknown> = {}, couponCents = 0, id = PENDING) {
  const amounts = expectedAmounts(id);
  return {
    order_id: id,
    address_id: NIMAL_HOME_ADDRESS_ID,
    order_products: order(id).products.map((line) => ({ product_id: line.product_id, quantity: line.quantity })),
    total_amount: fromCents(amounts.total - couponCents),
    discount_amount: fromCents(amounts.discounts + couponCents),
    products_discount: fromCents(amounts.discounts),
    coupon_id: null,
    shipping_cost: fromCents(amounts.shipping),
    payment_type: 'cod',
    ...overrides,
  };
}

const place = (body: unknown, path = '/orders/cod-place', key?: string) =>
  browser.call('POST', path, body, key ? { 'Idempotency-Key': key } : {});

/** TEALOVER15 in order mode (SPEC §5): 15 % of the tea's unit price, not of price × quantity. */
function teaCouponCents() {
  const tea = order().products.find((line) => line.product_id === TEA)!;
  expect(tea.quantity).toBeGreaterThan(1);
  return Math.round((toCents(tea.original_price) * 15) / 100);
}

describe('GET /orders/{orderId}/products', () => {
  it('answers the pending order’s lines with the fields of SPEC §3 and the server’s amounts', async () => {
    const answer = await load();
    expect(answer.status).toBe(200);
    const amounts = expectedAmounts();
    expect(answer.body).toMatchObject({
      subtotal: fromCents(amounts.goods),
      products_discount: fromCents(amounts.discounts),
      shipping_cost: fromCents(amounts.shipping),
      total_amount: fromCents(amounts.total),
    });
    const lines = order().products;
    const products = answer.body.products as Record<string, unknown>[];
    expect(products).toHaveLength(lines.length);
    const teaLine = lines.find((line) => line.product_id === TEA)!;
    expect(products.find((row) => row.id === teaLine.id)).toEqual({
      id: teaLine.id,
      product: { id: TEA, name: product(TEA).name, active_image: { image_id: product(TEA).images[0] } },
      quantity: teaLine.quantity,
      original_price: teaLine.original_price,
      variants: JSON.stringify([{ type: 'Weight', value: '200g' }]),
      discount_percentage: teaLine.discount_percentage,
      discount_amount: fromCents(lineDiscount(toCents(teaLine.original_price), teaLine.quantity, teaLine.discount_percentage)),
      weight: shippingWeight(product(TEA)),
      isRelatedToCoupon: false,
    });
    expect(amounts.shipping).toBeGreaterThan(0);
    // The same answer at /api/…, and one the widgets' schema reads, with 'No V' shown as no pairs.
    expect((await browser.call('GET', `/api/orders/${PENDING}/products`)).body).toEqual(answer.body);
    const parsed = v.parse(OrderProductsResponseSchema, answer.body);
    expect(parsed.products.find((row) => row.id === teaLine.id)!.variants).toEqual([{ type: 'Weight', value: '200g' }]);
    const plain = lines.find((line) => line.variation_name === 'No V');
    if (plain) {
      expect(products.find((row) => row.id === plain.id)!.variants).toBe('[{"type":"No V","value":"No V"}]');
      expect(parsed.products.find((row) => row.id === plain.id)!.variants).toEqual([]);
    }
  });

  it('answers an order without products with none (SPEC §8 "No products found for this order.")', async () => {
    const answer = await load(SEED_IDS.emptyOrder);
    expect(answer).toEqual({
      status: 200,
      body: { products: [], subtotal: 0, products_discount: 0, shipping_cost: 0, total_amount: 0 },
    });
  });

  it('answers an order already placed with 409 and the server text of SPEC §8', async () => {
    expect(await load(SEED_IDS.placedOrder)).toEqual({
      status: 409,
      body: { message: 'This order has already been placed successfully. Thank you!' },
    });
  });

  it('does not find another shopper’s order, an unknown one, or a malformed id', async () => {
    const kasun = client(backend);
    await kasun.open();
    await signIn(USER_IDS.kasun, kasun);
    expect(await kasun.call('GET', `/orders/${PENDING}/products`)).toEqual({ status: 404, body: { message: 'Not Found' } });
    expect((await load(99_999)).status).toBe(404);
    expect((await load('first')).status).toBe(404);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const visitor = client(backend);
    await visitor.open();
    expect(await visitor.call('GET', `/orders/${PENDING}/products`)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });
});

describe('placing the order', () => {
  it('places a cash-on-delivery order: placed, with its address and the server’s amounts, its stock taken', async () => {
    const teaStock = variation(TEA, '200g').quantity;
    const answer = await place(placement(), '/orders/cod-place', 'cod-1');
    expect(answer).toEqual({ status: 200, body: { success: true, order_id: PENDING } });
    const amounts = expectedAmounts();
    expect(order()).toMatchObject({
      status: 'placed',
      payment_type: 'cod',
      address_id: NIMAL_HOME_ADDRESS_ID,
      coupon_id: null,
      subtotal: fromCents(amounts.goods),
      shipping_cost: fromCents(amounts.shipping),
      discount_amount: fromCents(amounts.discounts),
      total_amount: fromCents(amounts.total),
      paid_at: null,
    });
    expect(variation(TEA, '200g').quantity).toBe(teaStock - 2);
    // Placed: the checkout now shows SPEC §8's message.
    expect((await load()).status).toBe(409);
  });

  it('takes the lines of an order made from the cart out of the cart; a Buy Now order leaves the cart alone', async () => {
    const nimalsCart = () => store().data.cartItems.filter((row) => row.user_id === SEED_IDS.customer);
    const items = serverCartItems(store(), SEED_IDS.customer);
    expect(items.length).toBeGreaterThan(1);
    const [first] = items;
    const request = (item: (typeof items)[number]) => ({
      id: item.product.id,
      price: item.price,
      quantity: item.quantity,
      variants: item.variants ?? [],
    });
    const due = (item: (typeof items)[number]) =>
      fromCents(toCents(item.price) * item.quantity - lineDiscount(toCents(item.price), item.quantity, item.discount_percentage));
    const orderOf = async (body: unknown) => {
      const made = await browser.call('POST', '/checkout', body);
      expect(made.status).toBe(200);
      return Number(String(made.body.redirect_url).split('/').pop());
    };

    // Buy Now of the first line (no products_discount): placing it leaves the cart as it was.
    const buyNow = await orderOf({ total_amount: due(first!), products: [request(first!)] });
    expect((await place(placement({}, 0, buyNow), '/orders/cod-place', 'buy-now')).status).toBe(200);
    expect(nimalsCart()).toHaveLength(items.length);

    // Checkout of the first line from the cart: placing it takes that line out, and only it.
    const fromCart = await orderOf({
      total_amount: due(first!),
      products_discount: { [String(first!.product.id)]: first!.discount_percentage },
      products: [request(first!)],
    });
    expect((await place(placement({}, 0, fromCart), '/orders/cod-place', 'from-cart')).status).toBe(200);
    expect(nimalsCart().map((row) => row.id)).toEqual(items.slice(1).map((item) => item.id));
  });

  it('places a bank-transfer order the same way', async () => {
    const answer = await place(placement({ payment_type: 'bank_transfer' }), '/orders/bank-transfer');
    expect(answer).toEqual({ status: 200, body: { success: true, order_id: PENDING } });
    expect(order()).toMatchObject({ status: 'placed', payment_type: 'bank_transfer', paid_at: null });
  });

  it('applies a coupon in order mode, keeps it on the order, and uses it up once', async () => {
    const teaLovers = coupon('TEALOVER15');
    const used = teaLovers.used_count;
    const couponCents = teaCouponCents();
    const body = placement({ coupon_id: teaLovers.id }, couponCents);
    const first = await place(body, '/orders/cod-place', 'coupon-1');
    expect(first.status).toBe(200);
    const amounts = expectedAmounts();
    expect(order()).toMatchObject({
      coupon_id: teaLovers.id,
      discount_amount: fromCents(amounts.discounts + couponCents),
      total_amount: fromCents(amounts.total - couponCents),
    });
    expect(teaLovers.used_count).toBe(used + 1);
    // The same request again (a retry) is the same answer, and no second use.
    expect(await place(body, '/orders/cod-place', 'coupon-1')).toEqual(first);
    expect(teaLovers.used_count).toBe(used + 1);
  });

  it('places once for one Idempotency-Key: the same answer again, even for a different body', async () => {
    const teaStock = variation(TEA, '200g').quantity;
    const first = await place(placement(), '/orders/cod-place', 'double-click');
    const again = await place(placement(), '/orders/cod-place', 'double-click');
    expect(again).toEqual(first);
    // A different body under the same key gets the first answer; nothing else happens.
    const changed = await place(placement({ address_id: 2 }), '/orders/cod-place', 'double-click');
    expect(changed).toEqual(first);
    expect(order().address_id).toBe(NIMAL_HOME_ADDRESS_ID);
    expect(variation(TEA, '200g').quantity).toBe(teaStock - 2);
    // A new key is a new attempt, and the order is placed already.
    expect(await place(placement(), '/orders/cod-place', 'another')).toEqual({
      status: 409,
      body: { message: 'This order has already been placed successfully. Thank you!' },
    });
  });

  it('two requests at once with one key (a double click) place the order once', async () => {
    const teaLovers = coupon('TEALOVER15');
    const used = teaLovers.used_count;
    const body = placement({ coupon_id: teaLovers.id }, teaCouponCents());
    const [a, b] = await Promise.all([place(body, '/orders/cod-place', 'twice'), place(body, '/orders/cod-place', 'twice')]);
    expect(a).toEqual({ status: 200, body: { success: true, order_id: PENDING } });
    expect(b).toEqual(a);
    expect(teaLovers.used_count).toBe(used + 1);
  });

  it('refuses an order already placed, by any method', async () => {
    const placed = SEED_IDS.placedOrder;
    const body = { ...placement(), order_id: placed };
    for (const path of ['/orders/cod-place', '/orders/bank-transfer', '/orders/place']) {
      const type = { '/orders/cod-place': 'cod', '/orders/bank-transfer': 'bank_transfer', '/orders/place': 'card' }[path];
      expect((await place({ ...body, payment_type: type }, path)).status).toBe(409);
    }
  });

  it('sends a card order to the gateway, holding stock and coupon until it is paid', async () => {
    const teaStock = variation(TEA, '200g').quantity;
    const teaLovers = coupon('TEALOVER15');
    const used = teaLovers.used_count;
    const body = placement({ payment_type: 'card', coupon_id: teaLovers.id }, teaCouponCents());
    const answer = await place(body, '/orders/place', 'card-1');
    expect(answer).toEqual({ status: 200, body: { redirect_url: `/__demo/card-gateway/order?order_id=${PENDING}` } });
    expect(order()).toMatchObject({ status: 'pending', payment_type: 'card', coupon_id: teaLovers.id, paid_at: null });
    expect(variation(TEA, '200g').quantity).toBe(teaStock);
    expect(teaLovers.used_count).toBe(used);
  });
});

describe('placing the order: what the server refuses', () => {
  const errors = async (body: unknown, path = '/orders/cod-place') => {
    const answer = await place(body, path);
    expect(answer.status).toBe(422);
    return answer.body.errors as Record<string, string[]>;
  };

  it('needs one of the shopper’s addresses (SPEC §5)', async () => {
    const text = 'Please select a shipping address before placing the order!';
    expect(await errors(placement({ address_id: null }))).toEqual({ address_id: [text] });
    const { address_id: _address, ...missing } = placement();
    expect(await errors(missing)).toEqual({ address_id: [text] });
    expect(await errors(placement({ address_id: KASUN_ADDRESS_ID }))).toEqual({
      address_id: ['This address could not be found. Please select another one.'],
    });
    expect(order().status).toBe('pending');
  });

  it('needs at least one product (SPEC §5), and the order’s own products', async () => {
    const none = 'Your order must include at least one product.';
    expect(await errors(placement({ order_products: [] }))).toEqual({ order_products: [none] });
    expect(await errors(placement({}, 0, SEED_IDS.emptyOrder))).toMatchObject({ order_products: [none] });
    const more = placement().order_products.map((line, i) => (i === 0 ? { ...line, quantity: line.quantity + 1 } : line));
    expect(await errors(placement({ order_products: more }))).toEqual({
      order_products: ['The products of this order have changed. Please review your order.'],
    });
  });

  it('gives every SPEC §5 text at once: no address, no products, no total', async () => {
    expect(await errors(placement({ address_id: null, order_products: [], total_amount: 0 }))).toEqual({
      address_id: ['Please select a shipping address before placing the order!'],
      order_products: ['Your order must include at least one product.'],
      total_amount: ['The total amount must be greater than 0 to place an order.'],
    });
  });

  it('needs a total above 0 (SPEC §5)', async () => {
    expect(await errors(placement({ total_amount: 0 }))).toEqual({
      total_amount: ['The total amount must be greater than 0 to place an order.'],
    });
    expect((await errors(placement({ total_amount: -5 }))).total_amount).toEqual([
      'The total amount must be greater than 0 to place an order.',
    ]);
  });

  it('refuses a total, shipping cost or discount it does not agree with, each on its field', async () => {
    const right = placement();
    expect(await errors({ ...right, total_amount: right.total_amount - 0.01 })).toEqual({
      total_amount: ['The order total has changed. Please review your order.'],
    });
    expect(await errors({ ...right, shipping_cost: 0, total_amount: right.total_amount - right.shipping_cost })).toEqual({
      shipping_cost: ['The shipping cost has changed. Please review your order.'],
      total_amount: ['The order total has changed. Please review your order.'],
    });
    expect(right.products_discount).toBeGreaterThan(0);
    expect(await errors({ ...right, products_discount: 0 })).toEqual({
      products_discount: ['The discount of an item has changed. Please review your order.'],
    });
    expect(await errors({ ...right, discount_amount: right.discount_amount + 100, total_amount: right.total_amount - 100 })).toEqual({
      discount_amount: ['The discount has changed. Please review your order.'],
      total_amount: ['The order total has changed. Please review your order.'],
    });
    expect(order().status).toBe('pending');
  });

  it('refuses a coupon discount worked out in guest mode (price × quantity) or left out', async () => {
    const teaLovers = coupon('TEALOVER15');
    const guestMode = teaCouponCents() * 2;
    expect(await errors(placement({ coupon_id: teaLovers.id }, guestMode))).toEqual({
      discount_amount: ['The discount has changed. Please review your order.'],
      total_amount: ['The order total has changed. Please review your order.'],
    });
    expect(await errors(placement({ coupon_id: teaLovers.id }))).toEqual({
      discount_amount: ['The discount has changed. Please review your order.'],
      total_amount: ['The order total has changed. Please review your order.'],
    });
    expect(teaLovers.used_count).toBe(12);
  });

  it('refuses a coupon that is unknown, expired, used up, below its minimum or for other products', async () => {
    expect(await errors(placement({ coupon_id: 999 }))).toEqual({ coupon_id: ['Invalid coupon code.'] });
    expect(await errors(placement({ coupon_id: SEED_IDS.expiredCoupon }))).toEqual({ coupon_id: ['This coupon has expired.'] });
    // BATIK20 covers the order's saree, but its uses are all taken.
    expect(await errors(placement({ coupon_id: SEED_IDS.exhaustedCoupon }))).toEqual({
      coupon_id: ['This coupon has reached its usage limit.'],
    });
    coupon('FREESHIP500').min_order_value = 1_000_000;
    expect(await errors(placement({ coupon_id: coupon('FREESHIP500').id }))).toEqual({
      coupon_id: ['This coupon requires a minimum order value of LKR. 1,000,000.00.'],
    });
    coupon('TEALOVER15').product_ids = [SEED_IDS.plainProduct];
    expect(await errors(placement({ coupon_id: SEED_IDS.activeCoupon }))).toEqual({
      coupon_id: ['This coupon does not apply to the products in your order.'],
    });
  });

  it('refuses a line sold out or no longer on sale since the order was made', async () => {
    const [first, second] = order().products;
    const row = product(first!.product_id);
    variation(row.id, first!.variation_name).quantity = 0;
    product(second!.product_id).is_active = false;
    expect(await errors(placement())).toEqual({
      'order_products.0.quantity': [`${row.name} is sold out.`],
      'order_products.1.product_id': ['This product or option is no longer available.'],
    });
    variation(row.id, first!.variation_name).quantity = 1;
    expect((await errors(placement()))['order_products.0.quantity']).toEqual([`Only 1 of ${row.name} left in stock.`]);
  });

  it('does not find another shopper’s order or an unknown one', async () => {
    const kasun = client(backend);
    await kasun.open();
    await signIn(USER_IDS.kasun, kasun);
    const answer = await kasun.call('POST', '/orders/cod-place', placement({ address_id: KASUN_ADDRESS_ID }));
    expect(answer).toMatchObject({ status: 422, body: { errors: { order_id: ['This order could not be found.'] } } });
    expect(await errors(placement({ order_id: 99_999 }))).toEqual({ order_id: ['This order could not be found.'] });
    expect(order().status).toBe('pending');
  });

  it('reads the payment type as the call’s own, and the rest as Laravel words it', async () => {
    expect(await errors(placement({ payment_type: 'card' }))).toEqual({ payment_type: ['The payment type field is invalid.'] });
    const { total_amount: _total, ...noTotal } = placement();
    expect(await errors(noTotal)).toEqual({ total_amount: ['The total amount field is required.'] });
  });

  it('answers 401 when signed out and 419 for a stale token, placing nothing', async () => {
    const visitor = client(backend);
    await visitor.open();
    expect((await visitor.call('POST', '/orders/cod-place', placement())).status).toBe(401);
    expect((await browser.call('POST', '/orders/cod-place', placement(), { 'X-CSRF-TOKEN': 'old' })).status).toBe(419);
    expect(order().status).toBe('pending');
  });
});

describe('the pages after a signed-in order', () => {
  /** A browser's session cookie, found by the CSRF token its page carries. */
  async function cookie(of: ReturnType<typeof client>) {
    const token = (await of.call('GET', '/__demo/session')).body.csrf_token;
    const session = [...store().sessions.values()].find((row) => row.csrfToken === token)!;
    return `${SESSION_COOKIE}=${session.id}`;
  }

  /** Open a page as a browser would; `as` null: without a session (signed out, or another site's form). */
  async function open(path: string, init: RequestInit = {}, as: ReturnType<typeof client> | null = browser) {
    const response = await backend.app.request(path, {
      ...init,
      headers: { Accept: 'text/html', ...(as ? { Cookie: await cookie(as) } : {}), ...(init.headers as Record<string, string>) },
    });
    return { status: response.status, location: response.headers.get('Location'), text: await response.text() };
  }

  const gatewayForm = (action: 'pay' | 'cancel', orderId = PENDING) =>
    open(`/__demo/card-gateway/order/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `order_id=${orderId}`,
    });

  it('confirms a cash-on-delivery order with its number, address, items and total, to its shopper only', async () => {
    await place(placement());
    const page = await open(`/order/success/${PENDING}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Thank you for your order!');
    expect(page.text).toContain(`#${PENDING}`);
    expect(page.text).toContain('ready in cash');
    expect(page.text).toContain('Shipping to <strong>Home</strong>: 42/3 Galle Road, Wellawatte, Colombo');
    expect(page.text).toContain(`<strong>${formatLKR(expectedAmounts().total)}</strong>`);
    expect(page.text).toContain('href="/user/order/view_all">View My Orders</a>');

    const kasun = client(backend);
    await kasun.open();
    await signIn(USER_IDS.kasun, kasun);
    expect((await open(`/order/success/${PENDING}`, {}, kasun)).status).toBe(404);
    const visitor = await open(`/order/success/${PENDING}`, {}, null);
    expect(visitor.status).toBe(200);
    expect(visitor.text).toContain('Please sign in');
  });

  it('shows the bank accounts after a bank-transfer order', async () => {
    await place(placement({ payment_type: 'bank_transfer' }), '/orders/bank-transfer');
    const page = await open(`/order/bank-transfer/success/${PENDING}`);
    expect(page.text).toContain('Commercial Bank of Ceylon');
    expect(page.text).toContain('8001234567');
  });

  it('sends an order not placed yet back to its checkout, and does not find another shopper’s', async () => {
    expect(await open(`/order/success/${PENDING}`)).toMatchObject({ status: 303, location: `/checkout/${PENDING}` });
    const kasunsOrder = store().data.orders.find((row) => row.user_id === USER_IDS.kasun)!;
    expect((await open(`/order/success/${kasunsOrder.id}`)).status).toBe(404);
    expect((await open('/order/success/99999')).status).toBe(404);
  });

  it('takes a card payment at the stand-in gateway: Pay marks the order paid, takes stock and coupon once', async () => {
    const teaStock = variation(TEA, '200g').quantity;
    const teaLovers = coupon('TEALOVER15');
    const used = teaLovers.used_count;
    const { body } = await place(placement({ payment_type: 'card', coupon_id: teaLovers.id }, teaCouponCents()), '/orders/place');
    const gateway = await open(String(body.redirect_url));
    expect(gateway.status).toBe(200);
    expect(gateway.text).toMatch(/<button class="button" type="submit">Pay<\/button>/);
    expect(await gatewayForm('pay')).toMatchObject({ status: 303, location: `/order/success/${PENDING}` });
    expect(order()).toMatchObject({ status: 'paid', paid_at: clock.toISOString() });
    expect(variation(TEA, '200g').quantity).toBe(teaStock - 2);
    expect(teaLovers.used_count).toBe(used + 1);
    // Paying again changes nothing; the gateway now sends the shopper to the confirmation.
    await gatewayForm('pay');
    expect(teaLovers.used_count).toBe(used + 1);
    expect(await open(String(body.redirect_url))).toMatchObject({ status: 303, location: `/order/success/${PENDING}` });
    expect((await open(`/order/success/${PENDING}`)).text).toContain('was received');
    expect((await load()).status).toBe(409);
  });

  it('Cancel goes back to the checkout with the order open again, to be placed another way', async () => {
    await place(placement({ payment_type: 'card' }), '/orders/place');
    expect(await open(`/order/success/${PENDING}`)).toMatchObject({ status: 200 });
    expect((await open(`/order/success/${PENDING}`)).text).toContain('Your card payment has not been completed yet.');
    expect(await gatewayForm('cancel')).toMatchObject({ status: 303, location: `/checkout/${PENDING}` });
    expect(order()).toMatchObject({ status: 'pending', payment_type: null, coupon_id: null, paid_at: null });
    expect((await load()).status).toBe(200);
    expect((await place(placement())).body).toEqual({ success: true, order_id: PENDING });
  });

  it('shows the gateway only for the shopper’s own card order', async () => {
    expect((await open(`/__demo/card-gateway/order?order_id=${PENDING}`)).status).toBe(404);
    await place(placement({ payment_type: 'card' }), '/orders/place');
    // Another site's form: no session cookie comes with it, so no order is found.
    const stranger = await open('/__demo/card-gateway/order/pay', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `order_id=${PENDING}`,
    }, null);
    expect(stranger.status).toBe(404);
    expect(order().paid_at).toBeNull();
  });

  it('lists the shopper’s orders, newest first, with status, payment and total (View My Orders)', async () => {
    await place(placement());
    const page = await open('/user/order/view_all');
    expect(page.status).toBe(200);
    const own = store().data.orders
      .filter((row) => row.user_id === SEED_IDS.customer)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const rows = [...page.text.matchAll(/<tr><td><a href="([^"]+)">#(\d+)<\/a><\/td><td>[^<]+<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g)];
    expect(rows.map((row) => Number(row[2]))).toEqual(own.map((row) => row.id));
    const empty = rows.find((row) => row[2] === String(SEED_IDS.emptyOrder))!;
    expect(empty.slice(1)).toEqual([`/checkout/${SEED_IDS.emptyOrder}`, String(SEED_IDS.emptyOrder), 'Awaiting checkout', '—', 'LKR 0.00']);
    const placed = rows.find((row) => row[2] === String(PENDING))!;
    expect(placed.slice(1)).toEqual([`/order/success/${PENDING}`, String(PENDING), 'Placed', 'Cash On Delivery', expect.stringMatching(/^LKR [\d,]+\.\d\d$/)]);
    const kasunsOrder = store().data.orders.find((row) => row.user_id === USER_IDS.kasun)!;
    expect(rows.some((row) => row[2] === String(kasunsOrder.id))).toBe(false);
    expect((await open('/user/order/view_all', {}, null)).text).toContain('Please sign in');
  });
});
