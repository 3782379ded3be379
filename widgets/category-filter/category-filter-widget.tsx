import { useCallback, useMemo, useRef, useState } from 'react';
import type * as v from 'valibot';
import { getCategoryProducts } from '../../shared/filters/api/filters';
import { ancestorsOf, indexTree, setTicked, tickedFrom, topTicked } from '../../shared/filters/category-tree';
import { useNewestAnswer } from '../../shared/session/hooks/use-newest-answer';
import { useUrlQuery } from '../../shared/filters/hooks/use-url-query';
import * as logMessages from '../../shared/session/messages/logs';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { CategoryTree } from '../../shared/filters/ui/category-tree';
import { FilterChips, type Chip } from '../../shared/filters/ui/filter-chips';
import { FilterFrame } from '../../shared/filters/ui/filter-frame';
import { FilterResults } from '../../shared/filters/ui/filter-results';
import { optionFilters } from '../../shared/filters/ui/option-filters';
import { queryKey, readCategoryQuery, writeCategoryQuery, type CategoryQuery } from './category-query';
import { SortSelect } from './sort-select';
import { propsSchema } from './props';

type Props = v.InferOutput<typeof propsSchema>;

/**
 * SPEC §2/§4 category filter page: brands, collections and the category tree (parents with
 * collapsible children and the ticking rules of `shared/filters/category-tree.ts`), a sort, the applied
 * filters as chips with Clear all, 'No products found.', and on smaller screens the sidebar in a
 * sheet opened by 'Find What You Love'. The page's category is ticked and its branch open. Every
 * change asks the server again (`GET /category/{slug}/products`, comma lists) and only the newest
 * answer is shown; the filters and the sort live in the URL, so Back and Forward step through them.
 */
function CategoryFilter({ category, categories, brands, collections, products }: Props) {
  const index = useMemo(() => indexTree(categories), [categories]);
  const read = useCallback((params: URLSearchParams) => readCategoryQuery(params, category.id), [category.id]);
  const write = useCallback((query: CategoryQuery) => writeCategoryQuery(query, category.id), [category.id]);
  const [query, setQuery] = useUrlQuery(read, write);
  const [firstKey] = useState(() => queryKey(query));
  const answer = useNewestAnswer(
    queryKey(query),
    (signal) => getCategoryProducts(category.slug, query, signal),
    { key: firstKey, value: products },
    logMessages.filterFailed,
  );

  const ticked = useMemo(() => tickedFrom(index, query.categories), [index, query.categories]);
  const results = useRef<HTMLDivElement>(null);

  const options = optionFilters(query, setQuery, brands, collections);
  const isDefault =
    query.brands.length === 0 &&
    query.collections.length === 0 &&
    query.categories.length === 1 &&
    query.categories[0] === category.id;
  const chips: Chip[] = isDefault
    ? []
    : [
        ...topTicked(index, ticked).map((id) => ({
          key: `category-${id}`,
          label: index.byId.get(id)!.name,
          remove: () => setQuery({ ...query, categories: topTicked(index, setTicked(index, ticked, id, false)) }),
        })),
        ...options.chips,
      ];

  const sidebar = (
    <>
      <CategoryTree
        tree={categories}
        initiallyOpen={[category.id, ...ancestorsOf(index, category.id)]}
        choice={{
          kind: 'tick',
          ticked,
          onTick: (id, on) => setQuery({ ...query, categories: topTicked(index, setTicked(index, ticked, id, on)) }),
        }}
      />
      {options.lists}
    </>
  );

  return (
    <FilterFrame
      sidebar={sidebar}
      matches={answer.value.length}
      toolbar={<SortSelect value={query.sort} onChange={(sort) => setQuery({ ...query, sort })} />}
    >
      <FilterChips
        chips={chips}
        onClearAll={() => setQuery({ categories: [category.id], brands: [], collections: [], sort: query.sort })}
        focusWhenEmpty={() => results.current?.focus()}
      />
      <div ref={results} tabIndex={-1} className="shop-filters__focus-target">
        <FilterResults products={answer.value} loading={answer.loading} headingLevel={2} />
      </div>
    </FilterFrame>
  );
}

export default defineWidget({ name: 'category-filter', propsSchema, Component: CategoryFilter });
