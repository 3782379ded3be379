import { FILTER_SORTS, type FilterSort } from '../../shared/filters/api/filters';
import { idsParam } from '../../shared/filters/hooks/use-url-query';

/**
 * What the category page's URL says (filters and sort live in the URL:
 * docs/decisions.md#the-filter-pages-keep-their-filters-in-the-address).
 */
export interface CategoryQuery {
  /** The fewest ids saying which categories are ticked (`topTicked`). */
  categories: number[];
  brands: number[];
  collections: number[];
  sort: FilterSort;
}

/**
 * The query of a page of category `pageCategory`. Without `categories` in the URL the page's
 * own category is ticked (SPEC §4 "pre-selected"); `categories=` (empty) means none ticked,
 * which the server answers with the page's category too.
 */
export function readCategoryQuery(params: URLSearchParams, pageCategory: number): CategoryQuery {
  const sort = params.get('sort');
  return {
    categories: params.has('categories') ? idsParam(params.get('categories')) : [pageCategory],
    brands: idsParam(params.get('brands')),
    collections: idsParam(params.get('collections')),
    sort: FILTER_SORTS.find((known) => known === sort) ?? 'newest',
  };
}

export function writeCategoryQuery(query: CategoryQuery, pageCategory: number): Record<string, string | null> {
  const onlyPage = query.categories.length === 1 && query.categories[0] === pageCategory;
  return {
    categories: onlyPage ? null : query.categories.join(','),
    brands: query.brands.join(',') || null,
    collections: query.collections.join(',') || null,
    sort: query.sort === 'newest' ? null : query.sort,
  };
}

/** The request a query stands for, as a key: equal keys, equal answers. */
export const queryKey = (query: CategoryQuery) =>
  `${query.categories}|${query.brands}|${query.collections}|${query.sort}`;
