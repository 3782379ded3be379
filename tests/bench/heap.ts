/**
 * The JS heap after unmounting and mounting again every widget of a page many times. Whatever a
 * widget does not release on unmount (timers, observers, listeners, charts, store subscriptions)
 * stays reachable and shows as growth after a full garbage collection.
 */
import type { Browser, CDPSession } from '@playwright/test';
import { remountCycles, waitForMark } from './in-page';

export interface HeapResult {
  widgets: number;
  cycles: number;
  beforeBytes: number;
  afterBytes: number;
  growthKB: number;
  /** Growth per cycle over the cycles after the first 10 (one-time caches excluded): a leak's slope. */
  bytesPerCycle: number;
  listeners: { before: number; after: number };
  domNodes: { before: number; after: number };
}

async function snapshot(cdp: CDPSession) {
  // Two passes: the first can leave garbage that finalizers release only on the next one.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return { used: heap.usedSize, listeners: dom.jsEventListeners, nodes: dom.nodes };
}

export async function heapPass(browser: Browser, url: string, mark: string, cycles: number, timeoutMs: number): Promise<HeapResult> {
  const warm = Number(process.env.WARM ?? Math.min(10, Math.floor(cycles / 5)));
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.evaluate(waitForMark(mark, timeoutMs));
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    const before = await snapshot(cdp);
    const widgets = (await page.evaluate(remountCycles(warm))) as number;
    const afterWarm = await snapshot(cdp);
    await page.evaluate(remountCycles(cycles - warm));
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    const after = await snapshot(cdp);
    return {
      widgets,
      cycles,
      beforeBytes: before.used,
      afterBytes: after.used,
      growthKB: (after.used - before.used) / 1024,
      bytesPerCycle: (after.used - afterWarm.used) / Math.max(1, cycles - warm),
      listeners: { before: before.listeners, after: after.listeners },
      domNodes: { before: before.nodes, after: after.nodes },
    };
  } finally {
    await context.close();
  }
}
