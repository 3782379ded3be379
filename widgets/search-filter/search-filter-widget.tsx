import { useCallback, useMemo, useRef, useState } from 'react';
import type * as v from 'valibot';
import {
  getFilterProducts,
  getSidebarFilterInfo,
  type FilterProducts,
  type ProductFilters,
  type SidebarFilterInfo,
} from '../../shared/filters/api/filters';
import { ancestorsOf, indexTree, setTicked, tickedFrom, topTicked } from '../../shared/filters/category-tree';
import { useNewestAnswer } from '../../shared/session/hooks/use-newest-answer';
import { useUrlQuery } from '../../shared/filters/hooks/use-url-query';
import * as commonMessages from '../../shared/core/messages/common';
import * as filterMessages from '../../shared/filters/messages/filters';
import * as listingMessages from '../../shared/cards/messages/listing';
import * as logMessages from '../../shared/session/messages/logs';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { CategoryTree } from '../../shared/filters/ui/category-tree';
import { FilterChips, type Chip } from '../../shared/filters/ui/filter-chips';
import { FilterFrame } from '../../shared/filters/ui/filter-frame';
import { FilterResults } from '../../shared/filters/ui/filter-results';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import { ListingSkeleton } from '../../shared/cards/ui/listing-skeleton';
import { optionFilters } from '../../shared/filters/ui/option-filters';
import { queryKey, readSearchQuery, writeSearchQuery, type SearchStart } from './search-query';
import { propsSchema } from './props';

type Props = v.InferOutput<typeof propsSchema>;

/**
 * SPEC §2 "Filter page with search": the sidebar (`GET /sidebar-filter-info`: the three-level
 * category tree with the ticking rules, brands, collections; off-canvas on smaller screens) and
 * the matches (`GET /filter-products`) under '{n} Results for "{keyword}"', or 'No products
 * found.'. The ticked filters live in the URL; only the newest answer is shown. A later failure
 * keeps the last answer and is only logged (SPEC §8); the first load, with nothing to show yet,
 * says it failed and offers Try again.
 */
function SearchFilter({ search, categoryId, collectionId, brandId, headingLevel }: Props) {
  const start = useMemo<SearchStart>(() => ({ categoryId, collectionId, brandId }), [categoryId, collectionId, brandId]);
  const read = useCallback((params: URLSearchParams) => readSearchQuery(params, start), [start]);
  const write = useCallback((query: ProductFilters) => writeSearchQuery(query, start), [start]);
  const [query, setQuery] = useUrlQuery(read, write);
  const [attempt, setAttempt] = useState(0);
  const answer = useNewestAnswer<FilterProducts | null>(
    `${queryKey(query, search)}#${attempt}`,
    (signal) => getFilterProducts({ ...query, search }, signal),
    { key: '', value: null },
    logMessages.filterFailed,
  );
  // The sidebar is asked for once (again on Try again): a failure is logged (SPEC §8) and said.
  const [sidebarAttempt, setSidebarAttempt] = useState(0);
  const sidebarInfo = useNewestAnswer<SidebarFilterInfo | null>(
    `sidebar#${sidebarAttempt}`,
    () => getSidebarFilterInfo(),
    { key: '', value: null },
    logMessages.filterFailed,
  );
  const info = sidebarInfo.value;
  const index = useMemo(() => indexTree(info?.groupedCategories ?? []), [info]);
  const ticked = useMemo(() => tickedFrom(index, query.categories), [index, query.categories]);
  const [initiallyOpen] = useState(() => query.categories);
  const results = useRef<HTMLDivElement>(null);

  const options = optionFilters(query, setQuery, info?.brands ?? [], info?.collections ?? []);
  const tick = (id: number, on: boolean) =>
    setQuery({ ...query, categories: topTicked(index, setTicked(index, ticked, id, on)) });
  const chips: Chip[] = [
    ...topTicked(index, ticked).map((id) => ({
      key: `category-${id}`,
      label: index.byId.get(id)!.name,
      remove: () => tick(id, false),
    })),
    ...options.chips,
  ];

  const sidebar = info ? (
    <>
      <CategoryTree
        tree={info.groupedCategories}
        initiallyOpen={initiallyOpen.flatMap((id) => [id, ...ancestorsOf(index, id)])}
        choice={{ kind: 'tick', ticked, onTick: tick }}
      />
      {options.lists}
    </>
  ) : sidebarInfo.loading ? (
    <p className="shop-filters__note" role="status">
      {filterMessages.loadingFilters}
    </p>
  ) : (
    <Failed text={filterMessages.filtersFailed} onRetry={() => setSidebarAttempt((n) => n + 1)} />
  );

  const Heading = `h${headingLevel}` as const;
  const found = answer.value;
  const heading = found
    ? found.search
      ? listingMessages.results(found.totalResults, found.search)
      : filterMessages.allProducts
    : search
      ? filterMessages.searchingFor(search)
      : filterMessages.allProducts;

  return (
    <>
      <Heading className="shop-filters__heading" title={heading}>
        {heading}
      </Heading>
      <FilterFrame sidebar={sidebar} matches={found?.products.length ?? 0}>
        <FilterChips
          chips={chips}
          onClearAll={() => setQuery({ categories: [], brands: [], collections: [] })}
          focusWhenEmpty={() => results.current?.focus()}
        />
        <div ref={results} tabIndex={-1} className="shop-filters__focus-target">
          {found ? (
            <FilterResults products={found.products} loading={answer.loading} headingLevel={headingLevel === 1 ? 2 : 3} />
          ) : answer.loading ? (
            <>
              <p className="shop-filters__count" role="status">
                {listingMessages.loadingProducts}
              </p>
              <ListingSkeleton />
            </>
          ) : (
            <Failed text={listingMessages.loadFailed} onRetry={() => setAttempt((n) => n + 1)} />
          )}
        </div>
      </FilterFrame>
    </>
  );
}

/** A first load that failed: what happened and a way to try again. */
function Failed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="shop-filters__failed">
      <InlineAlert tone="error">{text}</InlineAlert>
      <button type="button" className="shop-pill-button" onClick={onRetry}>
        {commonMessages.retry}
      </button>
    </div>
  );
}

export default defineWidget({ name: 'search-filter', propsSchema, Component: SearchFilter });
