import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMounter, type Mounter } from '../../../shared/core/runtime/mounter';
import { registry } from '../../../widgets/registry';
import widget from '../../../widgets/home-blocks/home-blocks-widget';
import { scanAndWait } from '../../helpers/scan';

const { Component: HomeBlocks, propsSchema } = widget;

const BLOCKS = [
  {
    kind: 'products',
    title: 'Top Deals',
    items: [
      { id: 7, name: 'Ceylon tea', image: '/storage/product_images/tea.svg', slug: 'ceylon-tea', price: 1000, originalPrice: 1250, discount: 20 },
      { id: 8, name: 'Red rice', image: null, slug: 'red-rice', price: 450, originalPrice: 400, discount: 0 },
      { id: 9, name: 'Mystery box', image: null, slug: null },
    ],
  },
  {
    kind: 'collections',
    title: 'Shop by Collection',
    items: [
      { id: 3, name: 'Avurudu', image: '/storage/collection_images/avurudu.svg', slug: 'home & living', discount: 15 },
      { id: 4, name: 'Monsoon', image: null, slug: null },
    ],
  },
  {
    kind: 'banners',
    title: 'Discover',
    items: [
      { id: 1, name: 'Tea country', image: '/storage/banner_images/tea.svg', slug: '/category/tea' },
      { id: 2, name: 'Sneaky', image: null, slug: 'javascript:alert(1)' },
    ],
  },
];

