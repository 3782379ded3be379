import { Hono } from 'hono';
import { FILTER_SORTS } from '../../shared/filters/api/filters';
import { FILTER_RESULTS_STEP, SEARCH_PATH } from '../../shared/core/constants';
import { idsParam } from '../../shared/filters/hooks/use-url-query';
import type { AppContext, AppEnv } from '../backend/env';
import { categoryPath, categoryTree, filterOptions } from '../backend/presenters-home';
import { brandCollectionProducts, categoryProducts, searchResults } from '../backend/routes/filters';
import { html, widget } from './html';
import { page } from './layout';
import { breadcrumb } from './plain';
import { plainCards } from '../../first-draws/cards';
import type { CategoryRow } from '../backend/store/types';
import { ensureBulkProducts } from '../backend/seed/bulk';
import { ID } from './id-param';
import { textsOf } from './texts/index';

export const BIG_CATEGORY_PATH = '/__demo/scenarios/big-category';
export const BIG_SEARCH_PATH = '/__demo/scenarios/big-search';
/** The bench: ticking a filter is measured with this many products more in the answer. */
const BULK_PRODUCTS = 500;

/**
 * The filter pages (SPEC §2): each prints its widget's data as Blade would, including the
 * products for the filters in the address, so a shared or reloaded filtered link shows its
 * products without a further call.
 */
/**
 * The brand/collection filter page: `collectionId` ticked at first (unless the address says
 * otherwise), `categoryId` marked in its tree.
 */
function collectionFilterPage(c: AppContext, collectionId: number | null, categoryId: number | null) {
  const store = c.var.store;
  const collection = store.data.collections.find((row) => row.id === collectionId);
  const params = new URL(c.req.url).searchParams;
  const query = {
    brands: idsParam(params.get('brands')),
    collections: params.has('collections') ? idsParam(params.get('collections')) : collection ? [collection.id] : [],
  };
  const products = brandCollectionProducts(store, query);
  const title = collection?.title ?? textsOf(c).filters.allCollections;
  return page(c, {
    title,
    body: html`${breadcrumb(c, [], title)}
<h1 class="page-title">${title}</h1>
${widget(
  c,
  'collection-filter',
  {
    collectionId: collection?.id ?? null,
    categoryId,
    categories: categoryTree(store),
    ...filterOptions(store),
    products,
  },
  { propsInScript: true },
)}`,
  });
}

/** A whole number from the address, or null. */
const idIn = (text: string | undefined | null) => (text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null);

/**
 * The filter page with search (SPEC §2): `?search=` and the optional `categoryId`, `collectionId`,
 * `brandId` as the widget's props; the widget asks for the sidebar and the matches itself (SPEC
 * §7). Until it mounts, and without JavaScript, the page prints the first matches.
 */
function searchPage(c: AppContext) {
  const store = c.var.store;
  const params = new URL(c.req.url).searchParams;
  const search = (params.get('search') ?? '').trim();
  const props = {
    search,
    categoryId: idIn(params.get('categoryId')),
    collectionId: idIn(params.get('collectionId')),
    brandId: idIn(params.get('brandId')),
  };
  const start = (name: string, id: number | null) =>
    params.has(name) ? idsParam(params.get(name)) : id === null ? [] : [id];
  const products = searchResults(
    store,
    {
      categories: start('categories', props.categoryId),
      brands: start('brands', props.brandId),
      collections: start('collections', props.collectionId),
    },
    search,
  );
  const t = textsOf(c).filters;
  const heading = search ? t.results(products.length, search) : t.allProducts;
  return page(c, {
    title: search ? t.searchFor(search) : t.search,
    body: html`${breadcrumb(c, [], t.search)}
${widget(c, 'search-filter', props, {
  placeholder: html`<h1 class="shop-page-title shop-page-title--clamp" title="${heading}">${heading}</h1>${plainCards(products.slice(0, FILTER_RESULTS_STEP))}`,
})}`,
  });
}

/** The category filter page of `category`, with the filters and sort of the address. */
function categoryPage(c: AppContext, category: CategoryRow) {
  const store = c.var.store;
  const params = new URL(c.req.url).searchParams;
  const sort = params.get('sort');
  const products = categoryProducts(store, category.id, {
    categories: params.has('categories') ? idsParam(params.get('categories')) : [category.id],
    brands: idsParam(params.get('brands')),
    collections: idsParam(params.get('collections')),
    sort: FILTER_SORTS.find((known) => known === sort) ?? 'newest',
  });
  const trail = categoryPath(store, category.id)
    .slice(0, -1)
    .map((row) => ({ name: row.name, href: `/category/${row.slug}` }));
  return page(c, {
    title: category.name,
    body: html`${breadcrumb(c, trail, category.name)}
<h1 class="page-title">${category.name}</h1>
${widget(
  c,
  'category-filter',
  {
    category: { id: category.id, slug: category.slug },
    categories: categoryTree(store),
    ...filterOptions(store),
    products,
  },
  { propsInScript: true },
)}`,
  });
}

export const filterPages = new Hono<AppEnv>()
  .get(SEARCH_PATH, searchPage)
  // SPEC §2: the home blocks' collection links, desktop and phone.
  .get('/category-filter/:slug', (c) => {
    const slug = c.req.param('slug');
    const category = c.var.store.data.categories.find((row) => row.slug === slug);
    if (!category && slug !== 'none') return c.notFound();
    return collectionFilterPage(c, idIn(c.req.query('collection_id')), category?.id ?? null);
  })
  .get(`/filter/collection/:id${ID}`, (c) => {
    const id = idIn(c.req.param('id'));
    if (id === null || !c.var.store.data.collections.some((row) => row.id === id)) return c.notFound();
    return collectionFilterPage(c, id, null);
  })
  .get('/category/:slug', (c) => {
    const category = c.var.store.data.categories.find((row) => row.slug === c.req.param('slug'));
    return category ? categoryPage(c, category) : c.notFound();
  })
  // The bench's filter pages: 500 more products in Groceries & Tea, then its page or
  // the search page over every product.
  .get(BIG_CATEGORY_PATH, (c) => {
    ensureBulkProducts(c.var.store, BULK_PRODUCTS);
    return categoryPage(c, c.var.store.data.categories.find((row) => row.slug === 'groceries')!);
  })
  .get(BIG_SEARCH_PATH, (c) => {
    ensureBulkProducts(c.var.store, BULK_PRODUCTS);
    return searchPage(c);
  });
