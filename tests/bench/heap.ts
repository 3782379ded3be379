/**
 * The JS heap after unmounting and mounting again every widget of a page 50 times. Whatever a
 * widget does not release on unmount (timers, observers, listeners, charts, store subscriptions)
 * stays reachable and shows as growth after a full garbage collection.
 *
 * The browser for this pass runs V8 without its compilers and with eager feedback vectors
 * (HEAP_JS_FLAGS): otherwise optimised code and feedback vectors, which V8 creates as the
 * mount/unmount code gets hot, add some 350 KB over 50 cycles on every page and hide a leak.
 * With them off, a healthy page grows a few KB on the first remount (one-time allocations) and
 * then not at all; so one warm-up cycle runs before the baseline, and the growth reported is
 * over the `cycles` that follow.
 *
 * Those `cycles` run twice, back to back, and the growth reported is the smaller of the two
 * windows. A leak grows in every window alike; what V8 allocates once, at a moment of its own
 * choosing (a table resized at cycle 37), lands in one window only. Before this, one bench run
 * in about ten showed +3.5 to +4.0 KB on a page that measures 0.0 KB in every other run.
 *
 * Every snapshot is taken with the widgets unmounted and no request in flight (heapPass says why).
 */
import type { Browser, CDPSession } from '@playwright/test';
import { remountCycles, waitForMark } from './in-page';
import { networkQuiet, trackRequests } from './network-quiet';

export const HEAP_JS_FLAGS = '--jitless --no-flush-bytecode --no-lazy-feedback-allocation';

export interface HeapResult {
  widgets: number;
  cycles: number;
  /** usedSize, each with the widgets unmounted: after the page loaded, after the warm-up cycle, after `cycles` more, and after `cycles` more again. */
  loadedBytes: number;
  baselineBytes: number;
  middleBytes: number;
  afterBytes: number;
  /** The smaller of middleBytes − baselineBytes and afterBytes − middleBytes. */
  growthKB: number;
  /** Both windows, as measured. */
  windowsKB: [number, number];
  /** What the first remount allocated once (baselineBytes − loadedBytes). */
  firstCycleKB: number;
  /** Over the first window: a listener left behind is left every cycle, no need for two. */
  listeners: { baseline: number; after: number };
  domNodes: { baseline: number; after: number };
}

/** usedSize of the JS heap after full garbage collection, with the DOM counters. */
export async function snapshot(cdp: CDPSession) {
  // Two passes: the first can leave garbage that finalizers release only on the next one.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return { used: heap.usedSize, listeners: dom.jsEventListeners, nodes: dom.nodes };
}

/** `browser` should be launched with `--js-flags=${HEAP_JS_FLAGS}`. */
export async function heapPass(browser: Browser, url: string, mark: string, cycles: number, timeoutMs: number): Promise<HeapResult> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    trackRequests(page);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.evaluate(waitForMark(mark, timeoutMs));
    // Every snapshot is taken with the widgets unmounted: what is left then is what unmount did
    // not release. A mounted page's heap also holds what React keeps between renders (a second
    // copy of the fibers once a tree has rendered again), which depends on when the last
    // answers came and moved one window by 65 KB on the 50-line checkout (CI, 2026-11-28).
    const unmounted = async () => {
      await page.evaluate('window.ShopWidgets.unmountAll()');
      await networkQuiet(page);
      return snapshot(cdp);
    };
    await networkQuiet(page);
    const loaded = await unmounted();
    const widgets = (await page.evaluate(remountCycles(1))) as number;
    const baseline = await unmounted();
    const nextWindow = async () => {
      await page.evaluate(remountCycles(cycles));
      return unmounted();
    };
    const middle = await nextWindow();
    const after = await nextWindow();
    const windowsKB: [number, number] = [(middle.used - baseline.used) / 1024, (after.used - middle.used) / 1024];
    return {
      widgets,
      cycles,
      loadedBytes: loaded.used,
      baselineBytes: baseline.used,
      middleBytes: middle.used,
      afterBytes: after.used,
      growthKB: Math.min(...windowsKB),
      windowsKB,
      firstCycleKB: (baseline.used - loaded.used) / 1024,
      listeners: { baseline: baseline.listeners, after: middle.listeners },
      domNodes: { baseline: baseline.nodes, after: middle.nodes },
    };
  } finally {
    await context.close();
  }
}
