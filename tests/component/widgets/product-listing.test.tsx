import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setAuth } from '../../../shared/core/stores/auth';
import { LOGIN_REQUESTED_EVENT } from '../../../shared/core/stores/login';
import { setWishlistCount, wishlistCount } from '../../../shared/core/stores/wishlist';
import { forgetWishlist } from '../../../shared/catalogue/stores/wishlist-toggle';
import productListing from '../../../widgets/product-listing/product-listing-widget';
import { startBackend } from '../../helpers/backend';
import { FakeObserver } from '../../helpers/fake-observer';
import { loaderProps } from '../../helpers/widget-props';

// Short timeouts and no silent GET retries: a failure shows at once, and each page request the
// widget makes reaches the server exactly once, so the tests can count them.
vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original),
);

const backend = startBackend();
const { Component: ProductListing, propsSchema } = productListing;
const props = loaderProps(propsSchema);
const PAGE_SIZE = 12;
const LOAD_FAILED = 'The products could not be loaded. Please try again.';

const liveObservers = () =>
  FakeObserver.all.filter((observer) => !observer.disconnected && observer.targets.size > 0);

/** The widget watches its sentinel (it starts to, just after the cards render). */
async function sentinelWatched() {
  await waitFor(() => expect(liveObservers()).toHaveLength(1));
}

