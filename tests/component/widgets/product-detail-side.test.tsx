import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productDetail } from '../../../demo-pages/backend/presenters';
import { activeProduct } from '../../../demo-pages/backend/services/catalogue';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { COUPON_SLIDE_MS } from '../../../shared/core/constants';
import { deliveryEstimate } from '../../../widgets/product-detail/dates';
import { setAuth } from '../../../shared/core/stores/auth';
import { setCartCount } from '../../../shared/core/stores/cart';
import { clearGuestCart } from '../../../shared/core/stores/guest-cart';
import { LOGIN_REQUESTED_EVENT } from '../../../shared/core/stores/login';
import { forgetWishlist } from '../../../shared/catalogue/stores/wishlist-toggle';
import productDetailWidget from '../../../widgets/product-detail/product-detail-widget';
import { startBackend } from '../../helpers/backend';
import { expectFailure, failCall, LATE_MS, lateAnswerGone, OFFLINE, OUTCOME_UNKNOWN, SETTLED_MS, TIMEOUT } from '../../helpers/failure';
import { wishlistCount } from '../../../shared/core/stores/wishlist';

// A shorter client timeout, so "no answer in time" shows soon, yet long enough that
// the other calls of these tests never meet it on a busy machine.
vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original, { HTTP_TIMEOUT_MS: 1_500 }),
);

const backend = startBackend();
const { Component: ProductDetail } = productDetailWidget;
const SHIRT = SEED_IDS.colorSizeProduct;
/** Pure Ceylon BOPF tea: three coupons shown on the product. */
const TEA = SEED_IDS.manyReviewsProduct;
const NIMAL = SEED_IDS.customer;

beforeEach(() => {
  setAuth({ status: 'unknown' });
  setCartCount(0);
  forgetWishlist();
  clearGuestCart();
});

afterEach(() => {
  vi.useRealTimers();
});

function detailOf(id: number) {
  return productDetail(backend.store, activeProduct(backend.store, id)!);
}

function showProduct(id: number, overrides: Partial<ReturnType<typeof detailOf>> = {}) {
  window.history.replaceState(null, '', `/products/${id}`);
  const product = { ...detailOf(id), ...overrides };
  const user = userEvent.setup();
  render(<ProductDetail product={product} />);
  return { user, product };
}

const coupons = () => screen.getByRole('region', { name: 'Coupons' });
const slideTitle = () => within(coupons()).getByRole('heading', { level: 3 }).textContent;

/**
 * React commits an answer that arrives outside act() in a task of its own, on the real
 * setImmediate its scheduler kept: let those tasks run before driving the fake clock, or the
 * carousel's timer would be set after the test has moved the clock.
 */
const realSetImmediate = globalThis.setImmediate;
async function reactSettled() {
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => realSetImmediate(() => resolve()));
}

async function firstCouponShown() {
  await within(coupons()).findByRole('heading', { name: 'Avurudu Festival Offer' });
  await reactSettled();
}

