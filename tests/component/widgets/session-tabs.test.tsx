import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { storeCartEntry } from '../../../shared/session/api/cart';
import { setAuth } from '../../../shared/core/stores/auth';
import { setCartCount } from '../../../shared/core/stores/cart';
import { addToGuestCart, clearGuestCart } from '../../../shared/core/stores/guest-cart';
import { setWishlistCount } from '../../../shared/core/stores/wishlist';
import { forgetWishlist } from '../../../shared/catalogue/stores/wishlist-toggle';
import cartLinkWidget from '../../../widgets/cart-link/cart-link-widget';
import cartWidget from '../../../widgets/cart/cart-widget';
import loginModalWidget from '../../../widgets/login-modal/login-modal-widget';
import wishlistLinkWidget from '../../../widgets/wishlist-link/wishlist-link-widget';
import wishlistWidget from '../../../widgets/wishlist/wishlist-widget';
import { startBackend } from '../../helpers/backend';

/**
 * Every open tab of the shop follows a sign-in or sign-out made in another, and the
 * wishlist badge follows another tab's hearts. The other tab is played here by a channel of our
 * own on the shop's one BroadcastChannel (shared/core/stores/tabs.ts), with the server changed as
 * that tab would have changed it (the browser's cookie is shared by its tabs).
 */

const backend = startBackend();
const { Component: CartLink } = cartLinkWidget;
const { Component: WishlistLink } = wishlistLinkWidget;
const { Component: LoginModal } = loginModalWidget;
const { Component: Cart, propsSchema: cartProps } = cartWidget;
const { Component: Wishlist, propsSchema: wishlistProps } = wishlistWidget;
const NIMAL = SEED_IDS.customer;
const NIMAL_USER = { id: NIMAL, name: 'Nimal Perera', is_admin: false };
const otherTab = new BroadcastChannel('shop-widgets');
afterAll(() => otherTab.close());

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)!.content;
const serverCount = () => backend.store.data.cartItems.filter((row) => row.user_id === NIMAL).length;
const wishlistOf = () => backend.store.data.wishlists.filter((row) => row.user_id === NIMAL);

/** What the other tab's sign-in leaves: the shared cookie now names Nimal's new session. */
async function signInElsewhere() {
  const answer = (await (
    await fetch('/__demo/login-as', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_id: NIMAL }),
    })
  ).json()) as { csrf_token: string };
  otherTab.postMessage({ topic: 'session', user: NIMAL_USER, csrfToken: answer.csrf_token });
  return answer.csrf_token;
}

async function signOutElsewhere() {
  const answer = (await (await fetch('/__demo/logout', { method: 'POST' })).json()) as { csrf_token: string };
  otherTab.postMessage({ topic: 'session', user: null, csrfToken: answer.csrf_token });
  return answer.csrf_token;
}

function header() {
  return render(
    <>
      <WishlistLink href="/wishlist" />
      <CartLink href="/cart" />
      <LoginModal showTrigger />
    </>,
  );
}

beforeEach(() => {
  setAuth({ status: 'guest' });
  setCartCount(0);
  setWishlistCount(0);
  forgetWishlist();
  clearGuestCart();
});

