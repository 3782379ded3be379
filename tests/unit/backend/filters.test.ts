// @vitest-environment node
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../demo-pages/backend/app';
import { productCard } from '../../../demo-pages/backend/presenters';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import type { ProductRow } from '../../../demo-pages/backend/store/types';
import { FILTER_SORTS, FilterProductsSchema, ProductListSchema, SidebarFilterInfoSchema } from '../../../shared/filters/api/filters';
import type { Category } from '../../../shared/cards/api/category';
import { SuggestionsSchema } from '../../../shared/combobox/api/search';
import { toCents } from '../../../shared/core/money';
import { openShop, type client } from './client';

let backend: Backend;
let browser: ReturnType<typeof client>;

beforeEach(async () => {
  ({ backend, browser } = await openShop({ now: () => new Date('2026-11-21T09:00:00Z') }));
});

// ---- Expectations from the seed rows -------------------------------------------------------------

const rows = () => backend.store.data;
const categoryId = (slug: string) => rows().categories.find((c) => c.slug === slug)!.id;

/** A category's id and the ids of everything below it. */
function subtreeOf(id: number): Set<number> {
  const ids = new Set([id]);
  for (const c of rows().categories) if (c.parent_id !== null && ids.has(c.parent_id)) ids.add(c.id);
  return ids; // rows list a parent before its children
}

/** The names of a product's category and those above it. */
function categoryNames(product: ProductRow): string[] {
  const names: string[] = [];
  for (let c = rows().categories.find((row) => row.id === product.category_id); c; ) {
    names.push(c.name);
    const parent: number | null = c.parent_id;
    c = parent === null ? undefined : rows().categories.find((row) => row.id === parent);
  }
  return names;
}

const byNewest = (a: ProductRow, b: ProductRow) => b.created_at.localeCompare(a.created_at) || a.id - b.id;
const active = () => rows().products.filter((p) => p.is_active).sort(byNewest);
const inCategories = (ids: number[]) => {
  const below = new Set(ids.flatMap((id) => [...subtreeOf(id)]));
  return (p: ProductRow) => below.has(p.category_id);
};
const idsOf = (body: Record<string, unknown>, key = 'data') => (body[key] as { id: number }[]).map((card) => card.id);
const get = async (path: string) => (await browser.call('GET', path)).body;

// ---- The category filter -------------------------------------------------------------------------

