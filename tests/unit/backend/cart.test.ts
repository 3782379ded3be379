// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../demo-pages/backend/app';
import { highestDiscount } from '../../../demo-pages/backend/presenters';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { fromCents, toCents } from '../../../shared/core/money';
import { lineDiscount } from '../../../shared/purchase/pricing';
import { guestEntryOf } from '../../helpers/cart-entry';
import { client, openShop } from './client';

let backend: Backend;
let browser: ReturnType<typeof client>;

beforeEach(async () => {
  ({ backend, browser } = await openShop({ now: () => new Date('2026-11-21T09:00:00') }));
  const signedIn = await browser.call('POST', '/__demo/login-as', { user_id: 3 });
  browser.setCsrf(String(signedIn.body.csrf_token));
});

const product = () => backend.store.data.products.find((p) => p.id === SEED_IDS.colorSizeProduct)!;
const inStock = () => product().variations.find((v) => v.quantity >= 3)!;

function entry(overrides: Record<string, unknown> = {}) {
  return { ...guestEntryOf(product(), inStock(), 1, null), ...overrides };
}

describe('POST /cart/store', () => {
  it('stores a line, adds to it on a second add, and answers the count', async () => {
    expect((await browser.call('POST', '/cart/store', entry())).body).toEqual({ message: 'Added to cart.', count: 1 });
    expect((await browser.call('POST', '/cart/store', entry({ quantity: 2 }))).body.count).toBe(1);
    const rows = backend.store.data.cartItems.filter((row) => row.user_id === 3);
    expect(rows).toEqual([expect.objectContaining({ product_id: product().id, variation_name: inStock().name, quantity: 3 })]);
  });

  it('refuses more than the stock, a sold-out item, and an unknown variation', async () => {
    const variation = inStock();
    const over = await browser.call('POST', '/cart/store', entry({ quantity: variation.quantity + 1 }));
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ quantity: [`Only ${variation.quantity} left in stock.`] });
    const soldOut = backend.store.data.products.find((p) => p.id === SEED_IDS.soldOutProduct)!;
    const refused = await browser.call('POST', '/cart/store', {
      ...entry(),
      product_id: soldOut.id,
      variation_name: soldOut.variations[0]!.name,
    });
    expect(refused.body.errors).toEqual({ quantity: ['This item is sold out.'] });
    expect((await browser.call('POST', '/cart/store', entry({ variation_name: 'Purple/XXXL' }))).status).toBe(422);
  });

  it('needs a signed-in shopper and the CSRF token', async () => {
    expect((await browser.call('POST', '/cart/store', entry(), { 'X-CSRF-TOKEN': 'nope' })).status).toBe(419);
  });
});

describe('POST /checkout', () => {
  function buyNow(quantity = 2, overrides: Record<string, unknown> = {}) {
    const variation = inStock();
    const [color, size] = variation.name.split('/');
    const base = toCents(variation.price);
    const total = base * quantity - lineDiscount(base, quantity, highestDiscount(backend.store, product()));
    return {
      total_amount: fromCents(total),
      products: [{ id: product().id, price: variation.price, quantity, variants: [{ type: 'Color', value: color }, { type: 'Size', value: size }] }],
      ...overrides,
    };
  }

  it('creates one pending order with the server prices and sends the shopper to its checkout', async () => {
    const before = backend.store.data.orders.length;
    const answer = await browser.call('POST', '/checkout', buyNow(), { 'Idempotency-Key': 'buy-1' });
    expect(answer.status).toBe(200);
    const order = backend.store.data.orders.at(-1)!;
    expect(answer.body).toEqual({ redirect_url: `/checkout/${order.id}` });
    expect(order).toMatchObject({ user_id: 3, status: 'pending', products: [expect.objectContaining({ variation_name: inStock().name, quantity: 2 })] });
    // The same key again (a retry or a double click) creates nothing more.
    expect((await browser.call('POST', '/checkout', buyNow(), { 'Idempotency-Key': 'buy-1' })).body).toEqual(answer.body);
    expect(backend.store.data.orders).toHaveLength(before + 1);
  });

  it('refuses a total, a price or a quantity the server does not agree with', async () => {
    const wrongTotal = await browser.call('POST', '/checkout', buyNow(2, { total_amount: 1 }));
    expect(wrongTotal.body.errors).toEqual({ total_amount: ['The order total has changed. Please review your order.'] });
    const body = buyNow();
    body.products[0]!.price = 1;
    expect((await browser.call('POST', '/checkout', body)).body.errors).toEqual({
      'products.0.price': ['The price of an item has changed. Please review your order.'],
    });
    const tooMany = buyNow(inStock().quantity + 1);
    const refused = await browser.call('POST', '/checkout', tooMany);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'products.0.quantity': [`Only ${inStock().quantity} of ${product().name} left in stock.`] });
  });

  it('names a line sold out since it was put in the cart as sold out, as the order checkout does', async () => {
    const body = buyNow(1);
    inStock().quantity = 0;
    const refused = await browser.call('POST', '/checkout', body);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'products.0.quantity': [`${product().name} is sold out.`] });
  });
});

