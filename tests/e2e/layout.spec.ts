import { expect, type Browser, type Page } from '@playwright/test';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import { FULL_GUEST_CHECKOUT_PATH } from '../../demo-pages/pages/guest-checkout-page';
import { FULL_ORDER_CHECKOUT_PATH } from '../../demo-pages/pages/signed-in-order-pages';
import { everyWidgetMounted, signInAs, widgetsReady, WIDTHS, test } from './helpers';
import { getRoutes, userOf, VISITS, visitsOf, type Who } from './visits';

/**
 * Layout and motion (docs/decisions.md#layout-and-motion). Every page of the demo shop fits the
 * window at 375, 800 and 1280 px once every lazy block has loaded; nothing moves while the widgets
 * mount; the header keeps one row on a desktop, signed in or not; new arrivals rest at 0, 300, 600
 * px (SPEC §4, §9).
 */

test('every page route of the demo shop is walked below (or left out for a reason)', () => {
  const missing = getRoutes().filter((route) => !(route in VISITS));
  expect(missing, 'routes the overflow walk does not visit: add them to VISITS').toEqual([]);
});

/** The element that sticks out furthest past the window's right (or left) edge, named, or null. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.scrollingElement!.scrollWidth;
    if (scrollWidth <= width) return null;
    const name = (element: Element) => {
      const widget = element.closest('[data-widget]')?.getAttribute('data-widget');
      const classes = [...element.classList].slice(0, 2).map((c) => `.${c}`).join('');
      return `${element.tagName.toLowerCase()}${classes}${widget ? ` in widget "${widget}"` : ''}`;
    };
    /**
     * Clipped by a scrolling (or clipping) box that itself fits: not the page's problem. An
     * absolutely positioned element is clipped only by a box it is positioned in: inside a
     * scroller that is not positioned it still widens the page.
     */
    const clipped = (element: Element) => {
      let position = getComputedStyle(element).position;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (position === 'fixed') return false;
        const style = getComputedStyle(up);
        if (position === 'absolute' && style.position === 'static') continue;
        if (style.overflowX !== 'visible') {
          const box = up.getBoundingClientRect();
          if (box.right <= width + 1 && box.left >= -1) return true;
        }
        position = style.position;
      }
      return false;
    };
    const overhang = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return 0;
      const by = Math.max(rect.right - width, -rect.left);
      return by > 1 && !clipped(element) ? by : 0;
    };
    // Where the overflow starts: an element that sticks out inside a parent that does not.
    let worst: { element: Element; by: number } | null = null;
    for (const element of document.body.querySelectorAll('*')) {
      const by = overhang(element);
      if (by > 0 && (!element.parentElement || overhang(element.parentElement) === 0) && (!worst || by > worst.by)) {
        worst = { element, by };
      }
    }
    const culprit = worst ? `${name(worst.element)} sticks out by ${Math.round(worst.by)} px` : 'no single element found';
    return `the page is ${scrollWidth} px wide in a ${width} px window: ${culprit}`;
  });
}

async function contextFor(browser: Browser, who: Who, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const user = userOf(who);
  if (user !== null) await signInAs(page, user);
  return { context, page };
}

for (const width of WIDTHS) {
  test(`no page of the demo shop is wider than a ${width} px window, with every lazy block loaded`, async ({ browser }) => {
    test.setTimeout(240_000);
    const failures: string[] = [];
    for (const who of ['guest', 'customer', 'admin'] as const) {
      const visits = visitsOf(who);
      const { context, page } = await contextFor(browser, who, width);
      for (const { path } of visits) {
        await page.goto(path);
        await everyWidgetMounted(page);
        const found = await overflow(page);
        if (found) failures.push(`${path} (${who}): ${found}`);
      }
      await context.close();
    }
    expect(failures).toEqual([]);
  });
}

