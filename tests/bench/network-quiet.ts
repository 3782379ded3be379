/**
 * "No request of the page in flight for a while", for any moment of a visit.
 *
 * Playwright's `waitForLoadState('networkidle')` is not that: it waits for the navigation's own
 * network idle, and once the page has had it, it returns at once, whatever is in flight. After a
 * remount or an interaction's reset it waited for nothing: the 50-line checkout's snapshots held
 * its answers half the time, and a cart reset did not wait for its two quantity changes.
 *
 * So the bench counts the page's requests itself, from Playwright's request events:
 * `trackRequests` when the page is created (before its first request), `networkQuiet` wherever
 * the bench needs the network quiet.
 */
import type { Page } from '@playwright/test';
import { FRAME_WAITS } from './in-page';

interface Tracker {
  inFlight: number;
  lastChange: number;
}

const trackers = new WeakMap<Page, Tracker>();

/** Starts counting the page's requests; call it before the page's first request. */
export function trackRequests(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: Tracker = { inFlight: 0, lastChange: performance.now() };
  trackers.set(page, tracker);
  page.on('request', () => {
    tracker.inFlight++;
    tracker.lastChange = performance.now();
  });
  const ended = () => {
    tracker.inFlight = Math.max(0, tracker.inFlight - 1);
    tracker.lastChange = performance.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Resolves once none of the page's requests has been in flight for `quietMs`, then lets the
 * answers render (a frame and a task). Rejects after `timeoutMs`, saying how many are in flight:
 * a measurement taken then would not be of the state the bench thinks it is.
 */
export async function networkQuiet(page: Page, { quietMs = 500, timeoutMs = 15_000 } = {}): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) throw new Error('networkQuiet: call trackRequests(page) when the page is created');
  const deadline = performance.now() + timeoutMs;
  while (tracker.inFlight > 0 || performance.now() - tracker.lastChange < quietMs) {
    if (performance.now() > deadline) {
      throw new Error(`the page still had ${tracker.inFlight} request(s) in flight after ${timeoutMs} ms (${page.url()})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await page.evaluate(`(async () => {${FRAME_WAITS}
    await nextFrame();
  })()`);
}
