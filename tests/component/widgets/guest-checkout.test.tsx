import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { CartEntry } from '../../../shared/core/api/cart-entry';
import { formatLKR, toCents } from '../../../shared/core/money';
import { createMounter } from '../../../shared/core/runtime/mounter';
import { setAuth } from '../../../shared/core/stores/auth';
import { setCartCount } from '../../../shared/core/stores/cart';
import { clearGuestCart, guestCart, writeGuestCart } from '../../../shared/core/stores/guest-cart';
import { LOGIN_REQUESTED_EVENT, type LoginRequest } from '../../../shared/core/stores/login';
import cartWidget from '../../../widgets/cart/cart-widget';
import guestCheckoutWidget from '../../../widgets/guest-checkout/guest-checkout-widget';
import * as guestSi from '../../../widgets/guest-checkout/messages.si';
import { guestTextFields } from '../../helpers/guest-form';
import { startBackend } from '../../helpers/backend';
import { expectFailure, failCall, lateAnswerGone, LATE_MS, NETWORK_FAULTS, OFFLINE } from '../../helpers/failure';
import { amount, lineOf, summary } from '../../helpers/regions';
import { loaderProps } from '../../helpers/widget-props';
import { sentRequests } from '../../helpers/requests';
import { scanAndWait } from '../../helpers/scan';

// Short timeouts and no silent GET retries, so failures show at once.
vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original),
);

const backend = startBackend();
const { Component: GuestCheckout, propsSchema } = guestCheckoutWidget;
const { Component: Cart, propsSchema: cartPropsSchema } = cartWidget;
const props = loaderProps(propsSchema);

/** Seeded products (demo-pages/backend/seed). */
const SHIRT = { id: 25, name: "Men's Batik Short-Sleeve Shirt" }; // Color and Size, 8 % off, 0.3 kg
const GREEN_TEA = { id: 4, name: 'Ceylon Green Tea Sencha 100g' }; // No V, no discount, 0.12 kg
const BLACK_TEA = { id: 1, name: 'Pure Ceylon BOPF Black Tea' }; // Weight, 10 % off, 0.25 kg
const ORANGE_PEKOE = { id: 2, name: 'Nuwara Eliya Single Estate Orange Pekoe 250g' }; // No V, 20 % off

/** A new shopper's details; the number is nobody's in the seed. */
const DILANI = {
  email: 'dilani@example.lk',
  mobile: '0779998877',
  normalised: '94779998877',
  nickname: 'Home',
  street: '12 Galle Road',
  city: 'Colombo 03',
  state: 'Western',
  postal: '00300',
};

const entry = backend.guestEntry;

/** The usual cart: one shirt and two green teas (LKR 5,950; 8 % off the shirt; 0.54 kg). */
const usualCart = () => [entry(SHIRT.id, 'Blue/M', 1), entry(GREEN_TEA.id, 'No V', 2)];

function show(entries: CartEntry[], input: object = {}) {
  writeGuestCart(entries);
  const user = userEvent.setup();
  render(<GuestCheckout {...props(input)} />);
  return user;
}

const field = {
  ...guestTextFields,
  country: () => screen.getByLabelText('Country'),
};

async function fillForm(user: ReturnType<typeof userEvent.setup>, details: Partial<typeof DILANI> = DILANI) {
  const typed: [keyof typeof field, string | undefined][] = [
    ['email', details.email],
    ['mobile', details.mobile],
    ['nickname', details.nickname],
    ['street', details.street],
    ['city', details.city],
    ['state', details.state],
    ['postal', details.postal],
  ];
  for (const [name, value] of typed) {
    await user.clear(field[name]());
    if (value) await user.type(field[name](), value);
  }
}

const placeOrderButton = () => screen.getByRole('button', { name: 'Place order' });

async function placeOrder(user: ReturnType<typeof userEvent.setup>, method: 'Card Payment' | 'Bank Transfer' | 'Cash On Delivery') {
  await user.click(screen.getByRole('radio', { name: method }));
  await user.click(placeOrderButton());
}

const otpDialog = () => screen.findByRole('dialog', { name: 'Verify your mobile number' });

