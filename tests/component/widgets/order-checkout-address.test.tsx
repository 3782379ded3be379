import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { VERIFIED_BANNER_MS } from '../../../shared/core/constants';
import type * as Sanitize from '../../../shared/html/sanitize';
import { sanitizeFormHtml } from '../../../shared/html/sanitize';
import { CodeField } from '../../../shared/code-form/code-field';
import { Modal } from '../../../shared/dialog/modal';
import { ShippingAddress } from '../../../widgets/order-checkout/address/shipping-address';
import { useShippingAddress } from '../../../widgets/order-checkout/address/use-shipping-address';
import { startBackend } from '../../helpers/backend';
import { expectFailure, failCall, lateAnswerGone, LATE_MS, NETWORK_FAULTS, OFFLINE, TIMEOUT } from '../../helpers/failure';
import { sentRequests } from '../../helpers/requests';
import { effectsRun } from '../../helpers/effects';

// Short timeouts and no silent GET retries, so failures show at once.
vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original),
);

// DOMPurify cannot run in happy-dom, where the sanitiser fails closed to plain text (it is
// tested in Chromium, tests/e2e/sanitize.spec.ts): here the server's form goes in as written.
vi.mock('../../../shared/html/sanitize', async (original) => ({
  ...(await original<typeof Sanitize>()),
  sanitizeFormHtml: vi.fn((html: string) => html),
}));

const backend = startBackend();

/** Seed users (demo-pages/backend/seed/people.ts). */
const NIMAL = 2; // verified mobile; Home (primary, Colombo) and Parents' house (Kandy)
const THARUSHI = 3; // mobile 94712345678 not verified; no addresses
const THARUSHI_MOBILE = '94712345678';
/** The code step's line when the send got no answer in time (the server may have texted it). */
const UNANSWERED_SEND = 'No answer came in time, so a 6-digit OTP may have been sent to +94 71 234 5678. If none comes, resend it.';

type User = ReturnType<typeof userEvent.setup>;

/** The lead's screen in miniature: the panel, and where the order would ship. */
function Checkout({ error = null }: { error?: string | null }) {
  const state = useShippingAddress();
  return (
    <>
      <ShippingAddress state={state} error={error} />
      <p data-testid="ships-to">{state.address ? `ships to ${state.address.id}` : 'no address'}</p>
    </>
  );
}

function show(user: User = userEvent.setup()) {
  const view = render(<Checkout />);
  return { user, ...view };
}

const panel = () => screen.getByRole('region', { name: 'Shipping Address' });
const shipsTo = () => screen.getByTestId('ships-to').textContent;
const changeButton = () => within(panel()).findByRole('button', { name: 'Change' });
const addButton = () => within(panel()).findByRole('button', { name: 'Add new address' });
const picker = () => screen.findByRole('dialog', { name: 'Choose a shipping address' });
const verifyDialog = () => screen.findByRole('dialog', { name: 'Verify your mobile number' });
const formDialog = () => screen.findByRole('dialog', { name: 'Add New Address' });

let fetchSpy: MockInstance<typeof fetch>;
const { requestsTo, calls } = sentRequests(() => fetchSpy);

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(async () => {
  vi.useRealTimers();
  // Calls still on their way finish before the next test resets the shop (and its sessions).
  await Promise.allSettled(fetchSpy.mock.results.map((result) => result.value as unknown));
});

/** Step 1 of the verification modal: a number, then Send OTP. */
async function sendCode(user: User, mobile: string) {
  const dialog = await verifyDialog();
  const input = within(dialog).getByLabelText('Mobile number');
  await user.clear(input);
  await user.type(input, mobile);
  await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
  return dialog;
}

/** Step 2: a code, then Verify OTP. */
async function enterCode(user: User, code: string) {
  const dialog = await verifyDialog();
  const field = await within(dialog).findByLabelText('OTP');
  await user.clear(field);
  await user.type(field, code);
  await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
}

/** Nimal (verified) opens the Add New Address form from the picker. */
async function openForm(user: User) {
  await user.click(await changeButton());
  await user.click(within(await picker()).getByRole('button', { name: 'Add new address' }));
  const dialog = await formDialog();
  await within(dialog).findByLabelText('Street address');
  return dialog;
}