describe('GET /category/{slug}/products', () => {
  it('lists the active products of the page category and everything below it, newest first', async () => {
    const inactive = rows().products.find((p) => p.id === SEED_IDS.inactiveProduct)!;
    const fashion = categoryId('fashion');
    expect(subtreeOf(fashion).has(inactive.category_id)).toBe(true);
    const body = await get('/category/fashion/products');
    expect(idsOf(body)).toEqual(active().filter(inCategories([fashion])).map((p) => p.id));
    expect(idsOf(body)).not.toContain(inactive.id);
    expect(v.safeParse(ProductListSchema, body).success).toBe(true);
  });

  it('takes the ticked categories instead of the page category, each with what is below it', async () => {
    const tea = categoryId('tea');
    const children = rows().categories.filter((c) => c.parent_id === tea).map((c) => c.id);
    const smartphones = categoryId('smartphones');
    const expected = active().filter(inCategories([tea, smartphones])).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(await get(`/category/fashion/products?categories=${tea},${smartphones}`))).toEqual(expected);
    // A ticked parent comes with all its children: the same products as the parent alone.
    const parentAndChildren = await get(`/category/fashion/products?categories=${[tea, ...children, smartphones].join(',')}`);
    expect(idsOf(parentAndChildren)).toEqual(expected);
    // A middle category's products (not only the leaves') count under their parent.
    const spices = active().find((p) => p.category_id === categoryId('spices'))!;
    expect(idsOf(await get(`/category/groceries/products`))).toContain(spices.id);
  });

  it('keeps products of any ticked brand that are in any ticked collection', async () => {
    const pool = active().filter(inCategories([categoryId('groceries')]));
    const brands = [...new Set(pool.map((p) => p.brand_id))].slice(0, 2);
    const collections = [...new Set(pool.flatMap((p) => p.collection_ids))].slice(0, 2);
    const brandsOnly = pool.filter((p) => brands.includes(p.brand_id));
    const both = brandsOnly.filter((p) => p.collection_ids.some((id) => collections.includes(id)));
    expect(brandsOnly.length).toBeLessThan(pool.length);
    expect(both.length).toBeLessThan(brandsOnly.length);
    expect(idsOf(await get(`/category/groceries/products?brands=${brands.join(',')}`))).toEqual(brandsOnly.map((p) => p.id));
    const filtered = await get(`/category/groceries/products?brands=${brands.join(',')}&collections=${collections.join(',')}`);
    expect(idsOf(filtered)).toEqual(both.map((p) => p.id));
  });

  it('sorts by each sort value, newest first among equals', async () => {
    const store = backend.store;
    const pool = active().filter(inCategories([categoryId('fashion')]));
    const cards = pool.map((p) => productCard(store, p));
    const expected: Record<(typeof FILTER_SORTS)[number], number[]> = {
      newest: cards.map((c) => c.id),
      price_asc: [...cards].sort((a, b) => toCents(a.price) - toCents(b.price)).map((c) => c.id),
      price_desc: [...cards].sort((a, b) => toCents(b.price) - toCents(a.price)).map((c) => c.id),
      name_asc: [...cards].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((c) => c.id),
      discount: [...cards].sort((a, b) => b.discount - a.discount).map((c) => c.id),
    };
    expect(new Set(Object.values(expected).map((ids) => ids.join())).size).toBe(FILTER_SORTS.length);
    for (const sort of FILTER_SORTS) {
      expect(idsOf(await get(`/category/fashion/products?sort=${sort}`)), sort).toEqual(expected[sort]);
    }
    expect(idsOf(await get('/category/fashion/products?sort='))).toEqual(expected.newest);
  });

  it('refuses an unknown sort with a Laravel 422', async () => {
    const answer = await browser.call('GET', '/category/fashion/products?sort=cheapest');
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: 'The selected sort is invalid.', errors: { sort: ['The selected sort is invalid.'] } });
  });

  it('reads comma lists with spaces and empty items, and refuses anything but ids', async () => {
    const [a, b] = [...new Set(active().map((p) => p.brand_id))];
    const tidy = idsOf(await get(`/category/groceries/products?brands=${a},${b}`));
    expect(idsOf(await get(`/category/groceries/products?brands=%20${a}%20,,${b}%20,`))).toEqual(tidy);
    expect(idsOf(await get('/category/groceries/products?brands=&collections=%20,'))).toEqual(idsOf(await get('/category/groceries/products')));
    for (const bad of ['abc', '1.5', '-1', '0', '1;2', `${a},x`]) {
      const answer = await browser.call('GET', `/category/groceries/products?brands=${encodeURIComponent(bad)}`);
      expect(answer.status, bad).toBe(422);
      expect(Object.keys(answer.body.errors as object), bad).toEqual(['brands']);
    }
    const both = await browser.call('GET', '/category/groceries/products?categories=x&collections=y');
    expect(Object.keys(both.body.errors as object).sort()).toEqual(['categories', 'collections']);
  });

  it('answers 404 for an unknown category', async () => {
    const answer = await browser.call('GET', '/category/no-such-category/products');
    expect(answer).toEqual({ status: 404, body: { message: 'Not Found' } });
  });
});

// ---- The brand/collection filter -----------------------------------------------------------------

