import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../shared/core/stores/auth';
import { setCartCount } from '../../../shared/core/stores/cart';
import { addToGuestCart, clearGuestCart } from '../../../shared/core/stores/guest-cart';
import { requestLogin } from '../../../shared/core/stores/login';
import cartLink from '../../../widgets/cart-link/cart-link-widget';
import loginModal from '../../../widgets/login-modal/login-modal-widget';
import wishlistLink from '../../../widgets/wishlist-link/wishlist-link-widget';
import { startBackend } from '../../helpers/backend';
import { guestEntryOf } from '../../helpers/cart-entry';
import { expectFailure, failCall, lateAnswerGone, NETWORK_FAULTS, OFFLINE, TIMEOUT } from '../../helpers/failure';
import { effectsRun } from '../../helpers/effects';

// A short client timeout, so the "server never answers" case takes a moment, not 10 s.
vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original, { HTTP_TIMEOUT_MS: 400 }),
);

const backend = startBackend();
const NIMAL = '94771234567';
const { Component: LoginModal } = loginModal;
const { Component: CartLink } = cartLink;
const { Component: WishlistLink } = wishlistLink;

beforeEach(() => {
  setAuth({ status: 'unknown' });
  setCartCount(0);
});

function header() {
  renderHeader();
}

function renderHeader() {
  return render(
    <>
      <WishlistLink href="/wishlist" />
      <CartLink href="/cart" />
      <LoginModal showTrigger />
    </>,
  );
}

async function sendCode(user: ReturnType<typeof userEvent.setup>, typed = '077 123 4567') {
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  await user.type(within(dialog).getByLabelText('Mobile number'), typed);
  await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
  return dialog;
}

