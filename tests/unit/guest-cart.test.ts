import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartEntry } from '../../shared/api/cart-entry';
import { addToGuestCart, guestCart, readGuestCart, writeGuestCart } from '../../shared/stores/guest-cart';

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
});
