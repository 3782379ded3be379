import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { setAuth } from '../../../shared/core/stores/auth';
import { LOGIN_REQUESTED_EVENT } from '../../../shared/core/stores/login';
import { forgetWishlist } from '../../../shared/catalogue/stores/wishlist-toggle';
import recommendedProducts from '../../../widgets/recommended-products/recommended-products-widget';
import { startBackend } from '../../helpers/backend';

const backend = startBackend();
const { Component: RecommendedProducts } = recommendedProducts;
const NIMAL = SEED_IDS.customer;

beforeEach(() => {
  setAuth({ status: 'unknown' });
  forgetWishlist();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function categoryId(slug: string): number {
  return backend.store.data.categories.find((category) => category.slug === slug)!.id;
}

/** The active products of a category and every category below it, from the live store. */
function productsUnder(id: number) {
  const ids = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const category of backend.store.data.categories) {
      if (category.parent_id !== null && ids.has(category.parent_id) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return backend.store.data.products.filter((product) => product.is_active && ids.has(product.category_id));
}

function cardNames() {
  return screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

/** happy-dom lays nothing out: give the strip a width, a content width and a position. */
function layOut(track: HTMLElement, metrics: { clientWidth: number; scrollWidth: number; scrollLeft: number }) {
  for (const [name, value] of Object.entries(metrics)) {
    Object.defineProperty(track, name, { value, configurable: true, writable: true });
  }
  fireEvent.scroll(track);
}

describe('recommended-products', () => {
  it('shows the cards of the category (and its sub-categories), each linking to its product', async () => {
    const womensWear = categoryId('womens-wear');
    const expected = productsUnder(womensWear);
    expect(expected.length).toBeGreaterThan(5);
    render(<RecommendedProducts categoryId={womensWear} />);

    const strip = await screen.findByRole('region', { name: 'Recommended for you' });
    await within(strip).findAllByRole('article');
    expect(cardNames().sort()).toEqual(expected.map((product) => product.name).sort());
    for (const product of expected) {
      expect(within(strip).getByRole('link', { name: product.name })).toHaveAttribute('href', `/products/${product.id}`);
    }
    expect(within(strip).getByRole('list')).toContainElement(screen.getAllByRole('article')[0]!);
  });

  it('leaves out the product of the page, and uses the title it is given', async () => {
    const womensWear = categoryId('womens-wear');
    const [excluded, ...rest] = productsUnder(womensWear);
    render(<RecommendedProducts categoryId={womensWear} excludeProductId={excluded!.id} title="You may also like" />);

    await screen.findByRole('region', { name: 'You may also like' });
    await screen.findAllByRole('article');
    expect(cardNames().sort()).toEqual(rest.map((product) => product.name).sort());
    expect(screen.queryByRole('link', { name: excluded!.name })).not.toBeInTheDocument();
  });

  it('renders nothing when nothing is left to recommend', async () => {
    const giftPacks = categoryId('tea-gift-packs');
    const [only] = productsUnder(giftPacks);
    expect(productsUnder(giftPacks)).toHaveLength(1);
    const { container } = render(<RecommendedProducts categoryId={giftPacks} excludeProductId={only!.id} />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('shows card skeletons and a hidden status while loading', async () => {
    backend.fault({ route: '/api/products/recommended/:categoryId', method: 'GET', delayMs: 300, times: 1 });
    const { container } = render(<RecommendedProducts categoryId={categoryId('womens-wear')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading recommendations…');
    expect(container.querySelector('[aria-hidden="true"] .shop-card-skeleton')).not.toBeNull();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pages with previous/next buttons that are disabled at the ends', async () => {
    const scrollBy = vi.spyOn(Element.prototype, 'scrollBy').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<RecommendedProducts categoryId={categoryId('womens-wear')} />);
    await screen.findAllByRole('article');
    // Everything fits (happy-dom's zero sizes): no buttons at all.
    expect(screen.queryByRole('button', { name: 'Next products' })).not.toBeInTheDocument();

    const track = screen.getByRole('list');
    layOut(track, { clientWidth: 400, scrollWidth: 1200, scrollLeft: 0 });
    const previous = screen.getByRole('button', { name: 'Previous products' });
    const next = screen.getByRole('button', { name: 'Next products' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    expect(next).toHaveAttribute('aria-controls', track.id);

    await user.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();
    await user.click(next);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy.mock.contexts[0]).toBe(track);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 400 });

    layOut(track, { clientWidth: 400, scrollWidth: 1200, scrollLeft: 400 });
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    expect(next).toHaveAttribute('aria-disabled', 'false');

    layOut(track, { clientWidth: 400, scrollWidth: 1200, scrollLeft: 799.5 });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    await user.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -400 });
  });

  it('lets the keyboard reach both buttons, then every card link and heart in order', async () => {
    const expected = productsUnder(categoryId('womens-wear'));
    const user = userEvent.setup();
    render(<RecommendedProducts categoryId={categoryId('womens-wear')} />);
    await screen.findAllByRole('article');
    layOut(screen.getByRole('list'), { clientWidth: 400, scrollWidth: 1200, scrollLeft: 0 });

    const names: string[] = [];
    for (let i = 0; i < 2 + expected.length * 2; i += 1) {
      await user.tab();
      const focused = document.activeElement as HTMLElement;
      names.push(focused.getAttribute('aria-label') ?? focused.textContent ?? '');
    }
    const cards = cardNames();
    expect(names).toEqual([
      'Previous products',
      'Next products',
      ...cards.flatMap((name) => [name, `Save ${name} to wishlist`]),
    ]);
  });

  it('asks a guest to sign in when a heart is pressed, and saves nothing', async () => {
    setAuth({ status: 'guest' });
    const requested = vi.fn();
    document.addEventListener(LOGIN_REQUESTED_EVENT, requested);
    const before = backend.store.data.wishlists.length;
    const user = userEvent.setup();
    render(<RecommendedProducts categoryId={categoryId('womens-wear')} />);
    const [first] = await screen.findAllByRole('article');
    const name = within(first!).getByRole('heading').textContent!;

    await user.click(within(first!).getByRole('button', { name: `Save ${name} to wishlist` }));
    expect(requested).toHaveBeenCalledTimes(1);
    expect(backend.store.data.wishlists).toHaveLength(before);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    document.removeEventListener(LOGIN_REQUESTED_EVENT, requested);
  });

  it('adds and removes a signed-in shopper’s wishlist item with the SPEC alerts', async () => {
    await backend.signInAs(NIMAL);
    const saved = new Set(
      backend.store.data.wishlists.filter((row) => row.user_id === NIMAL).map((row) => row.product_id),
    );
    const product = productsUnder(categoryId('womens-wear')).find((candidate) => !saved.has(candidate.id))!;
    const user = userEvent.setup();
    render(<RecommendedProducts categoryId={categoryId('womens-wear')} />);
    const heart = await screen.findByRole('button', { name: `Save ${product.name} to wishlist` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(await screen.findByRole('status')).toHaveTextContent(`${product.name} added to wishlist!`);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(
      backend.store.data.wishlists.some((row) => row.user_id === NIMAL && row.product_id === product.id),
    ).toBe(true);

    await user.click(heart);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${product.name} removed from wishlist!`);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(
      backend.store.data.wishlists.some((row) => row.user_id === NIMAL && row.product_id === product.id),
    ).toBe(false);
  });

  it('fails silently: logs the failure and renders nothing', async () => {
    backend.fault({ route: '/api/products/recommended/:categoryId', method: 'GET', status: 500 });
    const { container } = render(<RecommendedProducts categoryId={categoryId('womens-wear')} />);
    await waitFor(
      () =>
        expect(console.error).toHaveBeenCalledWith(
          '[shop-widgets] recommended products could not be loaded',
          expect.anything(),
        ),
      { timeout: 4000 },
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('releases its scroll listener and size observer on unmount', async () => {
    const observers: { disconnect: ReturnType<typeof vi.fn> }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = vi.fn();
        unobserve = vi.fn();
        disconnect = vi.fn();
        constructor() {
          observers.push(this);
        }
      },
    );
    const { unmount } = render(<RecommendedProducts categoryId={categoryId('womens-wear')} />);
    await screen.findAllByRole('article');
    const track = screen.getByRole('list');
    const removed = vi.spyOn(track, 'removeEventListener');
    unmount();
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function));
    expect(observers.length).toBeGreaterThan(0);
    for (const observer of observers) expect(observer.disconnect).toHaveBeenCalled();
  });
});
