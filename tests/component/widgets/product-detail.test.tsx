import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productDetail } from '../../../demo-pages/backend/presenters';
import { activeProduct } from '../../../demo-pages/backend/services/catalogue';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { ADDED_TO_CART_NOTICE_MS } from '../../../shared/core/constants';
import { setAuth } from '../../../shared/core/stores/auth';
import { cartCount, setCartCount } from '../../../shared/core/stores/cart';
import { clearGuestCart } from '../../../shared/core/stores/guest-cart';
import { forgetWishlist } from '../../../shared/catalogue/stores/wishlist-toggle';
import cartLink from '../../../widgets/cart-link/cart-link-widget';
import productDetailWidget from '../../../widgets/product-detail/product-detail-widget';
import { startBackend } from '../../helpers/backend';
import { expectFailure, failCall, lateAnswerGone, OFFLINE, OUTCOME_UNKNOWN } from '../../helpers/failure';

// A shorter client timeout, so "no answer in time" shows soon, yet long enough that
// the other calls of these tests never meet it on a busy machine.
vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original, { HTTP_TIMEOUT_MS: 1_500 }),
);

const backend = startBackend();
const { Component: ProductDetail } = productDetailWidget;
const { Component: CartLink } = cartLink;
const SHIRT = SEED_IDS.colorSizeProduct;
const PHONE = SEED_IDS.lowStockProduct;
const NIMAL = SEED_IDS.customer;

