import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setAuth } from '../../../shared/core/stores/auth';
import { LOGIN_REQUESTED_EVENT, type LoginRequest } from '../../../shared/core/stores/login';
import { setWishlistCount, wishlistCount } from '../../../shared/core/stores/wishlist';
import { forgetWishlist } from '../../../shared/catalogue/stores/wishlist-toggle';
import wishlistWidget from '../../../widgets/wishlist/wishlist-widget';
import { startBackend } from '../../helpers/backend';
import { expectFailure, failCall, LATE_MS, lateAnswerGone, NETWORK_FAULTS, OFFLINE, OUTCOME_UNKNOWN, SETTLED_MS, TIMEOUT } from '../../helpers/failure';
import { loaderProps } from '../../helpers/widget-props';

// Short timeouts and no silent GET retries, so failures show at once and calls can be counted.
vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original),
);

const backend = startBackend();
const { Component: Wishlist, propsSchema } = wishlistWidget;
const props = loaderProps(propsSchema);
const NIMAL = 2;
const REMOVE_FAILED = 'Failed to remove item from wishlist. Please try again.';
const LOAD_FAILED = 'Failed to update wishlist. Please try again later.';

/** Nimal's saved products, as the server holds them. */
function savedNames(): string[] {
  const { products, wishlists } = backend.store.data;
  return wishlists
    .filter((row) => row.user_id === NIMAL)
    .map((row) => products.find((product) => product.id === row.product_id)!.name);
}

function shownNames(): string[] {
  const list = screen.queryByRole('list');
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent ?? '');
}

let fetchSpy: MockInstance<typeof fetch>;
function calls(method: string, path: string): number {
  return fetchSpy.mock.calls.filter(([input]) => {
    const request = input as Request;
    return request.method === method && new URL(request.url).pathname === path;
  }).length;
}

async function showNimalsWishlist(input: object = {}) {
  await backend.signInAs(NIMAL);
  render(<Wishlist {...props(input)} />);
  const names = savedNames();
  await waitFor(() => expect(shownNames()).toEqual(names));
  return names;
}

