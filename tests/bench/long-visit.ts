/**
 * A long visit (issue "fast on a phone"): the home page's listing scrolled until it shows 1,200
 * cards, the way a shopper gets there (the sentinel below the grid scrolled into view, one page
 * at a time), then
 *   - the JS heap after every LONG_VISIT_HEAP_EVERY cards, after full garbage collection
 *     (heap.ts's snapshot, V8 without compilers as there): growth per card, and per 24 cards,
 *     a page as the issue counts them (1,200 cards in 50 pages; the demo backend sends 12 a call),
 *   - click to next paint at 4× CPU of the heart on the last card (timing.ts's measure),
 *   - the time each of the last pages takes to show at 4× CPU (scroll → its cards on screen).
 * The page is /__demo/scenarios/long-listing: the home page with 1,200 more products, signed in
 * as a shopper of its own whose wishlist starts empty (a guest's heart opens the sign-in dialog).
 */
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { launchChromium } from './browser';
import { HEAP_JS_FLAGS, snapshot } from './heap';
import { FRAME_WAITS, RECORD_INTERACTIONS, waitForMark } from './in-page';
import { networkQuiet, trackRequests } from './network-quiet';
import type { Interaction } from './pages';
import { LISTING_PAGE_SIZE } from '../../demo-pages/backend/routes/catalogue';
import { stat, type Stat } from './results';
import { sampleInteraction, throttledPage, type InteractionSample } from './timing';

export const LONG_VISIT_PATH = '/__demo/scenarios/long-listing?toolbar=0';
export const LONG_VISIT_CARDS = 1200;
/** A page as the issue counts them: 1,200 cards in 50 pages. */
export const CARDS_PER_ISSUE_PAGE = 24;
/** Heap read every this many cards (10 of the demo backend's pages). */
const LONG_VISIT_HEAP_EVERY = 120;
/**
 * A page not asked for this long after its sentinel was scrolled into view, and none on its way,
 * is a stall: the visit scrolls up a screen and back, as a shopper would, and reports it. In one
 * of 68 visits here the listing stopped with its sentinel in view (CI: at 924 cards; here at 396,
 * the sentinel 499 px down a 720 px window, nothing loading, no alert), as one lost observer
 * notification does; the listing now also asks when a scroll ends with it in view
 * (use-sentinel.ts), so a stall reported here is one that got past both.
 */
const STALL_MS = 5_000;
/** The last pages, loaded one by one at 4× CPU and timed. */
const TIMED_PAGES = 5;
const CLICKS = 7;

export interface LongVisitResult {
  url: string;
  cards: number;
  /** Calls to GET /productsInfinit/load the visit made. */
  pagesLoaded: number;
  /** Pages that were not asked for until the visit scrolled again (STALL_MS), with what it saw. */
  stalls: string[];
  heap: {
    /** usedSize after GC once `cards` cards were shown. */
    samples: { cards: number; usedBytes: number; domNodes: number; listeners: number }[];
    /** Least-squares slope of the samples after the first (its warm-up), in KB. */
    perCardKB: number;
    perIssuePageKB: number;
  };
  /** Scroll → the next page's cards on screen, at 4× CPU, for the last TIMED_PAGES pages. */
  pageLoadMs4x: Stat;
  /** The heart on the last card, click → next paint at 4× CPU. */
  heartMs4x: Stat & { details: InteractionSample[] };
  wallSeconds: number;
}

export interface LongVisitBudget {
  maxHeapGrowthKBPerPage: number;
  maxHeartNextPaintMs4x: number;
}

/**
 * In the page: scrolls the listing's sentinel into view until `target` cards are shown, one page
 * at a time, and resolves with how long each page took (scroll → the frame after its cards
 * arrived). A string, as in in-page.ts (tsx rewrites named functions).
 */
