import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { serverCartItems } from '../../../demo-pages/backend/presenters';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import type { CartEntry } from '../../../shared/core/api/cart-entry';
import { setAuth, setSignedIn } from '../../../shared/core/stores/auth';
import { cartCount, setCartCount } from '../../../shared/core/stores/cart';
import { clearGuestCart, guestCart, writeGuestCart } from '../../../shared/core/stores/guest-cart';
import { LOGIN_REQUESTED_EVENT, type LoginRequest } from '../../../shared/core/stores/login';
import cartLinkWidget from '../../../widgets/cart-link/cart-link-widget';
import cartWidget from '../../../widgets/cart/cart-widget';
import { startBackend } from '../../helpers/backend';
import { expectFailure, failCall, LATE_MS, lateAnswerGone, OFFLINE, OUTCOME_UNKNOWN, SETTLED_MS, TIMEOUT } from '../../helpers/failure';
import { amount, summary } from '../../helpers/regions';
import { loaderProps } from '../../helpers/widget-props';
import { sentRequests } from '../../helpers/requests';
import { showSignedInCart } from '../../helpers/cart';

// Short timeouts and no silent GET retries, so failures show at once.
vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original),
);

const backend = startBackend();
const { Component: Cart, propsSchema } = cartWidget;
const { Component: CartLink } = cartLinkWidget;
const props = loaderProps(propsSchema);
const NIMAL = SEED_IDS.customer;

/** Seeded products (demo-pages/backend/seed). */
const SHIRT = { id: SEED_IDS.colorSizeProduct, name: "Men's Batik Short-Sleeve Shirt" }; // 8 % off, 0.3 kg
const ORANGE_PEKOE = { id: 2, name: 'Nuwara Eliya Single Estate Orange Pekoe 250g' }; // No V, 20 % off, 0.3 kg
const PHONE = { id: SEED_IDS.lowStockProduct, name: 'Serendib Tech Lite Dual-SIM Feature Phone' }; // 4 in stock
const BLACK_TEA = 'Pure Ceylon BOPF Black Tea (400g)';
const PAN = 'Granite Non-Stick Frying Pan (Black/24cm)';
const CREAM = 'Sandalwood & Turmeric Face Cream';

const entry = backend.guestEntry;

function showGuestCart(entries: CartEntry[]) {
  writeGuestCart(entries);
  setAuth({ status: 'guest' });
  const user = userEvent.setup();
  render(
    <>
      <CartLink href="/cart" />
      <Cart {...props()} />
    </>,
  );
  return user;
}

const showNimalsCart = () => showSignedInCart(backend, { id: NIMAL, name: 'Nimal Perera' });

/** Nimal's lines as the server holds them. */
const nimalsLines = () => backend.store.data.cartItems.filter((row) => row.user_id === NIMAL);
const serverQuantity = (productId: number) => nimalsLines().find((row) => row.product_id === productId)?.quantity;

