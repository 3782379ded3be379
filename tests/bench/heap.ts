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
 */
import type { Browser, CDPSession } from '@playwright/test';
import { remountCycles, waitForMark } from './in-page';

export const HEAP_JS_FLAGS = '--jitless --no-flush-bytecode --no-lazy-feedback-allocation';

export interface HeapResult {
  widgets: number;
  cycles: number;
  /** usedSize after the page loaded, after the warm-up cycle, and after `cycles` more. */
  loadedBytes: number;
  baselineBytes: number;
  afterBytes: number;
  /** afterBytes − baselineBytes. */
  growthKB: number;
  /** What the first remount allocated once (baselineBytes − loadedBytes). */
  firstCycleKB: number;
  listeners: { baseline: number; after: number };
  domNodes: { baseline: number; after: number };
}

async function snapshot(cdp: CDPSession) {
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
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.evaluate(waitForMark(mark, timeoutMs));
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    const loaded = await snapshot(cdp);
    const widgets = (await page.evaluate(remountCycles(1))) as number;
    const baseline = await snapshot(cdp);
    await page.evaluate(remountCycles(cycles));
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    const after = await snapshot(cdp);
    return {
      widgets,
      cycles,
      loadedBytes: loaded.used,
      baselineBytes: baseline.used,
      afterBytes: after.used,
      growthKB: (after.used - baseline.used) / 1024,
      firstCycleKB: (baseline.used - loaded.used) / 1024,
      listeners: { baseline: baseline.listeners, after: after.listeners },
      domNodes: { baseline: baseline.nodes, after: after.nodes },
    };
  } finally {
    await context.close();
  }
}
