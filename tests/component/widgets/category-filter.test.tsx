import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryTree, filterOptions } from '../../../demo-pages/backend/presenters-home';
import { categoryProducts } from '../../../demo-pages/backend/routes/filters';
import { createMounter } from '../../../shared/core/runtime/mounter';
import widget from '../../../widgets/category-filter/category-filter-widget';
import { startBackend } from '../../helpers/backend';
import { box, resultsStatus, setUrl, settled, shownNames, sidebar } from '../../helpers/filter-page';
import { scanAndWait } from '../../helpers/scan';

const { Component: CategoryFilter, propsSchema } = widget;
const backend = startBackend();

const category = (slug: string) => backend.store.data.categories.find((row) => row.slug === slug)!;
const brandNamed = (name: string) => backend.store.data.brands.find((row) => row.name === name)!;

/** What the server prints for `/category/{slug}`: the tree, the lists, the products of `query`. */
function props(slug: string, query: Partial<Parameters<typeof categoryProducts>[2]> = {}) {
  const store = backend.store;
  const { id } = category(slug);
  return v.parse(propsSchema, {
    category: { id, slug },
    categories: categoryTree(store),
    ...filterOptions(store),
    products: categoryProducts(store, id, { categories: [id], brands: [], collections: [], sort: 'newest', ...query }),
  });
}

/** The names the server gives for a query, in its order. */
function expectedNames(slug: string, query: Partial<Parameters<typeof categoryProducts>[2]>) {
  return categoryProducts(backend.store, category(slug).id, {
    categories: [],
    brands: [],
    collections: [],
    sort: 'newest',
    ...query,
  }).map((card) => card.name);
}

function show(slug: string) {
  setUrl(backend.origin, `/category/${slug}`);
  const user = userEvent.setup();
  render(<CategoryFilter {...props(slug)} />);
  return user;
}


afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('category filter: the tree (SPEC §4 filter pages)', () => {
  it("ticks the page's category with everything below it, opens its branch, and shows its products", () => {
    show('tea');
    expect(box('Tea')).toBeChecked();
    for (const leaf of ['Black Tea', 'Green & Herbal Tea', 'Tea Gift Packs']) expect(box(leaf)).toBeChecked();
    // Its parent shows a dash: part of it is ticked.
    expect(box('Groceries & Tea')).not.toBeChecked();
    expect((box('Groceries & Tea') as HTMLInputElement).indeterminate).toBe(true);
    expect(within(sidebar()).getByRole('button', { name: 'Tea: sub-categories' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar()).getByRole('button', { name: 'Fashion: sub-categories' })).toHaveAttribute('aria-expanded', 'false');
    expect(shownNames()).toEqual(expectedNames('tea', {}));
    expect(screen.getByRole('status')).toHaveTextContent(`${expectedNames('tea', {}).length} products`);
    // Nothing to clear yet.
    expect(screen.queryByRole('group', { name: 'Applied filters' })).not.toBeInTheDocument();
  });

  it('ticking a parent ticks all its children and shows their products; unticking one child unticks the parent', async () => {
    const user = show('tea');
    await user.click(within(sidebar()).getByRole('button', { name: 'Spices & Condiments: sub-categories' }));
    await user.click(box('Groceries & Tea'));
    for (const name of ['Groceries & Tea', 'Tea', 'Spices & Condiments', 'Pantry Staples']) expect(box(name)).toBeChecked();
    const groceries = category('groceries');
    await waitFor(() => expect(window.location.search).toBe(`?categories=${groceries.id}`));
    await settled();
    expect(shownNames()).toEqual(expectedNames('tea', { categories: [groceries.id] }));

    const spices = backend.store.data.categories.filter((row) => row.parent_id === category('spices').id);
    await user.click(box(spices[0]!.name));
    expect(box('Spices & Condiments')).not.toBeChecked();
    expect(box('Groceries & Tea')).not.toBeChecked();
    expect(box('Tea')).toBeChecked();
    await user.click(box(spices[0]!.name));
    // Every child ticked again: the parents are ticked again.
    expect(box('Spices & Condiments')).toBeChecked();
    expect(box('Groceries & Tea')).toBeChecked();
  });

  it('opens and closes a branch with its own button and the keyboard', async () => {
    const user = show('tea');
    const toggle = within(sidebar()).getByRole('button', { name: 'Fashion: sub-categories' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(box("Women's Wear")).toBeVisible();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar()).queryByRole('checkbox', { name: "Women's Wear" })).not.toBeInTheDocument();
  });
});

describe('category filter: brands, chips, sort and the address', () => {
  it('a brand narrows the grid, shows as a chip, and the chip and Clear all take it away', async () => {
    const user = show('groceries');
    const [first] = backend.store.data.products.filter((p) => p.is_active && p.category_id === category('black-tea').id);
    const brand = backend.store.data.brands.find((row) => row.id === first!.brand_id)!;
    await user.click(box(brand.name));
    await settled();
    expect(shownNames()).toEqual(expectedNames('groceries', { brands: [brand.id] }));
    await waitFor(() => expect(window.location.search).toBe(`?brands=${brand.id}`));

    const chips = screen.getByRole('group', { name: 'Applied filters' });
    await user.click(within(chips).getByRole('button', { name: `Remove filter: ${brand.name}` }));
    expect(box(brand.name)).not.toBeChecked();
    await waitFor(() => expect(window.location.search).toBe(''));
    await settled();
    expect(shownNames()).toEqual(expectedNames('groceries', {}));
    // The last chip gone, the focus lands on the results, not on the page's top.
    expect(document.activeElement).toHaveClass('shop-filters__focus-target');

    await user.click(box(brand.name));
    await user.click(box('Tea'));
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(box(brand.name)).not.toBeChecked();
    expect(box('Groceries & Tea')).toBeChecked();
    await waitFor(() => expect(window.location.search).toBe(''));
    await settled();
    expect(shownNames()).toEqual(expectedNames('groceries', {}));
  });

  it('sorts by price, and the sort lives in the address', async () => {
    const user = show('groceries');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await waitFor(() => expect(window.location.search).toBe('?sort=price_asc'));
    await settled();
    expect(shownNames()).toEqual(expectedNames('groceries', { sort: 'price_asc' }));
  });

  it('reads its filters from the address, and Back steps to the filters before', async () => {
    const brand = brandNamed('Highland Leaf Tea');
    setUrl(backend.origin, `/category/groceries?brands=${brand.id},oops&sort=name_asc`);
    const user = userEvent.setup();
    render(<CategoryFilter {...props('groceries', { brands: [brand.id], sort: 'name_asc' })} />);
    expect(box(brand.name)).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('name_asc');
    await settled();
    expect(shownNames()).toEqual(expectedNames('groceries', { brands: [brand.id], sort: 'name_asc' }));

    // Everything under the page's category is ticked: this unticks one branch.
    await user.click(box('Spices & Condiments'));
    expect(box('Groceries & Tea')).not.toBeChecked();
    const rest = [category('tea').id, category('pantry-staples').id];
    await waitFor(() => expect(window.location.search).toBe(`?brands=${brand.id}&sort=name_asc&categories=${rest.join(',')}`));
    await settled();
    const narrowed = expectedNames('groceries', { brands: [brand.id], sort: 'name_asc', categories: rest });
    expect(shownNames()).toEqual(narrowed);
    expect(narrowed.length).toBeGreaterThan(0);

    // happy-dom's history.back() does not step through pushed entries: do what the browser
    // does on Back (the address goes back, then popstate). The browser test presses Back.
    act(() => {
      window.history.replaceState(null, '', `/category/groceries?brands=${brand.id}&sort=name_asc`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(box('Groceries & Tea')).toBeChecked());
    expect(box(brand.name)).toBeChecked();
    await settled();
    expect(shownNames()).toEqual(expectedNames('groceries', { brands: [brand.id], sort: 'name_asc' }));
  });

  it("says 'No products found.' when nothing matches", async () => {
    const user = show('tea');
    const brand = backend.store.data.brands.find(
      (row) => !backend.store.data.products.some((p) => p.brand_id === row.id && expectedNames('tea', {}).includes(p.name)),
    )!;
    await user.click(box(brand.name));
    expect(await screen.findByRole('heading', { name: 'No products found.' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 products');
  });
});

describe('category filter: answers out of order and failures (SPEC §8)', () => {
  it('only the newest answer reaches the grid: a slow older one never overwrites it', async () => {
    const user = show('tea');
    backend.fault({ route: '/category/:slug/products', delayMs: 400, times: 1 });
    await user.click(box('Black Tea'));
    // The second change's answer comes at once, long before the first one's.
    await user.click(box('Spices & Condiments'));
    const ids = ['green-herbal-tea', 'tea-gift-packs', 'spices'].map((slug) => category(slug).id);
    const wanted = expectedNames('tea', { categories: ids });
    await waitFor(() => expect(shownNames()).toEqual(wanted));
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(shownNames()).toEqual(wanted);
    expect(screen.getByRole('status')).toHaveTextContent(`${wanted.length} products`);
  });

  it('the grid dims only while an answer keeps the shopper waiting, and says it is updating at once', async () => {
    const user = show('tea');
    const results = () => document.querySelector('.shop-filters__results')!;
    backend.fault({ route: '/category/:slug/products', delayMs: 800, times: 1 });
    await user.click(box('Black Tea'));
    expect(resultsStatus()).toHaveTextContent('Updating products…');
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(results()).not.toHaveClass('shop-filters__results--busy');
    await waitFor(() => expect(results()).toHaveClass('shop-filters__results--busy'));
    await settled();
    expect(results()).not.toHaveClass('shop-filters__results--busy');
    expect(results()).toHaveAttribute('aria-busy', 'false');
  });

  it('a failed call is only logged: the grid keeps the last products and stops looking busy', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = show('tea');
    const before = shownNames();
    backend.fault({ route: '/category/:slug/products', status: 500 });
    await user.click(box('Black Tea'));
    // After ky's two tries again (0.3 s, 0.6 s): about a second, more on a busy machine.
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('Error fetching filtered products'), expect.anything()), {
      timeout: 5_000,
    });
    expect(shownNames()).toEqual(before);
    expect(screen.getByRole('status')).toHaveTextContent(`${before.length} products`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('malformed props show the runtime note, naming the failing path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mounter = createMounter({
      registry: { 'category-filter': () => import('../../../widgets/category-filter/category-filter-widget') },
    });
    document.body.innerHTML = `<div data-widget="category-filter"><script type="application/json">${JSON.stringify({
      ...props('tea'),
      category: { id: 2 },
    })}</script></div>`;
    try {
      await scanAndWait(mounter);
      expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be shown.');
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/widget "category-filter": invalid props at "category.slug"/));
    } finally {
      act(() => mounter.unmountAll());
      document.body.innerHTML = '';
    }
  });
});