/** Records every layout shift of the page from navigation on, with the nodes that moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? 'text' : '(gone)';
      const widget = node.closest('[data-widget]')?.getAttribute('data-widget');
      return `${node.tagName.toLowerCase()}${[...node.classList].slice(0, 2).map((c) => `.${c}`).join('')}${widget ? ` in "${widget}"` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        if (entry.hadRecentInput) continue;
        // When: a shift while the HTML is still parsed is the page's own, not a widget's.
        const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domInteractive || Infinity;
        const mounted = performance.getEntriesByName('shop:widgets-mounted')[0]?.startTime ?? Infinity;
        const when = `at ${Math.round(entry.startTime)} ms, ${entry.startTime < parsed ? 'while the HTML was parsed' : 'after parsing'}, ${entry.startTime < mounted ? 'before' : 'after'} all widgets mounted`;
        shifts.push({
          value: entry.value,
          sources: [
            when,
            ...entry.sources.map(
              (s) =>
                `${name(s.node)} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} (x ${Math.round(s.previousRect.x)}→${Math.round(s.currentRect.x)}, height ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)})`,
            ),
          ],
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts `recordShifts` has recorded on this page so far. */
function shiftsOf(page: Page): Promise<{ value: number; sources: string[] }[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);
}

/**
 * The pages measured: nothing moves at all from navigation until every eager widget
 * has mounted and the page is quiet, its late answers (a product's coupons, the cart's shipping
 * and discounts) in. Products with and without variations, coupons, images and stock.
 */
const SHIFT_PAGES = [
  { path: '/search?search=tea', who: 'guest' },
  { path: '/category/tea', who: 'guest' },
  { path: '/wishlist', who: 'customer' },
  { path: '/search', who: 'customer' },
  { path: '/', who: 'guest' },
  { path: `/products/${SEED_IDS.manyReviewsProduct}`, who: 'guest' },
  { path: `/products/${SEED_IDS.noImagesProduct}`, who: 'guest' },
  { path: '/cart', who: 'guest' },
  // The page paints before the widget's code arrives: its heading must stand where the widget's
  // will. A guest's cart badge (counted in the browser) appears when the cart link mounts: it
  // sits on the icon and widens nothing.
  { path: FULL_GUEST_CHECKOUT_PATH, who: 'guest' },
  { path: '/', who: 'customer' },
  { path: `/products/${SEED_IDS.colorSizeProduct}`, who: 'customer' },
  { path: `/products/${SEED_IDS.soldOutProduct}`, who: 'customer' },
  { path: '/cart', who: 'customer' },
  // The shipping address arrives after mount: its panel keeps its height meanwhile, so the
  // panels below it stay put (Lighthouse measured 0.048 before). Nimal has saved addresses.
  { path: `/checkout/${SEED_IDS.pendingOrder}`, who: 'customer' },
  // A shopper with no address: 'Add new address' comes with the address's answer. In a narrow
  // panel its row under the heading is kept meanwhile (it wrapped late, 27 px, before).
  { path: FULL_ORDER_CHECKOUT_PATH, who: 'customer' },
] as const;