/** The sentinel scrolls into view: `ratio` 1 is fully visible, less is partly. */
function showSentinel(ratio = 1) {
  const live = liveObservers();
  act(() => {
    for (const observer of live) {
      const entries = [...observer.targets].map(
        (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}

/** Product names as the server orders the listing (newest first). */
function expectedNames(pages: number): string[] {
  return backend.store.data.products
    .filter((p) => p.is_active)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id)
    .slice(0, pages * PAGE_SIZE)
    .map((p) => p.name);
}

function shownNames(): string[] {
  const list = screen.queryByRole('list');
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent ?? '');
}

async function expectCards(pages: number) {
  const names = expectedNames(pages);
  await waitFor(() => expect(shownNames()).toHaveLength(names.length));
  expect(shownNames()).toEqual(names);
}

let fetchSpy: MockInstance<typeof fetch>;
/** The pages the widget asked the server for, in order. */
function requestedPages(): number[] {
  return fetchSpy.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === '/productsInfinit/load')
    .map((url) => Number(url.searchParams.get('page')));
}

function goTo(path: string, state: unknown = null) {
  window.history.replaceState(state, '', path);
}

beforeEach(() => {
  setAuth({ status: 'unknown' });
  forgetWishlist();
  setWishlistCount(0);
  goTo('/');
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

describe('product-listing', () => {
  it('shows the first page of products, then the next when the sentinel is fully visible', async () => {
    render(<ProductListing {...props({ title: 'Just for you', headingLevel: 2 })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Just for you' })).toBeInTheDocument();
    await expectCards(1);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(PAGE_SIZE);
    await sentinelWatched();
    // SPEC §9: threshold 1, fully visible.
    expect(liveObservers()[0]!.thresholds).toEqual([1]);

    backend.fault({ route: '/productsInfinit/load', delayMs: 150, times: 1 });
    showSentinel(1);
    expect(await screen.findByText('Loading more products…')).toBeInTheDocument();
    expect(screen.getByText('Loading more products…').closest('[role="status"]')).not.toBeNull();
    await expectCards(2);
    expect(screen.queryByText('Loading more products…')).not.toBeInTheDocument();
    expect(requestedPages()).toEqual([1, 2]);
    expect(window.location.search).toBe('?pages=2');
  });

  it('does not load while a page is loading, when the sentinel is only partly visible, nor the same page twice', async () => {
    render(<ProductListing {...props()} />);
    await expectCards(1);
    await sentinelWatched();

    showSentinel(0.5);
    expect(requestedPages()).toEqual([1]);

    backend.fault({ route: '/productsInfinit/load', delayMs: 200, times: 1 });
    showSentinel(1);
    showSentinel(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show more products' }));
    await screen.findByText('Loading more products…');
    showSentinel(1);
    await expectCards(2);
    expect(requestedPages()).toEqual([1, 2]);
  });

  it('asks for the next page when a scroll ends with the sentinel fully visible, if no notification came', async () => {
    render(<ProductListing {...props()} />);
    await expectCards(1);
    await sentinelWatched();
    const sentinel = document.querySelector('.shop-pl__sentinel')!;
    const at = (top: number) =>
      vi.spyOn(sentinel, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 1, left: 0, right: 300, width: 300, height: 1, x: 0, y: top } as DOMRect);

    at(window.innerHeight + 40);
    act(() => void window.dispatchEvent(new Event('scrollend')));
    expect(requestedPages()).toEqual([1]);

    at(window.innerHeight - 200);
    act(() => void window.dispatchEvent(new Event('scrollend')));
    await expectCards(2);
    expect(requestedPages()).toEqual([1, 2]);
  });

  it('stops at the last page', async () => {
    goTo('/?pages=6');
    render(<ProductListing {...props()} />);
    await expectCards(6);
    await sentinelWatched();
    showSentinel(1);
    await waitFor(() => expect(shownNames()).toHaveLength(75));
    expect(shownNames()).toEqual(expectedNames(7));
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
    showSentinel(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestedPages().filter((page) => page > 7)).toEqual([]);
    expect(requestedPages().filter((page) => page === 7)).toHaveLength(1);
    expect(window.location.search).toBe('?pages=7');
  });

  it('tells screen readers each card\'s place in the list, and the list\'s size once the last page is in', async () => {
    // A long visit drops cards far from the screen (use-card-window.ts): each card says its place itself.
    goTo('/?pages=6');
    render(<ProductListing {...props()} />);
    await expectCards(6);
    const items = () => within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items().map((item) => item.getAttribute('aria-posinset'))).toEqual(Array.from({ length: 72 }, (_, i) => String(i + 1)));
    // More pages to come: the size is not known yet (WAI-ARIA: -1).
    expect(new Set(items().map((item) => item.getAttribute('aria-setsize')))).toEqual(new Set(['-1']));
    await sentinelWatched();
    showSentinel(1);
    await waitFor(() => expect(items()).toHaveLength(75));
    expect(new Set(items().map((item) => item.getAttribute('aria-setsize')))).toEqual(new Set(['75']));
    expect(items().at(-1)).toHaveAttribute('aria-posinset', '75');
  });

  it('restores ?pages=N with the same cards and the saved scroll position, keeping other parameters', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo');
    goTo('/?utm_source=mail&pages=3', { host: 'kept', shopListingScrollY: 1800 });
    render(<ProductListing {...props()} />);
    await expectCards(3);
    expect(requestedPages().sort()).toEqual([1, 2, 3]);
    expect(window.location.search).toBe('?utm_source=mail&pages=3');
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(0, 1800));
    expect(window.history.state).toMatchObject({ host: 'kept' });

    // Scrolling afterwards is remembered in the history entry (throttled).
    act(() => {
      window.scrollTo(0, 2400);
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(window.history.state).toEqual({ host: 'kept', shopListingScrollY: 2400 }), {
      timeout: 1500,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Show more products' }));
    await expectCards(4);
    expect(window.location.search).toBe('?utm_source=mail&pages=4');
  });

  it('caps a huge ?pages and ignores nonsense', async () => {
    goTo('/?pages=500');
    const { unmount } = render(<ProductListing {...props()} />);
    await expectCards(7);
    expect(Math.max(...requestedPages())).toBe(20);
    expect(window.location.search).toBe('?pages=7');
    unmount();

    goTo('/?pages=abc');
    fetchSpy.mockClear();
    render(<ProductListing {...props()} />);
    await expectCards(1);
    expect(requestedPages()).toEqual([1]);
    expect(window.location.search).toBe('');
  });

  it('"Show more products" loads the next page and takes keyboard focus to the first new card', async () => {
    const user = userEvent.setup();
    render(<ProductListing {...props()} />);
    await expectCards(1);
    const more = screen.getByRole('button', { name: 'Show more products' });
    more.focus();
    await user.keyboard('{Enter}');
    await expectCards(2);
    const thirteenth = within(screen.getByRole('list')).getAllByRole('listitem')[PAGE_SIZE]!;
    await waitFor(() => expect(within(thirteenth).getByRole('link')).toHaveFocus());
    expect(screen.getByText('24 products shown.')).toBeInTheDocument();
  });

  it('"Show more products" pressed while the scroll is loading that page asks nothing twice, and focus goes to the new cards', async () => {
    const user = userEvent.setup();
    render(<ProductListing {...props()} />);
    await expectCards(1);
    await sentinelWatched();
    backend.fault({ route: '/productsInfinit/load', delayMs: 300, times: 1 });
    showSentinel(1);
    expect(await screen.findByText('Loading more products…')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Show more products' });
    expect(more).toHaveAttribute('aria-disabled', 'true');
    more.focus();
    await user.keyboard('{Enter}');
    await expectCards(2);
    const thirteenth = within(screen.getByRole('list')).getAllByRole('listitem')[PAGE_SIZE]!;
    await waitFor(() => expect(within(thirteenth).getByRole('link')).toHaveFocus());
    expect(requestedPages()).toEqual([1, 2]);
  });

  it('a failed page keeps the cards shown and offers to try again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ProductListing {...props()} />);
    await expectCards(1);
    backend.fault({ route: '/productsInfinit/load', status: 500, times: 1 });
    const more = screen.getByRole('button', { name: 'Show more products' });
    await user.click(more);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED);
    expect(shownNames()).toEqual(expectedNames(1));
    // No automatic retry on scroll after a failure: the shopper decides.
    showSentinel(1);
    expect(requestedPages()).toEqual([1, 2]);

    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toBe(more);
    await user.click(retry);
    await expectCards(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more products' })).toBeInTheDocument();
  });

  it.each([
    ['a server error', { status: 500 }],
    ['a body of the wrong shape', { body: 'wrong-shape' as const }],
  ])('the first page failing (%s) shows the message in place of the grid', async (_, fault) => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.fault({ route: '/productsInfinit/load', ...fault, times: 1 });
    render(<ProductListing {...props()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('No products found.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await expectCards(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const firstCard = within(screen.getByRole('list')).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(within(firstCard).getByRole('link')).toHaveFocus());
  });

  it("says 'No products found.' when the shop has none", async () => {
    for (const product of backend.store.data.products) product.is_active = false;
    render(<ProductListing {...props({ title: 'Just for you' })} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'No products found.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hearts on the cards use the shared wishlist action', async () => {
    const user = userEvent.setup();
    await backend.signInAs(2);
    render(<ProductListing {...props()} />);
    await expectCards(1);
    const first = backend.store.data.products.find((p) => p.name === expectedNames(1)[0])!;
    const heart = screen.getByRole('button', { name: `Save ${first.name} to wishlist` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(await screen.findByText(`${first.name} added to wishlist!`)).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    const rows = backend.store.data.wishlists.filter((row) => row.user_id === 2);
    expect(rows.map((row) => row.product_id)).toContain(first.id);
    expect(wishlistCount.value).toBe(rows.length);
  });

  it('a guest tapping a heart is asked to sign in', async () => {
    const user = userEvent.setup();
    const requested = vi.fn();
    document.addEventListener(LOGIN_REQUESTED_EVENT, requested);
    render(<ProductListing {...props()} />);
    await expectCards(1);
    await user.click(screen.getByRole('button', { name: `Save ${expectedNames(1)[0]} to wishlist` }));
    expect(requested).toHaveBeenCalledTimes(1);
    document.removeEventListener(LOGIN_REQUESTED_EVENT, requested);
  });

  it('releases its observer and listeners when unmounted', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<ProductListing {...props()} />);
    await expectCards(1);
    await waitFor(() => expect(added).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true }));
    unmount();
    expect(FakeObserver.all.length).toBeGreaterThan(0);
    expect(FakeObserver.all.every((observer) => observer.disconnected)).toBe(true);
    const listeners = (calls: unknown[][]) => calls.filter(([type]) => type === 'scroll' || type === 'scrollend' || type === 'pagehide').map(([, fn]) => fn);
    expect(listeners(removed.mock.calls)).toEqual(expect.arrayContaining(listeners(added.mock.calls)));
  });
});
