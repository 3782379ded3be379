/** Mount time and click-to-next-paint, each in a fresh browser context with CPU throttling. */
import type { Browser, Page } from '@playwright/test';
import { CLEAR_INTERACTIONS, READ_INTERACTIONS, RECORD_INTERACTIONS, waitForMark } from './in-page';
import { networkQuiet, trackRequests } from './network-quiet';
import type { Interaction } from './pages';

/** A page in a context of its own at `rate`× CPU; `cdp` changes the rate later. */
export async function throttledPage(browser: Browser, rate: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  trackRequests(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp };
}

/**
 * Navigation start → the page's "mounted" mark, in ms. Marks are relative to the document's
 * time origin, which is the start of the navigation.
 */
export async function mountTime(browser: Browser, url: string, mark: string, rate: number, timeoutMs: number): Promise<number> {
  const { context, page } = await throttledPage(browser, rate);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    return (await page.evaluate(waitForMark(mark, timeoutMs))) as number;
  } finally {
    await context.close();
  }
}

interface Recorded {
  entries: { name: string; duration: number; interactionId: number }[];
  fallback: { type: string; latency: number }[];
}

async function waitFor<T>(page: Page, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${page.url()}: ${what} within ${timeoutMs} ms`);
    await page.waitForTimeout(20);
  }
}

export interface InteractionSample {
  /** The interaction's latency: the larger of the two measures below. */
  ms: number;
  /** Longest Event Timing entry of the interaction (0 when all were under 16 ms). */
  eventTimingMs: number;
  /** requestAnimationFrame + setTimeout after the click. */
  nextFrameMs: number;
}

/** Run one interaction `repeats` times on one page load (after its widgets mounted). */
export async function interactionSamples(
  browser: Browser,
  url: string,
  mark: string,
  interaction: Interaction,
  rate: number,
  repeats: number,
  timeoutMs: number,
): Promise<InteractionSample[]> {
  const { context, page } = await throttledPage(browser, rate);
  page.setDefaultTimeout(timeoutMs);
  try {
    await page.addInitScript(RECORD_INTERACTIONS);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.evaluate(waitForMark(mark, timeoutMs));
    await networkQuiet(page);
    return await sampleInteraction(page, interaction, repeats, timeoutMs);
  } finally {
    await context.close();
  }
}

/**
 * `repeats` times the interaction on a page already loaded (its init scripts include
 * RECORD_INTERACTIONS), each followed by its `settled` and `reset`.
 */
export async function sampleInteraction(page: Page, interaction: Interaction, repeats: number, timeoutMs: number): Promise<InteractionSample[]> {
  const samples: InteractionSample[] = [];
  for (let i = 0; i < repeats; i++) {
    await page.evaluate(CLEAR_INTERACTIONS);
    await interaction.action(page);
    const recorded = await waitFor(
      page,
      async () => (await page.evaluate(READ_INTERACTIONS)) as Recorded,
      (r) => r.fallback.length > 0,
      timeoutMs,
      `"${interaction.name}": no click or key press reached the page`,
    );
    const eventTimingMs = Math.max(0, ...recorded.entries.filter((e) => e.interactionId > 0).map((e) => e.duration));
    const nextFrameMs = Math.max(...recorded.fallback.map((f) => f.latency));
    samples.push({ ms: Math.max(eventTimingMs, nextFrameMs), eventTimingMs, nextFrameMs });
    await interaction.settled(page);
    await interaction.reset?.(page);
  }
  return samples;
}