const showCards = (target: number, timeoutMs: number) => `(async () => {
  // Cards far from the screen may be dropped (a stand-in row in their place): count by position.
  const count = () => Number(document.querySelector('[data-widget="product-listing"] li[aria-posinset]:last-of-type')?.getAttribute('aria-posinset') ?? 0);
  ${FRAME_WAITS}
  const times = [];
  const stalls = [];
  const busy = () => Boolean(document.querySelector('[data-widget="product-listing"] .shop-pl__more[aria-busy="true"]'));
  const sentinel = () => document.querySelector('[data-widget="product-listing"] .shop-pl__sentinel');
  // What the shopper would see when no page came: the sentinel's place, the status line, an alert.
  const seen = () => {
    const listing = document.querySelector('[data-widget="product-listing"]');
    const rect = sentinel()?.getBoundingClientRect();
    const text = (selector) => listing?.querySelector(selector)?.textContent?.trim() || 'none';
    return 'sentinel ' + (rect ? 'at ' + rect.top.toFixed(2) + '-' + rect.bottom.toFixed(2) + ' px of ' + innerHeight : 'gone') +
      ', scrollY ' + scrollY.toFixed(2) + ' of ' + document.documentElement.scrollHeight +
      ', stand-ins ' + (listing?.querySelectorAll('.shop-pl__gap').length ?? 0) +
      ', status "' + text('[role="status"]') + '", alert "' + text('[role="alert"]') + '"';
  };
  // The first page arrives after the widget mounts; its end in view, so its cards are drawn.
  for (const deadline = performance.now() + ${timeoutMs}; !sentinel(); ) {
    if (performance.now() > deadline) throw new Error('no further page to load within ${timeoutMs} ms');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  sentinel().scrollIntoView({ block: 'center' });
  await nextFrame();
  await nextFrame();
  while (count() < ${target}) {
    const before = count();
    if (!sentinel()) throw new Error('the listing ended at ' + before + ' cards');
    const start = performance.now();
    sentinel().scrollIntoView({ block: 'center' });
    const deadline = start + ${timeoutMs};
    let nudged = false;
    while (count() === before) {
      if (performance.now() > deadline) throw new Error('no new cards after ' + before + ' within ${timeoutMs} ms: ' + seen());
      if (!nudged && !busy() && performance.now() - start > ${STALL_MS}) {
        // No page asked for: a shopper would scroll again. Up a screen and back, noted.
        nudged = true;
        stalls.push('after ' + before + ' cards: ' + seen());
        scrollBy(0, -innerHeight);
        await nextFrame();
        sentinel()?.scrollIntoView({ block: 'center' });
      }
      await nextPaint();
    }
    await nextFrame();
    times.push(performance.now() - start);
  }
  return { times, cards: count(), stalls };
})()`;

type Shown = { times: number[]; cards: number; stalls: string[] };

/**
 * Scrolls the page's listing until `target` cards are shown (showCards). Bounded here too: a
 * page that stops running its timers would otherwise hold the bench until its 50-minute limit.
 */
async function scrollTo(page: Page, target: number, timeoutMs: number): Promise<Shown> {
  let timer: NodeJS.Timeout | undefined;
  const limit = timeoutMs * 10;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`long visit: ${target} cards not shown within ${limit / 1000} s`)), limit);
  });
  try {
    return (await Promise.race([page.evaluate(showCards(target, timeoutMs)), late])) as Shown;
  } finally {
    clearTimeout(timer);
  }
}

const lastCard = (page: Page) => page.locator('[data-widget="product-listing"] li:last-child');

/**
 * The heart of the card that is last when the timed clicks start: saved, then removed again
 * (reset), on the shopper's own wishlist. Found by its name, not as `li:last-child`: with 1,200
 * of the listing's 1,275 cards shown the listing has more to load, and a page that arrives
 * during the clicks (the sentinel in view) makes another card the last one.
 */
function heartOf(productName: string): Interaction {
  const button = (page: Page, pressed: boolean, disabled?: false) =>
    page.locator('[data-widget="product-listing"]').getByRole('button', { name: `Save ${productName} to wishlist`, exact: true, pressed, disabled });
  return {
    name: 'heart on the last card',
    action: (page) => button(page, false).click(),
    settled: (page) => button(page, true, false).waitFor(),
    reset: async (page) => {
      await button(page, true).click();
      await button(page, false, false).waitFor();
      await networkQuiet(page);
    },
  };
}

async function open(page: Page, url: string, mark: string, timeoutMs: number) {
  await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  await page.evaluate(waitForMark(mark, timeoutMs));
  await networkQuiet(page);
}

const slope = (points: { x: number; y: number }[]) => {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
};

/** Heap: a browser of its own without compilers (heap.ts says why), at 1× CPU. */
async function heapVisit(origin: string, mark: string, timeoutMs: number) {
  const browser = await launchChromium(HEAP_JS_FLAGS);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    trackRequests(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    let calls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/productsInfinit/load') calls++;
    });
    await open(page, origin + LONG_VISIT_PATH, mark, timeoutMs);
    const samples: LongVisitResult['heap']['samples'] = [];
    const stalls: string[] = [];
    for (let cards = LONG_VISIT_HEAP_EVERY; cards <= LONG_VISIT_CARDS; cards += LONG_VISIT_HEAP_EVERY) {
      const shown = await scrollTo(page, cards, timeoutMs);
      stalls.push(...shown.stalls);
      await networkQuiet(page);
      // The browser's own record of each request and image is not the listing's (as heap.ts).
      await page.evaluate('performance.clearResourceTimings()');
      const heap = await snapshot(cdp);
      samples.push({ cards: shown.cards, usedBytes: heap.used, domNodes: heap.nodes, listeners: heap.listeners });
    }
    const perCard = slope(samples.slice(1).map((s) => ({ x: s.cards, y: s.usedBytes }))) / 1024;
    return { samples, perCardKB: perCard, perIssuePageKB: perCard * CARDS_PER_ISSUE_PAGE, calls, stalls };
  } finally {
    await browser.close();
  }
}