/** Enter the code the shop texted (the demo outbox) and press Verify OTP. */
async function verify(user: ReturnType<typeof userEvent.setup>, code?: string) {
  const dialog = await otpDialog();
  await user.clear(within(dialog).getByLabelText('OTP'));
  await user.type(within(dialog).getByLabelText('OTP'), code ?? backend.lastCode(DILANI.normalised)!);
  await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Selected Products' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

let fetchSpy: MockInstance<typeof fetch>;
/** The harness's fetch, under the spy. */
let network: typeof fetch;
let assign: MockInstance<(url: string | URL) => void>;
const { requestsTo, bodiesSent, calls } = sentRequests(() => fetchSpy);
/** Beneath the text when an order call's answer never came (a guest's order cannot be read back). */
const UNANSWERED = 'No answer came in time, so your order may have been placed. Placing it again will not place it twice.';
/** Orders of guest accounts (the seed's and those the checkout makes). */
const guestOrders = () =>
  backend.store.data.orders.filter((order) => backend.store.user(order.user_id)?.is_guest);

beforeEach(() => {
  setAuth({ status: 'guest' });
  setCartCount(0);
  clearGuestCart();
  network = globalThis.fetch;
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});

afterEach(async () => {
  // Calls still on their way finish before the next test resets the shop (and its sessions).
  await Promise.allSettled(fetchSpy.mock.results.map((result) => result.value as unknown));
});

describe('guest checkout: the screen', () => {
  it("shows the guest cart's products with pairs, percent off and weights, and the summary with shipping", async () => {
    show([...usualCart(), { ...entry(ORANGE_PEKOE.id, 'No V', 1), image_name: null }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Guest Checkout' })).toBeInTheDocument();
    expect(shownNames()).toEqual([SHIRT.name, GREEN_TEA.name, ORANGE_PEKOE.name]);

    const shirt = lineOf(SHIRT.name);
    expect(within(shirt).getByRole('link', { name: SHIRT.name })).toHaveAttribute('href', `/products/${SHIRT.id}`);
    expect(within(shirt).getByText('LKR 3,990.00')).toBeInTheDocument();
    expect(await within(shirt).findByText('8% OFF')).toBeInTheDocument();
    const colour = await within(shirt).findByText('Color');
    expect(colour.nextElementSibling).toHaveTextContent('Blue');
    // The colour is a swatch beside its written name, never the colour alone.
    expect(colour.nextElementSibling?.querySelector('.shop-variant__swatch')).toHaveStyle({ backgroundColor: 'Blue' });
    expect(within(shirt).getByText('Size').nextElementSibling).toHaveTextContent('M');
    expect(within(shirt).getByText('Quantity: 1')).toBeInTheDocument();
    expect(await within(shirt).findByText('Weight: 0.3 kg')).toBeInTheDocument();

    const tea = lineOf(GREEN_TEA.name);
    expect(within(tea).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(tea).getByText('Weight: 0.24 kg (0.12 kg each)')).toBeInTheDocument();
    // 'No V' shows no pairs, and no discount means no badge.
    expect(within(tea).queryByRole('term')).not.toBeInTheDocument();
    expect(within(tea).queryByText('No V')).not.toBeInTheDocument();
    expect(within(tea).queryByText(/% OFF/)).not.toBeInTheDocument();

    // A missing image shows the fallback, and so does one that fails to load.
    const images = screen.getAllByRole('presentation');
    expect(images[2]).toHaveAttribute('src', '/profile/no_image.jpg');
    expect(images[0]).toHaveAttribute('src', '/storage/product_images/p25-1-mens-batik-short-sleeve-shirt.svg');
    act(() => images[0]!.dispatchEvent(new Event('error')));
    expect(images[0]).toHaveAttribute('src', '/profile/no_image.jpg');

    // 3,990 + 2 × 980 + 1,850; 8 % of 3,990 + 20 % of 1,850; 0.84 kg ships for LKR 350.
    await waitFor(() => expect(amount('Shipping Cost')).toBe('LKR 350.00'));
    expect(amount('Subtotal')).toBe('LKR 7,800.00');
    expect(amount('Discount')).toBe('− LKR 689.20');
    expect(amount('Coupon Discount')).toBe('LKR 0.00');
    expect(amount('Total')).toBe('LKR 7,460.80');
    expect(await bodiesSent('/calculate-shipping-cost')).toEqual([{ total_weight: 0.84 }]);

    // SPEC §2: Place order waits for a payment method.
    expect(placeOrderButton()).toBeDisabled();
    expect(placeOrderButton()).toHaveAccessibleDescription('Choose a payment method to place your order.');
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(within(methods).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Card Payment',
      'Bank Transfer',
      'Cash On Delivery',
    ]);
    expect(within(methods).getByRole('radio', { name: 'Card Payment' })).not.toBeChecked();
    // The country selector offers Sri Lanka only, chosen at first.
    expect(field.country()).toHaveValue('Sri Lanka');
    expect(within(field.country()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a country',
      'Sri Lanka',
    ]);
  });

  it("says 'No products Selected.' with a way back when there is nothing to buy", async () => {
    show([]);
    expect(await screen.findByRole('heading', { level: 2, name: 'No products Selected.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('shows only the lines the cart selected (Continue as Guest), and every line when none of them is left', async () => {
    writeGuestCart([entry(SHIRT.id, 'Blue/M', 1), entry(GREEN_TEA.id, 'No V', 2), entry(BLACK_TEA.id, '200g', 1)]);
    const user = userEvent.setup();
    const { unmount } = render(<Cart {...v.parse(cartPropsSchema, {})} />);
    await user.click(screen.getByRole('checkbox', { name: `Select ${GREEN_TEA.name}` }));
    await user.click(screen.getByRole('button', { name: 'Checkout (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue as Guest' }));
    expect(assign).toHaveBeenCalledWith('/guest-checkout');
    unmount();

    render(<GuestCheckout {...props()} />);
    expect(shownNames()).toEqual([SHIRT.name, BLACK_TEA.name]);
    await waitFor(() => expect(amount('Shipping Cost')).toBe('LKR 350.00'));
    expect(amount('Subtotal')).toBe('LKR 4,680.00');
  });

  it('shows every line when the selection is stale or unreadable', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeGuestCart(usualCart());
    sessionStorage.setItem('guestCheckoutSelection', JSON.stringify([{ product_id: 99, variation_name: 'No V' }]));
    const stale = render(<GuestCheckout {...props()} />);
    expect(shownNames()).toEqual([SHIRT.name, GREEN_TEA.name]);
    stale.unmount();

    sessionStorage.setItem('guestCheckoutSelection', '[{"product_id": oops');
    render(<GuestCheckout {...props()} />);
    expect(shownNames()).toEqual([SHIRT.name, GREEN_TEA.name]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('selection'), expect.anything());
  });
});

describe('guest checkout: the form (SPEC §5)', () => {
  it('says what every field needs, on the field, and moves focus to the first', async () => {
    const user = show(usualCart());
    await user.selectOptions(field.country(), 'Select a country');
    await placeOrder(user, 'Cash On Delivery');

    const expected: [HTMLElement, string][] = [
      [field.email(), 'Enter a valid email address!'],
      [field.mobile(), 'Mobile number is required!'],
      [field.nickname(), 'Nickname is required!'],
      [field.street(), 'Street address is required!'],
      [field.city(), 'City is required!'],
      [field.country(), 'Country is required!'],
    ];
    for (const [input, text] of expected) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
    }
    expect(field.state()).not.toHaveAttribute('aria-invalid');
    expect(field.postal()).not.toHaveAttribute('aria-invalid');
    expect(field.email()).toHaveFocus();
    // Nothing reached the server.
    expect(calls('/check-email-exists')).toBe(0);

    // Fixing a field takes its text away; an address that is not one keeps it.
    await user.type(field.email(), 'dilani@');
    expect(field.email()).not.toHaveAttribute('aria-invalid');
    await user.click(placeOrderButton());
    expect(field.email()).toHaveAccessibleDescription('Enter a valid email address!');
    expect(field.email()).toHaveFocus();
    expect(field.email()).toHaveValue('dilani@');
  });

  it.each([
    ['abc', 'Mobile number should contain only digits.'],
    ['077 999 8877', 'Mobile number should contain only digits.'],
    ['12345', 'Invalid mobile number.'],
    ['123456789', 'Invalid mobile number format. Please use the correct format.'],
  ])('refuses the mobile number %j: %s', async (mobile, text) => {
    const user = show(usualCart());
    await fillForm(user, { ...DILANI, mobile });
    await placeOrder(user, 'Cash On Delivery');
    expect(field.mobile()).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(field.mobile()).toHaveFocus();
    expect(calls('/send-verification-code')).toBe(0);
  });

  it('turns a registered email away, and says so when the check fails', async () => {
    const user = show(usualCart());
    await fillForm(user, { ...DILANI, email: 'Nimal@Example.lk' });
    await placeOrder(user, 'Cash On Delivery');
    await waitFor(() =>
      expect(field.email()).toHaveAccessibleDescription('This email is already registered. Please log in.'),
    );
    expect(field.email()).toHaveFocus();
    expect(await bodiesSent('/check-email-exists')).toEqual([{ email: 'nimal@example.lk' }]);
    expect(calls('/send-verification-code')).toBe(0);

    backend.fault({ route: '/check-email-exists', method: 'POST', status: 500 });
    await user.clear(field.email());
    await user.type(field.email(), DILANI.email);
    await user.click(placeOrderButton());
    expect(await within(summary()).findByRole('alert')).toHaveTextContent('Unable to verify email. Please try again.');
    expect(field.email()).toHaveValue(DILANI.email);
    expect(calls('/send-verification-code')).toBe(0);
  });

  it('turns a registered mobile number away', async () => {
    const user = show(usualCart());
    await fillForm(user, { ...DILANI, mobile: '0771234567' });
    await placeOrder(user, 'Cash On Delivery');
    await waitFor(() =>
      expect(field.mobile()).toHaveAccessibleDescription(
        expect.stringContaining('This mobile number is already registered. Please use another number.'),
      ),
    );
    expect(field.mobile()).toHaveFocus();
    expect(await bodiesSent('/check-mobile-exists')).toEqual([{ mobile_number: '94771234567' }]);
    expect(calls('/send-verification-code')).toBe(0);
  });
});

describe('guest checkout: verifying the mobile number', () => {
  it('busy Verify OTP stays focusable and says so, as the other code dialogs (CONVENTIONS 7)', async () => {
    const user = show(usualCart());
    await fillForm(user);
    await placeOrder(user, 'Cash On Delivery');
    const dialog = await otpDialog();
    backend.fault({ route: '/guest-verify-otp', delayMs: 300, times: 1 });
    await verify(user);
    const button = within(dialog).getByRole('button', { name: 'Verify OTP' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).toBeInTheDocument();
  });

  it('a wrong code and an expired one say so; the right one goes on to the order', async () => {
    const user = show(usualCart());
    await fillForm(user);
    await placeOrder(user, 'Cash On Delivery');
    const dialog = await otpDialog();
    expect(dialog).toHaveTextContent('We sent a 6-digit OTP to +94 77 999 8877.');
    expect(within(dialog).getByLabelText('OTP')).toHaveFocus();
    expect(await bodiesSent('/send-verification-code')).toEqual([{ mobile_number: DILANI.normalised }]);

    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the 6-digit OTP we sent you.');

    const right = backend.lastCode(DILANI.normalised)!;
    await verify(user, right === '111111' ? '222222' : '111111');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    expect(within(dialog).getByLabelText('OTP')).toHaveAccessibleDescription(expect.stringContaining('Invalid OTP. Please try again.'));

    backend.store.codes.forEach((code) => (code.expiresAt = 0));
    await verify(user, right);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('OTP has expired. Please request a new one.'));
    expect(screen.queryByRole('dialog', { name: 'Cash On Delivery' })).not.toBeInTheDocument();
  });

  it('lets the shopper resend once the 60 seconds are over; closing drops the code typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      writeGuestCart(usualCart());
      render(<GuestCheckout {...props()} />);
      await fillForm(user);
      await placeOrder(user, 'Cash On Delivery');
      let dialog = await otpDialog();
      await user.type(within(dialog).getByLabelText('OTP'), '12');
      expect(within(dialog).getByRole('button', { name: 'Resend OTP in 60 s' })).toBeDisabled();

      // Closed and opened again within the wait: the code typed is gone, no second code is sent.
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(placeOrderButton()).toHaveFocus();
      await user.click(placeOrderButton());
      dialog = await otpDialog();
      expect(within(dialog).getByLabelText('OTP')).toHaveValue('');
      expect(within(dialog).getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();
      expect(calls('/send-verification-code')).toBe(1);

      backend.store.codes.forEach((code) => (code.sentAt -= 60_000));
      await act(async () => vi.advanceTimersByTime(60_000));
      backend.fault({ route: '/send-verification-code', method: 'POST', status: 500, times: 1 });
      await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to resend OTP. Please try again.');
      // With no connection: the SPEC §8 text, then why.
      const online = backend.offline('/send-verification-code', 'POST');
      await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
      await waitFor(() => expectFailure(within(dialog).getByRole('alert'), 'Failed to resend OTP. Please try again.', OFFLINE));
      online();

      await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
      await waitFor(() => expect(backend.store.outbox).toHaveLength(2));
      expect(within(dialog).getByRole('button', { name: 'Resend OTP in 60 s' })).toBeDisabled();
      await verify(user);
      expect(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a code that cannot be sent says why, and keeps the form', async () => {
    const user = show(usualCart());
    await fillForm(user);
    backend.fault({ route: '/send-verification-code', method: 'POST', status: 500, times: 1 });
    await placeOrder(user, 'Cash On Delivery');
    expect(await within(summary()).findByRole('alert')).toHaveTextContent('Failed to send OTP. Please try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field.street()).toHaveValue(DILANI.street);

    // The server's own reason (SPEC §8 "server message").
    fetchSpy.mockImplementation(async (input, init) =>
      input instanceof Request && new URL(input.url).pathname === '/send-verification-code'
        ? Response.json({ message: 'Our text messages are delayed. Please try again in a minute.' }, { status: 503 })
        : network(input, init),
    );
    await user.click(placeOrderButton());
    await waitFor(() => expect(calls('/send-verification-code')).toBe(2));
    await waitFor(() =>
      expect(within(summary()).getByRole('alert')).toHaveTextContent('Failed to send OTP. Please try again.'),
    );
    fetchSpy.mockImplementation(async (input, init) =>
      input instanceof Request && new URL(input.url).pathname === '/send-verification-code'
        ? Response.json({ message: 'This number cannot receive texts.' }, { status: 400 })
        : network(input, init),
    );
    await user.click(placeOrderButton());
    await waitFor(() => expect(within(summary()).getByRole('alert')).toHaveTextContent('This number cannot receive texts.'));
  });
});

describe('guest checkout: coupons', () => {
  it('applies a coupon to the items it covers, and clears it on a minimum-order or invalid code', async () => {
    const user = show([entry(BLACK_TEA.id, '200g', 1), entry(GREEN_TEA.id, 'No V', 2)]);
    await waitFor(() => expect(amount('Total')).toMatch(/LKR/));
    const input = screen.getByLabelText('Coupon code');
    await user.type(input, 'tealover15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Tea Lovers 15% Off Coupon applied!')).toBeInTheDocument();
    expect(await bodiesSent('/coupons/validate')).toEqual([
      { code: 'tealover15', subtotal: 2650, product_ids: [BLACK_TEA.id, GREEN_TEA.id] },
    ]);
    expect(within(lineOf(BLACK_TEA.name)).getByText('Coupon Applied')).toBeInTheDocument();
    expect(within(lineOf(GREEN_TEA.name)).getByText('Coupon Applied')).toBeInTheDocument();
    // 15 % of 690 + 2 × 980 (guest mode: price × quantity), under the LKR 1,000 cap.
    expect(amount('Coupon Discount')).toBe('− LKR 397.50');
    // 2,650 + 350 − 69 − 397.50.
    expect(amount('Total')).toBe('LKR 2,533.50');

    // FREESHIP500 needs LKR 3,000: the minimum-order text, and the earlier coupon no longer counts.
    await user.clear(input);
    await user.type(input, 'FREESHIP500{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This coupon requires a minimum order value of LKR. 3,000.00.',
    );
    expect(screen.queryByText('Coupon Applied')).not.toBeInTheDocument();
    expect(amount('Coupon Discount')).toBe('LKR 0.00');
    expect(amount('Total')).toBe('LKR 2,931.00');
    expect(input).toHaveValue('FREESHIP500');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid coupon code.'));

    await user.clear(input);
    await user.type(input, 'VESAK12');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This coupon has expired.'));

    // A server failure: the SPEC's own text.
    backend.fault({ route: '/coupons/validate', method: 'POST', status: 500, times: 1 });
    await user.clear(input);
    await user.type(input, 'TEALOVER15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid coupon code.'));
    expect(amount('Coupon Discount')).toBe('LKR 0.00');
  });
});

describe('guest checkout: placing the order', () => {
  it('cash on delivery: verify, confirm, one order with the amounts the screen showed, then the success page', async () => {
    // The cart selected two of its three lines.
    sessionStorage.setItem(
      'guestCheckoutSelection',
      JSON.stringify([
        { product_id: SHIRT.id, variation_name: 'Blue/M' },
        { product_id: GREEN_TEA.id, variation_name: 'No V' },
      ]),
    );
    const user = show([...usualCart(), entry(BLACK_TEA.id, '200g', 1)]);
    await user.type(screen.getByLabelText('Coupon code'), 'TEALOVER15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Tea Lovers 15% Off Coupon applied!');
    await waitFor(() => expect(amount('Total')).toBe('LKR 5,686.80'));
    await fillForm(user);
    await placeOrder(user, 'Cash On Delivery');
    await verify(user);

    const confirm = await screen.findByRole('dialog', { name: 'Cash On Delivery' });
    expect(confirm).toHaveTextContent('You will pay LKR 5,686.80 in cash when your order arrives. Place the order?');
    expect(within(confirm).getByRole('button', { name: 'Confirm Order' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));

    const order = guestOrders().at(-1)!;
    expect(assign).toHaveBeenCalledWith(`/guest/order/success/${order.id}`);
    expect(order.payment_type).toBe('cod');
    expect(order.total_amount).toBe(5686.8);
    expect(await bodiesSent('/guest/orders/cod-place')).toEqual([
      {
        nickname: 'Home',
        email: DILANI.email,
        phone_number: DILANI.normalised,
        address: {
          formatted_address: DILANI.street,
          city: DILANI.city,
          state: DILANI.state,
          postal_code: DILANI.postal,
          country: 'Sri Lanka',
        },
        // 3,990 + 1,960 + 350 − 319.20 (8 % of the shirt) − 294 (15 % of the teas).
        total: 5686.8,
        shipping_cost: 350,
        discount_amount: 613.2,
        products_discount: { [SHIRT.id]: 8, [GREEN_TEA.id]: 0 },
        coupon_id: 3,
        products: [
          {
            product_id: SHIRT.id,
            quantity: 1,
            subtotal: 3990,
            variants: [
              { type: 'Color', value: 'Blue' },
              { type: 'Size', value: 'M' },
            ],
          },
          { product_id: GREEN_TEA.id, quantity: 2, subtotal: 1960, variants: [] },
        ],
      },
    ]);
    expect(requestsTo('/guest/orders/cod-place')[0]!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
    expect(await bodiesSent('/check-guest-exists')).toEqual([{ email: DILANI.email, phone_number: DILANI.normalised }]);

    // The ordered lines left the guest cart; the one not selected stays. The page stays as it was.
    expect(guestCart.value).toEqual([entry(BLACK_TEA.id, '200g', 1)]);
    expect(sessionStorage.getItem('guestCheckoutSelection')).toBeNull();
    expect(shownNames()).toEqual([SHIRT.name, GREEN_TEA.name]);
    expect(screen.getByText('Placing your order…')).toBeInTheDocument();
    // Remembered for next time (SPEC §3).
    expect(JSON.parse(localStorage.getItem('guestVerified')!)).toEqual({ email: DILANI.email, mobile: DILANI.normalised });
    expect(JSON.parse(localStorage.getItem('guestAddress')!)).toEqual({
      nickname: 'Home',
      receiver_phone_number: DILANI.normalised,
      formatted_address: DILANI.street,
      city: DILANI.city,
      state: DILANI.state,
      postal_code: DILANI.postal,
      country: 'Sri Lanka',
    });
    expect(sessionStorage.getItem('reloadOnBack')).toBe('1');
  });

  it('bank transfer: the accounts, "I\'ve Completed the Bank Transfer", one order, the success page', async () => {
    const user = show(usualCart());
    await fillForm(user);
    await placeOrder(user, 'Bank Transfer');
    await verify(user);
    const dialog = await screen.findByRole('dialog', { name: 'Bank Transfer' });
    expect(await within(dialog).findByText('Commercial Bank of Ceylon')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Please transfer LKR 5,980.80 to one of these accounts');
    expect(within(dialog).getByText('8001234567')).toBeInTheDocument();
    expect(within(dialog).getByText('0075432198')).toBeInTheDocument();
    const done = within(dialog).getByRole('button', { name: "I've Completed the Bank Transfer" });
    await user.dblClick(done);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));

    const order = guestOrders().at(-1)!;
    expect(order.payment_type).toBe('bank_transfer');
    expect(assign).toHaveBeenCalledWith(`/guest/order/success/${order.id}`);
    expect(calls('/guest/orders/bank-transfer')).toBe(1);
    const [body] = await bodiesSent('/guest/orders/bank-transfer');
    expect(body).toMatchObject({ total: 5980.8, shipping_cost: 350, discount_amount: 319.2, coupon_id: null });
    expect(body).not.toHaveProperty('guest_cart');
    expect(guestCart.value).toEqual([]);
  });

  it('bank transfer without bank details says so, and offers nothing to confirm', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.fault({ route: '/api/bank-accounts', method: 'GET', status: 500 });
    const user = show(usualCart());
    await fillForm(user);
    await placeOrder(user, 'Bank Transfer');
    await verify(user);
    const dialog = await screen.findByRole('dialog', { name: 'Bank Transfer' });
    expect(await within(dialog).findByText('No bank details available.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: "I've Completed the Bank Transfer" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(calls('/guest/orders/bank-transfer')).toBe(0);
    expect(guestCart.value).toHaveLength(2);
  });

  it('card: one order with the guest cart, the cart goes, and the browser goes to the payment page', async () => {
    const user = show(usualCart());
    await fillForm(user);
    await placeOrder(user, 'Card Payment');
    await verify(user);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const order = guestOrders().at(-1)!;
    expect(order.payment_type).toBe('card');
    expect(assign).toHaveBeenCalledWith(`/__demo/card-gateway?order_id=${order.id}`);
    const [body] = await bodiesSent('/guest/orders/card-payment');
    expect(body).toMatchObject({ total: 5980.8, shipping_cost: 350, discount_amount: 319.2 });
    expect(body!.guest_cart).toEqual(usualCart());
    expect(guestCart.value).toEqual([]);
    // No confirmation dialog for a card.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('card with lines unticked in the cart: only the ordered lines leave the cart and go with the order', async () => {
    const [shirt, tea] = usualCart();
    sessionStorage.setItem('guestCheckoutSelection', JSON.stringify([{ product_id: shirt!.product_id, variation_name: shirt!.variation_name }]));
    const user = show([shirt!, tea!]);
    expect(shownNames()).toEqual([SHIRT.name]);
    await fillForm(user);
    await placeOrder(user, 'Card Payment');
    await verify(user);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [body] = await bodiesSent('/guest/orders/card-payment');
    expect(body!.guest_cart).toEqual([shirt]);
    expect(guestCart.value).toEqual([tea]);
  });

  it('a verified number is not asked for again; a double click on Place order and on Confirm Order makes one order', async () => {
    const user = show(usualCart());
    await fillForm(user);
    await placeOrder(user, 'Cash On Delivery');
    await verify(user);
    const confirm = await screen.findByRole('dialog', { name: 'Cash On Delivery' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(placeOrderButton()).toHaveFocus();
    expect(calls('/guest/orders/cod-place')).toBe(0);
    const before = guestOrders().length;

    // Two presses in the same moment, before the screen can show it is busy.
    act(() => {
      placeOrderButton().click();
      placeOrderButton().click();
    });
    const again = await screen.findByRole('dialog', { name: 'Cash On Delivery' });
    // One checkout for the two clicks: one more email check, no second code.
    expect(calls('/check-email-exists')).toBe(2);
    expect(calls('/send-verification-code')).toBe(1);
    await user.dblClick(within(again).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await user.click(placeOrderButton());
    expect(calls('/guest/orders/cod-place')).toBe(1);
    expect(guestOrders()).toHaveLength(before + 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Account Already Exists' when the email was registered meanwhile; Go to Login opens the sign-in dialog", async () => {
    const requested = vi.fn<(event: Event) => void>();
    document.addEventListener(LOGIN_REQUESTED_EVENT, requested);
    const user = show(usualCart());
    await fillForm(user);
    await placeOrder(user, 'Cash On Delivery');
    await verify(user);
    const confirm = await screen.findByRole('dialog', { name: 'Cash On Delivery' });
    // Someone signed up with this email while the shopper was checking out.
    backend.store.data.users.push({
      id: 99,
      name: 'Dilani',
      email: DILANI.email,
      mobile: '94770000099',
      mobile_verified: true,
      is_admin: false,
      is_guest: false,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Order' }));
    const exists = await screen.findByRole('dialog', { name: 'Account Already Exists' });
    expect(exists).toHaveTextContent('This email is already registered. Please log in.');
    expect(calls('/guest/orders/cod-place')).toBe(0);

    await user.click(within(exists).getByRole('button', { name: 'Go to Login' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requested).toHaveBeenCalledTimes(1);
    expect((requested.mock.calls[0]![0] as CustomEvent<LoginRequest>).detail).toEqual({ intendedUrl: '/cart' });
    expect(field.email()).toHaveValue(DILANI.email);
    document.removeEventListener(LOGIN_REQUESTED_EVENT, requested);
  });

  it("'Account Already Exists' with the default text when the server gives none; Close closes it", async () => {
    fetchSpy.mockImplementation(async (input, init) =>
      input instanceof Request && new URL(input.url).pathname === '/check-guest-exists'
        ? Response.json({ exists: true, message: '' })
        : network(input, init),
    );
    const user = show(usualCart());
    await fillForm(user);
    await placeOrder(user, 'Card Payment');
    await verify(user);
    const exists = await screen.findByRole('dialog', { name: 'Account Already Exists' });
    expect(exists).toHaveTextContent('Your email and phone number are already registered. Please log in to continue.');
    // The footer's Close (the SPEC's), beside the dialog's own close button.
    await user.click(within(exists).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('/guest/orders/card-payment')).toBe(0);
  });

  it.each([
    ['an expired session (419)', { status: 419 }, 'Cash On Delivery', 'Failed to create guest user. Please try again. Your session has expired. Please reload the page and try again.'],
    ['a refusal (422)', { status: 422 }, 'Cash On Delivery', 'Failed to create guest user. Please try again. The given data was invalid.'],
    ['a server error (500), cash on delivery', { status: 500 }, 'Cash On Delivery', 'Failed to create guest user. Please try again.'],
    ['a server error (500), card', { status: 500 }, 'Card Payment', 'Failed to place the order. Please try again.'],
    // A guest's order cannot be read back: it may have been placed (here the server did nothing).
    ['no answer in time', { delayMs: LATE_MS, status: 503 }, 'Cash On Delivery', `Failed to create guest user. Please try again. ${UNANSWERED}`],
  ] as const)('%s says so and keeps everything typed', async (_, failure, method, text) => {
    const route = method === 'Card Payment' ? '/guest/orders/card-payment' : '/guest/orders/cod-place';
    backend.fault({ route, method: 'POST', ...failure, times: 1 });
    const user = show(usualCart());
    await fillForm(user);
    await placeOrder(user, method);
    await verify(user);
    if (method === 'Cash On Delivery') {
      await user.click(within(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).getByRole('button', { name: 'Confirm Order' }));
    }
    expect(await within(summary()).findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText('Placing your order…')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(field.email()).toHaveValue(DILANI.email);
    expect(field.mobile()).toHaveValue(DILANI.mobile);
    expect(field.street()).toHaveValue(DILANI.street);
    expect(screen.getByRole('radio', { name: method })).toBeChecked();
    expect(guestCart.value).toEqual(usualCart());
    expect(placeOrderButton()).not.toHaveAttribute('aria-disabled');
  });

  it('a lost answer tried again makes one order, with the same Idempotency-Key', async () => {
    const user = show(usualCart());
    await fillForm(user);
    await placeOrder(user, 'Cash On Delivery');
    await verify(user);
    // The server places the order, but its answer never reaches the browser.
    let lost = false;
    fetchSpy.mockImplementation(async (input, init) => {
      const answer = await network(input, init);
      if (lost || !(input instanceof Request) || new URL(input.url).pathname !== '/guest/orders/cod-place') return answer;
      lost = true;
      throw new TypeError('Failed to fetch');
    });
    const before = guestOrders().length;
    await user.click(within(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).getByRole('button', { name: 'Confirm Order' }));
    expectFailure(await within(summary()).findByRole('alert'), 'Failed to create guest user. Please try again.', OFFLINE);
    expect(field.nickname()).toHaveValue(DILANI.nickname);
    expect(guestCart.value).toEqual(usualCart());
    expect(guestOrders()).toHaveLength(before + 1);

    await user.click(placeOrderButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(guestOrders()).toHaveLength(before + 1);
    expect(assign).toHaveBeenCalledWith(`/guest/order/success/${guestOrders().at(-1)!.id}`);
    const keys = requestsTo('/guest/orders/cod-place').map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a number the server no longer counts as verified shows on its field, and is verified again', async () => {
    // Remembered from an earlier visit, but this is a new session.
    localStorage.setItem('guestVerified', JSON.stringify({ email: DILANI.email, mobile: DILANI.normalised }));
    const user = show(usualCart());
    expect(field.mobile()).toHaveValue(DILANI.normalised);
    await fillForm(user, { ...DILANI, mobile: DILANI.normalised });
    await placeOrder(user, 'Cash On Delivery');
    await user.click(within(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() =>
      expect(field.mobile()).toHaveAccessibleDescription(
        expect.stringContaining('Missing required guest details. Please complete email, phone, and address verification.'),
      ),
    );
    expect(field.mobile()).toHaveFocus();
    expect(calls('/send-verification-code')).toBe(0);

    await user.click(placeOrderButton());
    await verify(user);
    await user.click(within(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it("a refusal of the number in the shopper's language (a backend's own words) also asks for the code again", async () => {
    // The backend answers in Sinhala (Accept-Language): the kit knows the refusal by its field,
    // not by English words.
    const sinhala = guestSi.detailsMissing;
    fetchSpy.mockImplementation(async (input, init) => {
      const answer = await network(input, init);
      if (!(input instanceof Request) || new URL(input.url).pathname !== '/guest/orders/cod-place' || answer.status !== 422) return answer;
      return Response.json({ message: sinhala, errors: { phone_number: [sinhala] } }, { status: 422 });
    });
    localStorage.setItem('guestVerified', JSON.stringify({ email: DILANI.email, mobile: DILANI.normalised }));
    const user = show(usualCart());
    await fillForm(user, { ...DILANI, mobile: DILANI.normalised });
    await placeOrder(user, 'Cash On Delivery');
    await user.click(within(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(field.mobile()).toHaveAccessibleDescription(expect.stringContaining(sinhala)));
    expect(localStorage.getItem('guestVerified')).toBeNull();

    await user.click(placeOrderButton());
    await verify(user);
    await user.click(within(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });
});

describe('guest checkout: no connection or no answer in time (SPEC §8: the text, the reason beneath)', () => {
  const ORDER_CALLS = new Set(['/guest/orders/cod-place', '/guest/orders/bank-transfer', '/guest/orders/card-payment']);
  type Method = 'Card Payment' | 'Bank Transfer' | 'Cash On Delivery';
  /** Each call of the flow, the method it is reached with, and the SPEC §8 text its failure shows. */
  const CALLS: [route: string, method: Method, text: string][] = [
    ['/check-email-exists', 'Cash On Delivery', 'Unable to verify email. Please try again.'],
    ['/check-mobile-exists', 'Cash On Delivery', 'Unable to verify mobile number. Please try again.'],
    ['/send-verification-code', 'Cash On Delivery', 'Failed to send OTP. Please try again.'],
    ['/guest-verify-otp', 'Cash On Delivery', 'Invalid OTP. Please try again.'],
    ['/check-guest-exists', 'Cash On Delivery', 'Failed to create guest user. Please try again.'],
    ['/guest/orders/cod-place', 'Cash On Delivery', 'Failed to create guest user. Please try again.'],
    ['/guest/orders/bank-transfer', 'Bank Transfer', 'Failed to create guest user. Please try again.'],
    ['/guest/orders/card-payment', 'Card Payment', 'Failed to place the order. Please try again.'],
  ];
  const BEFORE_CODE = new Set(['/check-email-exists', '/check-mobile-exists', '/send-verification-code']);

  // A code send with no answer in time is no failure: the next test.
  const cells = CALLS.flatMap(([route, method, text]) => NETWORK_FAULTS.map(([fault, reason]) => [route, fault, method, text, reason] as const));
  it.each(cells.filter(([route, fault]) => !(route === '/send-verification-code' && fault === 'no answer in time')))(
    '%s with %s (%s) says its SPEC text, then why, and keeps everything typed',
    async (route, fault, method, text, reason) => {
      const ordersBefore = guestOrders().length;
      const user = show(usualCart());
      await fillForm(user);
      failCall(backend, fault, { route, method: 'POST' });
      await placeOrder(user, method);
      let alert: HTMLElement;
      if (BEFORE_CODE.has(route)) {
        alert = await within(summary()).findByRole('alert');
      } else if (route === '/guest-verify-otp') {
        await verify(user);
        alert = await within(await otpDialog()).findByRole('alert');
      } else {
        await verify(user);
        if (method === 'Cash On Delivery') {
          await user.click(within(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).getByRole('button', { name: 'Confirm Order' }));
        } else if (method === 'Bank Transfer') {
          const dialog = await screen.findByRole('dialog', { name: 'Bank Transfer' });
          await user.click(await within(dialog).findByRole('button', { name: "I've Completed the Bank Transfer" }));
        }
        alert = await within(summary()).findByRole('alert');
      }
      // An order call whose answer never came may have placed it (the server did): the screen
      // says it may have; with no connection nothing was placed and it says why.
      const unanswered = ORDER_CALLS.has(route) && fault === 'no answer in time';
      expectFailure(alert, text, unanswered ? UNANSWERED : reason);
      if (ORDER_CALLS.has(route)) {
        await lateAnswerGone();
        expect(guestOrders()).toHaveLength(ordersBefore + (unanswered ? 1 : 0));
      }
      expect(assign).not.toHaveBeenCalled();
      expect(field.email()).toHaveValue(DILANI.email);
      expect(field.street()).toHaveValue(DILANI.street);
      expect(guestCart.value).toEqual(usualCart());
    },
    // A whole checkout (form, code, dialog) per cell: more than the default 5 s on a busy machine.
    15_000,
  );

  it('the code send with no answer in time (texted by the server) opens the OTP dialog, saying it may have been sent, Resend at once; the texted code goes on to the order', async () => {
    const user = show(usualCart());
    await fillForm(user);
    failCall(backend, 'no answer in time', { route: '/send-verification-code', method: 'POST' });
    await placeOrder(user, 'Cash On Delivery');
    const dialog = await otpDialog();
    expect(within(dialog).getByLabelText('OTP')).toHaveAccessibleDescription(
      'No answer came in time, so a 6-digit OTP may have been sent to +94 77 999 8877. If none comes, resend it.',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(summary()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    await lateAnswerGone();
    // What the server did: the code went out, and the one the shopper got verifies the number.
    const texted = () => backend.store.outbox.filter((message) => message.to === DILANI.normalised);
    expect(texted()).toHaveLength(1);
    // Closed and opened again within the wait: no other send, and the same note.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(placeOrderButton());
    expect(within(await otpDialog()).getByLabelText('OTP')).toHaveAccessibleDescription(/^No answer came in time/);
    expect(texted()).toHaveLength(1);
    await verify(user);
    expect(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).toBeInTheDocument();
  });

  it('a cash-on-delivery order whose answer comes past the timeout says the SPEC text, then that it may have been placed; pressing again makes no second order', async () => {
    const user = show(usualCart());
    await fillForm(user);
    await placeOrder(user, 'Cash On Delivery');
    await verify(user);
    // The server makes the order at once; only its answer is late (lost to the client).
    backend.fault({ route: '/guest/orders/cod-place', method: 'POST', delayMs: LATE_MS, answerLate: true, times: 1 });
    const before = guestOrders().length;
    await user.click(within(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).getByRole('button', { name: 'Confirm Order' }));
    expectFailure(await within(summary()).findByRole('alert'), 'Failed to create guest user. Please try again.', UNANSWERED);
    expect(guestOrders()).toHaveLength(before + 1);
    await lateAnswerGone();

    await user.click(placeOrderButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/guest/order/success/${guestOrders().at(-1)!.id}`));
    expect(guestOrders()).toHaveLength(before + 1);
  });

  it.each(NETWORK_FAULTS)('a coupon with %s says the SPEC text, then why', async (fault, reason) => {
    const user = show(usualCart());
    await waitFor(() => expect(amount('Shipping Cost')).not.toMatch(/…/));
    failCall(backend, fault, { route: '/coupons/validate', method: 'POST' });
    await user.type(screen.getByLabelText('Coupon code'), 'TEALOVER15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expectFailure(await within(summary()).findByRole('alert'), 'Invalid coupon code.', reason);
    expect(screen.getByLabelText('Coupon code')).toHaveValue('TEALOVER15');
  });
});

describe('guest checkout: buy now', () => {
  it('sells the one product of the address and leaves the guest cart alone', async () => {
    writeGuestCart([entry(GREEN_TEA.id, 'No V', 1)]);
    const user = userEvent.setup();
    render(<GuestCheckout {...props({ buyNow: entry(SHIRT.id, 'Green/L', 2) })} />);
    expect(shownNames()).toEqual([SHIRT.name]);
    expect(within(lineOf(SHIRT.name)).getByText('Quantity: 2')).toBeInTheDocument();
    // 2 × 3,990 less 8 %, 0.6 kg ships for 350.
    await waitFor(() => expect(amount('Total')).toBe('LKR 7,691.60'));
    await fillForm(user);
    await placeOrder(user, 'Card Payment');
    await verify(user);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [body] = await bodiesSent('/guest/orders/card-payment');
    expect(body).toMatchObject({
      total: 7691.6,
      products: [
        { product_id: SHIRT.id, quantity: 2, subtotal: 7980, variants: [{ type: 'Color', value: 'Green' }, { type: 'Size', value: 'L' }] },
      ],
      guest_cart: [],
    });
    expect(guestOrders().at(-1)!.products.map((line) => line.variation_name)).toEqual(['Green/L']);
    expect(guestCart.value).toEqual([entry(GREEN_TEA.id, 'No V', 1)]);
  });

  it('malformed props show the runtime note, naming the failing path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mounter = createMounter({
      registry: { 'guest-checkout': () => import('../../../widgets/guest-checkout/guest-checkout-widget') },
    });
    document.body.innerHTML = `<div data-widget="guest-checkout"><script type="application/json">${JSON.stringify({
      buyNow: { ...entry(SHIRT.id, 'Blue/M', 1), price: null },
    })}</script></div>`;
    try {
      await scanAndWait(mounter);
      expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be shown.');
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/widget "guest-checkout": invalid props at "buyNow.price"/));
      expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
    } finally {
      act(() => mounter.unmountAll());
      document.body.innerHTML = '';
    }
  });
});

describe('guest checkout: what the browser remembers', () => {
  it('prefills the verified email and number and the saved address', () => {
    localStorage.setItem('guestVerified', JSON.stringify({ email: DILANI.email, mobile: DILANI.normalised }));
    localStorage.setItem(
      'guestAddress',
      JSON.stringify({
        nickname: 'Office',
        receiver_phone_number: DILANI.normalised,
        formatted_address: '7 Flower Road',
        city: 'Kandy',
        state: 'Central',
        postal_code: '20000',
        country: 'Sri Lanka',
      }),
    );
    show(usualCart());
    expect(field.email()).toHaveValue(DILANI.email);
    expect(field.mobile()).toHaveValue(DILANI.normalised);
    expect(field.nickname()).toHaveValue('Office');
    expect(field.street()).toHaveValue('7 Flower Road');
    expect(field.city()).toHaveValue('Kandy');
    expect(field.state()).toHaveValue('Central');
    expect(field.postal()).toHaveValue('20000');
    expect(field.country()).toHaveValue('Sri Lanka');
  });

  it('ignores corrupted storage (logged), never crashing', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('guestVerified', '{"email": oops');
    localStorage.setItem('guestAddress', JSON.stringify({ nickname: 5, city: ['Kandy'], country: 'Narnia' }));
    show(usualCart());
    expect(field.email()).toHaveValue('');
    expect(field.mobile()).toHaveValue('');
    expect(field.nickname()).toHaveValue('');
    expect(field.city()).toHaveValue('');
    expect(field.country()).toHaveValue('Sri Lanka');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('guestVerified'), expect.anything());
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('guestAddress'), expect.anything());
  });

  it('reloads a page restored by back navigation when the reload flag is set, and only then', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const pageshow = (persisted: boolean) => {
      const event = new Event('pageshow');
      Object.defineProperty(event, 'persisted', { value: persisted });
      act(() => window.dispatchEvent(event));
    };
    // A flag left from an earlier page load is cleared when the page loads afresh.
    sessionStorage.setItem('reloadOnBack', '1');
    show(usualCart());
    pageshow(true);
    expect(reload).not.toHaveBeenCalled();

    sessionStorage.setItem('reloadOnBack', '1');
    pageshow(false);
    expect(reload).not.toHaveBeenCalled();
    pageshow(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('reloadOnBack')).toBeNull();
    pageshow(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('guest checkout: the totals shown are the server’s', () => {
  /** Every in-stock variation of the seeded catalogue, as a guest cart line could hold it. */
  const candidates = () =>
    backend.store.data.products
      .filter((product) => product.is_active)
      .flatMap((product) =>
        product.variations.filter((variation) => variation.quantity > 0).map((variation) => ({ product, variation })),
      );

  it('for any guest cart and coupon, the order the server makes carries exactly the amounts the screen showed', async () => {
    const all = candidates();
    const codes = backend.store.data.coupons.map((coupon) => coupon.code);
    // Each order sells stock; every run starts from the seeded stock, so no run depends on what
    // an earlier one sold (a sold-out pick would otherwise make a line of quantity 0).
    const stock = all.map(({ variation }) => [variation, variation.quantity] as const);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.nat(all.length - 1), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }),
        fc.option(fc.constantFrom(...codes), { nil: null }),
        async (picks, quantities, code) => {
          cleanup();
          localStorage.clear();
          sessionStorage.clear();
          assign.mockClear();
          for (const [variation, quantity] of stock) variation.quantity = quantity;
          const lines = picks.map((pick, index) => {
            const { product, variation } = all[pick]!;
            return entry(product.id, variation.name, Math.min(quantities[index]!, variation.quantity));
          });
          const user = show(lines);
          if (code) {
            await user.type(screen.getByLabelText('Coupon code'), code);
            await user.click(screen.getByRole('button', { name: 'Apply' }));
            // Applied or refused, the box then says which.
            await waitFor(() => expect(screen.getByLabelText('Coupon code')).toHaveAttribute('aria-describedby'));
          }
          await waitFor(() => expect(amount('Total')).toMatch(/^LKR/), { timeout: 3_000 });
          const shown = {
            subtotal: amount('Subtotal'),
            shipping: amount('Shipping Cost'),
            total: amount('Total'),
          };
          const lkrOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));
          const discounts = lkrOf(amount('Discount')) + lkrOf(amount('Coupon Discount'));

          // A number of its own each run: the code dialog every time.
          const digits = String(10_000_000 + run++).slice(-7);
          await fillForm(user, { ...DILANI, mobile: `071${digits}` });
          await placeOrder(user, 'Cash On Delivery');
          await otpDialog();
          await verify(user, backend.lastCode(`9471${digits}`));
          const confirm = await screen.findByRole('dialog', { name: 'Cash On Delivery' });
          await user.click(within(confirm).getByRole('button', { name: 'Confirm Order' }));
          await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 3_000 });

          const order = guestOrders().at(-1)!;
          const lkr = (value: number) => formatLKR(toCents(value));
          expect(shown).toEqual({ subtotal: lkr(order.subtotal), shipping: lkr(order.shipping_cost), total: lkr(order.total_amount) });
          expect(toCents(discounts)).toBe(toCents(order.discount_amount));
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});
