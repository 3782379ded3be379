import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setAuth } from '../../../shared/core/stores/auth';
import { setCartCount } from '../../../shared/core/stores/cart';
import { clearGuestCart, writeGuestCart } from '../../../shared/core/stores/guest-cart';
import guestCheckoutWidget from '../../../widgets/guest-checkout/guest-checkout-widget';
import { guestTextFields } from '../../helpers/guest-form';
import { startBackend } from '../../helpers/backend';
import { sentRequests } from '../../helpers/requests';
import { loaderProps } from '../../helpers/widget-props';

vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original),
);

/**
 * Issue 29, finding 2 on the guest checkout: the shipping form and the coupon box say in the
 * shop's words what to change, whatever is typed (over-long, blank, emoji, letters in the number,
 * Sinhala, Tamil), keep every other field as typed, and take Sinhala and Tamil addresses.
 */
const backend = startBackend();
const { Component: GuestCheckout, propsSchema } = guestCheckoutWidget;
const props = loaderProps(propsSchema);
type User = ReturnType<typeof userEvent.setup>;

const LONG = 'x'.repeat(300);
const SHIRT = 25;
const GREEN_TEA = 4;

function show() {
  writeGuestCart([backend.guestEntry(SHIRT, 'Blue/M', 1), backend.guestEntry(GREEN_TEA, 'No V', 2)]);
  const user = userEvent.setup();
  render(<GuestCheckout {...props({})} />);
  return user;
}

const field = guestTextFields;
type Field = keyof typeof field;

/** Replace each field's text at once, as a paste does. */
async function fill(user: User, values: Partial<Record<Field, string>>) {
  const all: Record<Field, string> = {
    email: 'dilani@example.lk',
    mobile: '0779998877',
    nickname: 'Home',
    street: '12 Galle Road',
    city: 'Colombo 03',
    state: '',
    postal: '',
    ...values,
  };
  for (const [name, text] of Object.entries(all)) {
    const input = field[name as Field]();
    await user.clear(input);
    if (text === '') continue;
    await user.click(input);
    await user.paste(text);
  }
  return all;
}

async function placeCod(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
  await user.click(screen.getByRole('button', { name: 'Place order' }));
}

function expectFieldError(input: HTMLElement, text: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
}

const noRawText = () => expect(document.body).not.toHaveTextContent(/Invalid (length|type|value|key)|Expected|received/);

let fetchSpy: MockInstance<typeof fetch>;
const { calls } = sentRequests(() => fetchSpy);

beforeEach(() => {
  setAuth({ status: 'guest' });
  setCartCount(0);
  clearGuestCart();
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(async () => {
  await Promise.allSettled(fetchSpy.mock.results.map((result) => result.value as unknown));
});

describe('guest checkout: field texts (issue 29)', () => {
  it("a 300-character Address nickname says 'Nickname must be 255 characters or fewer.'; the other fields stay", async () => {
    const user = show();
    const typed = await fill(user, { nickname: LONG, state: 'Western', postal: '00300' });
    await placeCod(user);
    expectFieldError(field.nickname(), 'Nickname must be 255 characters or fewer.');
    expect(field.nickname()).toHaveFocus();
    noRawText();
    for (const name of Object.keys(field) as Field[]) expect(field[name]()).toHaveValue(typed[name]);
    expect(calls('/check-email-exists')).toBe(0);
  });

  it('every over-long field says its limit at once', async () => {
    const user = show();
    await fill(user, { email: `${'a'.repeat(250)}@example.lk`, street: LONG, city: LONG, state: LONG, postal: LONG });
    await placeCod(user);
    expectFieldError(field.email(), 'Email must be 254 characters or fewer.');
    expectFieldError(field.street(), 'Street address must be 255 characters or fewer.');
    expectFieldError(field.city(), 'City must be 255 characters or fewer.');
    expectFieldError(field.state(), 'State must be 255 characters or fewer.');
    expectFieldError(field.postal(), 'Postal code must be 255 characters or fewer.');
    noRawText();
  });

  it('letters, emoji, Sinhala or 300 digits in the mobile number say the SPEC §5 texts; blank nickname too', async () => {
    const user = show();
    for (const [typed, text] of [
      ['077 abc 4567', 'Mobile number should contain only digits.'],
      ['📱0771234567', 'Mobile number should contain only digits.'],
      ['කොළඹ', 'Mobile number should contain only digits.'],
      ['7'.repeat(300), 'Invalid mobile number format. Please use the correct format.'],
      ['   ', 'Mobile number is required!'],
    ]) {
      await fill(user, { mobile: typed!, nickname: '  ' });
      await placeCod(user);
      expectFieldError(field.mobile(), text!);
      expectFieldError(field.nickname(), 'Nickname is required!');
    }
    noRawText();
  });

  it('Sinhala and Tamil addresses and an emoji nickname pass the form and go on to the code', async () => {
    const user = show();
    await fill(user, { nickname: 'ගෙදර 🏠', street: '12 காலி வீதி', city: 'කොළඹ', state: 'மேல் மாகாணம்' });
    await placeCod(user);
    expect(await screen.findByRole('dialog', { name: 'Verify your mobile number' })).toBeInTheDocument();
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it("a coupon code of 300 characters, emoji or Sinhala says 'Invalid coupon code.', and asks nothing of the server", async () => {
    const user = show();
    const input = screen.getByLabelText('Coupon code');
    for (const code of [LONG, 'TEA🎉15', 'කොළඹ']) {
      await user.clear(input);
      await user.click(input);
      await user.paste(code);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(within(screen.getByRole('alert')).getByText('Invalid coupon code.')).toBeInTheDocument());
      expect(screen.getByRole('alert')).toHaveTextContent(/^Invalid coupon code\.$/);
      expect(input).toHaveValue(code);
    }
    expect(calls('/coupons/validate')).toBe(0);
  });
});
