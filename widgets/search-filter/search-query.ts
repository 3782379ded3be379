import type { ProductFilters } from '../../shared/filters/api/filters';
import { idsParam } from '../../shared/filters/hooks/use-url-query';

/**
 * What the search page opened with (SPEC §2: "The filter page takes optional categoryId,
 * collectionId, brandId and search"): each list starts from its id when the URL does not name
 * that list. The keyword is the page's (`?search=`, a new search is a new page), so only the
 * lists are written back to the URL.
 */
export interface SearchStart {
  categoryId: number | null;
  collectionId: number | null;
  brandId: number | null;
}

const startList = (id: number | null) => (id === null ? [] : [id]);

/**
 * The ticked filters from the URL
 * (docs/decisions.md#the-filter-pages-keep-their-filters-in-the-address): the comma lists
 * `categories`, `brands`, `collections`. A list the URL leaves out is the page's start; an empty
 * one (`brands=`) means none ticked.
 */
export function readSearchQuery(params: URLSearchParams, start: SearchStart): ProductFilters {
  const list = (name: string, id: number | null) => (params.has(name) ? idsParam(params.get(name)) : startList(id));
  return {
    categories: list('categories', start.categoryId),
    brands: list('brands', start.brandId),
    collections: list('collections', start.collectionId),
  };
}

/** The parameters the filters need, leaving out a list equal to the page's start. */
export function writeSearchQuery(query: ProductFilters, start: SearchStart): Record<string, string | null> {
  const list = (ids: number[], id: number | null) => (`${ids}` === `${startList(id)}` ? null : ids.join(','));
  return {
    categories: list(query.categories, start.categoryId),
    brands: list(query.brands, start.brandId),
    collections: list(query.collections, start.collectionId),
  };
}

/** The request the filters and a keyword stand for, as a key: equal keys, equal answers. */
export const queryKey = (query: ProductFilters, search: string) =>
  `${search}|${query.categories}|${query.brands}|${query.collections}`;
