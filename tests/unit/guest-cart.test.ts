import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartEntry } from '../../shared/core/api/cart-entry';
import { CART_LINE_MAX_QUANTITY, GUEST_CART_MAX_LINES } from '../../shared/core/constants';
import {
  addToGuestCart,
  guestCart,
  guestCartHiddenLines,
  readGuestCart,
  writeGuestCart,
} from '../../shared/core/stores/guest-cart';

const tea: CartEntry = {
  product_id: 1,
  product_name: 'BOPF Ceylon Tea',
  image_name: 'p1-1-bopf-tea.svg',
  variation_name: '400g',
  price: 1250.5,
  quantity: 2,
  subtotal: 2501,
};

afterEach(() => {
  writeGuestCart([]);
});

describe('guest cart in localStorage (SPEC §3 guestCart)', () => {
  it('drops invalid entries and keeps the valid ones', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('guestCart', JSON.stringify([tea, { product_id: 'x' }, null, { ...tea, product_id: 2, quantity: 0 }]));
    expect(readGuestCart()).toEqual([tea]);
  });

  it('fills the default variation name of old entries', () => {
    const { variation_name: _, ...legacy } = tea;
    localStorage.setItem('guestCart', JSON.stringify([legacy]));
    expect(readGuestCart()[0]!.variation_name).toBe('No V');
  });

  it.each(['{not json', '"a string"', '{"product_id":1}'])('starts empty when storage holds %s', (raw) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('guestCart', raw);
    expect(readGuestCart()).toEqual([]);
    expect(logged).toHaveBeenCalled();
  });

  it('adds the same product and variation to one line, with the subtotal in exact cents', () => {
    addToGuestCart(tea);
    addToGuestCart({ ...tea, quantity: 1, subtotal: 1250.5 });
    expect(guestCart.value).toEqual([{ ...tea, quantity: 3, subtotal: 3751.5 }]);
    addToGuestCart({ ...tea, variation_name: '1kg' });
    expect(guestCart.value).toHaveLength(2);
  });

  it('keeps the last saved state when the browser refuses the write', () => {
    addToGuestCart(tea);
    const refuse = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => addToGuestCart({ ...tea, product_id: 9 })).toThrow();
    expect(guestCart.value).toEqual([tea]);
    // happy-dom's storage is a proxy that restoreMocks does not reach.
    refuse.mockRestore();
  });

  it('follows changes made in another tab', () => {
    localStorage.setItem('guestCart', JSON.stringify([tea]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'guestCart' }));
    expect(guestCart.value).toEqual([tea]);
  });

  // Storage read the way the server reads a request (SPEC §3 guestCart;
  // docs/decisions.md#browser-storage-is-read-the-way-the-server-reads-a-request).
  it.each<[string, unknown]>([
    ['a quantity of 1e300', { ...tea, product_id: 2, quantity: 1e300 }],
    ['a quantity past 2^53', { ...tea, product_id: 2, quantity: 2 ** 53 + 2 }],
    ['a quantity past what a cart line holds', { ...tea, product_id: 2, quantity: CART_LINE_MAX_QUANTITY + 1 }],
    ['a price of 1e308', { ...tea, product_id: 2, price: 1e308 }],
    ['a subtotal of 1e308', { ...tea, product_id: 2, subtotal: 1e308 }],
    ['a negative price', { ...tea, product_id: 2, price: -1 }],
    ['a negative quantity', { ...tea, product_id: 2, quantity: -3 }],
    ['a "NaN" price', { ...tea, product_id: 2, price: 'NaN' }],
    ['an "Infinity" quantity', { ...tea, product_id: 2, quantity: 'Infinity' }],
    ['a price as text', { ...tea, product_id: 2, price: '1250.50' }],
    ['a product id past 2^53', { ...tea, product_id: 2 ** 53 + 2 }],
    ['a name of 100,000 characters', { ...tea, product_id: 2, product_name: 'x'.repeat(100_000) }],
    ['a list as the name', { ...tea, product_id: 2, product_name: ['tea'] }],
    ['no price', { product_id: 2, product_name: 'Tea', quantity: 1, subtotal: 1 }],
    ['a number', 42],
    ['a list', [tea]],
  ])('drops an entry with %s and keeps the valid one', (_, bad) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('guestCart', JSON.stringify([bad, tea]));
    expect(readGuestCart()).toEqual([tea]);
  });

  it('keeps the largest quantity and price a cart line may hold', () => {
    const big = { ...tea, quantity: CART_LINE_MAX_QUANTITY, price: 10_000_000, subtotal: 10_000_000 * CART_LINE_MAX_QUANTITY };
    localStorage.setItem('guestCart', JSON.stringify([big]));
    expect(readGuestCart()).toEqual([big]);
  });

  it('makes one line of duplicate lines, their quantities added up to what a line may hold', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('guestCart', JSON.stringify([tea, { ...tea, quantity: 3 }]));
    expect(readGuestCart()).toEqual([{ ...tea, quantity: 5, subtotal: 6252.5 }]);
    localStorage.setItem('guestCart', JSON.stringify([tea, { ...tea, quantity: CART_LINE_MAX_QUANTITY }]));
    expect(readGuestCart()[0]!.quantity).toBe(CART_LINE_MAX_QUANTITY);
  });

  it(`shows at most ${GUEST_CART_MAX_LINES} lines of a huge cart, and keeps the others in storage`, () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const many = Array.from({ length: 10_000 }, (_, i) => ({ ...tea, product_id: i + 1 }));
    localStorage.setItem('guestCart', JSON.stringify(many));
    window.dispatchEvent(new StorageEvent('storage', { key: 'guestCart' }));
    expect(guestCart.value).toHaveLength(GUEST_CART_MAX_LINES);
    expect(guestCart.value[0]).toEqual(tea);
    expect(guestCartHiddenLines.value).toBe(10_000 - GUEST_CART_MAX_LINES);
    // Removing a shown line loses none of the hidden ones: the next one comes into view.
    writeGuestCart(guestCart.value.slice(1));
    const stored = JSON.parse(localStorage.getItem('guestCart')!) as CartEntry[];
    expect(stored).toHaveLength(9_999);
    expect(guestCart.value).toHaveLength(GUEST_CART_MAX_LINES);
    expect(guestCart.value.at(-1)!.product_id).toBe(GUEST_CART_MAX_LINES + 1);
    expect(guestCartHiddenLines.value).toBe(9_999 - GUEST_CART_MAX_LINES);
  });

  it(`refuses a new line once the cart holds ${GUEST_CART_MAX_LINES}, and still adds to a line it has`, () => {
    writeGuestCart(Array.from({ length: GUEST_CART_MAX_LINES }, (_, i) => ({ ...tea, product_id: i + 1 })));
    expect(() => addToGuestCart({ ...tea, product_id: 9_999 })).toThrow();
    expect(guestCart.value).toHaveLength(GUEST_CART_MAX_LINES);
    addToGuestCart(tea);
    expect(guestCart.value[0]!.quantity).toBe(4);
  });

  it('reads 10,000 entries quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ ...tea, product_id: i + 1 }));
    localStorage.setItem('guestCart', JSON.stringify(many));
    const started = performance.now();
    readGuestCart();
    expect(performance.now() - started).toBeLessThan(500);
  });
});
