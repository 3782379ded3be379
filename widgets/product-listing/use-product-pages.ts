import { useCallback, useEffect, useRef, useState } from 'react';
import { getProductPage, type ProductPage } from './api';
import { type ProductCard } from '../../shared/session/api/product-card';
import { userMessage, type ShownText } from '../../shared/session/errors';
import * as listingMessages from '../../shared/cards/messages/listing';
import { pagesFromUrl, writePagesToUrl } from './listing-history';

export interface ListingState {
  products: ProductCard[];
  /** The last page shown; 0 until the first one arrives. */
  page: number;
  /** The paginator's last page; null until the server has said. */
  lastPage: number | null;
  /** A page request is under way. */
  loading: boolean;
  /** Why the latest page failed (kept while it is retried); null when all is well. */
  error: ShownText | null;
  /** Where the latest further page starts in `products` (to move focus there); null at first. */
  appendedAt: number | null;
  /** The first load has finished, well or not (the scroll position may be restored). */
  settled: boolean;
}

const INITIAL: ListingState = {
  products: [],
  page: 0,
  lastPage: null,
  loading: true,
  error: null,
  appendedAt: null,
  settled: false,
};

/**
 * Products in the order the pages give them, each once: if the catalogue changed between two
 * page requests, a product that slid into the next page is not shown twice.
 */
function appendNew(shown: ProductCard[], incoming: ProductCard[]): ProductCard[] {
  const seen = new Set(shown.map((product) => product.id));
  const added = incoming.filter((product) => !seen.has(product.id) && seen.add(product.id));
  return added.length ? [...shown, ...added] : shown;
}

/**
 * The infinite listing's pages (SPEC §4 "Infinite listing", §7 `GET /productsInfinit/load`):
 * the first page, or pages 1..N when the URL says `?pages=N` (loaded in parallel, shown in
 * order), then one further page at a time. A page is never requested twice once it has
 * arrived, never two at once, never past the last; a failed page keeps the cards already shown
 * and is retried on request only.
 */
export function useProductPages() {
  const [state, setState] = useState<ListingState>(INITIAL);
  // Requests are serialised through refs: a second call in the same tick sees the first.
  const current = useRef(state);
  const busy = useRef(false);
  const mounted = useRef(false);

  const commit = useCallback((next: ListingState) => {
    current.current = next;
    if (mounted.current) setState(next);
  }, []);

  const loadFirst = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    commit({ ...current.current, loading: true });
    const wanted = pagesFromUrl();
    const answers = await Promise.allSettled(
      Array.from({ length: wanted }, (_, i) => getProductPage(i + 1)),
    );
    let products: ProductCard[] = [];
    let page = 0;
    let lastPage: number | null = null;
    let failure: unknown = null;
    for (const [index, answer] of answers.entries()) {
      // Pages past the last one (an old URL, a shrunken catalogue) are empty: drop them.
      if (lastPage !== null && index + 1 > lastPage) break;
      if (answer.status === 'rejected') {
        failure = answer.reason;
        break;
      }
      const body: ProductPage = answer.value;
      lastPage = body.last_page;
      products = appendNew(products, body.data);
      page = index + 1;
    }
    const error = failure === null ? null : await userMessage(failure, listingMessages.loadFailed);
    busy.current = false;
    if (page > 0 && mounted.current) writePagesToUrl(page);
    commit({
      products,
      page,
      lastPage,
      loading: false,
      error,
      appendedAt: current.current.settled ? 0 : null,
      settled: true,
    });
  }, [commit]);

  const loadNext = useCallback(async () => {
    const shown = current.current;
    if (busy.current || shown.page === 0 || shown.lastPage === null || shown.page >= shown.lastPage) {
      return;
    }
    const next = shown.page + 1;
    busy.current = true;
    commit({ ...shown, loading: true });
    try {
      const body = await getProductPage(next);
      const before = current.current;
      if (mounted.current) writePagesToUrl(next);
      commit({
        ...before,
        products: appendNew(before.products, body.data),
        page: next,
        lastPage: body.last_page,
        loading: false,
        error: null,
        appendedAt: before.products.length,
      });
    } catch (failure) {
      const error = await userMessage(failure, listingMessages.loadFailed);
      commit({ ...current.current, loading: false, error });
    } finally {
      busy.current = false;
    }
  }, [commit]);

  /** Try the failed request again: the first pages if none arrived, else the next one. */
  const retry = useCallback(
    () => (current.current.page === 0 ? loadFirst() : loadNext()),
    [loadFirst, loadNext],
  );

  useEffect(() => {
    mounted.current = true;
    if (!current.current.settled) void loadFirst();
    return () => {
      mounted.current = false;
    };
  }, [loadFirst]);

  const hasMore = state.lastPage !== null && state.page > 0 && state.page < state.lastPage;
  return { ...state, hasMore, loadNext, retry };
}
