import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryTree, filterOptions } from '../../../demo-pages/backend/presenters-home';
import { brandCollectionProducts } from '../../../demo-pages/backend/routes/filters';
import widget from '../../../widgets/collection-filter/collection-filter-widget';
import { startBackend } from '../../helpers/backend';
import { setUrl, sidebar, shownNames, settled } from '../../helpers/filter-page';

const { Component: CollectionFilter, propsSchema } = widget;
const backend = startBackend();

const collection = (title: string) => backend.store.data.collections.find((row) => row.title === title)!;
const category = (slug: string) => backend.store.data.categories.find((row) => row.slug === slug)!;
const names = (filters: { brands?: number[]; collections?: number[] }) =>
  brandCollectionProducts(backend.store, filters).map((card) => card.name);

/** `/category-filter/{slug}?collection_id={id}` as the server prints it. */
function show(collectionId: number, categorySlug: string | null) {
  setUrl(backend.origin, `/category-filter/${categorySlug ?? 'none'}?collection_id=${collectionId}`);
  const user = userEvent.setup();
  render(
    <CollectionFilter
      {...v.parse(propsSchema, {
        collectionId,
        categoryId: categorySlug ? category(categorySlug).id : null,
        categories: categoryTree(backend.store),
        ...filterOptions(backend.store),
        products: brandCollectionProducts(backend.store, { collections: [collectionId] }),
      })}
    />,
  );
  return user;
}


afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('brand/collection filter (SPEC §2, §7 POST /home/products/filter)', () => {
  it('starts from the collection of the link, its category marked and open in the tree', () => {
    const avurudu = collection('Avurudu Festival Deals');
    show(avurudu.id, 'tea');
    expect(within(sidebar()).getByRole('checkbox', { name: avurudu.title })).toBeChecked();
    expect(shownNames()).toEqual(names({ collections: [avurudu.id] }));
    expect(within(sidebar()).getByRole('link', { name: 'Tea' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'Black Tea' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Applied filters' })).not.toBeInTheDocument();
  });

  it('a brand narrows the grid; the tree then leads to /category/{slug} carrying the brands and collections', async () => {
    const avurudu = collection('Avurudu Festival Deals');
    const user = show(avurudu.id, null);
    const inCollection = backend.store.data.products.find((p) => p.is_active && p.collection_ids.includes(avurudu.id))!;
    const brand = backend.store.data.brands.find((row) => row.id === inCollection.brand_id)!;
    await user.click(within(sidebar()).getByRole('checkbox', { name: brand.name }));
    await waitFor(() => expect(window.location.search).toBe(`?collection_id=${avurudu.id}&brands=${brand.id}`));
    await settled();
    expect(shownNames()).toEqual(names({ brands: [brand.id], collections: [avurudu.id] }));
    expect(within(sidebar()).getByRole('link', { name: 'Groceries & Tea' })).toHaveAttribute(
      'href',
      `/category/groceries?brands=${brand.id}&collections=${avurudu.id}`,
    );

    // Clear all goes back to the collection the page opened with.
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(within(sidebar()).getByRole('checkbox', { name: brand.name })).not.toBeChecked();
    await settled();
    expect(shownNames()).toEqual(names({ collections: [avurudu.id] }));
  });

  it('unticking the collection shows every product, and says so in the address', async () => {
    const avurudu = collection('Avurudu Festival Deals');
    const user = show(avurudu.id, null);
    await user.click(within(sidebar()).getByRole('checkbox', { name: avurudu.title }));
    await waitFor(() => expect(window.location.search).toBe(`?collection_id=${avurudu.id}&collections=`));
    await settled();
    expect(screen.getByRole('status')).toHaveTextContent(`${names({}).length} products`);
  });

  it('a failed call is only logged: the grid stays as it was', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const avurudu = collection('Avurudu Festival Deals');
    const user = show(avurudu.id, null);
    const before = shownNames();
    backend.fault({ route: '/home/products/filter', status: 500 });
    await user.click(within(sidebar()).getByRole('checkbox', { name: backend.store.data.brands[0]!.name }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('Error fetching filtered products'), expect.anything()));
    expect(shownNames()).toEqual(before);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses props that are not ids', () => {
    expect(v.safeParse(propsSchema, { collectionId: 'x', categories: [], brands: [], collections: [], products: [] }).success).toBe(false);
  });
});