describe('a sign-in or sign-out in another tab', () => {
  it("is followed here: the header, the counts, the session's token, and the cart writes go to the server", async () => {
    header();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    const token = await signInElsewhere();

    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByText('Nimal Perera')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `Cart ${serverCount()}` })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `Wishlist ${wishlistOf().length}` })).toBeInTheDocument();
    // The session was regenerated: this tab's next write carries the new token (no 419).
    expect(meta('csrf-token')).toBe(token);
    expect(meta('user-id')).toBe(String(NIMAL));
    const before = serverCount();
    const answer = await storeCartEntry(backend.guestEntry(1, '200g', 1));
    expect(answer.count).toBe(before + 1);
  });

  it('never moves the guest cart a second time: the tab that signed in did', async () => {
    // The other tab moved the lines and emptied the guest cart; this tab may not have heard yet.
    addToGuestCart(backend.guestEntry(1, '200g', 2));
    const merge = vi.spyOn(globalThis, 'fetch');
    header();
    const before = serverCount();
    await signInElsewhere();
    expect(await screen.findByRole('link', { name: `Cart ${before}` })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const paths = merge.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), window.location.href).pathname);
    expect(paths).toContain('/cart/count');
    expect(paths).not.toContain('/cart/merge');
    expect(serverCount()).toBe(before);
  });

  it("is not undone by this page's own status check, asked before and answered after", async () => {
    // This page loads as a guest and asks who is signed in; the answer (guest) comes late.
    setAuth({ status: 'unknown' });
    backend.fault({ route: '/auth/status', method: 'GET', delayMs: 500, answerLate: true, times: 1 });
    header();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await signInElsewhere();
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Cart ${serverCount()}` })).toBeInTheDocument();
  });

  it('closes a sign-in dialog left open here, and says why', async () => {
    const user = userEvent.setup();
    header();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Mobile number'), '077 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByLabelText('Verification code');

    await signInElsewhere();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('You signed in from another tab.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('is followed back on sign-out: a guest header, the guest cart, and the new token', async () => {
    await backend.signInAs(NIMAL);
    setAuth({ status: 'user', user: NIMAL_USER });
    render(
      <>
        <WishlistLink href="/wishlist" count={wishlistOf().length} />
        <CartLink href="/cart" count={serverCount()} />
        <LoginModal showTrigger />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    const token = await signOutElsewhere();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist' })).toBeInTheDocument();
    expect(meta('csrf-token')).toBe(token);
    expect(meta('user-id')).toBe('');
  });
});

describe('the cart page of another tab', () => {
  it("shows the server cart's lines once another tab signed in, and the guest cart again once it signed out", async () => {
    render(<Cart {...v.parse(cartProps, {})} />);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty.' })).toBeInTheDocument();
    await signInElsewhere();
    const lines = () => within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem');
    await waitFor(() => expect(lines()).toHaveLength(serverCount()));
    // Signed in, quantities are edited here (SPEC §6).
    expect(screen.getAllByRole('button', { name: 'Increase quantity' }).length).toBeGreaterThan(0);

    await signOutElsewhere();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty.' })).toBeInTheDocument();
  });
});

describe("another tab's hearts", () => {
  it('move the wishlist badge and the hearts here, and a product taken off there leaves this wishlist page', async () => {
    await backend.signInAs(NIMAL);
    setAuth({ status: 'user', user: NIMAL_USER });
    const saved = wishlistOf();
    render(
      <>
        <WishlistLink href="/wishlist" count={saved.length} />
        <Wishlist {...v.parse(wishlistProps, {})} />
      </>,
    );
    const first = backend.store.data.products.find((row) => row.id === saved[0]!.product_id)!;
    const heart = await screen.findByRole('button', { name: `Save ${first.name} to wishlist` });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    // The other tab takes the first product off the wishlist.
    backend.store.data.wishlists = backend.store.data.wishlists.filter((row) => row !== saved[0]);
    act(() => otherTab.postMessage({ topic: 'wishlist', productId: first.id, wishlisted: false, count: saved.length - 1 }));
    expect(await screen.findByRole('link', { name: `Wishlist ${saved.length - 1}` })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: `Save ${first.name} to wishlist` })).not.toBeInTheDocument());
  });

  it('a product saved in another tab appears on this wishlist page', async () => {
    await backend.signInAs(NIMAL);
    setAuth({ status: 'user', user: NIMAL_USER });
    const saved = wishlistOf();
    render(<Wishlist {...v.parse(wishlistProps, {})} />);
    await screen.findByText(`${saved.length} items`);
    const product = backend.store.data.products.find(
      (row) => row.is_active && !saved.some((entry) => entry.product_id === row.id),
    )!;
    // The other tab saves it on the server, then tells.
    backend.store.data.wishlists.push({ id: backend.store.nextId(backend.store.data.wishlists), user_id: NIMAL, product_id: product.id });
    act(() => otherTab.postMessage({ topic: 'wishlist', productId: product.id, wishlisted: true, count: saved.length + 1 }));
    expect(await screen.findByRole('button', { name: `Remove ${product.name} from wishlist` })).toBeInTheDocument();
    expect(screen.getByText(`${saved.length + 1} items`)).toBeInTheDocument();
  });

  it('hear of a heart tapped here', async () => {
    await backend.signInAs(NIMAL);
    setAuth({ status: 'user', user: NIMAL_USER });
    const saved = wishlistOf();
    const user = userEvent.setup();
    render(<Wishlist {...v.parse(wishlistProps, {})} />);
    const first = backend.store.data.products.find((row) => row.id === saved[0]!.product_id)!;
    const heard = new Promise<unknown>((resolve) =>
      otherTab.addEventListener('message', (event) => resolve(event.data), { once: true }),
    );
    await user.click(await screen.findByRole('button', { name: `Remove ${first.name} from wishlist` }));
    expect(await heard).toEqual({ topic: 'wishlist', productId: first.id, wishlisted: false, count: saved.length - 1 });
  });
});