async function fill(user: User, dialog: HTMLElement, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = within(dialog).getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const OFFICE = { 'Address nickname': 'Office', 'Street address': '7 Union Place', City: 'Colombo', State: 'Western' };

describe('shipping address panel', () => {
  beforeEach(() => backend.signInAs(NIMAL));

  it('shows a spinner, then the primary address with a Change button', async () => {
    show();
    expect(within(panel()).getByText('Loading your shipping address…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping Address' })).toBeInTheDocument();

    const change = await changeButton();
    expect(change).toHaveAttribute('type', 'button');
    for (const line of ['Home', '42/3 Galle Road, Wellawatte', 'Colombo', 'Western 00600', 'Sri Lanka', 'Phone: +94 77 123 4567']) {
      expect(within(panel()).getByText(line)).toBeInTheDocument();
    }
    expect(within(panel()).queryByText('Loading your shipping address…')).not.toBeInTheDocument();
    expect(shipsTo()).toBe('ships to 1');
  });

  it("offers 'Add new address' to a shopper who has none", async () => {
    await backend.signInAs(THARUSHI);
    show();
    expect(await addButton()).toBeInTheDocument();
    expect(within(panel()).getByText('You have no saved address yet. Add one to place your order.')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
    expect(shipsTo()).toBe('no address');
  });

  it('says when the address cannot be loaded, and Try again loads it', async () => {
    backend.fault({ route: '/user/primary-address', method: 'GET', status: 500, times: 1 });
    const { user } = show();
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'We could not load your shipping address. Please try again.',
    );
    expect(shipsTo()).toBe('no address');

    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await changeButton()).toBeInTheDocument();
    expect(within(panel()).getByText('42/3 Galle Road, Wellawatte')).toBeInTheDocument();
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls('/user/primary-address')).toBe(2);
  });

  it('shows an error from placing the order and takes focus to the main action', async () => {
    const { rerender } = show();
    const change = await changeButton();
    rerender(<Checkout error="Please select a shipping address before placing the order!" />);
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Please select a shipping address before placing the order!');
    expect(change).toHaveFocus();
    expect(change).toHaveAccessibleDescription('Please select a shipping address before placing the order!');

    rerender(<Checkout />);
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(change).not.toHaveAccessibleDescription();
  });

  it('takes focus to Add new address when the shopper has no address', async () => {
    await backend.signInAs(THARUSHI);
    const { rerender } = show();
    const add = await addButton();
    rerender(<Checkout error="Please select a shipping address before placing the order!" />);
    expect(add).toHaveFocus();
  });
});