for (const width of [1280, 800, 375]) {
  test(`nothing moves while the widgets mount, at ${width} px (no layout shift from navigation until all have mounted)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    for (const who of ['guest', 'customer'] as const) {
      const { context, page } = await contextFor(browser, who, width);
      await recordShifts(page);
      for (const visit of SHIFT_PAGES.filter((visit) => visit.who === who)) {
        await page.goto(visit.path);
        await widgetsReady(page);
        await page.waitForLoadState('networkidle');
        const shifts = await shiftsOf(page);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        if (total > 0) {
          failures.push(`${visit.path} (${who}): layout shift ${total.toFixed(4)}: ${shifts.map((shift) => `${shift.value.toFixed(4)} [${shift.sources.join('; ')}]`).join(' ')}`);
        }
      }
      await context.close();
    }
    expect(failures).toEqual([]);
  });
}

/**
 * A slow phone paints while it still parses the page. Parsed in part, a header whose links sit at
 * its right end showed the wishlist link alone, then the cart link, then Sign out, each pushing
 * the others left (Lighthouse: CLS 0.003); a product's rating row held its stars alone, 3 px
 * higher than beside their text (a clean-clone Lighthouse run: CLS 0.00002 on the product page);
 * the home blocks' grid laid out its first tiles over the whole row (0.1 at 1280 px). The head
 * holds the first frame until the footer, the first element after `<main>`, is parsed
 * (docs/backend.md). Here the parser is held at such a point by a script that takes 1.5 s: the
 * first frame drawn must show the page whole, and nothing may move until the widgets mount.
 */
const PARSER_STOPS = [
  { path: '/cart', who: 'customer', after: '</a>', inside: 'data-widget="wishlist-link"', where: 'after the header\'s wishlist link' },
  { path: `/products/${SEED_IDS.manyReviewsProduct}`, who: 'guest', after: '</svg>', inside: 'class="shop-pd__rating"', where: 'between the rating\'s stars and its text' },
  { path: '/', who: 'guest', after: '</li>', inside: 'class="shop-home-blocks__items', where: 'after the first home block\'s first tile' },
] as const;

for (const stop of PARSER_STOPS) {
  test(`the first frame shows the page whole and nothing moves, when the parser stops ${stop.where}`, async ({ browser }) => {
    for (const width of WIDTHS) {
      const { context, page } = await contextFor(browser, stop.who, width);
      await recordShifts(page);
      await page.route(`**${stop.path}`, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        const nonce = /nonce="([^"]+)"/.exec(body)?.[1];
        const at = body.indexOf(stop.after, body.indexOf(stop.inside)) + stop.after.length;
        expect(nonce && body.includes(stop.inside) && at > stop.after.length, `${stop.path} has a nonce and ${stop.inside}`).toBeTruthy();
        await route.fulfill({ response, body: `${body.slice(0, at)}<script src="/__slow-parser.js" nonce="${nonce}"></script>${body.slice(at)}` });
      });
      await page.route('**/__slow-parser.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      await page.addInitScript(() => {
        const frames: { header: string[]; footer: boolean }[] = [];
        (window as unknown as { firstFrames: typeof frames }).firstFrames = frames;
        requestAnimationFrame(() => {
          const actions = document.querySelector('.site-header__actions');
          frames.push({
            header: actions ? [...actions.querySelectorAll('[data-widget]')].map((node) => node.getAttribute('data-widget') ?? '') : [],
            footer: document.querySelector('footer') !== null,
          });
        });
      });
      await page.goto(stop.path);
      await widgetsReady(page);
      await page.waitForLoadState('networkidle');
      const [first] = await page.evaluate(() => (window as unknown as { firstFrames: { header: string[]; footer: boolean }[] }).firstFrames);
      const shifts = await shiftsOf(page);
      await context.close();
      expect(first, `${width} px: the first frame drawn`).toEqual({ header: ['wishlist-link', 'cart-link', 'login-modal'], footer: true });
      expect(shifts.map((shift) => `${shift.value.toFixed(5)} [${shift.sources.join('; ')}]`), `${width} px: layout shifts`).toEqual([]);
    }
  });
}

test('signed in, the header keeps one row at 1280 px, as it is for a guest', async ({ browser }) => {
  const heights: Record<string, number> = {};
  for (const who of ['guest', 'customer', 'admin'] as const) {
    const { context, page } = await contextFor(browser, who, 1280);
    await page.goto('/');
    await everyWidgetMounted(page);
    // Every item of the header (logo, links, search, badges, sign-in) on one line: one top offset.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: who === 'guest' ? 'Sign in' : 'Sign out' })).toBeVisible();
    const tops = await banner.evaluate((header) =>
      [...header.querySelectorAll('a, button, input')]
        .filter((element) => element.checkVisibility())
        .map((element) => {
          const rect = element.getBoundingClientRect();
          return Math.round(rect.top + rect.height / 2);
        }),
    );
    expect(new Set(tops).size, `${who}: the header's items sit on ${new Set(tops).size} lines`).toBe(1);
    heights[who] = (await banner.boundingBox())!.height;
    await context.close();
  }
  expect(heights.customer).toBe(heights.guest);
  expect(heights.admin).toBe(heights.guest);
});

