import { Hono } from 'hono';
import { FILTER_SORTS } from '../../shared/api/filters';
import { FILTER_RESULTS_STEP } from '../../shared/constants';
import { idsParam } from '../../shared/hooks/use-url-query';
import type { AppEnv } from '../backend/env';
import { categoryPath, categoryTree, filterOptions } from '../backend/presenters-home';
import { categoryProducts } from '../backend/routes/filters';
import { html, widget } from './html';
import { page } from './layout';
import { breadcrumb, plainCards } from './plain';

/**
 * The filter pages (SPEC §2): each prints its widget's data as Blade would, including the
 * products for the filters in the address, so a shared or reloaded filtered link shows its
 * products without a further call.
 */
export const filterPages = new Hono<AppEnv>().get('/category/:slug', (c) => {
  const store = c.var.store;
  const category = store.data.categories.find((row) => row.slug === c.req.param('slug'));
  if (!category) return c.notFound();
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
    body: html`${breadcrumb(trail, category.name)}
<h1 class="page-title">${category.name}</h1>
${widget(
  'category-filter',
  {
    category: { id: category.id, slug: category.slug },
    categories: categoryTree(store),
    ...filterOptions(store),
    products,
  },
  { propsInScript: true, placeholder: plainCards(products.slice(0, FILTER_RESULTS_STEP)) },
)}`,
  });
});
