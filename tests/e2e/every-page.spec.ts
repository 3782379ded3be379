import { expect } from '@playwright/test';
import { axeViolations, everyWidgetMounted, expectNamesStartWithVisibleText, screenshotAtWidth, widgetsReady, WIDTHS, test } from './helpers';
import { contextFor, overflow, recordShifts, shiftsOf } from './layout-probes';
import { getRoutes, VISITS, visitsOf, type Who } from './visits';

/**
 * The walk of every page of the demo shop (visits.ts), once per person and width, each page
 * loaded once and read for everything a page owes at that width (docs/tests.md):
 *   - on the visits marked `noShift`, nothing moves from navigation until every eager widget has mounted
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

test('every page route of the demo shop is walked below (or left out for a reason)', () => {
  const missing = getRoutes().filter((route) => !(route in VISITS));
  expect(missing, 'routes the walk does not visit: add them to VISITS in visits.ts').toEqual([]);
});

for (const width of WIDTHS) {
  for (const who of WHO) {
    test(`every page as ${who} at ${width} px: nothing moves as the widgets mount (noShift), nothing is wider than the window${width === 1280 ? ', axe finds nothing' : ''}`, async ({ browser }, testInfo) => {
      const visits = visitsOf(who);
      // About 4 s a page on two busy cores (load, every lazy block, axe, a screenshot).
      test.setTimeout(30_000 + visits.length * 15_000);
      const { context, page } = await contextFor(browser, who, width);
      await recordShifts(page);
      for (const { path, noShift } of visits) {
        const where = `${path} (${who}, ${width} px)`;
        await page.goto(path);
        if (noShift) {
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