let wide = false;
let reduced = false;
beforeEach(() => {
  wide = false;
  reduced = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: (query.includes('min-width: 1024px') && wide) || (query.includes('reduce') && reduced),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => vi.unstubAllGlobals());

const show = (blocks: unknown = BLOCKS) => render(<HomeBlocks {...v.parse(propsSchema, { blocks })} />);
const block = (name: string) => screen.getByRole('region', { name });
const linkIn = (region: HTMLElement, name: string | RegExp) => within(region).getByRole('link', { name });

/** The carousel loads on demand (with Swiper): wait for its buttons' bar. */
async function carousel(blocks: unknown = BLOCKS) {
  const view = show(blocks);
  await screen.findByText(/^Block 1 of/);
  return view;
}

describe('home blocks on large screens (SPEC §2, from 1024 px)', () => {
  beforeEach(() => {
    wide = true;
  });

  it('shows every block side by side as a titled card, with no carousel buttons', () => {
    show();
    for (const title of ['Top Deals', 'Shop by Collection', 'Discover']) {
      expect(within(block(title)).getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    expect(screen.queryByRole('button', { name: 'Next block' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Block 1 of/)).not.toBeInTheDocument();
  });

  it("loads the first block's pictures with the page and the others only near the screen", () => {
    show();
    // The first block is in view on every screen: its pictures are the page's largest paint.
    const pictures = (title: string) => [...block(title).querySelectorAll('img')];
    expect(pictures('Top Deals').map((img) => img.getAttribute('loading'))).toEqual([null, null, null]);
    expect(pictures('Shop by Collection').map((img) => img.getAttribute('loading'))).toEqual(['lazy']);
    expect(pictures('Discover').map((img) => img.getAttribute('loading'))).toEqual(['lazy']);
  });

  it('links products to their page, collections to the category filter and safe banners to their slug', () => {
    show();
    expect(linkIn(block('Top Deals'), /Ceylon tea/)).toHaveAttribute('href', '/products/7');
    expect(linkIn(block('Shop by Collection'), /Avurudu/)).toHaveAttribute('href', '/category-filter/home%20%26%20living?collection_id=3');
    expect(linkIn(block('Shop by Collection'), /Monsoon/)).toHaveAttribute('href', '/category-filter/none?collection_id=4');
    expect(linkIn(block('Discover'), /Tea country/)).toHaveAttribute('href', '/category/tea');
    // A slug that is not http(s) or a same-origin path: the tile shows, but leads nowhere.
    expect(within(block('Discover')).getByText('Sneaky')).toBeVisible();
    expect(within(block('Discover')).queryByRole('link', { name: /Sneaky/ })).not.toBeInTheDocument();
  });

  it("shows the '% OFF' badge above 0, the price only when there is one, and the original only when higher", () => {
    show();
    const tea = linkIn(block('Top Deals'), /Ceylon tea/);
    expect(tea).toHaveTextContent('20% OFF');
    expect(tea).toHaveTextContent('LKR 1,000.00');
    expect(within(tea).getByText('LKR 1,250.00', { exact: false }).closest('s')).not.toBeNull();

    const rice = linkIn(block('Top Deals'), /Red rice/);
    expect(rice).toHaveTextContent('LKR 450.00');
    expect(rice).not.toHaveTextContent('OFF');
    expect(rice).not.toHaveTextContent('LKR 400.00');

    const box = linkIn(block('Top Deals'), /Mystery box/);
    expect(box).not.toHaveTextContent('LKR');
    expect(linkIn(block('Shop by Collection'), /Avurudu/)).toHaveTextContent('15% OFF');
    expect(linkIn(block('Shop by Collection'), /Monsoon/)).not.toHaveTextContent('OFF');
  });

  it('shows a missing product picture as /profile/no_image.jpg, and after a failed load too', () => {
    const { container } = show();
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures.find((img) => img.closest('a')?.textContent?.includes('Red rice'))).toHaveAttribute('src', '/profile/no_image.jpg');
    const tea = pictures.find((img) => img.closest('a')?.textContent?.includes('Ceylon tea'))!;
    expect(tea).toHaveAttribute('src', '/storage/product_images/tea.svg');
    act(() => tea.dispatchEvent(new Event('error')));
    expect(tea).toHaveAttribute('src', '/profile/no_image.jpg');
    // Collections and banners without a picture get a neutral tile, not a broken image.
    expect(pictures.some((img) => img.closest('a')?.textContent?.includes('Monsoon'))).toBe(false);
  });

  it('leaves out a block without items, and shows nothing without any', () => {
    show([BLOCKS[0], { ...BLOCKS[1], items: [] }, BLOCKS[2]]);
    expect(screen.queryByRole('region', { name: 'Shop by Collection' })).not.toBeInTheDocument();
    expect(block('Discover')).toBeVisible();
    const { container } = show(BLOCKS.map((b) => ({ ...b, items: [] })));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('home blocks carousel (SPEC §4, under 1024 px)', () => {
  it('starts at the first block with only Next, and stops at the last with only Previous', async () => {
    const user = userEvent.setup();
    await carousel();
    expect(screen.getByText('Block 1 of 3')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Previous block' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next block' }));
    expect(screen.getByText('Block 2 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous block' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next block' }));
    expect(screen.getByText('Block 3 of 3')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next block' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous block' }));
    await user.click(screen.getByRole('button', { name: 'Previous block' }));
    expect(screen.getByText('Block 1 of 3')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Previous block' })).not.toBeInTheDocument();
  });

  // happy-dom's Tab order ignores `inert`: tests/e2e/home-blocks.spec.ts tabs through it in Chromium.
  it('keeps the blocks out of view inert, and only those', async () => {
    const user = userEvent.setup();
    await carousel();
    expect(screen.getByText('Ceylon tea').closest('[inert]')).toBeNull();
    expect(screen.getByText('Avurudu').closest('[inert]')).not.toBeNull();
    expect(screen.getByText('Tea country').closest('[inert]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next block' }));
    const collections = screen.getByRole('region', { name: 'Shop by Collection' });
    expect(collections.closest('[inert]')).toBeNull();
    expect(screen.getByText('Ceylon tea').closest('[inert]')).not.toBeNull();
    expect(screen.getByText('Tea country').closest('[inert]')).not.toBeNull();
  });

  it('links a collection to the collection filter in the carousel', async () => {
    const user = userEvent.setup();
    await carousel();
    await user.click(screen.getByRole('button', { name: 'Next block' }));
    const collections = screen.getByRole('region', { name: 'Shop by Collection' });
    expect(linkIn(collections, /Avurudu/)).toHaveAttribute('href', '/filter/collection/3');
    expect(linkIn(collections, /Monsoon/)).toHaveAttribute('href', '/filter/collection/4');
  });

  it('works by keyboard alone, and hands the focus to Previous when Next goes away at the end', async () => {
    const user = userEvent.setup();
    await carousel();
    screen.getByRole('button', { name: 'Next block' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Block 2 of 3')).toBeVisible();
    await user.keyboard(' ');
    expect(screen.getByText('Block 3 of 3')).toBeVisible();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous block' }));
  });

  it('glides between blocks, and not at all for a shopper who asked for less motion', async () => {
    /** Swiper keeps its instance on its element. */
    const glideMs = () => (document.querySelector('.swiper') as (HTMLElement & { swiper?: { params: { speed: number } } }) | null)?.swiper?.params.speed;
    const first = await carousel();
    expect(glideMs()).toBe(300);
    first.unmount();
    reduced = true;
    await carousel();
    expect(glideMs()).toBe(0);
  });

  it('shows no buttons for a single block', async () => {
    await carousel([BLOCKS[2]]);
    expect(screen.getByText('Block 1 of 1')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('home blocks props (the runtime parses them)', () => {
  let mounter: Mounter | undefined;
  afterEach(() => {
    act(() => mounter?.unmountAll());
    document.body.innerHTML = '';
  });

  it('shows the runtime note for malformed blocks, and the other widgets still mount', async () => {
    wide = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `
      <div data-widget="home-blocks"><script type="application/json">{"blocks":[{"kind":"coupons","title":"?","items":[]}]}</script></div>
      <div data-widget="home-blocks"><script type="application/json">${JSON.stringify({ blocks: [BLOCKS[0]] })}</script></div>`;
    mounter = createMounter({ registry });
    await scanAndWait(mounter);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be shown.');
    expect(await screen.findByRole('region', { name: 'Top Deals' })).toBeVisible();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/widget "home-blocks": invalid props at "blocks/));
  });
});