/** Page times and the heart: a browser with compilers on, as the bench's timings. */
async function clickVisit(origin: string, mark: string, timeoutMs: number) {
  const browser = await launchChromium();
  try {
    const { page, cdp } = await throttledPage(browser, 1);
    page.setDefaultTimeout(timeoutMs);
    await page.addInitScript(RECORD_INTERACTIONS);
    await open(page, origin + LONG_VISIT_PATH, mark, timeoutMs);
    const first = await scrollTo(page, 1, timeoutMs);
    // The backend's page, not what the first scroll showed: that scroll brings one page or two,
    // as the sentinel's timing falls, and the timed pages at 4× CPU were then 5 or 10.
    const most = await scrollTo(page, LONG_VISIT_CARDS - TIMED_PAGES * LISTING_PAGE_SIZE, timeoutMs);
    await networkQuiet(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const timed = await scrollTo(page, LONG_VISIT_CARDS, timeoutMs);
    await networkQuiet(page);
    const name = await lastCard(page).getByRole('heading').innerText();
    const details = await sampleInteraction(page, heartOf(name), CLICKS, timeoutMs);
    const stalls = [...first.stalls, ...most.stalls, ...timed.stalls];
    return { pageLoadMs4x: stat(timed.times), heartMs4x: { ...stat(details.map((d) => d.ms)), details }, stalls };
  } finally {
    await browser.close();
  }
}

/** The long visit on the demo server at `origin`, in browsers of its own. */
export async function longVisitPass(origin: string, mark: string, timeoutMs: number): Promise<LongVisitResult> {
  const started = performance.now();
  const heap = await heapVisit(origin, mark, timeoutMs);
  const clicks = await clickVisit(origin, mark, timeoutMs);
  return {
    url: origin + LONG_VISIT_PATH,
    cards: heap.samples.at(-1)!.cards,
    pagesLoaded: heap.calls,
    heap: { samples: heap.samples, perCardKB: heap.perCardKB, perIssuePageKB: heap.perIssuePageKB },
    pageLoadMs4x: clicks.pageLoadMs4x,
    heartMs4x: clicks.heartMs4x,
    stalls: [...heap.stalls.map((stall) => `heap visit, ${stall}`), ...clicks.stalls.map((stall) => `timed visit, ${stall}`)],
    wallSeconds: (performance.now() - started) / 1000,
  };
}

/** bench-budget.json's "longVisit" (its own key: "$…" keys are notes). */
export async function readLongVisitBudget(file: string): Promise<LongVisitBudget> {
  const raw = (JSON.parse(await readFile(file, 'utf8')) as { longVisit?: Record<string, unknown> }).longVisit;
  const known = ['maxHeapGrowthKBPerPage', 'maxHeartNextPaintMs4x'];
  const problems = raw ? known.filter((key) => typeof raw[key] !== 'number' || !Number.isFinite(raw[key])) : ['"longVisit" is missing'];
  for (const key of Object.keys(raw ?? {})) if (!known.includes(key) && !key.startsWith('$')) problems.push(`longVisit.${key} is not a known budget`);
  if (problems.length) throw new Error(`${file}: ${problems.map((p) => (p.startsWith('"') ? p : `longVisit.${p} must be a number`)).join('; ')}`);
  return raw as unknown as LongVisitBudget;
}

/** Breaches of the long visit's budgets; `slowdown4x` stretches the milliseconds as budget.ts does. */
export function checkLongVisit(result: LongVisitResult, budget: LongVisitBudget, slowdown4x: number): { checked: number; breaches: string[] } {
  const breaches: string[] = [];
  const perPage = result.heap.perIssuePageKB;
  if (perPage > budget.maxHeapGrowthKBPerPage) {
    breaches.push(`long visit: JS heap growth per ${CARDS_PER_ISSUE_PAGE} cards: ${perPage.toFixed(1)} KB > budget ${budget.maxHeapGrowthKBPerPage} KB`);
  }
  const max = budget.maxHeartNextPaintMs4x * slowdown4x;
  if (result.heartMs4x.median > max) {
    const samples = result.heartMs4x.samples.map((ms) => Math.round(ms)).join(', ');
    breaches.push(`long visit: heart on card ${result.cards} click to next paint at 4× CPU (median of ${samples} ms): ${Math.round(result.heartMs4x.median)} ms > budget ${Math.round(max)} ms`);
  }
  if (result.cards < LONG_VISIT_CARDS) breaches.push(`long visit: only ${result.cards} cards shown of ${LONG_VISIT_CARDS}`);
  return { checked: 3, breaches };
}

/** One line for the bench's table. */
export function formatLongVisit(result: LongVisitResult): string {
  const pages = result.pageLoadMs4x.samples.map((ms) => Math.round(ms)).join(', ');
  return [
    `long visit: ${result.cards} cards (${result.pagesLoaded} calls of the listing), ${Math.round(result.wallSeconds)} s`,
    `  heap growth ${result.heap.perCardKB.toFixed(2)} KB per card, ${result.heap.perIssuePageKB.toFixed(1)} KB per ${CARDS_PER_ISSUE_PAGE} cards`,
    `  heart on the last card at 4× CPU: median ${Math.round(result.heartMs4x.median)} ms; last pages at 4× CPU: ${pages} ms`,
    ...result.stalls.map((stall) => `  stalled, scrolled again (${STALL_MS / 1000} s): ${stall}`),
  ].join('\n');
}