beforeEach(() => {
  setAuth({ status: 'unknown' });
  setCartCount(0);
  forgetWishlist();
  clearGuestCart();
  // Coupons are the side panel's business; these tests see none and need no toasts about them.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** The product as the page prints it, from the live store. */
function detailOf(id: number) {
  return productDetail(backend.store, activeProduct(backend.store, id)!);
}

function showProduct(id: number, search = '') {
  window.history.replaceState(null, '', `/products/${id}${search}`);
  const product = detailOf(id);
  const user = userEvent.setup();
  const view = render(
    <>
      <CartLink href="/cart" />
      <ProductDetail product={product} />
    </>,
  );
  return { user, product, view };
}

const addButton = () => screen.getByRole('button', { name: /^(Add To Cart|Sold Out)/ });
const buyButton = () => screen.getByRole('button', { name: 'Buy Now' });
const quantity = () => within(screen.getByRole('group', { name: 'Quantity' })).getByRole('status');
const variationOf = (id: number, name: string) =>
  backend.store.data.products.find((p) => p.id === id)!.variations.find((v) => v.name === name)!;

describe('product-detail: gallery and price', () => {
  it('shows the name as the page heading, the price rule of SPEC §9 and the small description', () => {
    const { product } = showProduct(SHIRT);
    expect(screen.getByRole('heading', { level: 1, name: "Men's Batik Short-Sleeve Shirt" })).toBeInTheDocument();
    // Blue/M: LKR 3,990 less the 8 % collection discount; the compared 4,430 is struck.
    expect(product.highest_discount).toBe(8);
    expect(screen.getByText('LKR 3,670.80')).toBeInTheDocument();
    expect(screen.getByText('LKR 4,430.00').closest('s')).not.toBeNull();
    expect(screen.getByText('17% OFF')).toBeInTheDocument();
    expect(screen.getByText(product.small_description)).toBeInTheDocument();
  });

  it('switches the main image on hover, focus and click of a thumbnail', async () => {
    const { user } = showProduct(SHIRT);
    const main = screen.getByRole('img', { name: "Men's Batik Short-Sleeve Shirt" });
    expect(main).toHaveAttribute('src', '/storage/product_images/p25-1-mens-batik-short-sleeve-shirt.svg');
    await user.hover(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(main).toHaveAttribute('src', '/storage/product_images/p25-2-mens-batik-short-sleeve-shirt.svg');
    act(() => screen.getByRole('button', { name: 'Show image 3 of 3' }).focus());
    expect(main).toHaveAttribute('src', '/storage/product_images/p25-3-mens-batik-short-sleeve-shirt.svg');
    await user.click(screen.getByRole('button', { name: 'Show image 1 of 3' }));
    expect(main).toHaveAttribute('src', '/storage/product_images/p25-1-mens-batik-short-sleeve-shirt.svg');
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the fallback image when the product has none', () => {
    showProduct(SEED_IDS.noImagesProduct);
    expect(screen.getByRole('img', { name: 'Red Kekulu Rice 5kg' })).toHaveAttribute('src', '/profile/no_image.jpg');
    expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
  });
});

describe('product-detail: variations', () => {
  it('selects the first value of each type, as swatches for Color and pills for the rest', () => {
    showProduct(SHIRT);
    const colour = screen.getByRole('group', { name: 'Color: Blue' });
    expect(within(colour).getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(within(colour).getAllByRole('radio')).toHaveLength(3);
    expect(within(screen.getByRole('group', { name: 'Size: M' })).getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.queryByRole('group', { name: /No V/ })).not.toBeInTheDocument();
  });

  it('a change resets the quantity, recalculates price and stock, and is kept in the URL', async () => {
    const { user } = showProduct(SHIRT);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity()).toHaveTextContent('3');

    await user.click(screen.getByRole('radio', { name: 'XXL' }));
    expect(quantity()).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'Size: XXL' })).toBeInTheDocument();
    // Blue/XXL: LKR 4,290 less 8 % = 3,946.80, 4,770 struck.
    expect(screen.getByText('LKR 3,946.80')).toBeInTheDocument();
    expect(screen.getByText('LKR 4,770.00')).toBeInTheDocument();
    // Written once the change is painted (history.replaceState is slow).
    await waitFor(() => expect(window.location.search).toBe('?variant=Blue/XXL'));

    const low = variationOf(SHIRT, 'Blue/XL');
    expect(low.quantity).toBeGreaterThan(0);
    expect(low.quantity).toBeLessThan(15);
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    expect(addButton()).toHaveAccessibleName(`Add To Cart (${low.quantity} available)`);
    await waitFor(() => expect(window.location.search).toBe('?variant=Blue/XL'));
  });

  it('a sold-out combination says Sold Out and cannot be bought', async () => {
    const { user } = showProduct(SHIRT);
    expect(variationOf(SHIRT, 'Brown/XXL').quantity).toBe(0);
    await user.click(screen.getByRole('radio', { name: 'Brown' }));
    await user.click(screen.getByRole('radio', { name: 'XXL' }));
    expect(addButton()).toHaveAccessibleName('Sold Out');
    expect(addButton()).toBeDisabled();
    expect(buyButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'XXL' })).toHaveAccessibleDescription('Sold Out');
  });

  it('reads ?variant= on load and ignores a value the product does not have', () => {
    showProduct(SHIRT, '?variant=Green/L');
    expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
  });

  it('an unknown value in ?variant= falls back to that type’s default', () => {
    showProduct(SHIRT, '?variant=Purple/L');
    expect(screen.getByRole('group', { name: 'Color: Blue' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Size: L' })).toBeInTheDocument();
  });

  it('chooses with the keyboard alone: Tab to a group, arrows to a value', async () => {
    const { user } = showProduct(SHIRT);
    screen.getByRole('radio', { name: 'Blue' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Color: Green' })).toBeInTheDocument();
  });
});

describe('product-detail: quantity and stock', () => {
  it('keeps the quantity between 1 and the stock, with (N available) under 15', async () => {
    const { user, product } = showProduct(PHONE);
    const stock = product.variations[0]!.quantity;
    expect(stock).toBe(4);
    expect(addButton()).toHaveAccessibleName('Add To Cart (4 available)');
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    for (let i = 0; i < 6; i++) await user.click(increase);
    expect(quantity()).toHaveTextContent('4');
    expect(increase).toHaveAttribute('aria-disabled', 'true');
  });

  it('a product with plenty of stock shows no count', () => {
    showProduct(SHIRT);
    expect(addButton()).toHaveAccessibleName('Add To Cart');
  });

  it('a sold-out product says Sold Out', () => {
    showProduct(SEED_IDS.soldOutProduct);
    expect(addButton()).toHaveAccessibleName('Sold Out');
    expect(addButton()).toBeDisabled();
    expect(buyButton()).toBeDisabled();
  });
});

describe('product-detail: Add To Cart as a guest', () => {
  it('stores exactly the SPEC §3 entry, shows the notice and updates the badge', async () => {
    const { user } = showProduct(SHIRT, '?variant=Green/L');
    const counted = vi.fn();
    document.addEventListener('cart-count-updated', counted);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addButton());

    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('guestCart')!)).toEqual([
      {
        product_id: SHIRT,
        product_name: "Men's Batik Short-Sleeve Shirt",
        image_name: 'p25-1-mens-batik-short-sleeve-shirt.svg',
        variation_name: 'Green/L',
        price: 3990,
        quantity: 2,
        subtotal: 7980,
      },
    ]);
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(await screen.findByRole('link', { name: 'Cart 1' })).toBeInTheDocument();
    await waitFor(() => expect(counted).toHaveBeenCalled());
    document.removeEventListener('cart-count-updated', counted);
  });

  it('a product without variations is stored as No V with a null image when it has none', async () => {
    const { user } = showProduct(SEED_IDS.noImagesProduct);
    await user.click(addButton());
    await screen.findByText('Added to cart!');
    expect(JSON.parse(localStorage.getItem('guestCart')!)).toEqual([
      expect.objectContaining({ image_name: null, variation_name: 'No V', price: 1450, quantity: 1, subtotal: 1450 }),
    ]);
  });

  it('holds no more than the stock, like the server cart', async () => {
    const { user } = showProduct(PHONE);
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addButton());
    await user.click(await screen.findByRole('button', { name: 'Continue Shopping' }));
    await user.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 4 left in stock.');
    expect(JSON.parse(localStorage.getItem('guestCart')!)).toEqual([expect.objectContaining({ quantity: 4 })]);
  });

  it('says so when the browser refuses to save, and keeps the selection', async () => {
    const { user } = showProduct(SHIRT, '?variant=Green/L');
    // happy-dom's Storage is not restored by restoreMocks: put it back by hand.
    const refuse = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      await user.click(addButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'There was an error saving the item to your cart. Please try again.',
      );
      expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
      expect(addButton()).toBeEnabled();
    } finally {
      refuse.mockRestore();
    }
  });
});

