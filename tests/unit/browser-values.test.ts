import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGuestSelection } from '../../shared/checkout/checkout-selection';
import { rememberIntendedUrl, takeIntendedUrl } from '../../shared/core/stores/login';
import { readSavedCountdown } from '../../widgets/flash-sale-countdown/saved-countdown';

/**
 * The browser-side values of SPEC §3 besides the guest cart, corrupted as a hand edit
 * or another program could leave them, are read defensively: never a throw, never off-site.
 * (The verified email and mobile and the saved address: tests/component/widgets/guest-checkout.)
 */

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('countdownTime (local storage)', () => {
  it.each(['1e300', 'Infinity', 'NaN', '9'.repeat(400), '86401', '[3600]', '{"s":1}', '0x10'])(
    'starts a new cycle of 86400 s when it holds %j',
    (saved) => {
      localStorage.setItem('countdownTime', saved);
      expect(readSavedCountdown()).toBe(86_400);
    },
  );

  it('goes on from a valid saved time', () => {
    localStorage.setItem('countdownTime', '3600');
    expect(readSavedCountdown()).toBe(3600);
  });
});

describe('the intended URL (session storage)', () => {
  it.each(['https://evil.example/cart', '//evil.example/cart', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', ''])(
    'never sends the shopper to %j after signing in',
    (url) => {
      sessionStorage.setItem('intendedUrl', url);
      expect(takeIntendedUrl()).toBeNull();
    },
  );

  it('gives a same-origin path once, then nothing', () => {
    rememberIntendedUrl('/cart?x=1');
    expect(takeIntendedUrl()).toBe('/cart?x=1');
    expect(takeIntendedUrl()).toBeNull();
  });
});

describe("the cart's selection handed to the guest checkout (session storage)", () => {
  it.each(['{oops', '42', '"all"', '[{"product_id":"25"}]', '[null]', '{"product_id":25}'])(
    'is ignored (every line shown) when it holds %j',
    (raw) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      sessionStorage.setItem('guestCheckoutSelection', raw);
      expect(readGuestSelection()).toBeNull();
    },
  );
});