describe('POST /cart/merge (a guest cart moved in at sign-in)', () => {
  const rowsOf = () => backend.store.data.cartItems.filter((row) => row.user_id === 3);

  it('adds each line to the same product and variation, up to the stock, and names what it could not add', async () => {
    const variation = inStock();
    await browser.call('POST', '/cart/store', entry({ quantity: 1 }));
    const soldOut = backend.store.data.products.find((p) => p.id === SEED_IDS.soldOutProduct)!;
    const answer = await browser.call(
      'POST',
      '/cart/merge',
      {
        items: [
          entry({ quantity: variation.quantity }),
          { ...entry(), product_id: soldOut.id, variation_name: soldOut.variations[0]!.name },
          entry({ variation_name: 'Purple/XXXL' }),
        ],
      },
      { 'Idempotency-Key': 'merge-1' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      count: 1,
      skipped: [
        { product_id: product().id, variation_name: variation.name, capped: true },
        { product_id: soldOut.id, variation_name: soldOut.variations[0]!.name, capped: false },
        { product_id: product().id, variation_name: 'Purple/XXXL', capped: false },
      ],
    });
    expect(rowsOf()).toEqual([expect.objectContaining({ variation_name: variation.name, quantity: variation.quantity })]);
  });

  it('adds nothing twice when the same request comes again (a retry after a lost answer)', async () => {
    const body = { items: [entry({ quantity: 2 })] };
    const first = await browser.call('POST', '/cart/merge', body, { 'Idempotency-Key': 'merge-2' });
    const again = await browser.call('POST', '/cart/merge', body, { 'Idempotency-Key': 'merge-2' });
    expect(again.body).toEqual(first.body);
    expect(rowsOf()).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('needs a signed-in shopper, the CSRF token and well-formed lines', async () => {
    const malformed = await browser.call('POST', '/cart/merge', { items: [{ product_id: 'x' }] });
    expect(malformed.status).toBe(422);
    browser.setCsrf('stale');
    expect((await browser.call('POST', '/cart/merge', { items: [entry()] })).status).toBe(419);
    const guest = client(backend);
    await guest.open();
    expect((await guest.call('POST', '/cart/merge', { items: [entry()] })).status).toBe(401);
    expect(rowsOf()).toEqual([]);
  });
});

describe('the signed-in cart: update, remove, remove-multiple', () => {
  const rowsOf = () => backend.store.data.cartItems.filter((row) => row.user_id === 3);

  async function twoLines() {
    const [first, second] = product().variations.filter((v) => v.quantity >= 3);
    await browser.call('POST', '/cart/store', entry({ variation_name: first!.name, price: first!.price }));
    await browser.call('POST', '/cart/store', entry({ variation_name: second!.name, price: second!.price }));
    return rowsOf();
  }

  it('sets a quantity between 1 and the stock, on the shopper’s own line only', async () => {
    const [line] = await twoLines();
    const stock = product().variations.find((v) => v.name === line!.variation_name)!.quantity;
    expect((await browser.call('POST', '/cart/update', { id: line!.id, quantity: 3 })).body).toEqual({ id: line!.id, quantity: 3, count: 2 });
    const over = await browser.call('POST', '/cart/update', { id: line!.id, quantity: stock + 1 });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ quantity: [`Only ${stock} left in stock.`] });
    expect((await browser.call('POST', '/cart/update', { id: line!.id, quantity: 0 })).status).toBe(422);
    const others = backend.store.data.cartItems.find((row) => row.user_id !== 3)!;
    expect((await browser.call('POST', '/cart/update', { id: others.id, quantity: 1 })).status).toBe(422);
    expect(rowsOf().find((row) => row.id === line!.id)!.quantity).toBe(3);
  });

  it('removes one line or several, never another shopper’s', async () => {
    const [first, second] = await twoLines();
    const others = backend.store.data.cartItems.filter((row) => row.user_id !== 3).length;
    expect((await browser.call('POST', '/cart/remove', { id: first!.id })).body).toEqual({ count: 1 });
    const someoneElse = backend.store.data.cartItems.find((row) => row.user_id !== 3)!;
    expect((await browser.call('POST', '/cart/remove-multiple', { ids: [second!.id, someoneElse.id] })).body).toEqual({ count: 0 });
    expect(backend.store.data.cartItems.filter((row) => row.user_id !== 3)).toHaveLength(others);
    expect((await browser.call('POST', '/cart/remove-multiple', { ids: [] })).status).toBe(422);
  });
});