describe('product-detail: Add To Cart signed in', () => {
  const rowOf = (variation: string) =>
    backend.store.data.cartItems.find(
      (row) => row.user_id === NIMAL && row.product_id === SHIRT && row.variation_name === variation,
    );
  const countOf = () => backend.store.data.cartItems.filter((row) => row.user_id === NIMAL).length;

  it('stores the line on the server behind the spinner and shows the server count', async () => {
    await backend.signInAs(NIMAL);
    backend.fault({ route: '/cart/store', method: 'POST', delayMs: 150 });
    const { user } = showProduct(SHIRT, '?variant=Green/L');
    expect(rowOf('Green/L')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addButton());
    expect(await screen.findByText('Adding to cart…')).toBeInTheDocument();
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    expect(screen.queryByText('Adding to cart…')).not.toBeInTheDocument();
    expect(rowOf('Green/L')).toMatchObject({ quantity: 2 });
    expect(await screen.findByRole('link', { name: `Cart ${countOf()}` })).toBeInTheDocument();
    expect(localStorage.getItem('guestCart')).toBeNull();
  });

  it('sends one request however fast it is pressed twice', async () => {
    await backend.signInAs(NIMAL);
    backend.fault({ route: '/cart/store', method: 'POST', delayMs: 150 });
    const { user } = showProduct(SHIRT, '?variant=Green/L');
    await user.dblClick(addButton());
    await screen.findByText('Added to cart!');
    expect(rowOf('Green/L')).toMatchObject({ quantity: 1 });
  });

  it.each([
    ['500', { status: 500 }],
    ['a malformed answer', { body: 'malformed' as const }],
  ])('a failure (%s) shows the SPEC §8 text next to the buttons and keeps the selection', async (_, fault) => {
    await backend.signInAs(NIMAL);
    backend.fault({ route: '/cart/store', method: 'POST', ...fault });
    const { user } = showProduct(SHIRT, '?variant=Green/L');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error adding the item to the cart. Please try again.',
    );
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
    expect(quantity()).toHaveTextContent('2');
    expect(addButton()).not.toHaveAttribute('aria-disabled');
  });

  it("a 422 shows the server's reason", async () => {
    await backend.signInAs(NIMAL);
    const { user } = showProduct(PHONE);
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addButton());
    await screen.findByText('Added to cart!');
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    await user.click(addButton());
    // SPEC §8's text, the server's reason beneath it.
    expectFailure(await screen.findByRole('alert'), 'There was an error adding the item to the cart. Please try again.', 'Only 4 left in stock.');
  });

  // Issue 29: an add whose answer never came may have happened (the server added the line
  // here): adding is not safe to repeat, so the text says it may not have completed, and the
  // badge reads the cart's count again.
  it.each([
    ['no connection', OFFLINE, 0],
    ['no answer in time', OUTCOME_UNKNOWN, 1],
  ] as const)('with %s, says the SPEC §8 text, then why, and keeps the selection', async (fault, reason, added) => {
    await backend.signInAs(NIMAL);
    const lines = () => backend.store.data.cartItems.filter((row) => row.user_id === NIMAL);
    const before = lines().length;
    failCall(backend, fault, { route: '/cart/store', method: 'POST' });
    const { user } = showProduct(SHIRT, '?variant=Green/L');
    await user.click(addButton());
    // The mocked timeout (1.5 s) is longer than findBy's own wait.
    expectFailure(await screen.findByRole('alert', {}, { timeout: 5_000 }), 'There was an error adding the item to the cart. Please try again.', reason);
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
    expect(addButton()).not.toHaveAttribute('aria-disabled');
    await lateAnswerGone();
    expect(lines()).toHaveLength(before + added);
    await waitFor(() => expect(cartCount.value).toBe(lines().length));
  });
});

