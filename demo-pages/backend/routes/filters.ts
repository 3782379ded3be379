import { Hono } from 'hono';
import * as v from 'valibot';
import {
  CategoryFilterQuerySchema,
  HomeFilterRequestSchema,
  ProductFiltersQuerySchema,
  SearchFilterQuerySchema,
  type CategoryFilter,
  type FilterSort,
  type ProductFilters,
} from '../../../shared/filters/api/filters';
import type { ProductCard } from '../../../shared/session/api/product-card';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS, SuggestionQuerySchema } from '../../../shared/combobox/api/search';
import { containsAll, searchWords } from '../../../widgets/search-box/search-text';
import { toCents } from '../../../shared/core/money';
import { readBody, validationError, type AppContext, type AppEnv } from '../env';
import { FIELD_CHECK } from '../../../shared/forms/field-check';
import { productCard } from '../presenters';
import { categoryPath, categoryTree, filterOptions, groupedCategories, newestFirst } from '../presenters-home';
import type { Store } from '../store/index';
import type { ProductRow } from '../store/types';

/**
 * Parse the query string with a request schema from shared/filters/api/filters.ts. A failure answers like
 * Laravel's validator: 422 with the schema's message on the field (the first key of its path).
 */
function readQuery<TSchema extends v.GenericSchema>(
  c: AppContext,
  schema: TSchema,
): { ok: true; query: v.InferOutput<TSchema> } | { ok: false; response: Response } {
  const result = v.safeParse(schema, c.req.query(), FIELD_CHECK);
  if (result.success) return { ok: true, query: result.output };
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const field = String(issue.path?.[0]?.key ?? 'query');
    if (!errors[field]?.includes(issue.message)) (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, response: validationError(c, errors) };
}

/**
 * The active products the lists let through, newest first. Each category id stands for itself
 * and everything below it, so a product passes when its category or one above it was asked for.
 */
function filterProducts(store: Store, { categories, brands, collections }: Partial<ProductFilters>): ProductRow[] {
  return store.data.products
    .filter((p) => p.is_active)
    .filter((p) => !brands?.length || brands.includes(p.brand_id))
    .filter((p) => !collections?.length || p.collection_ids.some((id) => collections.includes(id)))
    .filter((p) => !categories?.length || categoryPath(store, p.category_id).some((row) => categories.includes(row.id)))
    .sort(newestFirst);
}

const cardsOf = (store: Store, products: ProductRow[]) => products.map((p) => productCard(store, p));

/**
 * Every word occurs in the product's name, its brand's name or a name on its category path,
 * compared as the search box marks them (widgets/search-box/search-text.ts: any case, Unicode NFC,
 * with or without zero-width joiners, so "ශ්රී" finds "ශ්‍රී").
 */
function matchesAll(store: Store, product: ProductRow, words: string[]): boolean {
  const brand = store.data.brands.find((row) => row.id === product.brand_id)?.name ?? '';
  return containsAll([product.name, brand, ...categoryPath(store, product.category_id).map((row) => row.name)].join('\n'), words);
}

/** Card orders of the category filter (FILTER_SORTS); the input is already newest first. */
const SORTS: Record<FilterSort, ((a: ProductCard, b: ProductCard) => number) | null> = {
  newest: null,
  price_asc: (a, b) => toCents(a.price) - toCents(b.price),
  price_desc: (a, b) => toCents(b.price) - toCents(a.price),
  name_asc: (a, b) => a.name.localeCompare(b.name, 'en'),
  discount: (a, b) => b.discount - a.discount,
};

/**
 * The category page's cards (`/category/{slug}/products`, and what the page prints): with no
 * `categories`, the page's category and everything below it.
 */
export function categoryProducts(store: Store, categoryId: number, query: CategoryFilter): ProductCard[] {
  const { sort, ...filters } = query;
  const rows = filterProducts(store, {
    ...filters,
    categories: filters.categories.length ? filters.categories : [categoryId],
  });
  const cards = cardsOf(store, rows);
  const order = SORTS[sort];
  // Array sort is stable: equal cards stay newest first.
  return order ? cards.sort(order) : cards;
}

/** The brand/collection filter's cards (`POST /home/products/filter`, and what its pages print). */
export const brandCollectionProducts = (store: Store, filters: Partial<ProductFilters>): ProductCard[] =>
  cardsOf(store, filterProducts(store, filters));

/** The search page's cards (`GET /filter-products`, and what its page prints): every word must match. */
export const searchResults = (store: Store, filters: Partial<ProductFilters>, search: string): ProductCard[] => {
  const words = searchWords(search);
  return cardsOf(store, filterProducts(store, filters).filter((p) => matchesAll(store, p, words)));
};

/** SPEC §7 filter calls, the filter sidebar and search suggestions. */
export const filterRoutes = new Hono<AppEnv>()
  .get('/category/:slug/products', (c) => {
    const store = c.var.store;
    const category = store.data.categories.find((row) => row.slug === c.req.param('slug'));
    if (!category) return c.json({ message: 'Not Found' }, 404);
    const parsed = readQuery(c, CategoryFilterQuerySchema);
    if (!parsed.ok) return parsed.response;
    return c.json({ data: categoryProducts(store, category.id, parsed.query) });
  })

  .post('/home/products/filter', async (c) => {
    const parsed = await readBody(c, HomeFilterRequestSchema);
    if (!parsed.ok) return parsed.response;
    return c.json({ data: brandCollectionProducts(c.var.store, parsed.body) });
  })

  .get('/filter-products', (c) => {
    const parsed = readQuery(c, SearchFilterQuerySchema);
    if (!parsed.ok) return parsed.response;
    const { search, ...filters } = parsed.query;
    const products = searchResults(c.var.store, filters, search);
    return c.json({ products, totalResults: products.length, search });
  })

  .get('/sidebar-filter-info', (c) => {
    const store = c.var.store;
    return c.json({ groupedCategories: groupedCategories(categoryTree(store)), ...filterOptions(store) });
  })

  .get('/api/filters/products', (c) => {
    const parsed = readQuery(c, ProductFiltersQuerySchema);
    if (!parsed.ok) return parsed.response;
    return c.json({ data: cardsOf(c.var.store, filterProducts(c.var.store, parsed.query)) });
  })

  .get('/api/products/search', (c) => {
    const parsed = readQuery(c, SuggestionQuerySchema);
    if (!parsed.ok) return parsed.response;
    const { q } = parsed.query;
    if (q.length < SUGGESTION_MIN_CHARS) return c.json({ products: [] });
    const store = c.var.store;
    const words = searchWords(q);
    const nameMatches = (p: ProductRow) => containsAll(p.name, words);
    const products = filterProducts(store, {})
      .filter((p) => matchesAll(store, p, words))
      .sort((a, b) => Number(nameMatches(b)) - Number(nameMatches(a)) || a.name.localeCompare(b.name, 'en'))
      .slice(0, SUGGESTION_LIMIT)
      .map((p) => {
        const { id, name, image, price } = productCard(store, p);
        return { id, name, image, price };
      });
    return c.json({ products });
  });
