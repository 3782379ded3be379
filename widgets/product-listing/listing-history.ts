/**
 * The listing's place in the browser history (ours: Back returns to the same
 * place with the same cards): how many pages are shown lives in the URL as `?pages=N`, the scroll
 * position in `history.state`. Both are written with replaceState, so scrolling and loading
 * never add history entries, and the host page's own query parameters and state are kept.
 */

const PAGES_PARAM = 'pages';
const SCROLL_KEY = 'shopListingScrollY';

/** Ours: at most this many pages are restored from a URL, however large its `pages` is. */
export const MAX_RESTORED_PAGES = 20;

/** The pages to show on arrival: `?pages=N` as a whole number from 1 to MAX_RESTORED_PAGES. */
export function pagesFromUrl(): number {
  const raw = new URL(window.location.href).searchParams.get(PAGES_PARAM);
  const pages = raw === null ? NaN : Number(raw);
  if (!Number.isInteger(pages) || pages < 1) return 1;
  return Math.min(pages, MAX_RESTORED_PAGES);
}

/**
 * The host's history state, when we may add to it: null or a plain object. Any other value
 * belongs to someone else and is left alone.
 */
function ownState(): Record<string, unknown> | null {
  const state: unknown = window.history.state;
  if (state === null || state === undefined) return {};
  return typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : null;
}

function replace(state: unknown, url?: string): void {
  try {
    window.history.replaceState(state, '', url);
  } catch {
    // Safari refuses more than 100 replaceState calls in 30 s: the position is only a nicety.
  }
}

/** Keep `?pages=N` in the URL (dropped for one page: that is what a bare URL shows). */
export function writePagesToUrl(pages: number): void {
  const url = new URL(window.location.href);
  if (pages > 1) url.searchParams.set(PAGES_PARAM, String(pages));
  else url.searchParams.delete(PAGES_PARAM);
  if (url.href !== window.location.href) replace(window.history.state, url.href);
}

/** The scroll position saved for this history entry (from the listing's top: it may be below 0), if any. */
export function savedScrollY(): number | null {
  const value = ownState()?.[SCROLL_KEY];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function saveScrollY(y: number): void {
  const state = ownState();
  if (state === null || state[SCROLL_KEY] === y) return;
  replace({ ...state, [SCROLL_KEY]: y });
}