beforeEach(() => {
  setAuth({ status: 'unknown' });
  forgetWishlist();
  setWishlistCount(0);
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

describe('wishlist', () => {
  it('asks a guest to sign in and come back to /wishlist', async () => {
    const user = userEvent.setup();
    const requested = vi.fn<(event: Event) => void>();
    document.addEventListener(LOGIN_REQUESTED_EVENT, requested);
    render(<Wishlist {...props()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in to see your wishlist' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requested).toHaveBeenCalledTimes(1);
    expect((requested.mock.calls[0]![0] as CustomEvent<LoginRequest>).detail).toEqual({ intendedUrl: '/wishlist' });
    expect(sessionStorage.getItem('intendedUrl')).toBe('/wishlist');
    expect(calls('GET', '/wishlist/view')).toBe(0);
    document.removeEventListener(LOGIN_REQUESTED_EVENT, requested);
  });

  it("shows the signed-in shopper's saved products with a Remove button each", async () => {
    await backend.signInAs(NIMAL);
    render(<Wishlist {...props({ title: 'Saved for later' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your wishlist…');
    const names = savedNames();
    expect(names).toHaveLength(4);
    await waitFor(() => expect(shownNames()).toEqual(names));
    expect(screen.getByRole('heading', { level: 2, name: 'Saved for later' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByText('4 items')).toBeInTheDocument();
    for (const name of names) {
      expect(screen.getByRole('button', { name: `Remove ${name} from wishlist` })).toHaveTextContent('Remove');
      expect(screen.getByRole('button', { name: `Save ${name} to wishlist` })).toHaveAttribute('aria-pressed', 'true');
    }
  });

  it('Remove takes the product off the server and the page, and the badge follows', async () => {
    const user = userEvent.setup();
    const [first, second, ...rest] = await showNimalsWishlist();
    const remove = screen.getByRole('button', { name: `Remove ${first} from wishlist` });
    remove.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(shownNames()).toEqual([second, ...rest]));
    expect(savedNames()).toEqual([second, ...rest]);
    expect(wishlistCount.value).toBe(3);
    expect(screen.getByRole('status')).toHaveTextContent(`${first} removed from wishlist!`);
    expect(screen.getByText('3 items')).toBeInTheDocument();
    // Keyboard focus moves to the Remove button now in its place.
    expect(screen.getByRole('button', { name: `Remove ${second} from wishlist` })).toHaveFocus();
  });

  it('sends one removal however often Remove and the heart are pressed', async () => {
    const user = userEvent.setup();
    const [first] = await showNimalsWishlist();
    backend.fault({ route: '/wishlist/remove', method: 'POST', delayMs: 150, times: 1 });
    const remove = screen.getByRole('button', { name: `Remove ${first} from wishlist` });
    await user.click(remove);
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: `Save ${first} to wishlist` }));
    await waitFor(() => expect(shownNames()).not.toContain(first));
    expect(calls('POST', '/wishlist/remove')).toBe(1);
    expect(calls('POST', '/wishlist/add')).toBe(0);
    expect(savedNames()).toHaveLength(3);
  });

  it('a failed removal says so and keeps the product', async () => {
    const user = userEvent.setup();
    const names = await showNimalsWishlist();
    backend.fault({ route: '/wishlist/remove', method: 'POST', status: 500 });
    const remove = screen.getByRole('button', { name: `Remove ${names[1]} from wishlist` });
    await user.click(remove);
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOVE_FAILED);
    expect(remove).toHaveAccessibleDescription(REMOVE_FAILED);
    expect(shownNames()).toEqual(names);
    expect(savedNames()).toEqual(names);
    expect(wishlistCount.value).toBe(0);
    expect(remove).not.toHaveAttribute('aria-disabled');

    backend.faults.clear();
    await user.click(remove);
    await waitFor(() => expect(shownNames()).not.toContain(names[1]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed removal goes once another removal succeeds (issue 29)', async () => {
    const user = userEvent.setup();
    const names = await showNimalsWishlist();
    expect(names.length).toBeGreaterThanOrEqual(2);
    backend.fault({ route: '/wishlist/remove', method: 'POST', status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: `Remove ${names[1]} from wishlist` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOVE_FAILED);
    await user.click(screen.getByRole('button', { name: `Remove ${names[0]} from wishlist` }));
    await waitFor(() => expect(shownNames()).not.toContain(names[0]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed load says so and can be tried again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await backend.signInAs(NIMAL);
    backend.fault({ route: '/wishlist/view', method: 'GET', status: 500 });
    render(<Wishlist {...props()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED);
    expect(screen.queryByText('Ready to make a wish?')).not.toBeInTheDocument();

    backend.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shownNames()).toEqual(savedNames()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("an empty wishlist says 'Ready to make a wish?' with 'Try Now' to the home page", async () => {
    await backend.signInAs(NIMAL);
    backend.store.data.wishlists = backend.store.data.wishlists.filter((row) => row.user_id !== NIMAL);
    render(<Wishlist {...props()} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ready to make a wish?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Now' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("the card's heart removes the product through the shared toggle", async () => {
    const user = userEvent.setup();
    const [first, ...rest] = await showNimalsWishlist();
    await user.click(screen.getByRole('button', { name: `Save ${first} to wishlist` }));
    expect(await screen.findByText(`${first} removed from wishlist!`)).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toEqual(rest));
    expect(savedNames()).toEqual(rest);
    expect(wishlistCount.value).toBe(3);
    expect(screen.getByRole('button', { name: `Remove ${rest[0]} from wishlist` })).toHaveFocus();
  });

  it('removing the last product shows the empty state and focuses its link', async () => {
    const user = userEvent.setup();
    const names = await showNimalsWishlist();
    for (const name of names) {
      await user.click(screen.getByRole('button', { name: `Remove ${name} from wishlist` }));
      await waitFor(() => expect(shownNames()).not.toContain(name));
    }
    expect(await screen.findByText('Ready to make a wish?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Now' })).toHaveFocus();
    expect(wishlistCount.value).toBe(0);
    expect(savedNames()).toEqual([]);
  });

  it('shows the list once the guest signs in on the page', async () => {
    setAuth({ status: 'guest' });
    render(<Wishlist {...props()} />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await backend.signInAs(NIMAL);
    act(() => setAuth({ status: 'user', user: { id: NIMAL, name: 'Nimal Perera', is_admin: false } }));
    await waitFor(() => expect(shownNames()).toEqual(savedNames()));
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('wishlist: no connection or no answer in time (SPEC §8: the text, the reason beneath)', () => {
  it('Remove with no connection says the SPEC text, then why, and describes the button so', async () => {
    const user = userEvent.setup();
    const names = await showNimalsWishlist();
    failCall(backend, 'no connection', { route: '/wishlist/remove', method: 'POST' });
    const remove = screen.getByRole('button', { name: `Remove ${names[1]} from wishlist` });
    await user.click(remove);
    expectFailure(await screen.findByRole('alert'), REMOVE_FAILED, OFFLINE);
    expect(remove).toHaveAccessibleDescription(`${REMOVE_FAILED} ${OFFLINE}`);
    expect(shownNames()).toEqual(names);
    expect(savedNames()).toEqual(names);
  });

  it("the card's heart with no connection says the SPEC text, then why", async () => {
    const user = userEvent.setup();
    const [first] = await showNimalsWishlist();
    failCall(backend, 'no connection', { route: '/wishlist/remove', method: 'POST' });
    await user.click(screen.getByRole('button', { name: `Save ${first} to wishlist` }));
    expectFailure(await screen.findByRole('alert'), 'An error occurred while updating the wishlist. Please try again.', OFFLINE);
  });

  // Issue 29: removed on the server, the answer lost. The page reads the product's state again
  // and shows what the server holds, without an error.
  it.each([
    ['Remove', (name: string) => `Remove ${name} from wishlist`],
    ["the card's heart", (name: string) => `Save ${name} to wishlist`],
  ] as const)('%s with no answer in time, carried out: the list and badge show the server\'s wishlist, no error', async (_, button) => {
    const user = userEvent.setup();
    const names = await showNimalsWishlist();
    failCall(backend, 'no answer in time', { route: '/wishlist/remove', method: 'POST' });
    await user.click(screen.getByRole('button', { name: button(names[1]!) }));
    // Removed on the server, and then on screen (both at once hold at the start: not a wait for that).
    await waitFor(
      () => {
        expect(savedNames()).toEqual(names.filter((name) => name !== names[1]));
        expect(shownNames()).toEqual(savedNames());
      },
      { timeout: SETTLED_MS },
    );
    await lateAnswerGone();
    expect(shownNames()).toEqual(savedNames());
    expect(wishlistCount.value).toBe(savedNames().length);
    // The heart says the removal as it does when the answer comes (SPEC §4: in error style).
    for (const alert of screen.queryAllByRole('alert')) expect(alert).toHaveTextContent(`${names[1]} removed from wishlist!`);
    expect(screen.queryByText(/An error occurred|Failed to remove/)).not.toBeInTheDocument();
  });

  it('Remove with no answer in time, not carried out: the SPEC text, then why; the product stays', async () => {
    const user = userEvent.setup();
    const names = await showNimalsWishlist();
    backend.fault({ route: '/wishlist/remove', method: 'POST', delayMs: LATE_MS, status: 500 });
    await user.click(screen.getByRole('button', { name: `Remove ${names[1]} from wishlist` }));
    expectFailure(await screen.findByRole('alert', {}, { timeout: SETTLED_MS }), REMOVE_FAILED, TIMEOUT);
    await lateAnswerGone();
    expect(savedNames()).toEqual(names);
    expect(shownNames()).toEqual(names);
    // The second read, a timeout later, finds nothing more: the failure stands.
    await waitFor(() => expect(backend.receivedCount('GET', '/wishlist/check')).toBe(2), { timeout: 3 * LATE_MS });
    expect(shownNames()).toEqual(names);
  });

  it('Remove with no answer in time, and the state cannot be read again: the SPEC text, then that it may not have completed', async () => {
    const user = userEvent.setup();
    const names = await showNimalsWishlist();
    failCall(backend, 'no answer in time', { route: '/wishlist/remove', method: 'POST' });
    void backend.offline('/wishlist/check', 'GET');
    await user.click(screen.getByRole('button', { name: `Remove ${names[1]} from wishlist` }));
    expectFailure(await screen.findByRole('alert', {}, { timeout: SETTLED_MS }), REMOVE_FAILED, OUTCOME_UNKNOWN);
    await lateAnswerGone();
  });

  it.each(NETWORK_FAULTS)('the list (GET /wishlist/view) with %s says the SPEC text, then why', async (fault, reason) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await backend.signInAs(NIMAL);
    failCall(backend, fault, { route: '/wishlist/view', method: 'GET' });
    render(<Wishlist {...props()} />);
    expectFailure(await screen.findByRole('alert'), LOAD_FAILED, reason);
  });
});
