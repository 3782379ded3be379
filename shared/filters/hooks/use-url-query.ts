import { useCallback, useEffect, useState } from 'react';
import { afterNextPaint } from '../../session/after-paint';

/**
 * State kept in the page's query string, so a filtered page can be shared, reloaded, and Back /
 * Forward step through its changes
 * (docs/decisions.md#the-filter-pages-keep-their-filters-in-the-address; Shopify's Dawn does the
 * same). `read` turns the query into the state (it must accept anything a shopper could type:
 * unknown or malformed values fall back to defaults); `write` gives the parameters it owns, `null`
 * to drop one (`''` keeps it, empty). Other parameters of the URL are left as they are. Each change
 * is one history entry.
 */
export function useUrlQuery<T>(
  read: (params: URLSearchParams) => T,
  write: (value: T) => Record<string, string | null>,
): [T, (next: T) => void] {
  const [value, setValue] = useState(() => read(new URLSearchParams(window.location.search)));

  useEffect(() => {
    const restore = () => setValue(read(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [read]);

  const change = useCallback(
    (next: T) => {
      const url = new URL(window.location.href);
      for (const [key, text] of Object.entries(write(next))) {
        if (text === null) url.searchParams.delete(key);
        else url.searchParams.set(key, text);
      }
      // Commas stay readable in a shared link (`brands=1,2`, not `brands=1%2C2`).
      const search = url.searchParams.toString().replace(/%2C/gi, ',');
      if (search !== window.location.search.replace(/^\?/, '')) {
        const entry = `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
        // The address bar after the change's frame: a tick paints first (pushState is not cheap).
        afterNextPaint(() => window.history.pushState(window.history.state, '', entry));
      }
      setValue(next);
    },
    [write],
  );

  return [value, change];
}

/** A comma list of ids as a shopper may have typed it (`brands=3,x,3`): only positive ids, once each. */
export function idsParam(text: string | null): number[] {
  if (!text) return [];
  const ids = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => /^[1-9]\d{0,8}$/.test(item))
    .map(Number);
  return [...new Set(ids)];
}