describe('product-detail: the Added to cart! notice', () => {
  it('closes itself after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      window.history.replaceState(null, '', `/products/${SHIRT}`);
      render(<ProductDetail product={detailOf(SHIRT)} />);
      await user.click(addButton());
      expect(screen.getByText('Added to cart!')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(ADDED_TO_CART_NOTICE_MS - 500));
      expect(screen.getByText('Added to cart!')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves no timer behind when the page unmounts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      // Known to be a guest: no auth status call of the shared stores is in flight at the end.
      setAuth({ status: 'guest' });
      window.history.replaceState(null, '', `/products/${SHIRT}`);
      const { unmount } = render(<ProductDetail product={detailOf(SHIRT)} />);
      expect(await screen.findByText('No coupons for this product right now.')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Green' }));
      await user.click(addButton());
      expect(screen.getByText('Added to cart!')).toBeInTheDocument();
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes with Continue Shopping and gives focus back to Add To Cart', async () => {
    const { user } = showProduct(SHIRT);
    await user.click(addButton());
    await user.click(await screen.findByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
    expect(addButton()).toHaveFocus();
  });

  it('is reached with Tab right after the buttons', async () => {
    const { user } = showProduct(SHIRT);
    addButton().focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Added to cart!');
    await user.tab(); // Buy Now
    await user.tab(); // wishlist
    await user.tab();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
    expect(addButton()).toHaveFocus();
  });
});

describe('product-detail: Buy Now', () => {
  it('a guest goes to the guest buy-now checkout with the line in the query', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user } = showProduct(SHIRT, '?variant=Green/L');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(buyButton());
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(
      '/buyNow/guest-checkout/25?product_id=25&product_name=Men%27s+Batik+Short-Sleeve+Shirt' +
        '&image_name=p25-1-mens-batik-short-sleeve-shirt.svg&variation_name=Green%2FL' +
        '&price=3990&quantity=2&subtotal=7980',
    );
    expect(backend.store.data.orders).toHaveLength(74);
  });

  it('signed in, creates one order with the discounted total and goes to its checkout', async () => {
    await backend.signInAs(NIMAL);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const before = backend.store.data.orders.length;
    const { user } = showProduct(SHIRT, '?variant=Green/L');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.dblClick(buyButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(backend.store.data.orders).toHaveLength(before + 1);
    const order = backend.store.data.orders.at(-1)!;
    expect(order.user_id).toBe(NIMAL);
    expect(order.products).toEqual([
      expect.objectContaining({ product_id: SHIRT, variation_name: 'Green/L', quantity: 2, original_price: 3990 }),
    ]);
    // 2 × 3,990 less 8 % = 7,341.60 (shipping is added at the order's checkout).
    expect(order.discount_amount).toBe(638.4);
    expect(assign).toHaveBeenCalledWith(`/checkout/${order.id}`);
  });

  it('a failure is silent and the button comes back', async () => {
    await backend.signInAs(NIMAL);
    const logged = vi.mocked(console.error);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    backend.fault({ route: '/checkout', method: 'POST', status: 500, times: 1 });
    const before = backend.store.data.orders.length;
    const { user } = showProduct(SHIRT);
    await user.click(buyButton());
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('buy-now'), expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(buyButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(buyButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(backend.store.data.orders).toHaveLength(before + 1);
  });
});

describe('product-detail: props', () => {
  it('refuses props without variations (the loader shows its note instead)', () => {
    const product = { ...detailOf(SHIRT), variations: [] };
    const parsed = productDetailWidget.propsSchema['~standard'].validate({ product });
    expect('issues' in parsed && parsed.issues).toBeTruthy();
  });
});
