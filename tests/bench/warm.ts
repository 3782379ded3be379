/**
 * Repeat visits: one browser context with its HTTP cache on loads the pages of a walk one
 * after the other (home, then a product, …), each to network idle, and counts what each page
 * asks the network again of the kit files (under /build/) an earlier page of the walk already
 * had: bytes downloaded again, and revalidations (a 304 costs a round trip on a slow phone).
 * Both must be 0: the kit's hashed files are served `immutable`, so the cache answers alone.
 * Also lists every kit file served without `immutable` in its Cache-Control.
 */
import type { Browser } from '@playwright/test';
import { waitForMark } from './in-page';
import { NETWORK_VIEWPORT } from './network';
import { networkQuiet, trackRequests } from './network-quiet';
import { isKitFile } from './pages';

export interface WarmStep {
  key: string;
  url: string;
  /** Kit files this page needed, from the network or the cache. */
  kitFiles: number;
  /** Of those an earlier page had: downloaded again (bytes on the wire, headers included). */
  redownloaded: { file: string; transferBytes: number }[];
  /** Of those an earlier page had: asked again and answered 304 Not Modified. */
  revalidated: string[];
}

export interface WarmResult {
  steps: WarmStep[];
  redownloadedBytes: number;
  revalidations: number;
  /** Kit files whose response lacked `immutable` (file: Cache-Control). */
  notImmutable: { file: string; cacheControl: string }[];
}

interface Seen {
  url: string;
  status: number;
  fromCache: boolean;
  transferBytes: number;
  cacheControl: string;
}

const fileOf = (url: string) => new URL(url).pathname.split('/').pop() ?? url;

export async function warmPass(browser: Browser, walk: { key: string; url: string }[], mark: string, timeoutMs: number): Promise<WarmResult> {
  const context = await browser.newContext({ viewport: NETWORK_VIEWPORT });
  try {
    const page = await context.newPage();
    trackRequests(page);
    const cdp = await context.newCDPSession(page);
    let current = new Map<string, Seen>();
    // Chromium says "served from cache" before it reports the response.
    const fromCache = new Set<string>();
    cdp.on('Network.responseReceived', (event) => {
      if (!isKitFile(event.response.url)) return;
      const headers = event.response.headers as Record<string, string>;
      current.set(event.requestId, {
        url: event.response.url,
        status: event.response.status,
        fromCache: fromCache.has(event.requestId) || Boolean(event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker),
        transferBytes: 0,
        cacheControl: Object.entries(headers).find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '',
      });
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      fromCache.add(event.requestId);
      const seen = current.get(event.requestId);
      if (seen) seen.fromCache = true;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const seen = current.get(event.requestId);
      if (seen) seen.transferBytes = event.encodedDataLength;
    });
    await cdp.send('Network.enable');

    const had = new Set<string>();
    const notImmutable = new Map<string, string>();
    const steps: WarmStep[] = [];
    for (const { key, url } of walk) {
      current = new Map();
      await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
      await page.evaluate(waitForMark(mark, timeoutMs));
      await networkQuiet(page);
      const seen = [...current.values()];
      const step: WarmStep = { key, url, kitFiles: new Set(seen.map((s) => s.url)).size, redownloaded: [], revalidated: [] };
      for (const response of seen) {
        if (!response.fromCache && !/\bimmutable\b/.test(response.cacheControl) && response.status !== 304) {
          notImmutable.set(fileOf(response.url), response.cacheControl || '(none)');
        }
        if (!had.has(response.url) || response.fromCache) continue;
        if (response.status === 304) step.revalidated.push(fileOf(response.url));
        else step.redownloaded.push({ file: fileOf(response.url), transferBytes: response.transferBytes });
      }
      seen.forEach((response) => had.add(response.url));
      steps.push(step);
    }
    return {
      steps,
      redownloadedBytes: steps.reduce((sum, step) => sum + step.redownloaded.reduce((s, f) => s + f.transferBytes, 0), 0),
      revalidations: steps.reduce((sum, step) => sum + step.revalidated.length, 0),
      notImmutable: [...notImmutable].map(([file, cacheControl]) => ({ file, cacheControl })),
    };
  } finally {
    await context.close();
  }
}
