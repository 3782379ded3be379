import { idsParam } from '../../shared/filters/hooks/use-url-query';
import type { OptionQuery } from '../../shared/filters/ui/option-filters';

/**
 * What the brand/collection filter page's URL says
 * (docs/decisions.md#the-filter-pages-keep-their-filters-in-the-address). Without
 * `collections` the page's own collection is ticked (`collection_id`, or the id in
 * `/filter/collection/{id}`); `collections=` (empty) means none.
 */
export function readCollectionQuery(params: URLSearchParams, pageCollection: number | null): OptionQuery {
  return {
    brands: idsParam(params.get('brands')),
    collections: params.has('collections')
      ? idsParam(params.get('collections'))
      : pageCollection === null
        ? []
        : [pageCollection],
  };
}

export function writeCollectionQuery(query: OptionQuery, pageCollection: number | null): Record<string, string | null> {
  const onlyPage =
    pageCollection === null
      ? query.collections.length === 0
      : query.collections.length === 1 && query.collections[0] === pageCollection;
  return {
    brands: query.brands.join(',') || null,
    collections: onlyPage ? null : query.collections.join(','),
  };
}

/** `/category/{slug}` carrying the chosen brands and collections (SPEC §2). */
export function categoryHref(slug: string, query: OptionQuery): string {
  const params = new URLSearchParams();
  if (query.brands.length) params.set('brands', query.brands.join(','));
  if (query.collections.length) params.set('collections', query.collections.join(','));
  const search = params.toString().replace(/%2C/gi, ',');
  return `/category/${encodeURIComponent(slug)}${search ? `?${search}` : ''}`;
}

export const queryKey = (query: OptionQuery) => `${query.brands}|${query.collections}`;