/** After userEvent.setup(), which puts a clipboard of its own on navigator. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const clipboard = { writeText: vi.fn(writeText) };
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(clipboard as unknown as Clipboard);
  return clipboard;
}

describe('product-detail side panel: shipping and selling points', () => {
  it('shows the paid cost, the delivery range, where it ships from and the selling points', () => {
    showProduct(SHIRT);
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByText('LKR 350.00')).toBeInTheDocument();
    expect(screen.getByText(deliveryEstimate(new Date()).label)).toBeInTheDocument();
    expect(screen.getByText('Ships From Local Warehouse')).toBeInTheDocument();
    const panel = screen.getByRole('heading', { level: 2, name: 'Why shop with us' }).parentElement!;
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fast courier delivery with tracking',
      'Highly rated seller',
      'Cash on delivery',
      'Low returns',
    ]);
  });

  it.each([
    ['free shipping', { shipping_type: 'free' as const, shipping_cost: null }, 'Free Shipping'],
    ['paid without a cost', { shipping_type: 'paid' as const, shipping_cost: null }, 'Not Specified'],
  ])('%s', (_, overrides, text) => {
    showProduct(SHIRT, overrides);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['overseas', 'Ships From Overseas'],
    ['Ambalangoda Workshop', 'Ambalangoda Workshop'],
  ])('ships from %s', (option, text) => {
    showProduct(SHIRT, { shipping_option: option });
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('product-detail side panel: coupons', () => {
  it('shows one coupon at a time with what it gives and its validity', async () => {
    showProduct(TEA);
    expect(await within(coupons()).findByRole('heading', { name: 'Avurudu Festival Offer' })).toBeInTheDocument();
    const slide = within(coupons()).getByRole('group', { name: 'Coupon 1 of 3' });
    expect(slide).toHaveTextContent('10% off, up to LKR 2,500.00');
    expect(slide).toHaveTextContent('Min. order LKR 5,000.00');
    expect(slide).toHaveTextContent('AVURUDU2026');
    expect(slide).toHaveTextContent(/^.*\d+ days left$/);
    expect(within(coupons()).getByRole('button', { name: 'Show coupon 1 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('advances every 3 seconds, and a dot sets the slide and restarts the timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    showProduct(TEA);
    await firstCouponShown();
    act(() => vi.advanceTimersByTime(COUPON_SLIDE_MS - 300));
    expect(slideTitle()).toBe('Avurudu Festival Offer');
    act(() => vi.advanceTimersByTime(400));
    expect(slideTitle()).toBe('Free Shipping Voucher');
    expect(within(coupons()).getByText('LKR 500.00 off')).toBeInTheDocument();
    expect(within(coupons()).getByText('No Expiration')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(COUPON_SLIDE_MS - 1_000));
    // A click without moving focus or the pointer in, as a script or switch device would.
    fireEvent.click(within(coupons()).getByRole('button', { name: 'Show coupon 1 of 3' }));
    expect(slideTitle()).toBe('Avurudu Festival Offer');
    act(() => vi.advanceTimersByTime(COUPON_SLIDE_MS - 300));
    expect(slideTitle()).toBe('Avurudu Festival Offer');
    act(() => vi.advanceTimersByTime(400));
    expect(slideTitle()).toBe('Free Shipping Voucher');
    act(() => vi.advanceTimersByTime(COUPON_SLIDE_MS));
    expect(slideTitle()).toBe('Tea Lovers 15% Off');
    act(() => vi.advanceTimersByTime(COUPON_SLIDE_MS));
    expect(slideTitle()).toBe('Avurudu Festival Offer');
  });

  it('stands still while the pointer or focus is inside, and when stopped', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    window.history.replaceState(null, '', `/products/${TEA}`);
    render(<ProductDetail product={detailOf(TEA)} />);
    await firstCouponShown();

    await user.hover(coupons());
    act(() => vi.advanceTimersByTime(COUPON_SLIDE_MS * 2));
    expect(slideTitle()).toBe('Avurudu Festival Offer');
    await user.unhover(coupons());

    act(() => within(coupons()).getByRole('button', { name: 'Copy code AVURUDU2026' }).focus());
    act(() => vi.advanceTimersByTime(COUPON_SLIDE_MS * 2));
    expect(slideTitle()).toBe('Avurudu Festival Offer');

    await user.click(within(coupons()).getByRole('button', { name: 'Pause coupons' }));
    act(() => within(coupons()).getByRole('button', { name: 'Play coupons' }).blur());
    await user.unhover(coupons());
    act(() => vi.advanceTimersByTime(COUPON_SLIDE_MS * 2));
    expect(slideTitle()).toBe('Avurudu Festival Offer');

    await user.click(within(coupons()).getByRole('button', { name: 'Play coupons' }));
    act(() => within(coupons()).getByRole('button', { name: 'Pause coupons' }).blur());
    await user.unhover(coupons());
    act(() => vi.advanceTimersByTime(COUPON_SLIDE_MS + 100));
    expect(slideTitle()).toBe('Free Shipping Voucher');
  });

  it('does not move for a shopper who asked for reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    showProduct(TEA);
    await firstCouponShown();
    act(() => vi.advanceTimersByTime(COUPON_SLIDE_MS * 3));
    expect(slideTitle()).toBe('Avurudu Festival Offer');
    expect(within(coupons()).queryByRole('button', { name: 'Pause coupons' })).not.toBeInTheDocument();
  });

  it('copies the shown code', async () => {
    const { user } = showProduct(TEA);
    const clipboard = stubClipboard(() => Promise.resolve());
    await user.click(await within(coupons()).findByRole('button', { name: 'Copy code AVURUDU2026' }));
    expect(clipboard.writeText).toHaveBeenCalledWith('AVURUDU2026');
    expect(await screen.findByText('Code AVURUDU2026 copied.')).toHaveAttribute('role', 'status');
  });

  it('says so when the code cannot be copied', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = showProduct(TEA);
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    await user.click(await within(coupons()).findByRole('button', { name: 'Copy code AVURUDU2026' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy the coupon code. Please try again.');
  });

  it('with no coupon, says so and Copy answers that there is none to copy', async () => {
    const { user } = showProduct(SHIRT);
    const clipboard = stubClipboard(() => Promise.resolve());
    expect(await within(coupons()).findByText('No coupons for this product right now.')).toBeInTheDocument();
    expect(within(coupons()).queryByRole('button', { name: /Show coupon/ })).not.toBeInTheDocument();
    await user.click(within(coupons()).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No coupon available to copy.');
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });

  it('a coupons failure is silent: no coupons, nothing else broken', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.fault({ route: `/products/${TEA}/coupons`, method: 'GET', status: 500 });
    const { user } = showProduct(TEA);
    expect(
      await within(coupons()).findByText('No coupons for this product right now.', {}, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('coupons'), expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Add To Cart/ }));
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
  });
});

describe('product-detail: wishlist heart', () => {
  const heart = () => screen.getByRole('button', { name: "Save Men's Batik Short-Sleeve Shirt to wishlist" });
  const saved = () =>
    backend.store.data.wishlists.some((row) => row.user_id === NIMAL && row.product_id === SHIRT);

  it('a guest is asked to sign in', async () => {
    const requested = vi.fn();
    document.addEventListener(LOGIN_REQUESTED_EVENT, requested);
    const { user } = showProduct(SHIRT);
    await user.click(heart());
    expect(requested).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('intendedUrl')).toBe(`/products/${SHIRT}`);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    document.removeEventListener(LOGIN_REQUESTED_EVENT, requested);
  });

  it('signed in, adds and removes with the SPEC §4 alerts', async () => {
    await backend.signInAs(NIMAL);
    const { user } = showProduct(SHIRT);
    expect(saved()).toBe(false);
    await user.click(heart());
    expect(await screen.findByText("Men's Batik Short-Sleeve Shirt added to wishlist!")).toHaveAttribute('role', 'status');
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(saved()).toBe(true);
    await user.click(heart());
    expect(await screen.findByText("Men's Batik Short-Sleeve Shirt removed from wishlist!")).toHaveAttribute('role', 'alert');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(saved()).toBe(false);
  });

  const TOGGLE_FAILED = 'An error occurred while updating the wishlist. Please try again.';
  const ROUTES = ['/wishlist/add', '/wishlist/remove'] as const;
  async function showHeart(route: (typeof ROUTES)[number]) {
    await backend.signInAs(NIMAL);
    if (route === '/wishlist/remove') backend.store.data.wishlists.push({ id: 99, user_id: NIMAL, product_id: SHIRT });
    const shown = showProduct(SHIRT);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', String(route === '/wishlist/remove')));
    return shown;
  }

  it.each(ROUTES)('signed in, %s with no connection says the SPEC §8 text, then why', async (route) => {
    const { user } = await showHeart(route);
    failCall(backend, 'no connection', { route, method: 'POST' });
    await user.click(heart());
    expectFailure(await screen.findByRole('alert'), TOGGLE_FAILED, OFFLINE);
    expect(heart()).toHaveAttribute('aria-pressed', String(route === '/wishlist/remove'));
    expect(saved()).toBe(route === '/wishlist/remove');
  });

  // Issue 29: carried out, the answer lost: the heart shows what the server holds, no error.
  it.each(ROUTES)('signed in, %s with no answer in time, carried out: the heart shows the server\'s state, no error', async (route) => {
    const { user } = await showHeart(route);
    failCall(backend, 'no answer in time', { route, method: 'POST' });
    await user.click(heart());
    const adding = route === '/wishlist/add';
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', String(adding)), { timeout: SETTLED_MS });
    await lateAnswerGone();
    expect(saved()).toBe(adding);
    expect(heart()).toHaveAttribute('aria-pressed', String(saved()));
    expect(wishlistCount.value).toBe(backend.store.data.wishlists.filter((row) => row.user_id === NIMAL).length);
    expect(screen.queryByText(TOGGLE_FAILED)).not.toBeInTheDocument();
    expect(screen.getByText(`Men's Batik Short-Sleeve Shirt ${adding ? 'added to' : 'removed from'} wishlist!`)).toBeInTheDocument();
  });

  it.each(ROUTES)('signed in, %s with no answer in time, not carried out: the SPEC §8 text, then why', async (route) => {
    const { user } = await showHeart(route);
    backend.fault({ route, method: 'POST', delayMs: LATE_MS, status: 500 });
    await user.click(heart());
    expectFailure(await screen.findByRole('alert', {}, { timeout: 2 * LATE_MS }), TOGGLE_FAILED, TIMEOUT);
    await lateAnswerGone();
    expect(saved()).toBe(route === '/wishlist/remove');
    expect(heart()).toHaveAttribute('aria-pressed', String(saved()));
    // The second read, a timeout later (the page's own check, the read back, then this one).
    await waitFor(() => expect(backend.receivedCount('GET', '/wishlist/check')).toBe(3), { timeout: 3 * LATE_MS });
    expect(heart()).toHaveAttribute('aria-pressed', String(saved()));
  });

  it('signed in, an add with no answer in time that cannot be read again: the SPEC §8 text, then that it may not have completed', async () => {
    const { user } = await showHeart('/wishlist/add');
    failCall(backend, 'no answer in time', { route: '/wishlist/add', method: 'POST' });
    void backend.offline('/api/wishlist/count', 'GET');
    await user.click(heart());
    expectFailure(await screen.findByRole('alert', {}, { timeout: 2 * LATE_MS }), TOGGLE_FAILED, OUTCOME_UNKNOWN);
    await lateAnswerGone();
  });

  it('shows a saved product as pressed', async () => {
    await backend.signInAs(NIMAL);
    backend.store.data.wishlists.push({ id: 99, user_id: NIMAL, product_id: SHIRT });
    showProduct(SHIRT);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  });

  it('a failed wishlist check is silent and the heart still works', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await backend.signInAs(NIMAL);
    backend.fault({ route: '/wishlist/check', method: 'GET', status: 500 });
    const { user } = showProduct(SHIRT);
    await waitFor(
      () => expect(logged).toHaveBeenCalledWith(expect.stringContaining('wishlist check'), expect.anything()),
      { timeout: 4_000 },
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart());
    expect(await screen.findByText("Men's Batik Short-Sleeve Shirt added to wishlist!")).toHaveAttribute('role', 'status');
    expect(saved()).toBe(true);
  });

  it('a failed toggle shows the SPEC §8 text', async () => {
    await backend.signInAs(NIMAL);
    backend.fault({ route: '/wishlist/add', method: 'POST', status: 500 });
    const { user } = showProduct(SHIRT);
    await user.click(heart());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while updating the wishlist. Please try again.',
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });
});