describe('POST /home/products/filter', () => {
  it('keeps products of any ticked brand in any ticked collection; nothing ticked is everything', async () => {
    const collection = rows().collections.find((c) => c.slug === 'best-sellers')!.id;
    const members = active().filter((p) => p.collection_ids.includes(collection));
    const brands = [...new Set(members.map((p) => p.brand_id))].slice(0, 2);
    const expected = members.filter((p) => brands.includes(p.brand_id)).map((p) => p.id);
    expect(expected.length).toBeLessThan(members.length);
    const filtered = await browser.call('POST', '/home/products/filter', { brands, collections: [collection] });
    expect(filtered.status).toBe(200);
    expect(idsOf(filtered.body)).toEqual(expected);
    const collectionOnly = await browser.call('POST', '/home/products/filter', { brands: [], collections: [collection] });
    expect(idsOf(collectionOnly.body)).toEqual(members.map((p) => p.id));
    const everything = await browser.call('POST', '/home/products/filter', { brands: [], collections: [] });
    expect(idsOf(everything.body)).toEqual(active().map((p) => p.id));
  });

  it('needs the session CSRF token (419 without it) and whole ids (422)', async () => {
    const stale = await browser.call('POST', '/home/products/filter', { brands: [1], collections: [] }, { 'X-CSRF-TOKEN': 'stale' });
    expect(stale).toEqual({ status: 419, body: { message: 'CSRF token mismatch.' } });
    const bad = await browser.call('POST', '/home/products/filter', { brands: ['1'], collections: 2 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['brands.0', 'collections']);
  });
});

// ---- The filter page with search -----------------------------------------------------------------

describe('GET /filter-products and /sidebar-filter-info', () => {
  const brandName = (p: ProductRow) => rows().brands.find((b) => b.id === p.brand_id)!.name;
  const matches = (p: ProductRow, search: string) => {
    const text = [p.name, brandName(p), ...categoryNames(p)].join('\n').toLowerCase();
    return search.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.includes(word));
  };

  it('finds products where every word occurs in the name, brand or a category name, in any case', async () => {
    const search = 'CEYLON tea';
    const expected = active().filter((p) => matches(p, search)).map((p) => p.id);
    const eitherWord = active().filter((p) => matches(p, 'ceylon') || matches(p, 'tea'));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(eitherWord.length);
    const body = await get(`/filter-products?search=${encodeURIComponent(`  ${search} `)}`);
    expect(idsOf(body, 'products')).toEqual(expected);
    expect(body.totalResults).toBe(expected.length);
    expect(body.search).toBe(search);
    expect(v.safeParse(FilterProductsSchema, body).success).toBe(true);
  });

  it('matches a category name the product names lack, and combines the search with the lists', async () => {
    const phones = active().filter(inCategories([categoryId('smartphones')]));
    expect(phones.some((p) => !p.name.toLowerCase().includes('smartphones'))).toBe(true);
    expect(idsOf(await get('/filter-products?search=smartphones'), 'products')).toEqual(phones.map((p) => p.id));
    const electronics = categoryId('electronics');
    const brand = phones[0]!.brand_id;
    const expected = active().filter((p) => inCategories([electronics])(p) && p.brand_id === brand && matches(p, 'phone'));
    const body = await get(`/filter-products?categories=${electronics}&brands=${brand}&search=phone`);
    expect(idsOf(body, 'products')).toEqual(expected.map((p) => p.id));
    const everything = await get('/filter-products');
    expect(everything).toMatchObject({ totalResults: active().length, search: '' });
    expect((await browser.call('GET', '/filter-products?collections=none')).status).toBe(422);
  });

  it('gives the three-level tree as Laravel groups it, which the client schema turns back into the tree', async () => {
    const body = await get('/sidebar-filter-info');
    const treeOf = (parentId: number | null): Category[] =>
      rows()
        .categories.filter((c) => c.parent_id === parentId)
        .map((c) => ({ id: c.id, name: c.name, slug: c.slug, image: `/storage/category_images/${c.image}`, children: treeOf(c.id) }));
    const groups = body.groupedCategories as { parent: { id: number }; children: { parent: { id: number }; children: { id: number }[] }[] }[];
    expect(groups.map((g) => g.parent.id)).toEqual(rows().categories.filter((c) => c.parent_id === null).map((c) => c.id));
    expect(groups[0]!.children[0]!.children.length).toBeGreaterThan(0);
    const parsed = v.parse(SidebarFilterInfoSchema, body);
    expect(parsed.groupedCategories).toEqual(treeOf(null));
    expect(parsed.brands.map((b) => b.name)).toEqual(rows().brands.map((b) => b.name).sort((a, b) => a.localeCompare(b, 'en')));
    expect(parsed.collections).toEqual(rows().collections.map(({ id, title }) => ({ id, title })));
  });
});

describe('GET /api/filters/products', () => {
  it('filters by categories (with what is below them), brands and collections, without a page category', async () => {
    const all = await get('/api/filters/products');
    expect(idsOf(all)).toEqual(active().map((p) => p.id));
    const fashion = categoryId('fashion');
    const collection = rows().collections.find((c) => c.slug === 'new-season-fashion')!.id;
    const expected = active().filter((p) => inCategories([fashion])(p) && p.collection_ids.includes(collection));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(active().filter(inCategories([fashion])).length);
    expect(idsOf(await get(`/api/filters/products?categories=${fashion}&collections=${collection}`))).toEqual(expected.map((p) => p.id));
    expect((await browser.call('GET', '/api/filters/products?brands=1,two')).status).toBe(422);
  });
});