describe('login-modal', () => {
  it('as in the checkouts’ code dialogs: busy Send code stays focusable, and the code field is described by where the code went', async () => {
    const user = userEvent.setup();
    header();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Mobile number'), '077 123 4567');
    backend.fault({ route: '/login/send-otp', delayMs: 300, times: 1 });
    const send = within(dialog).getByRole('button', { name: 'Send code' });
    await user.click(send);
    // CONVENTIONS 7: busy says so and keeps the focus where the shopper pressed.
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveFocus();
    const code = await within(dialog).findByLabelText('Verification code');
    expect(code).toHaveAccessibleDescription('We sent a 6-digit code to +94 77 123 4567.');
  });

  it('signs in with a texted code, and the header badges follow the server', async () => {
    const user = userEvent.setup();
    header();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    const dialog = await sendCode(user);
    expect(await within(dialog).findByText('We sent a 6-digit code to +94 77 123 4567.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Verification code'), backend.lastCode(NIMAL)!);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('You are signed in.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const cart = backend.store.data.cartItems.filter((row) => row.user_id === 2).length;
    const wishlist = backend.store.data.wishlists.filter((row) => row.user_id === 2).length;
    expect(await screen.findByRole('link', { name: `Cart ${cart}` })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `Wishlist ${wishlist}` })).toBeInTheDocument();
    expect(screen.getByText('Nimal Perera')).toBeInTheDocument();
    // Later writes carry the session's new token (Laravel regenerates it at sign-in).
    expect(document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content).toBe(
      [...backend.store.sessions.values()].find((s) => s.userId === 2)!.csrfToken,
    );
  });

  it('opens when any widget asks for sign-in', async () => {
    render(<LoginModal showTrigger={false} />);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    act(() => requestLogin({ intendedUrl: '/wishlist' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessionStorage.getItem('intendedUrl')).toBe('/wishlist');
  });

  it('a guest tapping the wishlist link is asked to sign in', async () => {
    const user = userEvent.setup();
    header();
    await user.click(screen.getByRole('link', { name: 'Wishlist' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessionStorage.getItem('intendedUrl')).toBe('/wishlist');
  });

  it('checks the number before sending, and keeps what was typed', async () => {
    const user = userEvent.setup();
    header();
    const dialog = await sendCode(user, '12345');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Invalid mobile number format. Please use the correct format.',
    );
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('12345');
    expect(backend.store.outbox).toHaveLength(0);
  });

  it('sends one code however fast Send code is pressed twice', async () => {
    const user = userEvent.setup();
    backend.fault({ route: '/login/send-otp', delayMs: 150 });
    header();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Mobile number'), '0771234567');
    const send = within(dialog).getByRole('button', { name: 'Send code' });
    await user.dblClick(send);
    await user.keyboard('{Enter}');
    await within(dialog).findByLabelText('Verification code');
    expect(backend.store.outbox).toHaveLength(1);
  });

  it.each([
    // SPEC §8's text first, always; why beneath it.
    ['419', { status: 419 }, 'Failed to send verification code. Please try again. Your session has expired. Please reload the page and try again.'],
    ['422', { status: 422 }, 'Failed to send verification code. Please try again. The given data was invalid.'],
    ['500', { status: 500 }, 'Failed to send verification code. Please try again.'],
    ['a malformed body', { body: 'malformed' as const }, 'Failed to send verification code. Please try again.'],
  ])('sending the code: %s shows a clear message', async (_, fault, text) => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.fault({ route: '/login/send-otp', ...fault });
    header();
    const dialog = await sendCode(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('077 123 4567');
  });

  it.each([
    ['419', { status: 419 }, 'An unexpected error occurred. Please try again. Your session has expired. Please reload the page and try again.'],
    ['500', { status: 500 }, 'An unexpected error occurred. Please try again.'],
    ['a timeout', { delayMs: 1_500 }, `An unexpected error occurred. Please try again. ${TIMEOUT}`],
  ])('verifying the code: %s shows a clear message and keeps the code', async (_, fault, text) => {
    const user = userEvent.setup();
    header();
    const dialog = await sendCode(user);
    const code = await within(dialog).findByLabelText('Verification code');
    backend.fault({ route: '/login/verify-otp', ...fault });
    await user.type(code, backend.lastCode(NIMAL)!);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(code).toHaveValue(backend.lastCode(NIMAL));
    expect(screen.queryByText('Nimal Perera')).not.toBeInTheDocument();
  });

  it('sending the code with no connection says the SPEC §8 text, then why', async () => {
    const user = userEvent.setup();
    failCall(backend, 'no connection', { route: '/login/send-otp', method: 'POST' });
    header();
    const dialog = await sendCode(user);
    expectFailure(await within(dialog).findByRole('alert'), 'Failed to send verification code. Please try again.', OFFLINE);
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('077 123 4567');
    expect(backend.store.outbox).toHaveLength(0);
  });

  it('sending the code with no answer in time (texted by the server) opens the code step, saying it may have been sent, Resend at once; the texted code signs in', async () => {
    const user = userEvent.setup();
    failCall(backend, 'no answer in time', { route: '/login/send-otp', method: 'POST' });
    header();
    const dialog = await sendCode(user);
    const code = await within(dialog).findByLabelText('Verification code');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'No answer came in time, so a 6-digit code may have been sent to +94 77 123 4567. If none comes, resend it.',
    );
    expect(code).toHaveAccessibleDescription(/may have been sent/);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend code' })).toBeEnabled();
    await lateAnswerGone();
    // What the server did: the code went out; the one the shopper got signs in.
    expect(backend.store.outbox).toHaveLength(1);
    await user.type(code, backend.lastCode(NIMAL)!);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Nimal Perera')).toBeInTheDocument();
  });

  it.each(NETWORK_FAULTS)('verifying the code with %s says the SPEC §8 text, then why', async (fault, reason) => {
    const user = userEvent.setup();
    header();
    const dialog = await sendCode(user);
    const code = await within(dialog).findByLabelText('Verification code');
    failCall(backend, fault, { route: '/login/verify-otp', method: 'POST' });
    await user.type(code, backend.lastCode(NIMAL)!);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expectFailure(await within(dialog).findByRole('alert'), 'An unexpected error occurred. Please try again.', reason);
    expect(code).toHaveValue(backend.lastCode(NIMAL));
  });

  it.each(NETWORK_FAULTS)("signing out with %s says 'Could not sign out. Please try again.', then why", async (fault, reason) => {
    const user = userEvent.setup();
    await backend.signInAs(2);
    setAuth({ status: 'user', user: { id: 2, name: 'Nimal Perera', is_admin: false } });
    failCall(backend, fault, { route: '/logout', method: 'POST' });
    header();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expectFailure(await screen.findByRole('alert'), 'Could not sign out. Please try again.', reason);
    expect(screen.getByText('Nimal Perera')).toBeInTheDocument();
  });

  it("shows the server's text for a wrong code", async () => {
    const user = userEvent.setup();
    header();
    const dialog = await sendCode(user);
    await user.type(await within(dialog).findByLabelText('Verification code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The code you entered is incorrect.');
  });

  it('asks for all six digits before calling the server', async () => {
    const user = userEvent.setup();
    header();
    const dialog = await sendCode(user);
    await user.type(await within(dialog).findByLabelText('Verification code'), '12a3');
    expect(within(dialog).getByLabelText('Verification code')).toHaveValue('123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the 6-digit code we sent you.');
  });

  it('lets the shopper resend once the 60 seconds are over, and change the number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      header();
      const dialog = await sendCode(user);
      await within(dialog).findByRole('button', { name: 'Resend code in 60 s' });
      expect(within(dialog).getByLabelText('Verification code')).toHaveFocus();
      backend.store.codes.forEach((code) => (code.sentAt -= 60_000));
      await effectsRun();
      await act(async () => vi.advanceTimersByTime(60_000));
      const resend = await within(dialog).findByRole('button', { name: 'Resend code' });
      await user.click(resend);
      await waitFor(() => expect(backend.store.outbox).toHaveLength(2));
      await user.click(within(dialog).getByRole('button', { name: 'Use another number' }));
      expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('077 123 4567');
      // Each step's field takes the focus: nothing is left focused on a button that went away.
      expect(within(dialog).getByLabelText('Mobile number')).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a signed-in page shows the name the page printed and Sign out at once, before the status check answers', async () => {
    // SPEC §6: the user-id meta tag says who is signed in, and the page prints the name (the
    // header must not change when the status check answers: docs/decisions.md#layout-and-motion).
    await backend.signInAs(2);
    render(<LoginModal showTrigger name="Nimal Perera" />);
    expect(screen.getByText('Nimal Perera')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Nimal Perera')).toBeInTheDocument());
    // The next tests start as a visitor.
    document.querySelector('meta[name="user-id"]')?.setAttribute('content', '');
  });

  it('a silent auth status failure leaves the visitor signed out, with nothing shown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.fault({ route: '/auth/status', status: 500 });
    header();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    // Logged after the GET's two retries and their back-off (about a second).
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('auth status'), expect.anything()), { timeout: 5_000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('login-modal: the guest cart at sign-in', () => {
  const product = () => backend.store.data.products.find((p) => p.variations.some((v) => v.quantity >= 5))!;
  function guestLine(quantity: number) {
    const variation = product().variations.find((v) => v.quantity >= 5)!;
    return guestEntryOf(product(), variation, quantity, null);
  }
  const serverRows = () => backend.store.data.cartItems.filter((row) => row.user_id === 2 && row.product_id === product().id);

  beforeEach(() => {
    clearGuestCart();
    localStorage.removeItem('guestCartMergeKey');
    backend.store.data.cartItems = backend.store.data.cartItems.filter((row) => row.user_id !== 2);
  });

  async function signIn(user: ReturnType<typeof userEvent.setup>) {
    const dialog = await sendCode(user);
    await within(dialog).findByText('We sent a 6-digit code to +94 77 123 4567.');
    await user.type(within(dialog).getByLabelText('Verification code'), backend.lastCode(NIMAL)!);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  }

  it('moves the lines into the server cart and empties the browser’s cart', async () => {
    addToGuestCart(guestLine(2));
    const user = userEvent.setup();
    header();
    expect(screen.getByRole('link', { name: 'Cart 1' })).toBeInTheDocument();
    await signIn(user);
    expect(await screen.findByText('You are signed in.')).toBeInTheDocument();
    expect(serverRows()).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(localStorage.getItem('guestCart')).toBeNull();
    expect(localStorage.getItem('guestCartMergeKey')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart 1' })).toBeInTheDocument();
  });

  it('keeps the browser’s cart when the move fails, and moves it once on the next page', async () => {
    addToGuestCart(guestLine(3));
    backend.fault({ method: 'POST', route: '/cart/merge', status: 500 });
    const user = userEvent.setup();
    const { unmount } = renderHeader();
    await signIn(user);
    expect(await screen.findByText('You are signed in.')).toBeInTheDocument();
    expect(serverRows()).toEqual([]);
    expect(JSON.parse(localStorage.getItem('guestCart')!)).toHaveLength(1);

    backend.faults.clear();
    unmount();
    renderHeader();
    await waitFor(() => expect(serverRows()).toEqual([expect.objectContaining({ quantity: 3 })]));
    await waitFor(() => expect(localStorage.getItem('guestCart')).toBeNull());
  });
});
