import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../shared/core/stores/auth';
import { setCartCount } from '../../../shared/core/stores/cart';
import { addToGuestCart, clearGuestCart } from '../../../shared/core/stores/guest-cart';
import cartLink from '../../../widgets/cart-link/cart-link-widget';
import wishlistLink from '../../../widgets/wishlist-link/wishlist-link-widget';

/**
 * The header's links are named by what they show (WCAG 2.5.3 "Label in Name": an accessible
 * name starts with the visible text), and the count's meaning is their description.
 */
const { Component: CartLink } = cartLink;
const { Component: WishlistLink } = wishlistLink;
const NIMAL = { id: 2, name: 'Nimal Perera', is_admin: false };

beforeEach(() => {
  setAuth({ status: 'guest' });
  clearGuestCart();
});

describe('header links', () => {
  it("a guest's cart link is named 'Cart 1', as shown, and described as one item", () => {
    addToGuestCart({ product_id: 25, product_name: 'Shirt', image_name: null, variation_name: 'Blue/M', price: 1500, quantity: 2, subtotal: 3000 });
    render(
      <>
        <WishlistLink href="/wishlist" />
        <CartLink href="/cart" />
      </>,
    );
    const cart = screen.getByRole('link', { name: /^Cart/ });
    expect(cart).toHaveAccessibleName('Cart 1');
    expect(cart).toHaveAccessibleDescription('1 item');
    expect(cart).toHaveTextContent('Cart 1');
    // No badge without a count: the name is the text alone.
    const wishlist = screen.getByRole('link', { name: /^Wishlist/ });
    expect(wishlist).toHaveAccessibleName('Wishlist');
    expect(wishlist).toHaveAccessibleDescription('0 items');
  });

  it('signed in, both links are named by their text and badge', () => {
    setAuth({ status: 'user', user: NIMAL });
    render(
      <>
        <WishlistLink href="/wishlist" count={4} />
        <CartLink href="/cart" count={6} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Cart 6' })).toHaveAccessibleDescription('6 items');
    expect(screen.getByRole('link', { name: 'Wishlist 4' })).toHaveAccessibleDescription('4 items');
    act(() => setCartCount(120));
    // The badge stops at 99+; the description keeps the exact count.
    expect(screen.getByRole('link', { name: 'Cart 99+' })).toHaveAccessibleDescription('120 items');
  });

  it('signed in, the first render already shows the printed counts, as the placeholders did', async () => {
    // Fresh stores, as on a page that just loaded: no count stored yet.
    vi.resetModules();
    const auth = await import('../../../shared/core/stores/auth');
    const { default: freshCart } = await import('../../../widgets/cart-link/cart-link-widget');
    const { default: freshWishlist } = await import('../../../widgets/wishlist-link/wishlist-link-widget');
    auth.setAuth({ status: 'user', user: NIMAL });
    // Rendering to a string runs no effect: this is the render that replaces the placeholders,
    // drawn before any effect has stored the counts (a widget renders as a transition, and the
    // browser may paint before its effects run).
    document.body.innerHTML = renderToString(
      <>
        <freshWishlist.Component href="/wishlist" count={4} />
        <freshCart.Component href="/cart" count={6} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Cart 6' })).toHaveAccessibleDescription('6 items');
    expect(screen.getByRole('link', { name: 'Wishlist 4' })).toHaveAccessibleDescription('4 items');
  });
});