const rows = () => within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem');
const rowOf = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` }).closest('li')!;
const shownNames = () => (screen.queryByRole('list', { name: 'Items in your cart' }) ? rows() : []).map(
  (row) => within(row).getByRole('link').textContent,
);
const quantityOf = (name: string) =>
  within(screen.getByRole('group', { name: `Quantity of ${name}` })).getByRole('status');
const plus = (name: string) =>
  within(screen.getByRole('group', { name: `Quantity of ${name}` })).getByRole('button', { name: 'Increase quantity' });
const minus = (name: string) =>
  within(screen.getByRole('group', { name: `Quantity of ${name}` })).getByRole('button', { name: 'Decrease quantity' });

let fetchSpy: MockInstance<typeof fetch>;
/** The harness's fetch, under the spy. */
let network: typeof fetch;
const { requestsTo, bodiesSent, calls } = sentRequests(() => fetchSpy);

beforeEach(() => {
  setAuth({ status: 'unknown' });
  setCartCount(0);
  clearGuestCart();
  network = globalThis.fetch;
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(async () => {
  // Lookups still on their way finish before the next test resets the shop (and its sessions).
  await Promise.allSettled(fetchSpy.mock.results.map((result) => result.value as unknown));
});

describe('cart: a guest', () => {
  it("names the types of a variation whose value holds '/' (Size S/M), as the product has them", async () => {
    const watch = backend.store.data.products.find((p) => p.slug === 'fitband-smartwatch')!;
    const variation = watch.variations.find((option) => option.name.endsWith('/S/M'))!;
    showGuestCart([entry(watch.id, variation.name, 1)]);
    const row = rowOf(`${watch.name} (${variation.name})`);
    const size = await within(row).findByText('Size');
    expect(size.nextElementSibling).toHaveTextContent('S/M');
    expect(within(row).getByText('Color').nextElementSibling).toHaveTextContent(variation.name.split('/')[0]!);
    expect(within(row).queryByText('Type 3')).not.toBeInTheDocument();
  });

  it("shows the browser's lines with the server's percent off, the variation pairs and the summary with shipping", async () => {
    showGuestCart([entry(SHIRT.id, 'Blue/M', 2), entry(ORANGE_PEKOE.id, 'No V', 1)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Cart (2)' })).toBeInTheDocument();
    expect(shownNames()).toEqual([SHIRT.name, ORANGE_PEKOE.name]);

    const shirt = rowOf(`${SHIRT.name} (Blue/M)`);
    expect(within(shirt).getByRole('link', { name: SHIRT.name })).toHaveAttribute('href', `/products/${SHIRT.id}`);
    expect(within(shirt).getByRole('presentation')).toHaveAttribute(
      'src',
      '/storage/product_images/p25-1-mens-batik-short-sleeve-shirt.svg',
    );
    expect(within(shirt).getByText('LKR 3,990.00')).toBeInTheDocument();
    expect(within(shirt).getByText('Quantity: 2')).toBeInTheDocument();
    // Guests do not edit quantities in the cart (SPEC §6).
    expect(screen.queryByRole('button', { name: 'Increase quantity' })).not.toBeInTheDocument();
    // Percent off and types come from the server.
    expect(await within(shirt).findByText('8% OFF')).toBeInTheDocument();
    const colour = await within(shirt).findByText('Color');
    expect(colour.nextElementSibling).toHaveTextContent('Blue');
    // The colour is a swatch beside its written name, never the colour alone.
    expect(colour.nextElementSibling?.querySelector('.shop-cart__swatch')).toHaveStyle({ backgroundColor: 'Blue' });
    expect(within(shirt).getByText('Size').nextElementSibling).toHaveTextContent('M');

    const tea = rowOf(ORANGE_PEKOE.name);
    expect(await within(tea).findByText('20% OFF')).toBeInTheDocument();
    // 'No V' shows no pairs.
    expect(within(tea).queryByRole('term')).not.toBeInTheDocument();
    expect(within(tea).queryByText('No V')).not.toBeInTheDocument();

    // 2 × 3,990 + 1,850; 8 % of 7,980 + 20 % of 1,850; 0.9 kg ships for LKR 350.
    await waitFor(() => expect(amount('Shipping Cost')).toBe('LKR 350.00'));
    expect(amount('Subtotal')).toBe('LKR 9,830.00');
    expect(amount('Discount')).toBe('− LKR 1,008.40');
    expect(amount('Total')).toBe('LKR 9,171.60');
    expect(within(summary()).getByRole('button', { name: 'Checkout (2)' })).toBeInTheDocument();
    expect(await bodiesSent('/variation-types')).toEqual([
      { variation_names: ['Blue', 'M'], lines: [{ product_id: SHIRT.id, variation_name: 'Blue/M' }] },
    ]);
    expect(await bodiesSent('/calculate-shipping-cost')).toEqual([{ total_weight: 0.9 }]);
  });

  it('shows the shipping cost as loading while it is on its way', async () => {
    backend.fault({ route: '/calculate-shipping-cost', method: 'POST', delayMs: 200 });
    showGuestCart([entry(SHIRT.id, 'Blue/M', 1)]);
    expect(await within(summary()).findByText('Calculating shipping…')).toBeInTheDocument();
    expect(amount('Total')).not.toMatch(/LKR/);
    await waitFor(() => expect(amount('Shipping Cost')).toBe('LKR 350.00'));
    expect(within(summary()).queryByText('Calculating shipping…')).not.toBeInTheDocument();
    expect(amount('Total')).toBe('LKR 4,020.80');
  });

  it('carries on quietly when the discounts, weights and variation types cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const route of ['/cart/product-discounts', '/fetch-product-weights', '/variation-types']) {
      backend.fault({ route, method: 'POST', status: 500 });
    }
    showGuestCart([entry(SHIRT.id, 'Green/L', 1), entry(ORANGE_PEKOE.id, 'No V', 1)]);
    const shirt = rowOf(`${SHIRT.name} (Green/L)`);
    // SPEC §8: generic labels by place.
    expect((await within(shirt).findByText('Type 1')).nextElementSibling).toHaveTextContent('Green');
    expect(within(shirt).getByText('Type 2').nextElementSibling).toHaveTextContent('L');
    await waitFor(() => expect(amount('Shipping Cost')).toBe('Calculated at checkout'));
    expect(amount('Discount')).toBe('LKR 0.00');
    expect(amount('Total')).toBe('LKR 5,840.00');
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('discounts'), expect.anything());
    expect(calls('/calculate-shipping-cost')).toBe(0);
  });

  it('selects every row at first; select-all and the rows drive Cart (N), Checkout (N) and the summary', async () => {
    const user = showGuestCart([entry(SHIRT.id, 'Blue/M', 2), entry(ORANGE_PEKOE.id, 'No V', 1)]);
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    const shirt = screen.getByRole('checkbox', { name: `Select ${SHIRT.name} (Blue/M)` });
    const tea = screen.getByRole('checkbox', { name: `Select ${ORANGE_PEKOE.name}` });
    expect(all).toBeChecked();
    expect(shirt).toBeChecked();
    expect(tea).toBeChecked();
    await waitFor(() => expect(amount('Total')).toBe('LKR 9,171.60'));

    await user.click(shirt);
    expect(screen.getByRole('heading', { level: 1, name: 'Cart (1)' })).toBeInTheDocument();
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('button', { name: 'Checkout (1)' })).toBeInTheDocument();
    expect(amount('Subtotal')).toBe('LKR 1,850.00');
    expect(amount('Discount')).toBe('− LKR 370.00');
    await waitFor(() => expect(amount('Total')).toBe('LKR 1,830.00'));

    // Every row ticked again: select-all follows by itself.
    await user.click(shirt);
    expect(all).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart (2)' })).toBeInTheDocument();

    await user.click(all);
    expect(shirt).not.toBeChecked();
    expect(tea).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout (0)' })).toBeInTheDocument();
    expect(amount('Subtotal')).toBe('LKR 0.00');
    expect(amount('Total')).toBe('LKR 0.00');

    await user.click(all);
    expect(shirt).toBeChecked();
    expect(tea).toBeChecked();
  });

  it('Remove takes the line out of the browser cart, the badge follows and focus moves to the next row', async () => {
    const user = showGuestCart([entry(SHIRT.id, 'Blue/M', 2), entry(ORANGE_PEKOE.id, 'No V', 1)]);
    expect(screen.getByRole('link', { name: 'Cart 2' })).toBeInTheDocument();
    const counted = vi.fn();
    document.addEventListener('cart-count-updated', counted);
    screen.getByRole('button', { name: `Remove ${SHIRT.name} (Blue/M) from cart` }).focus();
    await user.keyboard('{Enter}');

    expect(shownNames()).toEqual([ORANGE_PEKOE.name]);
    expect(JSON.parse(localStorage.getItem('guestCart')!)).toEqual([entry(ORANGE_PEKOE.id, 'No V', 1)]);
    expect(screen.getByRole('link', { name: 'Cart 1' })).toBeInTheDocument();
    expect((counted.mock.calls[0]![0] as CustomEvent<{ count: number }>).detail.count).toBe(1);
    expect(screen.getByText(`${SHIRT.name} removed from your cart.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove ${ORANGE_PEKOE.name} from cart` })).toHaveFocus();
    await waitFor(() => expect(amount('Total')).toBe('LKR 1,830.00'));
    document.removeEventListener('cart-count-updated', counted);

    // The last one: the empty state, and focus on the heading.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your cart is empty.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart (0)' })).toHaveFocus();
    expect(localStorage.getItem('guestCart')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it('Delete selected removes the ticked lines, and says so when none is ticked', async () => {
    const user = showGuestCart([entry(SHIRT.id, 'Blue/M', 1), entry(SHIRT.id, 'Green/L', 1), entry(ORANGE_PEKOE.id, 'No V', 1)]);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected items' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No items selected to delete.');
    expect(shownNames()).toHaveLength(3);

    await user.click(screen.getByRole('checkbox', { name: `Select ${SHIRT.name} (Green/L)` }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: `Select ${ORANGE_PEKOE.name}` }));
    await user.click(screen.getByRole('button', { name: 'Delete selected items' }));
    expect(shownNames()).toEqual([SHIRT.name]);
    expect(guestCart.value).toEqual([entry(SHIRT.id, 'Blue/M', 1)]);
    expect(screen.getByText('2 items removed from your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart 1' })).toBeInTheDocument();
  });

  it('a removal the browser refuses to store says so and keeps the line', async () => {
    const user = showGuestCart([entry(SHIRT.id, 'Blue/M', 1)]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // happy-dom's Storage is not restored by restoreMocks: put it back by hand.
    const refuse = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const remove = vi.spyOn(localStorage, 'removeItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      const button = screen.getByRole('button', { name: `Remove ${SHIRT.name} (Blue/M) from cart` });
      await user.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove the item. Please try again.');
      expect(button).toHaveAccessibleDescription('Failed to remove the item. Please try again.');
      expect(shownNames()).toEqual([SHIRT.name]);
    } finally {
      refuse.mockRestore();
      remove.mockRestore();
    }
  });

  it('Checkout asks a guest to sign in (coming back to /cart) or to continue as a guest', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const requested = vi.fn<(event: Event) => void>();
    document.addEventListener(LOGIN_REQUESTED_EVENT, requested);
    const user = showGuestCart([entry(SHIRT.id, 'Blue/M', 1)]);
    const checkout = screen.getByRole('button', { name: 'Checkout (1)' });
    await user.click(checkout);

    let dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(dialog).toHaveTextContent("You're not logged in. How would you like to proceed?");
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Login' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requested).toHaveBeenCalledTimes(1);
    expect((requested.mock.calls[0]![0] as CustomEvent<LoginRequest>).detail).toEqual({ intendedUrl: '/cart' });
    expect(sessionStorage.getItem('intendedUrl')).toBe('/cart');

    await user.click(checkout);
    dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue as Guest' }));
    expect(assign).toHaveBeenCalledWith('/guest-checkout');
    expect(calls('/checkout')).toBe(0);
    document.removeEventListener(LOGIN_REQUESTED_EVENT, requested);
  });

  it('once the guest signs in on the page and the guest cart has moved, it shows the server cart', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    // The server's side of the sign-in first: the page's lookups then go to the new session.
    await backend.signInAs(NIMAL);
    showGuestCart([entry(SHIRT.id, 'Blue/M', 1)]);
    act(() => setSignedIn({ id: NIMAL, name: 'Nimal Perera', is_admin: false }));
    const names = serverCartItems(backend.store, NIMAL).map((item) => item.product.name);
    // The guest cart has moved into the server cart: the new count is announced, then the lines read.
    expect(shownNames()).toEqual([SHIRT.name]);
    act(() => setCartCount(names.length));
    await waitFor(() => expect(shownNames()).toEqual(names));
    expect(screen.getAllByRole('button', { name: 'Increase quantity' })).toHaveLength(names.length);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the empty state for an empty cart, and for corrupted storage without crashing', async () => {
    showGuestCart([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Cart (0)' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your cart is empty.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list', { name: 'Items in your cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Order Summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Another tab (or anything) leaves something that is not a cart.
    localStorage.setItem('guestCart', '{"product_id": 25, oops');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'guestCart' })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your cart is empty.' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('guest cart'), expect.anything());

    localStorage.setItem('guestCart', JSON.stringify([{ product_id: 'x' }, entry(SHIRT.id, 'Blue/M', 1)]));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'guestCart' })));
    expect(shownNames()).toEqual([SHIRT.name]);
  });
});

describe('cart: signed in', () => {
  it('shows the printed server cart with its discounts and pairs, and the summary over it', async () => {
    await showNimalsCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart (4)' })).toBeInTheDocument();
    expect(shownNames()).toEqual([
      'Pure Ceylon BOPF Black Tea',
      SHIRT.name,
      'Granite Non-Stick Frying Pan',
      'Sandalwood & Turmeric Face Cream',
    ]);
    expect(quantityOf(BLACK_TEA)).toHaveTextContent('2');
    expect(within(rowOf(BLACK_TEA)).getByText('10% OFF')).toBeInTheDocument();
    expect(within(rowOf(BLACK_TEA)).getByText('Weight').nextElementSibling).toHaveTextContent('400g');
    expect(within(rowOf(PAN)).queryByText(/% OFF/)).not.toBeInTheDocument();
    // 2 × 1,210 + 3,990 + 5,150 + 2,450; 1.8 kg ships for 450.
    await waitFor(() => expect(amount('Shipping Cost')).toBe('LKR 450.00'));
    expect(amount('Subtotal')).toBe('LKR 14,010.00');
    expect(amount('Discount')).toBe('− LKR 1,051.20');
    expect(amount('Total')).toBe('LKR 13,408.80');
    // The server rows carry their pairs and discounts: nothing to look up.
    expect(calls('/variation-types')).toBe(0);
    expect(calls('/cart/product-discounts')).toBe(0);
  });

  it('plus and minus reach the server, and the summary follows', async () => {
    const { user } = await showNimalsCart();
    await user.click(plus(BLACK_TEA));
    expect(quantityOf(BLACK_TEA)).toHaveTextContent('3');
    await waitFor(() => expect(serverQuantity(1)).toBe(3));
    expect(amount('Subtotal')).toBe('LKR 15,220.00');
    await user.click(minus(BLACK_TEA));
    await user.click(minus(BLACK_TEA));
    expect(quantityOf(BLACK_TEA)).toHaveTextContent('1');
    await waitFor(() => expect(serverQuantity(1)).toBe(1));
    expect(minus(BLACK_TEA)).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus(BLACK_TEA));
    expect(quantityOf(BLACK_TEA)).toHaveTextContent('1');
    expect((await bodiesSent('/cart/update')).every((body) => (body as { quantity: number }).quantity >= 1)).toBe(true);
    await waitFor(() => expect(amount('Total')).toBe(
      // 1,210 + 3,990 + 5,150 + 2,450 less 121 + 319.20 + 490, and 1.3 kg ships for 450.
      'LKR 12,319.80',
    ));
  });

  it('quick presses end at the right quantity, one request at a time, never past the stock', async () => {
    await backend.signInAs(NIMAL);
    backend.store.data.cartItems.push({ id: 99, user_id: NIMAL, product_id: PHONE.id, variation_name: 'No V', quantity: 1 });
    backend.fault({ route: '/cart/update', method: 'POST', delayMs: 120 });
    let inFlight = 0;
    let mostInFlight = 0;
    fetchSpy.mockImplementation(async (input, init) => {
      const counted = input instanceof Request && new URL(input.url).pathname === '/cart/update';
      if (counted) mostInFlight = Math.max(mostInFlight, ++inFlight);
      try {
        return await network(input, init);
      } finally {
        if (counted) inFlight -= 1;
      }
    });
    const { user } = await showNimalsCart();
    await user.click(plus(PHONE.name));
    await user.click(plus(PHONE.name));
    await user.click(plus(PHONE.name));
    // Shown at once, before any answer.
    expect(quantityOf(PHONE.name)).toHaveTextContent('4');
    expect(plus(PHONE.name)).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus(PHONE.name));
    expect(quantityOf(PHONE.name)).toHaveTextContent('4');

    await waitFor(() => expect(serverQuantity(PHONE.id)).toBe(4));
    await waitFor(() => expect(inFlight).toBe(0));
    const sent = (await bodiesSent('/cart/update')).map((body) => (body as { quantity: number }).quantity);
    expect(mostInFlight).toBe(1);
    // The first press, then the latest wanted quantity once it answered.
    expect(sent).toEqual([2, 4]);
    expect(quantityOf(PHONE.name)).toHaveTextContent('4');
    expect(cartCount.value).toBe(5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the shipping cost once the presses stop, not once per press', async () => {
    const { user } = await showNimalsCart();
    await waitFor(() => expect(amount('Shipping Cost')).toBe('LKR 450.00'));
    for (let i = 0; i < 3; i++) await user.click(plus(PAN));
    // 1.8 kg + 3 × 0.9 kg = 4.5 kg: 350 + 4 × 100.
    await waitFor(() => expect(amount('Shipping Cost')).toBe('LKR 750.00'));
    expect(await bodiesSent('/calculate-shipping-cost')).toEqual([{ total_weight: 1.8 }, { total_weight: 4.5 }]);
  });

  it.each([
    ['increase', () => plus(BLACK_TEA), 'Failed to increase quantity. Please try again.'],
    ['decrease', () => minus(BLACK_TEA), 'Failed to decrease quantity. Please try again.'],
  ])('a failed %s goes back to the server quantity and says so', async (_, button, text) => {
    const { user } = await showNimalsCart();
    backend.fault({ route: '/cart/update', method: 'POST', status: 500 });
    await user.click(button());
    expect(await within(rowOf(BLACK_TEA)).findByRole('alert')).toHaveTextContent(text);
    expect(quantityOf(BLACK_TEA)).toHaveTextContent('2');
    expect(serverQuantity(1)).toBe(2);

    // The next press clears it and works.
    backend.faults.clear();
    await user.click(plus(BLACK_TEA));
    expect(within(rowOf(BLACK_TEA)).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(serverQuantity(1)).toBe(3));
  });

  it('Remove takes the line off the server, and the badge shows the count it answered', async () => {
    const { user } = await showNimalsCart();
    expect(screen.getByRole('link', { name: 'Cart 4' })).toBeInTheDocument();
    screen.getByRole('button', { name: `Remove ${PAN} from cart` }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownNames()).not.toContain('Granite Non-Stick Frying Pan'));
    expect(nimalsLines().map((row) => row.product_id)).toEqual([1, SHIRT.id, 76]);
    expect(screen.getByRole('link', { name: 'Cart 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove ${CREAM} from cart` })).toHaveFocus();
    expect(await bodiesSent('/cart/remove')).toEqual([{ id: 3 }]);
  });

  it('a failed removal says so and keeps the line', async () => {
    const { user } = await showNimalsCart();
    backend.fault({ route: '/cart/remove', method: 'POST', status: 500 });
    const remove = screen.getByRole('button', { name: `Remove ${PAN} from cart` });
    await user.click(remove);
    expect(await within(rowOf(PAN)).findByRole('alert')).toHaveTextContent('Failed to remove the item. Please try again.');
    expect(remove).toHaveAccessibleDescription('Failed to remove the item. Please try again.');
    expect(remove).not.toHaveAttribute('aria-disabled');
    expect(shownNames()).toHaveLength(4);
    expect(nimalsLines()).toHaveLength(4);
    expect(cartCount.value).toBe(4);
  });

  it('Delete selected removes the ticked lines in one call', async () => {
    const { user } = await showNimalsCart();
    await user.click(screen.getByRole('checkbox', { name: `Select ${BLACK_TEA}` }));
    await user.click(screen.getByRole('button', { name: 'Delete selected items' }));
    await waitFor(() => expect(shownNames()).toEqual(['Pure Ceylon BOPF Black Tea']));
    expect(nimalsLines().map((row) => row.product_id)).toEqual([1]);
    expect(await bodiesSent('/cart/remove-multiple')).toEqual([{ ids: [2, 3, 4] }]);
    expect(screen.getByRole('link', { name: 'Cart 1' })).toBeInTheDocument();
    expect(screen.getByText('3 items removed from your cart.')).toBeInTheDocument();
    // The remaining row was unticked and stays so.
    expect(screen.getByRole('heading', { level: 1, name: 'Cart (0)' })).toBeInTheDocument();
  });

  it('a failed Delete selected says so and keeps every line', async () => {
    const { user } = await showNimalsCart();
    backend.fault({ route: '/cart/remove-multiple', method: 'POST', status: 500 });
    await user.click(screen.getByRole('button', { name: 'Delete selected items' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete selected items. Please try again.');
    expect(shownNames()).toHaveLength(4);
    expect(nimalsLines()).toHaveLength(4);
  });

  it('deleting every line shows the empty state with focus on the heading', async () => {
    const { user } = await showNimalsCart();
    await user.click(screen.getByRole('button', { name: 'Delete selected items' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your cart is empty.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart (0)' })).toHaveFocus();
    expect(nimalsLines()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it('Checkout sends the selected lines with their discounts, behind the spinner, and goes to the order', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user } = await showNimalsCart();
    backend.fault({ route: '/checkout', method: 'POST', delayMs: 150 });
    await user.click(screen.getByRole('checkbox', { name: `Select ${PAN}` }));
    const before = backend.store.data.orders.length;
    await user.click(screen.getByRole('button', { name: 'Checkout (3)' }));
    expect(await screen.findByText('Creating your order…')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));

    const [body] = (await bodiesSent('/checkout')) as Record<string, unknown>[];
    // 2 × 1,210 + 3,990 + 2,450 = 8,860, less 242 + 319.20 + 490.
    expect(body).toEqual({
      total_amount: 7808.8,
      products_discount: { '1': 10, [SHIRT.id]: 8, '76': 20 },
      products: [
        { id: 1, price: 1210, quantity: 2, variants: [{ type: 'Weight', value: '400g' }] },
        { id: SHIRT.id, price: 3990, quantity: 1, variants: [{ type: 'Color', value: 'Blue' }, { type: 'Size', value: 'L' }] },
        { id: 76, price: 2450, quantity: 1, variants: [] },
      ],
    });
    expect(backend.store.data.orders).toHaveLength(before + 1);
    const order = backend.store.data.orders.at(-1)!;
    expect(order.user_id).toBe(NIMAL);
    expect(order.products.map((line) => line.variation_name)).toEqual(['400g', 'Blue/L', 'No V']);
    expect(assign).toHaveBeenCalledWith(`/checkout/${order.id}`);
    const [request] = requestsTo('/checkout');
    expect(request!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
  });

  it('a double click on Checkout creates one order', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user } = await showNimalsCart();
    backend.fault({ route: '/checkout', method: 'POST', delayMs: 100 });
    const before = backend.store.data.orders.length;
    await user.dblClick(screen.getByRole('button', { name: 'Checkout (4)' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Checkout (4)' }));
    expect(backend.store.data.orders).toHaveLength(before + 1);
    expect(calls('/checkout')).toBe(1);
  });

  it('while the browser leaves for the order the cart stays busy; restored by Back from the back-forward cache it is usable again', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const pageshow = (persisted: boolean) => {
      const event = new Event('pageshow');
      Object.defineProperty(event, 'persisted', { value: persisted });
      act(() => window.dispatchEvent(event));
    };
    const { user } = await showNimalsCart();
    const checkout = screen.getByRole('button', { name: 'Checkout (4)' });
    await user.click(checkout);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    await user.click(checkout);
    expect(calls('/checkout')).toBe(1);
    // A page shown afresh is not one restored: still leaving.
    pageshow(false);
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    pageshow(true);
    expect(checkout).not.toHaveAttribute('aria-disabled');
  });

  it('a failed checkout says so, and the same lines retried make one order', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user } = await showNimalsCart();
    backend.fault({ route: '/checkout', method: 'POST', status: 500, times: 1 });
    const before = backend.store.data.orders.length;
    const checkout = screen.getByRole('button', { name: 'Checkout (4)' });
    await user.click(checkout);
    expect(await within(summary()).findByRole('alert')).toHaveTextContent('Failed to create the order. Please try again.');
    expect(screen.queryByText('Creating your order…')).not.toBeInTheDocument();
    expect(checkout).not.toHaveAttribute('aria-disabled');
    expect(assign).not.toHaveBeenCalled();
    expect(backend.store.data.orders).toHaveLength(before);

    await user.click(checkout);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(backend.store.data.orders).toHaveLength(before + 1);
    const keys = requestsTo('/checkout').map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('Checkout with nothing selected shows the warning, and OK gives focus back', async () => {
    const { user } = await showNimalsCart();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const checkout = screen.getByRole('button', { name: 'Checkout (0)' });
    await user.click(checkout);
    const dialog = await screen.findByRole('dialog', { name: 'Nothing selected' });
    expect(dialog).toHaveTextContent('No items selected for checkout. Please select items before proceeding.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(checkout).toHaveFocus();
    expect(calls('/checkout')).toBe(0);
  });

  it('an empty server cart shows the empty state (a part loaded on demand)', async () => {
    render(<Cart {...props({ items: [] })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cart (0)' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your cart is empty.' })).toBeInTheDocument();
  });
});

describe('cart: no connection or no answer in time (SPEC §8: the text, the reason beneath)', () => {
  const WRITES = [
    ['Remove', '/cart/remove', 'Failed to remove the item. Please try again.'],
    ['Delete selected', '/cart/remove-multiple', 'Failed to delete selected items. Please try again.'],
    ['Checkout', '/checkout', 'Failed to create the order. Please try again.'],
    ['plus', '/cart/update', 'Failed to increase quantity. Please try again.'],
    ['minus', '/cart/update', 'Failed to decrease quantity. Please try again.'],
  ] as const;
  type Action = (typeof WRITES)[number][0];

  /** Does the action; the alert it would show. */
  async function perform(user: Awaited<ReturnType<typeof showNimalsCart>>['user'], action: Action) {
    switch (action) {
      case 'Remove':
        await user.click(screen.getByRole('button', { name: `Remove ${PAN} from cart` }));
        return () => within(rowOf(PAN)).findByRole('alert');
      case 'Delete selected':
        await user.click(screen.getByRole('button', { name: 'Delete selected items' }));
        return () => screen.findByRole('alert');
      case 'Checkout':
        await user.click(screen.getByRole('button', { name: 'Checkout (4)' }));
        return () => within(summary()).findByRole('alert');
      case 'plus':
      case 'minus':
        await user.click(action === 'plus' ? plus(BLACK_TEA) : minus(BLACK_TEA));
        return () => within(rowOf(BLACK_TEA)).findByRole('alert');
    }
  }

  it.each(WRITES)('%s with no connection (%s) says its SPEC text, then why', async (action, route, text) => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user } = await showNimalsCart();
    const before = JSON.stringify(nimalsLines());
    failCall(backend, 'no connection', { route, method: 'POST' });
    const alert = await perform(user, action);
    expectFailure(await alert(), text, OFFLINE);
    expect(shownNames()).toHaveLength(4);
    expect(JSON.stringify(nimalsLines())).toBe(before);
  });

  /** What the screen shows of Nimal's cart against what the server holds after the late answer. */
  async function expectScreenIsServer() {
    await lateAnswerGone();
    const held = serverCartItems(backend.store, NIMAL);
    expect(shownNames()).toEqual(held.map((line) => line.product.name));
    if (serverQuantity(1) !== undefined) expect(quantityOf(BLACK_TEA)).toHaveTextContent(String(serverQuantity(1)));
    expect(cartCount.value).toBe(held.length);
  }

  // Issue 29: the write happened, its answer came after the client gave up. The cart reads the
  // lines again and shows them, without an error.
  it.each(WRITES.filter(([action]) => action !== 'Checkout'))(
    '%s with no answer in time (%s), carried out: the screen shows the server\'s cart, no error',
    async (action, route, text) => {
      const { user } = await showNimalsCart();
      const before = serverQuantity(1)!;
      if (action === 'Delete selected') await user.click(screen.getByRole('checkbox', { name: `Select ${PAN}` }));
      failCall(backend, 'no answer in time', { route, method: 'POST' });
      await perform(user, action);
      const held = () => serverCartItems(backend.store, NIMAL).length;
      switch (action) {
        case 'Remove':
          await waitFor(() => expect(screen.queryByRole('checkbox', { name: `Select ${PAN}` })).not.toBeInTheDocument(), {
            timeout: SETTLED_MS,
          });
          expect(held()).toBe(3);
          break;
        case 'Delete selected':
          await waitFor(() => expect(rows()).toHaveLength(1), { timeout: SETTLED_MS });
          expect(rowOf(PAN)).toBeInTheDocument();
          expect(held()).toBe(1);
          break;
        default:
          await waitFor(() => expect(serverQuantity(1)).toBe(action === 'plus' ? before + 1 : before - 1));
          await new Promise((resolve) => setTimeout(resolve, LATE_MS));
      }
      await expectScreenIsServer();
      expect(screen.queryByText(text)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  // Not carried out (the server answers a refusal, after the client gave up): the lines read
  // again are unchanged, so the SPEC text says it failed, and why.
  it.each(WRITES.filter(([action]) => action !== 'Checkout'))(
    '%s with no answer in time (%s), not carried out: the SPEC text, then why; the screen shows the server\'s cart',
    async (action, route, text) => {
      const { user } = await showNimalsCart();
      const before = JSON.stringify(nimalsLines());
      backend.fault({ route, method: 'POST', delayMs: LATE_MS, status: 500 });
      const alert = await perform(user, action);
      expectFailure(await alert(), text, TIMEOUT);
      expect(JSON.stringify(nimalsLines())).toBe(before);
      await expectScreenIsServer();
      // The second read, a timeout later, finds nothing more: the failure stands.
      await waitFor(() => expect(backend.receivedCount('GET', '/cart/items')).toBe(2), { timeout: 3 * LATE_MS });
      expectFailure(await alert(), text, TIMEOUT);
    },
  );

  // A server slow to start the write carries it out after the client gave up and after the
  // first read (the demo's 'No answer for 15 s'; here the store is changed as the write would
  // have, once the failure shows): a second read, one timeout later, finds it done, and the
  // screen shows the server's cart without the failure.
  it.each(WRITES.filter(([action]) => action !== 'Checkout'))(
    '%s with no answer in time (%s), carried out late: the failure, then the server\'s cart without it',
    async (action, route, text) => {
      const { user } = await showNimalsCart();
      backend.fault({ route, method: 'POST', delayMs: LATE_MS, status: 500, times: 1 });
      const alert = await perform(user, action);
      expectFailure(await alert(), text, TIMEOUT);
      const { cartItems } = backend.store.data;
      const mine = cartItems.filter((row) => row.user_id === NIMAL);
      const tea = mine.find((row) => row.product_id === 1)!;
      const pan = mine.find((row) => row.product_id === 57)!;
      if (action === 'Remove') cartItems.splice(cartItems.indexOf(pan), 1);
      else if (action === 'Delete selected') for (const row of mine) cartItems.splice(cartItems.indexOf(row), 1);
      else tea.quantity += action === 'plus' ? 1 : -1;
      await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument(), { timeout: 3 * LATE_MS });
      await expectScreenIsServer();
      expect(shownNames()).toHaveLength(action === 'Remove' ? 3 : action === 'Delete selected' ? 0 : 4);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it.each(WRITES.filter(([action]) => action !== 'Checkout'))(
    '%s with no answer in time (%s), and the lines cannot be read again: the SPEC text, then that it may not have completed',
    async (action, route, text) => {
      const { user } = await showNimalsCart();
      failCall(backend, 'no answer in time', { route, method: 'POST' });
      void backend.offline('/cart/items', 'GET');
      const alert = await perform(user, action);
      expectFailure(await alert(), text, OUTCOME_UNKNOWN);
      await lateAnswerGone();
    },
  );

  it('Checkout with no answer in time asks again with the same key: the one order it made, no error', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user } = await showNimalsCart();
    const before = backend.store.data.orders.length;
    backend.fault({ route: '/checkout', method: 'POST', delayMs: LATE_MS, answerLate: true, times: 1 });
    await perform(user, 'Checkout');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: SETTLED_MS });
    await lateAnswerGone();
    expect(backend.store.data.orders).toHaveLength(before + 1);
    expect(assign).toHaveBeenCalledWith(`/checkout/${backend.store.data.orders.at(-1)!.id}`);
    const [first, second] = requestsTo('/checkout');
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(within(summary()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Checkout with no answer in time, twice: the SPEC text, then that it may not have completed', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user } = await showNimalsCart();
    failCall(backend, 'no answer in time', { route: '/checkout', method: 'POST' });
    const alert = await perform(user, 'Checkout');
    expectFailure(await alert(), 'Failed to create the order. Please try again.', OUTCOME_UNKNOWN);
    await lateAnswerGone();
  });

  it('a failed removal describes its button with the SPEC text, then the reason', async () => {
    const { user } = await showNimalsCart();
    backend.offline('/cart/remove', 'POST');
    const remove = screen.getByRole('button', { name: `Remove ${PAN} from cart` });
    await user.click(remove);
    await within(rowOf(PAN)).findByRole('alert');
    expect(remove).toHaveAccessibleDescription(`Failed to remove the item. Please try again. ${OFFLINE}`);
  });
});

describe('cart: props', () => {
  it.each([
    ['items that are not a list', { items: 'none' }],
    ['a line without its product', { items: [{ id: 1, variation_name: 'No V', price: 10, quantity: 1, max_quantity: 3, subtotal: 10, discount_amount: 0, discount_percentage: 0 }] }],
    ['a quantity of 0', { items: [{ ...serverCartItems(backend.store, NIMAL)[0], quantity: 0 }] }],
    ['a price as text', { items: [{ ...serverCartItems(backend.store, NIMAL)[0], price: '1210' }] }],
  ])('refuses %s (the loader shows its note instead)', (_, input) => {
    const parsed = propsSchema['~standard'].validate(input);
    expect('issues' in parsed && parsed.issues).toBeTruthy();
  });

  it('accepts the server cart as the page prints it, and no items for a guest', () => {
    expect(v.safeParse(propsSchema, { items: serverCartItems(backend.store, NIMAL) }).success).toBe(true);
    expect(v.safeParse(propsSchema, {}).success).toBe(true);
  });
});
