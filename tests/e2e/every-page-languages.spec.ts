import { expect } from '@playwright/test';
import { axeViolations, everyWidgetMounted, expectNamesStartWithVisibleText, screenshotAtWidth, WIDTHS, test } from './helpers';
import { contextFor, overflow } from './layout-probes';
import { visitsOf, type Who } from './visits';

/**
 * The walk of every page (visits.ts) in Sinhala and in Tamil (issue 32), at 375, 800 and 1280 px:
 * nothing wider than the window once every lazy block has loaded, axe-core finds nothing at
 * 1280 px (on the admin's screens every link and button named by what it shows first, as in
 * English), and a screenshot of each for the report. The English walk (every-page.spec.ts) reads
 * the layout shifts.
 */
const WHO: readonly Who[] = ['guest', 'customer', 'admin'];
const WALKS = [
  { language: 'ta', widths: WIDTHS },
  { language: 'si', widths: WIDTHS },
];

for (const { language, widths } of WALKS) {
  for (const width of widths) {
    for (const who of WHO) {
      test(`every page in ${language} as ${who} at ${width} px: nothing is wider than the window${width === 1280 ? ', axe finds nothing' : ''}`, async ({ browser }, testInfo) => {
        const visits = visitsOf(who);
        test.setTimeout(30_000 + visits.length * 15_000);
        const { context, page } = await contextFor(browser, who, width);
        await context.addCookies([{ name: 'shop_language', value: language, url: testInfo.project.use.baseURL! }]);
        for (const { path } of visits) {
          const where = `${path} (${language}, ${who}, ${width} px)`;
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await everyWidgetMounted(page);
          expect.soft(await overflow(page), `${where}: wider than the window`).toBeNull();
          if (width === 1280) {
            // As the English walk: the admin's screens also with label-content-name-mismatch and
            // every link and button named by what it shows first.
            const admin = path.startsWith('/admin') && who === 'admin';
            expect.soft(await axeViolations(page, testInfo, `${path} ${who} ${language}`, admin ? ['label-content-name-mismatch'] : []), `${where}: axe`).toEqual([]);
            if (admin) await expectNamesStartWithVisibleText(page);
          }
          await screenshotAtWidth(page, testInfo, `${language}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${who}`);
        }
        await context.close();
      });
    }
  }
}
