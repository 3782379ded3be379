import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Suggestion } from '../../shared/combobox/api/search';

/**
 * The product suggestions' tests (the header's search box, the coupon form's product search):
 * both boxes ask `GET /api/products/search?q` through the one combobox hook.
 */

/** What the reference backend suggests for `q`, asked directly (the contract, not a copy of it). */
export async function served(q: string): Promise<Suggestion[]> {
  const response = await fetch(`/api/products/search?q=${encodeURIComponent(q)}`);
  return ((await response.json()) as { products: Suggestion[] }).products;
}

/**
 * Calls `record` with the `q` of every suggestion request made from now on (a spy on `fetch`
 * that passes each call on; vi.restoreAllMocks or the next stub ends it). Call it in beforeEach.
 */
export function onSuggestionRequest(record: (q: string) => void): void {
  const inner = window.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname === '/api/products/search') record(url.searchParams.get('q') ?? '');
    return inner(input, init);
  });
}

/** Lets `ms` of real time pass inside act (the typing pause, a slow answer). */
export const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
