import type { Browser, Page } from '@playwright/test';
import { signInAs } from './helpers';
import { userOf, type Who } from './visits';

/**
 * What the layout tests read in the page (docs/decisions.md#layout-and-motion): how far it sticks
 * out of the window, and the layout shifts recorded from navigation on. every-page.spec.ts reads
 * both on every page of the walk, layout.spec.ts on the pages it stops or times.
 */

/** The element that sticks out furthest past the window's right (or left) edge, named, or null. */
export async function overflow(page: Page): Promise<string | null> {
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

/** A browser context of its own at this width, signed in as `who`. */
export async function contextFor(browser: Browser, who: Who, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const user = userOf(who);
  if (user !== null) await signInAs(page, user);
  return { context, page };
}

/** Records every layout shift of the page from navigation on, with the nodes that moved. */
export async function recordShifts(page: Page): Promise<void> {
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
export function shiftsOf(page: Page): Promise<{ value: number; sources: string[] }[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);
}

