import { render, screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { GUEST_CART_MAX_LINES } from '../../../shared/core/constants';
import { setAuth } from '../../../shared/core/stores/auth';
import { setCartCount } from '../../../shared/core/stores/cart';
import { clearGuestCart } from '../../../shared/core/stores/guest-cart';
import cartWidget from '../../../widgets/cart/cart-widget';
import guestCheckoutWidget from '../../../widgets/guest-checkout/guest-checkout-widget';
import { startBackend } from '../../helpers/backend';
import { amount } from '../../helpers/regions';

/**
 * The guest cart in browser storage (SPEC §3 guestCart) corrupted in every way a walk
 * found, on the two screens that show it, against the reference backend.
 */

vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original, { HTTP_TIMEOUT_MS: 2_000, HTTP_GET_RETRIES: 0 }),
);

const backend = startBackend();
const { Component: Cart, propsSchema: cartProps } = cartWidget;
const { Component: GuestCheckout, propsSchema: checkoutProps } = guestCheckoutWidget;

const SHIRT = { id: 25, name: "Men's Batik Short-Sleeve Shirt" }; // Color and Size
const GREEN_TEA = { id: 4, name: 'Ceylon Green Tea Sencha 100g' }; // No V

/** Put a raw value in storage, as another tab or a hand edit would, and let the store read it. */
function store(value: unknown) {
  localStorage.setItem('guestCart', typeof value === 'string' ? value : JSON.stringify(value));
  window.dispatchEvent(new StorageEvent('storage', { key: 'guestCart' }));
}

const showCart = () => render(<Cart {...v.parse(cartProps, {})} />);
const showCheckout = () => render(<GuestCheckout {...v.parse(checkoutProps, {})} />);
const cartNames = () =>
  within(screen.getByRole('list', { name: 'Items in your cart' }))
    .getAllByRole('listitem')
    .map((row) => within(row).getByRole('link').textContent);
const checkoutNames = () =>
  within(screen.getByRole('list', { name: 'Selected Products' }))
    .getAllByRole('listitem')
    .map((row) => within(row).getByRole('link').textContent);

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  setAuth({ status: 'guest' });
  setCartCount(0);
  clearGuestCart();
  sessionStorage.clear();
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await Promise.allSettled(fetchSpy.mock.results.map((result) => result.value as unknown));
});

const valid = () => backend.guestEntry(SHIRT.id, 'Blue/M', 1);
const tea = () => backend.guestEntry(GREEN_TEA.id, 'No V', 2);

/** Each corruption, stored next to the valid shirt line. */
const corruptions: [string, () => unknown][] = [
  ['a quantity of 1e300', () => ({ ...tea(), quantity: 1e300 })],
  ['a quantity past 2^53', () => ({ ...tea(), quantity: 2 ** 53 + 2 })],
  ['a price of 1e308', () => ({ ...tea(), price: 1e308 })],
  ['a negative price', () => ({ ...tea(), price: -980 })],
  ['a negative quantity', () => ({ ...tea(), quantity: -2 })],
  ['"NaN" as the price', () => ({ ...tea(), price: 'NaN' })],
  ['a price as text', () => ({ ...tea(), price: '980' })],
  ['a name that is a number', () => ({ ...tea(), product_name: 7 })],
  ['no quantity', () => ({ ...tea(), quantity: undefined })],
  ['null', () => null],
];

describe.each([
  ['the cart', showCart, cartNames],
  ['the guest checkout', showCheckout, checkoutNames],
])('%s over a corrupted guest cart', (_, show, names) => {
  it.each(corruptions)('with %s shows the valid line and its total, never crashing', async (_corruption, bad) => {
    store([bad(), valid()]);
    show();
    expect(names()).toEqual([SHIRT.name]);
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(amount('Subtotal')).toBe('LKR 3,990.00');
    expect(await screen.findByText('Color')).toBeInTheDocument();
  });

  it('with duplicate lines shows one line with their quantities added', () => {
    store([valid(), { ...valid(), quantity: 2 }]);
    show();
    expect(names()).toEqual([SHIRT.name]);
    expect(screen.getByText('Quantity: 3')).toBeInTheDocument();
    expect(amount('Subtotal')).toBe('LKR 11,970.00');
  });

  it.each(['{"0": {"product_id": 25}}', '"guestCart"', '[{"product_id": 25,', '42'])(
    'with %s stored (not a list of lines) shows an empty cart',
    async (raw) => {
      store(raw);
      show();
      // The checkout's empty state is a part loaded on demand (a checkout with products never needs it).
      expect(await screen.findByRole('heading', { level: 2, name: /Your cart is empty\.|No products Selected\./ })).toBeInTheDocument();
    },
  );
});

/** 10,000 distinct lines: the two real ones first, then products the shop does not sell. */
function hugeCart() {
  const filler = Array.from({ length: 9_998 }, (_, i) => ({
    ...tea(),
    product_id: 100_000 + i,
    product_name: `Line ${i + 3}`,
    variation_name: `Zq${i}/Xy${i}`,
  }));
  return [valid(), tea(), ...filler];
}

// happy-dom draws 200 rows slowly on a busy machine: these two get 30 s.
describe('a guest cart of 10,000 lines', () => {
  it(`the cart shows the first ${GUEST_CART_MAX_LINES}, says how many more it holds, and asks each lookup once`, async () => {
    store(hugeCart());
    showCart();
    expect(screen.getAllByRole('checkbox', { name: /^Select (?!all)/ })).toHaveLength(GUEST_CART_MAX_LINES);
    expect(cartNames().slice(0, 2)).toEqual([SHIRT.name, GREEN_TEA.name]);
    expect(
      screen.getByText(
        `Your cart holds 9,800 more lines than this page can show (at most ${GUEST_CART_MAX_LINES}). Remove some lines to see the others.`,
      ),
    ).toBeInTheDocument();
    const shirt = screen.getByRole('checkbox', { name: `Select ${SHIRT.name} (Blue/M)` }).closest('li')!;
    expect((await within(shirt).findByText('Color')).nextElementSibling).toHaveTextContent('Blue');
    // The filler's products are not sold: their values get SPEC §8's generic labels.
    await waitFor(() => expect(screen.getAllByText('Type 1')).toHaveLength(GUEST_CART_MAX_LINES - 2));
    expect(backend.receivedCount('POST', '/variation-types')).toBe(1);
    expect(backend.receivedCount('POST', '/cart/product-discounts')).toBe(1);
    expect(backend.receivedCount('POST', '/fetch-product-weights')).toBe(1);
  }, 30_000);

  it(`the guest checkout shows the first ${GUEST_CART_MAX_LINES} and asks each lookup once`, async () => {
    store(hugeCart());
    showCheckout();
    expect(checkoutNames()).toHaveLength(GUEST_CART_MAX_LINES);
    const shirt = within(screen.getByRole('list', { name: 'Selected Products' }))
      .getByRole('link', { name: SHIRT.name })
      .closest('li')!;
    expect((await within(shirt).findByText('Color')).nextElementSibling).toHaveTextContent('Blue');
    await waitFor(() => expect(screen.getAllByText('Type 1')).toHaveLength(GUEST_CART_MAX_LINES - 2));
    expect(backend.receivedCount('POST', '/variation-types')).toBe(1);
    expect(backend.receivedCount('POST', '/cart/product-discounts')).toBe(1);
    expect(backend.receivedCount('POST', '/fetch-product-weights')).toBe(1);
  }, 30_000);
});
