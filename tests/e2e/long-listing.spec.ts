import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, widgetsReady, test } from './helpers';

/**
 * A long visit of the home listing. The listing drops cards far from the screen; the shopper
 * must not notice: every card keeps its place for screen readers, comes back as it nears the
 * screen, the keyboard walks on, and nothing on screen moves.
 *
 * The pages are the first page's cards again under new ids (30 pages): the bench's long-listing
 * scenario would add 1,200 products to the store every test of the run shares.
 */
const listing = (page: Page) => page.locator('[data-widget="product-listing"]');
/** The card at `place` in the list, as a screen reader counts it. */
const card = (page: Page, place: number) => listing(page).locator(`li[aria-posinset="${place}"]`);

test('a long listing keeps every card\'s place, brings far cards back, and nothing moves', async ({ page }, testInfo) => {
  // 240 cards and two axe runs on a shared 2-core machine.
  test.slow();
  // Layout shifts of the listing's cards that the shopper did not cause (what CLS counts).
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    const inGrid = (node: Node | null) =>
      Boolean((node instanceof Element ? node : node?.parentElement)?.closest('[data-widget="product-listing"] ul'));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (!entry.hadRecentInput && entry.sources.some((source) => inGrid(source.node))) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const first = (await (await page.request.get('/productsInfinit/load?page=1')).json()) as { data: { id: number; name: string }[] };
  await page.route('**/productsInfinit/load?*', (route) => {
    const n = Number(new URL(route.request().url()).searchParams.get('page'));
    const data = first.data.map((product, i) => ({ ...product, id: 100_000 + n * 100 + i, name: `${product.name} (${n}.${i + 1})` }));
    return route.fulfill({ json: { data, current_page: n, last_page: 30 } });
  });
  // Twenty pages: the most a URL restores (listing-history.ts), 240 cards.
  await page.goto('/?pages=20');
  await widgetsReady(page);
  // The home widgets above the list mount as they come into view and push it down (not the
  // listing's doing): let them, on the way down.
  for (let i = 0; i < 2; i++) {
    await listing(page).getByRole('heading', { name: 'Just for you' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
  }

  // At the end of the list: the last card says where it is, of a list still growing.
  await listing(page).getByRole('button', { name: 'Show more products' }).scrollIntoViewIfNeeded();
  // From here on: what the listing's arrival moved is not the window's doing.
  await page.evaluate(() => void ((window as unknown as { __shifts: number[] }).__shifts.length = 0));
  await expect(card(page, 240)).toHaveAttribute('aria-setsize', '-1');
  await expect(card(page, 240).getByRole('heading')).toBeInViewport();
  await expectNoAxeViolations(page, testInfo, 'long listing, at its end');

  // The keyboard walks back up across the cards.
  await card(page, 181).getByRole('link').focus();
  await expect(card(page, 180)).toBeAttached();
  await page.keyboard.press('Shift+Tab');
  await expect(card(page, 180).getByRole('button', { name: /^Save .* to wishlist$/ })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(card(page, 180).getByRole('link')).toBeFocused();

  // Back at the top of the list, its first cards are there again.
  await listing(page).getByRole('heading', { name: 'Just for you' }).scrollIntoViewIfNeeded();
  await expect(card(page, 1).getByRole('heading')).toBeInViewport();
  await expectNoAxeViolations(page, testInfo, 'long listing, back at its top');

  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
});