describe('prices, weights and shipping the cart and guest checkout ask for', () => {
  it('answers each product’s percent off and weight, and leaves out unknown ids', async () => {
    const discounts = await browser.call('POST', '/cart/product-discounts', { product_ids: [product().id, 99_999] });
    expect(discounts.body).toEqual({ discounts: { [product().id]: highestDiscount(backend.store, product()) } });
    const weights = await browser.call('POST', '/fetch-product-weights', { product_ids: [product().id, 99_999] });
    expect(weights.body).toEqual({ [product().id]: product().weight });
  });

  it('answers a weight of 0 for a product that ships free, so its shipping is what its order charges', async () => {
    const free = backend.store.data.products.find((row) => row.is_active && row.shipping_type === 'free')!;
    expect(free.weight).toBeGreaterThan(0);
    const weights = await browser.call('POST', '/fetch-product-weights', { product_ids: [free.id, product().id] });
    expect(weights.body).toEqual({ [free.id]: 0, [product().id]: product().weight });
    expect((await browser.call('POST', '/calculate-shipping-cost', { total_weight: 0 })).body).toEqual({ shipping_cost: 0 });
  });

  it('prices shipping from the total weight: LKR 350 for the first kilogram, 100 for each more begun', async () => {
    expect((await browser.call('POST', '/calculate-shipping-cost', { total_weight: 0.4 })).body).toEqual({ shipping_cost: 350 });
    expect((await browser.call('POST', '/calculate-shipping-cost', { total_weight: 2.1 })).body).toEqual({ shipping_cost: 550 });
    expect((await browser.call('POST', '/calculate-shipping-cost', { total_weight: -1 })).status).toBe(422);
  });

  it('names the type of each value of a variation, from the product when it is given', async () => {
    const [color, size] = product().variation_types;
    const values = [color!.values[0]!, size!.values[0]!];
    const answer = await browser.call('POST', '/variation-types', { variation_names: [...values, 'Nonesuch'], product_id: product().id });
    expect(answer.body).toEqual([
      { type: color!.type, value: values[0] },
      { type: size!.type, value: values[1] },
    ]);
    expect((await browser.call('POST', '/variation-types', { variation_names: values })).body).toHaveLength(2);
  });

  it('names the pairs of many lines in one call, each pair tagged with its line (ours)', async () => {
    const watch = backend.store.data.products.find((p) => p.slug === 'fitband-smartwatch')!;
    const slash = watch.variations.find((v) => v.name.endsWith('/S/M'))!.name;
    const [color, size] = product().variation_types;
    const plain = `${color!.values[0]!}/${size!.values[0]!}`;
    const lines = [
      { product_id: product().id, variation_name: plain },
      { product_id: watch.id, variation_name: slash },
      { product_id: 999_999, variation_name: 'Nonesuch' },
    ];
    const variation_names = [...new Set(lines.flatMap((line) => line.variation_name.split('/')))];
    const answer = await browser.call('POST', '/variation-types', { variation_names, lines });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { type: color!.type, value: color!.values[0], line: 0 },
      { type: size!.type, value: size!.values[0], line: 0 },
      { type: 'Color', value: slash.split('/')[0], line: 1 },
      { type: 'Size', value: 'S/M', line: 1 },
    ]);
    // At most a cart's lines in one call.
    const tooMany = Array.from({ length: 201 }, () => lines[0]!);
    expect((await browser.call('POST', '/variation-types', { variation_names: [], lines: tooMany })).status).toBe(422);
  });

  it("tells a value holding '/' apart when the product is given ('Black/S/M' is Black and S/M)", async () => {
    const watch = backend.store.data.products.find((p) => p.slug === 'fitband-smartwatch')!;
    const name = watch.variations.find((v) => v.name.endsWith('/S/M'))!.name;
    const answer = await browser.call('POST', '/variation-types', { variation_names: name.split('/'), product_id: watch.id });
    expect(answer.body).toEqual([
      { type: 'Color', value: name.split('/')[0] },
      { type: 'Size', value: 'S/M' },
    ]);
  });
});