// ---- Search suggestions ---------------------------------------------------------------------------

describe('GET /api/products/search', () => {
  const suggest = async (q: string) => (await get(`/api/products/search?q=${encodeURIComponent(q)}`)).products as { id: number; name: string }[];

  it('suggests at most 8 products, names matching every word first, with id, name, image and price only', async () => {
    const q = 'an';
    const matching = active().filter((p) => {
      const brand = rows().brands.find((b) => b.id === p.brand_id)!.name;
      return [p.name, brand, ...categoryNames(p)].join('\n').toLowerCase().includes(q);
    });
    expect(matching.length).toBeGreaterThan(8);
    const body = await get(`/api/products/search?q=${q}`);
    expect(v.parse(SuggestionsSchema, body).products).toHaveLength(8);
    const products = body.products as Record<string, unknown>[];
    expect(Object.keys(products[0]!).sort()).toEqual(['id', 'image', 'name', 'price']);
    const nameHit = (p: ProductRow) => Number(p.name.toLowerCase().includes(q));
    const ranked = [...matching].sort((a, b) => nameHit(b) - nameHit(a) || a.name.localeCompare(b.name, 'en'));
    expect(products.map((p) => p.id)).toEqual(ranked.slice(0, 8).map((p) => p.id));
    const card = productCard(backend.store, rows().products.find((p) => p.id === products[0]!.id)!);
    expect(products[0]).toEqual({ id: card.id, name: card.name, image: card.image, price: card.price });
  });

  it('puts a brand or category match after the name matches', async () => {
    const names = await suggest('tea');
    const nameHit = names.map((p) => p.name.toLowerCase().includes('tea'));
    expect(nameHit).toContain(true);
    expect(nameHit).toContain(false);
    expect(nameHit).toEqual([...nameHit].sort((a, b) => Number(b) - Number(a)));
  });

  it('suggests nothing under 2 characters, after trimming', async () => {
    expect(await suggest('t')).toEqual([]);
    expect(await suggest('  t  ')).toEqual([]);
    expect(await suggest('')).toEqual([]);
    expect((await browser.call('GET', '/api/products/search')).body).toEqual({ products: [] });
    const tea = await suggest('tea');
    expect(tea.length).toBeGreaterThan(0);
    expect(await suggest('  tea  ')).toEqual(tea);
  });

  it('finds Sinhala and Tamil names however the shopper typed the same letters (joiner or not, one vowel sign or two)', async () => {
    // "ශ්‍රී" with the zero-width joiner that draws the conjunct; Tamil "கொ" as one character.
    const [sinhala, tamil] = active();
    sinhala!.name = 'ශ්\u200dරී ලංකා තේ කොළ';
    tamil!.name = 'கொழும்பு தேநீர் இலை';
    const ids = async (q: string) => {
      const suggested = (await suggest(q)).map((p) => p.id);
      expect(idsOf(await get(`/filter-products?search=${encodeURIComponent(q)}`), 'products').sort()).toEqual([...suggested].sort());
      return suggested;
    };
    expect(await ids('ශ්රී')).toEqual([sinhala!.id]);
    expect(await ids('ශ්\u200dරී ලංකා')).toEqual([sinhala!.id]);
    // The joiner typed where the name has none (and a non-joiner) finds it too.
    expect(await ids('ලං\u200cකා')).toEqual([sinhala!.id]);
    expect(await ids('\u0b95\u0bc6\u0bbeழும்பு')).toEqual([tamil!.id]);
    expect(await ids('தேநீர்')).toEqual([tamil!.id]);
    expect(await ids('ශ්රී கொழும்பு')).toEqual([]);
  });

  it('leaves inactive products out', async () => {
    const inactive = rows().products.find((p) => p.id === SEED_IDS.inactiveProduct)!;
    const words = inactive.name.split(' ').slice(0, 2).join(' ');
    const others = await suggest(words);
    expect(others.map((p) => p.id)).not.toContain(inactive.id);
    // The same words find it once it is on sale again.
    inactive.is_active = true;
    expect((await suggest(words)).map((p) => p.id)).toContain(inactive.id);
  });
});
