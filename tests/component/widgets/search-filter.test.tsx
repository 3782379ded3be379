import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchResults } from '../../../demo-pages/backend/routes/filters';
import type { ProductFilters } from '../../../shared/filters/api/filters';
import { createMounter } from '../../../shared/core/runtime/mounter';
import widget from '../../../widgets/search-filter/search-filter-widget';
import { startBackend } from '../../helpers/backend';
import { setUrl, sidebar, box, shownNames, settled } from '../../helpers/filter-page';
import { scanAndWait } from '../../helpers/scan';

const { Component: SearchFilter, propsSchema } = widget;
const backend = startBackend();

const category = (slug: string) => backend.store.data.categories.find((row) => row.slug === slug)!;
const brandNamed = (name: string) => backend.store.data.brands.find((row) => row.name === name)!;

/** The names the server answers for a keyword and filters, in its order. */
const expectedNames = (search: string, filters: Partial<ProductFilters> = {}) =>
  searchResults(backend.store, filters, search).map((card) => card.name);

function show(url: string, props: Record<string, unknown> = {}) {
  setUrl(backend.origin, url);
  const user = userEvent.setup();
  render(<SearchFilter {...v.parse(propsSchema, props)} />);
  return user;
}


afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('search filter page (SPEC §2 "Filter page with search")', () => {
  it('loads the sidebar and the matches, under \'{n} Results for "{keyword}"\'', async () => {
    show('/search?search=tea', { search: 'tea' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Searching for "tea"…');
    expect(screen.getByText('Loading filters…')).toBeInTheDocument();
    const wanted = expectedNames('tea');
    expect(wanted.length).toBeGreaterThan(3);
    expect(await screen.findByRole('heading', { level: 1, name: `${wanted.length} Results for "tea"` })).toBeInTheDocument();
    await settled();
    expect(shownNames()).toEqual(wanted.slice(0, 24));
    // The three-level tree with checkboxes, the brands and the collections.
    expect(await within(sidebar()).findByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(box('Groceries & Tea')).not.toBeChecked();
    expect(within(sidebar()).getByRole('group', { name: 'Brands' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('group', { name: 'Collections' })).toBeInTheDocument();
  });

  it('without a keyword the heading says all products; the page ids tick their filters', async () => {
    const brand = brandNamed('Highland Leaf Tea');
    show('/search', { categoryId: category('tea').id, brandId: brand.id });
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
    await settled();
    expect(shownNames()).toEqual(expectedNames('', { categories: [category('tea').id], brands: [brand.id] }));
    await waitFor(() => expect(box('Tea')).toBeChecked());
    expect(box('Black Tea')).toBeChecked();
    expect(box(brand.name)).toBeChecked();
    // The page's start is not repeated in the address.
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('ticking a parent ticks its children, filters the grid, and the filters live in the address', async () => {
    const user = show('/search?search=tea', { search: 'tea' });
    await settled();
    await user.click(await within(sidebar()).findByRole('checkbox', { name: 'Groceries & Tea' }));
    await user.click(within(sidebar()).getByRole('button', { name: 'Groceries & Tea: sub-categories' }));
    expect(box('Tea')).toBeChecked();
    expect(box('Spices & Condiments')).toBeChecked();
    const groceries = category('groceries').id;
    await waitFor(() => expect(window.location.search).toBe(`?search=tea&categories=${groceries}`));
    await settled();
    const wanted = expectedNames('tea', { categories: [groceries] });
    expect(shownNames()).toEqual(wanted.slice(0, 24));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${wanted.length} Results for "tea"`);

    const chips = screen.getByRole('group', { name: 'Applied filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Groceries & Tea' }));
    expect(box('Groceries & Tea')).not.toBeChecked();
    await waitFor(() => expect(window.location.search).toBe('?search=tea'));
    await settled();
    expect(shownNames()).toEqual(expectedNames('tea').slice(0, 24));
  });

  it("says 'No products found.' when nothing matches", async () => {
    show('/search?search=zzzz', { search: 'zzzz' });
    expect(await screen.findByRole('heading', { name: 'No products found.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('0 Results for "zzzz"');
  });

  it('only the newest answer reaches the grid: a slow older one never overwrites it', async () => {
    const user = show('/search?search=tea', { search: 'tea' });
    await settled();
    await within(sidebar()).findByRole('group', { name: 'Brands' });
    backend.fault({ route: '/filter-products', delayMs: 400, times: 1 });
    const [first, second] = [brandNamed('Highland Leaf Tea'), brandNamed('Ceylon Spice Co.')];
    await user.click(box(first.name));
    // The second change's answer comes at once, long before the first one's.
    await user.click(box(second.name));
    const all = expectedNames('tea', { brands: [first.id, second.id] });
    expect(all.length).toBeGreaterThan(expectedNames('tea', { brands: [first.id] }).length);
    await waitFor(() => expect(shownNames()).toEqual(all));
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(shownNames()).toEqual(all);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${all.length} Results for "tea"`);
  });

  it('a failed change is only logged: the grid keeps the last products (SPEC §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = show('/search?search=tea', { search: 'tea' });
    await settled();
    const before = shownNames();
    backend.fault({ route: '/filter-products', status: 500 });
    await user.click(await within(sidebar()).findByRole('checkbox', { name: 'Highland Leaf Tea' }));
    // After ky's two tries again (0.3 s, 0.6 s): about a second, more on a busy machine.
    await waitFor(
      () => expect(logged).toHaveBeenCalledWith(expect.stringContaining('Error fetching filtered products'), expect.anything()),
      { timeout: 5_000 },
    );
    expect(shownNames()).toEqual(before);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed first load says so and Try again loads the matches; a failed sidebar too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A wrong-shaped answer (a GET that failed with a 5xx is retried first; this is not).
    backend.fault({ route: '/filter-products', body: 'wrong-shape', times: 1 });
    backend.fault({ route: '/sidebar-filter-info', body: 'malformed', times: 1 });
    const user = show('/search?search=tea', { search: 'tea' });
    await waitFor(() =>
      expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'The filters could not be loaded. Please try again.',
        'The products could not be loaded. Please try again.',
      ]),
    );
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry);
    await settled();
    expect(shownNames()).toEqual(expectedNames('tea').slice(0, 24));
    expect(await within(sidebar()).findByRole('group', { name: 'Brands' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('malformed props show the runtime note, naming the failing path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mounter = createMounter({
      registry: { 'search-filter': () => import('../../../widgets/search-filter/search-filter-widget') },
    });
    document.body.innerHTML = `<div data-widget="search-filter" data-props='{"search":"tea","brandId":"two"}'></div>`;
    try {
      await scanAndWait(mounter);
      expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be shown.');
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/widget "search-filter": invalid props at "brandId"/));
    } finally {
      act(() => mounter.unmountAll());
      document.body.innerHTML = '';
    }
  });
});
