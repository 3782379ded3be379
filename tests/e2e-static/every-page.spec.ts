import { expect } from '@playwright/test';
import { everyWidgetMounted, expectNoAxeViolations, test } from '../e2e/helpers';
import { userOf, visitsOf } from '../e2e/visits';
import { inPage, open } from './helpers';

/**
 * The static build is the same shop as `npm start`, page for page. The walk every
 * browser test of the shop shares (tests/e2e/visits.ts: each GET route as the person who can
 * see it) is made here with the service worker answering: each page comes back below 500, every
 * widget on it mounts (only the page made to show broken widgets has some in their error
 * state), nothing throws, no script or style is refused by the page's CSP (helpers.ts's
 * `test`), and axe-core finds nothing.
 */

/** The page that shows a failure of each kind on purpose (demo-pages/pages/routes.ts). */
const BROKEN = '/__demo/scenarios/broken-widgets';

for (const who of ['guest', 'customer', 'admin'] as const) {
  test(`every page as ${who}, answered by the service worker: widgets mounted, nothing thrown, axe finds nothing`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(`${page.url()}: ${error.message}`));
    await open(page, '/');
    const user = userOf(who);
    if (user !== null) expect((await inPage(page, 'POST', '/__demo/login-as', { user_id: user })).status).toBe(200);

    const failures: string[] = [];
    for (const { path } of visitsOf(who)) {
      const response = await page.goto(path);
      // A service worker's answer, not the static host's 404.html.
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), path).toBe(true);
      expect(response?.status() ?? 0, `${path} (${who})`).toBeLessThan(500);
      await everyWidgetMounted(page);
      const broken = await page.locator('[data-widget-state="error"]').count();
      if (path !== BROKEN && broken > 0) failures.push(`${path} (${who}): ${broken} widget(s) in their error state`);
      await expectNoAxeViolations(page, testInfo, `${path} (${who})`);
    }
    expect(failures).toEqual([]);
    expect(thrown).toEqual([]);
  });
}