describe('address picker', () => {
  beforeEach(() => backend.signInAs(NIMAL));

  it('lists the addresses, the current one checked and the primary marked; arrows only move the choice', async () => {
    const { user } = show();
    const change = await changeButton();
    await user.click(change);
    const dialog = await picker();
    const group = await within(dialog).findByRole('group', { name: 'Your addresses' });
    const home = within(group).getByRole('radio', { name: 'Home Primary' });
    const parents = within(group).getByRole('radio', { name: "Parents' house" });
    expect(home).toBeChecked();
    expect(home).toHaveFocus();
    expect(home).toHaveAccessibleDescription('42/3 Galle Road, Wellawatte Colombo Western 00600 Sri Lanka Phone: +94 77 123 4567');
    expect(parents).toHaveAccessibleDescription('15 Peradeniya Road Kandy Central 20000 Sri Lanka Phone: +94 81 223 4567');

    // Arrow keys move the choice; the modal stays, and the order still ships home.
    await user.keyboard('{ArrowDown}');
    expect(parents).toBeChecked();
    expect(parents).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowDown}');
    expect(parents).toBeChecked();
    expect(dialog).toBeInTheDocument();
    expect(shipsTo()).toBe('ships to 1');

    await user.click(within(dialog).getByRole('button', { name: 'Use this address' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel()).getByText('15 Peradeniya Road')).toBeInTheDocument();
    expect(shipsTo()).toBe('ships to 2');
    expect(change).toHaveFocus();

    // Opened again: the address the order ships to is checked.
    await user.click(change);
    expect(await within(await picker()).findByRole('radio', { name: "Parents' house" })).toBeChecked();
    // Escape closes without a change.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shipsTo()).toBe('ships to 2');
  });

  it('says when the addresses cannot be loaded, and Try again loads them', async () => {
    backend.fault({ route: '/user/all/addresses', method: 'GET', status: 500, times: 1 });
    const { user } = show();
    await user.click(await changeButton());
    const dialog = await picker();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not load your addresses. Please try again.');
    expect(within(dialog).queryByRole('button', { name: 'Use this address' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('radio', { name: 'Home Primary' })).toBeChecked();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says where the shopper pressed when the verification status cannot be checked', async () => {
    backend.fault({ route: '/user/mobile-verification-status', method: 'GET', status: 500, times: 1 });
    const { user } = show();
    await user.click(await changeButton());
    const dialog = await picker();
    await within(dialog).findByRole('radio', { name: 'Home Primary' });
    const add = within(dialog).getByRole('button', { name: 'Add new address' });
    await user.click(add);
    const text = 'We could not check whether your mobile number is verified. Please try again.';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(add).toHaveAccessibleDescription(text);
    expect(within(panel()).queryByText(text)).not.toBeInTheDocument();

    // Again: the status is read, and the form opens in place of the picker.
    await user.click(add);
    expect(await formDialog()).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Choose a shipping address' })).not.toBeInTheDocument();
  });
});

describe('Add New Address form', () => {
  beforeEach(() => backend.signInAs(NIMAL));

  it('saves the server form; the new address is chosen, announced and checked in the picker', async () => {
    const { user } = show();
    const dialog = await openForm(user);
    expect(sanitizeFormHtml).toHaveBeenCalledWith(expect.stringContaining('action="/user/address/store"'));
    // The first field takes the focus; the receiver's number is the shopper's, prefilled.
    expect(within(dialog).getByLabelText('Address nickname')).toHaveFocus();
    expect(within(dialog).getByLabelText("Receiver's mobile number")).toHaveValue('+94 77 123 4567');

    await fill(user, dialog, OFFICE);
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = backend.store.data.addresses.at(-1)!;
    expect(saved).toMatchObject({ user_id: NIMAL, nickname: 'Office', street: '7 Union Place', is_primary: 0 });
    expect(shipsTo()).toBe(`ships to ${saved.id}`);
    expect(within(panel()).getByText('7 Union Place')).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent('Office was added. Your order will ship there.');
    const change = await changeButton();
    expect(change).toHaveFocus();
    // The form's own fields, sent with the session's CSRF token.
    const [request] = requestsTo('/user/address/store');
    expect(request!.headers.get('X-CSRF-TOKEN')).toBe(document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content);

    // The picker reads the list again: the new address is there, checked.
    await user.click(change);
    const list = await picker();
    expect(await within(list).findByRole('radio', { name: 'Office' })).toBeChecked();
    expect(within(list).getAllByRole('radio')).toHaveLength(3);
  });

  it("puts each 422 message on its field, focuses the first, and takes a message away as it is fixed", async () => {
    const { user } = show();
    const dialog = await openForm(user);
    await fill(user, dialog, { 'Address nickname': 'Office' });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    const street = within(dialog).getByLabelText('Street address');
    await waitFor(() => expect(street).toHaveAttribute('aria-invalid', 'true'));
    expect(street).toHaveAccessibleDescription('Address is required.');
    expect(within(dialog).getByLabelText('City')).toHaveAccessibleDescription('City is required.');
    expect(within(dialog).getByLabelText('State')).toHaveAccessibleDescription('State is required.');
    expect(within(dialog).getByLabelText('Address nickname')).not.toHaveAttribute('aria-invalid');
    // The message follows its field.
    expect(street.nextElementSibling).toHaveTextContent('Address is required.');
    expect(street).toHaveFocus();
    expect(within(dialog).getByLabelText('Address nickname')).toHaveValue('Office');

    await user.type(street, '7 Union Place');
    expect(street).not.toHaveAttribute('aria-invalid');
    expect(street).not.toHaveAccessibleDescription();
    expect(within(dialog).queryByText('Address is required.')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');

    await fill(user, dialog, { City: 'Colombo', State: 'Western' });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(panel()).getByText('7 Union Place')).toBeInTheDocument();
  });

  it('says when the server fails (500) and keeps what was typed', async () => {
    const { user } = show();
    const dialog = await openForm(user);
    await fill(user, dialog, OFFICE);
    backend.fault({ route: '/user/address/store', method: 'POST', status: 500, times: 1 });
    const save = within(dialog).getByRole('button', { name: 'Save address' });
    await user.click(save);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not save your address. Please try again.');
    for (const [label, value] of Object.entries(OFFICE)) expect(within(dialog).getByLabelText(label)).toHaveValue(value);
    // The alert and the button's end of busy may land in two renders (seen once under CI load).
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    expect(shipsTo()).toBe('ships to 1');

    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(panel()).getByText('7 Union Place')).toBeInTheDocument();
  });

  const nimalsOffice = () => backend.store.data.addresses.filter((row) => row.user_id === NIMAL && row.street === '7 Union Place');

  it('says when the server is too slow (the http timeout) and did not save it, and keeps what was typed', async () => {
    const { user } = show();
    const dialog = await openForm(user);
    await fill(user, dialog, OFFICE);
    // Later than the client waits; the late answer is a failure, so nothing is saved.
    backend.fault({ route: '/user/address/store', method: 'POST', delayMs: LATE_MS, status: 503, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    expectFailure(await within(dialog).findByRole('alert'), 'We could not save your address. Please try again.', TIMEOUT);
    for (const [label, value] of Object.entries(OFFICE)) expect(within(dialog).getByLabelText(label)).toHaveValue(value);
    expect(shipsTo()).toBe('ships to 1');
    // Let the late answer arrive before the shop is reset for the next test: it saved nothing.
    await lateAnswerGone();
    expect(nimalsOffice()).toEqual([]);
  });

  it('a save whose answer was lost reads the addresses again: saved, the dialog closes and the order ships to it', async () => {
    const { user } = show();
    const dialog = await openForm(user);
    await fill(user, dialog, OFFICE);
    // The server saves it, but answers after the client has given up.
    failCall(backend, 'no answer in time', { route: '/user/address/store', method: 'POST' });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(panel()).getByText('7 Union Place')).toBeInTheDocument();
    expect(nimalsOffice()).toHaveLength(1);
    expect(shipsTo()).toBe(`ships to ${nimalsOffice()[0]!.id}`);
    await lateAnswerGone();
    expect(nimalsOffice()).toHaveLength(1);
  });

  it('a save whose answer was lost, the addresses unreadable too, says it may have been saved; tried again, it adds the address once', async () => {
    const { user } = show();
    const dialog = await openForm(user);
    await fill(user, dialog, OFFICE);
    backend.fault({ route: '/user/address/store', method: 'POST', delayMs: LATE_MS, answerLate: true, times: 1 });
    backend.fault({ route: '/user/all/addresses', method: 'GET', status: 500, times: 1 });
    const save = within(dialog).getByRole('button', { name: 'Save address' });
    await user.click(save);
    expectFailure(
      await within(dialog).findByRole('alert'),
      'We could not save your address. Please try again.',
      'No answer came in time, so your address may have been saved. Saving again will not save it twice.',
    );
    expect(nimalsOffice()).toHaveLength(1);
    // Let the late answer go by, then Save again: the server answers the first answer again.
    await lateAnswerGone();

    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(panel()).getByText('7 Union Place')).toBeInTheDocument();
    expect(nimalsOffice()).toHaveLength(1);
  });

  it('sends one request for a double submit, its button busy meanwhile', async () => {
    const { user } = show();
    const dialog = await openForm(user);
    await fill(user, dialog, OFFICE);
    backend.fault({ route: '/user/address/store', method: 'POST', delayMs: 200, times: 1 });
    const save = within(dialog).getByRole('button', { name: 'Save address' });
    const form = save.closest('form')!;

    // Before React has rendered anything in between, and then by pressing twice.
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAttribute('aria-busy', 'true');
    await user.click(save);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('/user/address/store')).toBe(1);
    expect(backend.store.data.addresses.filter((row) => row.nickname === 'Office')).toHaveLength(1);
  });

  it('says when the form cannot be loaded, and Try again loads it', async () => {
    backend.fault({ route: '/user/address-form', method: 'GET', status: 500, times: 1 });
    const { user } = show();
    await user.click(await changeButton());
    await user.click(within(await picker()).getByRole('button', { name: 'Add new address' }));
    const dialog = await formDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not load the address form. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Street address')).toBeInTheDocument();
  });

  it('shows no form the sanitiser could not keep, and says so', async () => {
    vi.mocked(sanitizeFormHtml).mockReturnValueOnce('Address nickname Street address City');
    const { user } = show();
    await user.click(await changeButton());
    await user.click(within(await picker()).getByRole('button', { name: 'Add new address' }));
    const dialog = await formDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The address form cannot be shown here. Please reload the page and try again.',
    );
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('mobile verification before adding an address', () => {
  beforeEach(() => backend.signInAs(THARUSHI));

  it('verifies the number, shows the confirmation for 4 s, and goes on to the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = show(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.click(await addButton());
    let dialog = await verifyDialog();
    expect(dialog).toHaveTextContent('Please verify your mobile number before adding an address.');
    expect(within(dialog).getByLabelText('Mobile number')).toHaveFocus();

    // SPEC §5: the number is normalised first; a wrong one never reaches the server.
    await sendCode(user, '12345');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid mobile number format. Please use the correct format.');
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('Invalid mobile number format. Please use the correct format.'),
    );
    expect(calls('/send-verification-code')).toBe(0);

    dialog = await sendCode(user, '071 234 5678');
    expect(await within(dialog).findByText('We sent a 6-digit OTP to +94 71 234 5678.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('OTP')).toHaveFocus();
    expect(await requestsTo('/send-verification-code')[0]!.clone().json()).toEqual({ mobile_number: THARUSHI_MOBILE });

    await enterCode(user, backend.lastCode(THARUSHI_MOBILE)!);
    const form = await formDialog();
    expect(screen.queryByRole('dialog', { name: 'Verify your mobile number' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent('Verification successful');
    const shownAt = Date.now();
    expect(backend.store.user(THARUSHI)?.mobile_verified).toBe(true);

    // The shopper was adding an address: the form is open, the number verified prefilled. Its
    // call answers before the clock jumps (a jump of seconds would time it out), and the clock
    // has moved with real time meanwhile (shouldAdvanceTime).
    await within(form).findByLabelText('Street address');
    await act(async () => vi.advanceTimersByTime(VERIFIED_BANNER_MS - 1_000 - (Date.now() - shownAt)));
    expect(within(panel()).getByRole('status')).toHaveTextContent('Verification successful');
    await act(async () => vi.advanceTimersByTime(1_500));
    expect(within(panel()).getByRole('status')).toBeEmptyDOMElement();
    expect(within(form).getByLabelText("Receiver's mobile number")).toHaveValue('+94 71 234 5678');
    await fill(user, form, { 'Address nickname': 'Home', 'Street address': '9 Temple Road', City: 'Negombo', State: 'Western' });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(within(panel()).getByText('9 Temple Road')).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent('Home was added. Your order will ship there.');
    // Same button, now Change, still focused.
    expect(await changeButton()).toHaveFocus();
    expect(shipsTo()).toMatch(/^ships to \d+$/);
  });

  it("says 'Failed to send verification code. Please try again.' and stays on step 1", async () => {
    backend.fault({ route: '/send-verification-code', method: 'POST', status: 500, times: 1 });
    const { user } = show();
    await user.click(await addButton());
    const dialog = await sendCode(user, '0712345678');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send verification code. Please try again.');
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('0712345678');
    expect(within(dialog).queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a wrong code, and the fallback when it gives none", async () => {
    const { user } = show();
    await user.click(await addButton());
    const dialog = await sendCode(user, '0712345678');
    await within(dialog).findByLabelText('OTP');

    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the 6-digit OTP we sent you.');

    const right = backend.lastCode(THARUSHI_MOBILE)!;
    await enterCode(user, right === '111111' ? '222222' : '111111');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    const field = within(dialog).getByLabelText('OTP');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Invalid OTP. Please try again. We sent a 6-digit OTP to +94 71 234 5678.');

    backend.fault({ route: '/verify-address-otp', method: 'POST', status: 500, times: 1 });
    await enterCode(user, right);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.'),
    );
    expect(screen.queryByRole('dialog', { name: 'Add New Address' })).not.toBeInTheDocument();
  });

  it('lets the shopper resend after 60 s, says when that fails, and change the number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = show(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.click(await addButton());
    const dialog = await sendCode(user, '0712345678');
    await within(dialog).findByLabelText('OTP');
    expect(within(dialog).getByRole('button', { name: 'Resend OTP in 60 s' })).toBeDisabled();

    await act(async () => vi.advanceTimersByTime(30_000));
    expect(within(dialog).getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();
    backend.store.codes.forEach((code) => (code.sentAt -= 60_000));
    await act(async () => vi.advanceTimersByTime(30_000));
    const resend = within(dialog).getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();

    backend.fault({ route: '/send-verification-code', method: 'POST', status: 500, times: 1 });
    await user.click(resend);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to resend OTP. Please try again.');
    // With no connection: the SPEC §8 text, then why.
    const online = backend.offline('/send-verification-code', 'POST');
    await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expectFailure(within(dialog).getByRole('alert'), 'Failed to resend OTP. Please try again.', OFFLINE));
    online();

    await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(backend.store.outbox).toHaveLength(2));
    expect(await within(dialog).findByRole('button', { name: 'Resend OTP in 60 s' })).toBeDisabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Use another number' }));
    expect(within(dialog).queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('0712345678');
    expect(within(dialog).getByLabelText('Mobile number')).toHaveFocus();
  });

  it('closing the modal stops the timer and opens it at step 1 next time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = show(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    const add = await addButton();
    await user.click(add);
    let dialog = await sendCode(user, '0712345678');
    await within(dialog).findByLabelText('OTP');
    await effectsRun();
    const timers = vi.getTimerCount();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
    // The resend countdown's tick is gone with the modal.
    expect(vi.getTimerCount()).toBe(timers - 1);

    await user.click(add);
    dialog = await verifyDialog();
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('');
    expect(within(dialog).queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();

    // Escape at step 1 closes it too; nothing was sent again.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('/send-verification-code')).toBe(1);
  });

  it('says in the panel when the verification status cannot be checked', async () => {
    backend.fault({ route: '/user/mobile-verification-status', method: 'GET', status: 500, times: 1 });
    const { user } = show();
    const add = await addButton();
    await user.click(add);
    const text = 'We could not check whether your mobile number is verified. Please try again.';
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(text);
    expect(add).toHaveAccessibleDescription(text);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(add);
    expect(await verifyDialog()).toBeInTheDocument();
  });
});

describe('the address calls with no connection or no answer in time (SPEC §8: the text, the reason beneath)', () => {
  beforeEach(() => backend.signInAs(THARUSHI));

  it("sending the code with no connection says 'Failed to send verification code. Please try again.', then why", async () => {
    failCall(backend, 'no connection', { route: '/send-verification-code', method: 'POST' });
    const { user } = show();
    await user.click(await addButton());
    const dialog = await sendCode(user, '0712345678');
    expectFailure(await within(dialog).findByRole('alert'), 'Failed to send verification code. Please try again.', OFFLINE);
    const input = within(dialog).getByLabelText('Mobile number');
    expect(input).toHaveValue('0712345678');
    // The field is described by the one alert: the SPEC text, then the reason.
    expect(input).toHaveAccessibleDescription(expect.stringContaining(`Failed to send verification code. Please try again. ${OFFLINE}`));
    expect(backend.store.outbox).toHaveLength(0);
  });

  it('sending the code with no answer in time (texted by the server) opens the code step, saying it may have been sent, Resend at once; the texted code verifies', async () => {
    failCall(backend, 'no answer in time', { route: '/send-verification-code', method: 'POST' });
    const { user } = show();
    await user.click(await addButton());
    const dialog = await sendCode(user, '0712345678');
    const field = await within(dialog).findByLabelText('OTP');
    expect(field).toHaveAccessibleDescription(UNANSWERED_SEND);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    await lateAnswerGone();
    expect(backend.store.outbox).toHaveLength(1);
    await enterCode(user, backend.lastCode(THARUSHI_MOBILE)!);
    expect(await formDialog()).toBeInTheDocument();
  });

  it('a resend with no answer in time (texted by the server) says the new code may have been sent, Resend at once; the new code verifies', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = show(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.click(await addButton());
    const dialog = await sendCode(user, '0712345678');
    await within(dialog).findByRole('button', { name: 'Resend OTP in 60 s' });
    backend.store.codes.forEach((code) => (code.sentAt -= 60_000));
    await act(async () => vi.advanceTimersByTime(60_000));
    failCall(backend, 'no answer in time', { route: '/send-verification-code', method: 'POST' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(within(dialog).getByLabelText('OTP')).toHaveAccessibleDescription(UNANSWERED_SEND));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    await act(lateAnswerGone);
    expect(backend.store.outbox).toHaveLength(2);
    await enterCode(user, backend.lastCode(THARUSHI_MOBILE)!);
    expect(await formDialog()).toBeInTheDocument();
  });

  it.each(NETWORK_FAULTS)(
    "verifying the code with %s says 'An unexpected error occurred. Please try again.', then why",
    async (fault, reason) => {
      const { user } = show();
      await user.click(await addButton());
      const dialog = await sendCode(user, '0712345678');
      await within(dialog).findByLabelText('OTP');
      failCall(backend, fault, { route: '/verify-address-otp', method: 'POST' });
      await enterCode(user, backend.lastCode(THARUSHI_MOBILE)!);
      expectFailure(await within(dialog).findByRole('alert'), 'An unexpected error occurred. Please try again.', reason);
      expect(screen.queryByRole('dialog', { name: 'Add New Address' })).not.toBeInTheDocument();
    },
  );

  it('saving the address with no connection says the form\'s text, then why, and saves nothing', async () => {
    await backend.signInAs(NIMAL);
    const { user } = show();
    const dialog = await openForm(user);
    await fill(user, dialog, OFFICE);
    failCall(backend, 'no connection', { route: '/user/address/store', method: 'POST' });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expectFailure(await within(dialog).findByRole('alert'), 'We could not save your address. Please try again.', OFFLINE);
    for (const [label, value] of Object.entries(OFFICE)) expect(within(dialog).getByLabelText(label)).toHaveValue(value);
    expect(backend.store.data.addresses.filter((row) => row.street === '7 Union Place')).toEqual([]);
  });

  it('saving the address with no answer in time (saved by the server) shows it saved: the dialog closes, the panel shows it', async () => {
    await backend.signInAs(NIMAL);
    const { user } = show();
    const dialog = await openForm(user);
    await fill(user, dialog, OFFICE);
    failCall(backend, 'no answer in time', { route: '/user/address/store', method: 'POST' });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(panel()).getByText('7 Union Place')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await lateAnswerGone();
    expect(backend.store.data.addresses.filter((row) => row.street === '7 Union Place')).toHaveLength(1);
  });

});

describe('CodeField', () => {
  function CodeForm({ errorId }: { errorId?: string }) {
    const [code, setCode] = useState('');
    return (
      <>
        <p id="sent">We sent a code.</p>
        {errorId && <p id={errorId}>Wrong code.</p>}
        <CodeField label="OTP" value={code} onChange={setCode} errorId={errorId ?? null} describedBy="sent" />
      </>
    );
  }

  it('takes digits only, six at most, for the one-time-code autofill on a numeric keypad', async () => {
    const user = userEvent.setup();
    render(<CodeForm />);
    const field = screen.getByLabelText('OTP');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('maxlength', '6');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveAccessibleDescription('We sent a code.');

    await user.type(field, '12a-3 4');
    expect(field).toHaveValue('1234');
    await user.clear(field);
    await user.click(field);
    await user.paste('Your code is 987-654');
    expect(field).toHaveValue('987654');
  });

  it('is where a Modal puts the focus first when asked to be', () => {
    render(
      <Modal open onClose={() => {}} title="Verify your mobile number">
        <button type="button">Use another number</button>
        <CodeField label="OTP" value="" onChange={() => {}} initialFocus />
      </Modal>,
    );
    expect(screen.getByLabelText('OTP')).toHaveFocus();
  });

  it('ties its error first, then its hints', () => {
    render(<CodeForm errorId="code-error" />);
    const field = screen.getByLabelText('OTP');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Wrong code. We sent a code.');
  });
});
