import { useCallback, useMemo, useRef, useState } from 'react';
import type * as v from 'valibot';
import { filterByBrandsAndCollections } from '../../shared/filters/api/filters';
import { ancestorsOf, indexTree } from '../../shared/filters/category-tree';
import { useNewestAnswer } from '../../shared/session/hooks/use-newest-answer';
import { useUrlQuery } from '../../shared/filters/hooks/use-url-query';
import * as logMessages from '../../shared/session/messages/logs';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { CategoryTree } from '../../shared/filters/ui/category-tree';
import { FilterChips } from '../../shared/filters/ui/filter-chips';
import { FilterFrame } from '../../shared/filters/ui/filter-frame';
import { FilterResults } from '../../shared/filters/ui/filter-results';
import { optionFilters, type OptionQuery } from '../../shared/filters/ui/option-filters';
import { categoryHref, queryKey, readCollectionQuery, writeCollectionQuery } from './collection-query';
import { propsSchema } from './props';

type Props = v.InferOutput<typeof propsSchema>;

/**
 * SPEC §2 brand/collection filter page (`/category-filter/{slug|none}?collection_id=` from the
 * home blocks on desktops, `/filter/collection/{id}` on phones): brand and collection checkboxes
 * (`POST /home/products/filter`), their chips and Clear all, and the category tree as links to
 * `/category/{slug}` carrying the chosen brands and collections. As on the category page: the
 * filters live in the URL, only the newest answer shows, failures are only logged.
 */
function CollectionFilter({ collectionId, categoryId, categories, brands, collections, products }: Props) {
  const index = useMemo(() => indexTree(categories), [categories]);
  const read = useCallback((params: URLSearchParams) => readCollectionQuery(params, collectionId), [collectionId]);
  const write = useCallback((query: OptionQuery) => writeCollectionQuery(query, collectionId), [collectionId]);
  const [query, setQuery] = useUrlQuery(read, write);
  const [firstKey] = useState(() => queryKey(query));
  const answer = useNewestAnswer(
    queryKey(query),
    (signal) => filterByBrandsAndCollections(query, signal),
    { key: firstKey, value: products },
    logMessages.filterFailed,
  );
  const results = useRef<HTMLDivElement>(null);

  const start: OptionQuery = { brands: [], collections: collectionId === null ? [] : [collectionId] };
  const isStart = queryKey(query) === queryKey(start);
  const options = optionFilters(query, setQuery, brands, collections);

  const sidebar = (
    <>
      <CategoryTree
        tree={categories}
        initiallyOpen={categoryId === null ? [] : [categoryId, ...ancestorsOf(index, categoryId)]}
        choice={{ kind: 'link', linkTo: (category) => categoryHref(category.slug, query), current: categoryId }}
      />
      {options.lists}
    </>
  );

  return (
    <FilterFrame sidebar={sidebar} matches={answer.value.length}>
      <FilterChips
        chips={isStart ? [] : options.chips}
        onClearAll={() => setQuery(start)}
        focusWhenEmpty={() => results.current?.focus()}
      />
      <div ref={results} tabIndex={-1} className="shop-filters__focus-target">
        <FilterResults products={answer.value} loading={answer.loading} headingLevel={2} />
      </div>
    </FilterFrame>
  );
}

export default defineWidget({ name: 'collection-filter', propsSchema, Component: CollectionFilter });