for (const width of WIDTHS) {
  test(`new arrivals rest at 0, 300 and 600 px, 300 px a step (SPEC §4, §9), at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.locator('[data-widget="new-arrivals"]').scrollIntoViewIfNeeded();
    const track = page.getByRole('region', { name: 'New Arrivals' }).getByRole('list');
    await expect(track.getByRole('listitem')).toHaveCount(12);
    // Held under the pointer and brought back to its start: on a busy machine the strip had
    // taken its first step before the reading began (it read 300, 600, 900).
    await track.hover();
    await track.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
    // Where the strip rests between its steps (2 s apart, each a short glide), read every 100 ms,
    // from before the pointer leaves. A rest is a position held for 500 ms by the clock, not for
    // five readings: on a busy machine the timers come late, and five readings of a 1.7 s rest
    // once did not fit in it (CI read 0, 600, 900).
    const reading = track.evaluate(async (element) => {
      const stops: number[] = [];
      let last = -1;
      let since = performance.now();
      for (const start = performance.now(); performance.now() - start < 6_600; ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const now = Math.round(element.scrollLeft);
        if (now !== last) {
          last = now;
          since = performance.now();
        } else if (performance.now() - since >= 500 && stops.at(-1) !== now) {
          stops.push(now);
        }
      }
      return stops;
    });
    await page.mouse.move(0, 0);
    const resting = await reading;
    expect(resting.slice(0, 3)).toEqual([0, 300, 600]);
  });
}

/**
 * The page paints before the widgets' code arrives, so its largest paint must be one the printed
 * placeholder makes: a widget that then draws a larger picture makes a new largest paint after it
 * mounts (issue's LCP ≤ 2.0 s). The listing pages' placeholders print their cards' pictures at
 * least as large as the widget's. A picture of the placeholder's size may still paint after the
 * mount when its file arrives after the widgets' code (on a busy machine): the browser reports
 * it as the widget's picture, and it is no larger than one the placeholder had laid out.
 */
const LARGEST_PAINT_PAGES = ['/category/tea', '/search?search=tea'] as const;

for (const width of [1280, 800, 375]) {
  test(`the listing pages' largest paint is no larger than the placeholder's pictures, at ${width} px`, async ({ browser }) => {
    const late: string[] = [];
    for (const path of LARGEST_PAINT_PAGES) {
      // A first visit (nothing cached), as Lighthouse's: the page paints before the widgets' code arrives.
      const { context, page } = await contextFor(browser, 'guest', width);
      await page.addInitScript(() => {
        const seen = { paints: [] as { at: number; what: string; size: number }[], printed: 0 };
        (window as unknown as { largestPaints: typeof seen }).largestPaints = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
            seen.paints.push({ at: entry.startTime, what: entry.element ? `${entry.element.tagName.toLowerCase()}.${entry.element.className}` : '(gone)', size: entry.size });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // The largest picture the printed page lays out on screen: its pictures taken when the HTML
        // is parsed, before any script of the page runs, measured once the stylesheets are in.
        let printed: HTMLImageElement[] = [];
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') printed = [...document.images];
        });
        document.addEventListener('DOMContentLoaded', () => {
          for (const image of printed.filter((image) => image.isConnected)) {
            const box = image.getBoundingClientRect();
            const wide = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
            const high = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
            if (wide > 0 && high > 0) seen.printed = Math.max(seen.printed, wide * high);
          }
        });
      });
      await page.goto(path);
      await widgetsReady(page);
      await page.waitForLoadState('networkidle');
      const { seen, mounted } = await page.evaluate(() => ({
        seen: (window as unknown as { largestPaints: { paints: { at: number; what: string; size: number }[]; printed: number } }).largestPaints,
        mounted: performance.getEntriesByName('shop:widgets-mounted')[0]?.startTime ?? Infinity,
      }));
      await context.close();
      expect(seen.printed, `${path}: the printed page shows a picture on screen`).toBeGreaterThan(0);
      for (const paint of seen.paints.filter((paint) => paint.at >= mounted && paint.size > seen.printed + 1)) {
        late.push(`${path}: ${paint.what} (${paint.size} px², the placeholder's largest picture ${Math.round(seen.printed)} px²) painted ${Math.round(paint.at - mounted)} ms after mount`);
      }
    }
    expect(late).toEqual([]);
  });
}
