import { expect } from '@playwright/test';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import { FULL_GUEST_CHECKOUT_PATH } from '../../demo-pages/pages/guest-checkout-page';
import { FULL_ORDER_CHECKOUT_PATH } from '../../demo-pages/pages/signed-in-order-pages';
import { axeViolations, everyWidgetMounted, expectNamesStartWithVisibleText, screenshotAtWidth, widgetsReady, WIDTHS, test } from './helpers';
import { contextFor, overflow, recordShifts, shiftsOf } from './layout-probes';
import { getRoutes, VISITS, visitsOf, type Who } from './visits';

/**
 * The walk of every page of the demo shop (visits.ts), once per person and width, each page
 * loaded once and read for everything a page owes at that width (docs/tests.md):
 *   - on the pages of NO_SHIFT, nothing moves from navigation until every eager widget has mounted
 *     and the page is quiet, its late answers in (docs/decisions.md#layout-and-motion);
 *   - once every lazy block has loaded (scrolled through), nothing is wider than the window;
 *   - axe-core finds nothing (at 1280 px, where it always ran; the admin's screens with the
 *     experimental label-content-name-mismatch, and every link and button named by what it shows
 *     first);
 *   - a screenshot for the report.
 * One page of each kind per test: 375, 800 and 1280 px each loaded the page anew before, which is
 * what is measured here too (a page resized after its widgets mounted lays out as a phone would
 * not). Every failure of a walk is reported, not only the first (soft assertions).
 */

const WHO: readonly Who[] = ['guest', 'customer', 'admin'];

/**
 * The pages read for layout shift: nothing moves at all from navigation until every eager widget
 * has mounted and the page is quiet, its late answers (a product's coupons, the cart's shipping
 * and discounts) in. Products with and without variations, coupons, images and stock.
 */
const NO_SHIFT: Record<Who, readonly string[]> = {
  guest: [
    '/search?search=tea',
    '/category/tea',
    '/',
    `/products/${SEED_IDS.manyReviewsProduct}`,
    `/products/${SEED_IDS.noImagesProduct}`,
    '/cart',
    // The page paints before the widget's code arrives: its heading must stand where the
    // widget's will. A guest's cart badge (counted in the browser) appears when the cart link
    // mounts: it sits on the icon and widens nothing.
    FULL_GUEST_CHECKOUT_PATH,
  ],
  customer: [
    '/wishlist',
    '/search',
    '/',
    `/products/${SEED_IDS.colorSizeProduct}`,
    `/products/${SEED_IDS.soldOutProduct}`,
    '/cart',
    // The shipping address arrives after mount: its panel keeps its height meanwhile, so the
    // panels below it stay put (Lighthouse measured 0.048 before). Nimal has saved addresses.
    `/checkout/${SEED_IDS.pendingOrder}`,
    // A shopper with no address: 'Add new address' comes with the address's answer. In a narrow
    // panel its row under the heading is kept meanwhile (it wrapped late, 27 px, before).
    FULL_ORDER_CHECKOUT_PATH,
  ],
  admin: [],
};

test('every page read for layout shift is a page of the walk', () => {
  for (const who of WHO) {
    const walked = visitsOf(who).map((visit) => visit.path);
    expect(NO_SHIFT[who].filter((path) => !walked.includes(path)), `${who}: pages read for shifts but not walked`).toEqual([]);
  }
});

test('every page route of the demo shop is walked below (or left out for a reason)', () => {
  const missing = getRoutes().filter((route) => !(route in VISITS));
  expect(missing, 'routes the walk does not visit: add them to VISITS in visits.ts').toEqual([]);
});

for (const width of WIDTHS) {
  for (const who of WHO) {
    test(`every page as ${who} at ${width} px: nothing moves as the widgets mount (NO_SHIFT), nothing is wider than the window${width === 1280 ? ', axe finds nothing' : ''}`, async ({ browser }, testInfo) => {
      const visits = visitsOf(who);
      // About 4 s a page on two busy cores (load, every lazy block, axe, a screenshot).
      test.setTimeout(30_000 + visits.length * 15_000);
      const { context, page } = await contextFor(browser, who, width);
      await recordShifts(page);
      for (const { path } of visits) {
        const where = `${path} (${who}, ${width} px)`;
        await page.goto(path);
        if (NO_SHIFT[who].includes(path)) {
          await widgetsReady(page);
          await page.waitForLoadState('networkidle');
          const shifts = await shiftsOf(page);
          expect.soft(shifts.map((shift) => `${shift.value.toFixed(5)} [${shift.sources.join('; ')}]`), `${where}: layout shifts`).toEqual([]);
        }
        await everyWidgetMounted(page);
        expect.soft(await overflow(page), `${where}: wider than the window`).toBeNull();
        if (width === 1280) {
          const admin = path.startsWith('/admin') && who === 'admin';
          expect.soft(await axeViolations(page, testInfo, `${path} ${who}`, admin ? ['label-content-name-mismatch'] : []), `${where}: axe`).toEqual([]);
          // "Create parcel" was once named "Create a parcel for order #73": a name starts with what is shown.
          if (admin) await expectNamesStartWithVisibleText(page);
        }
        await screenshotAtWidth(page, testInfo, `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${who}`);
      }
      await context.close();
    });
  }
}
