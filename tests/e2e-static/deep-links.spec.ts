import { expect } from '@playwright/test';
import { test, widgetsReady } from '../e2e/helpers';

/**
 * docs/qa.md promises that deep links work on a first visit: every address the demo links to
 * (its header, its footer, the widget catalogue's links, the home page's) ends on that very
 * address with the shop's page for it, never a redirect elsewhere nor the shop's "not found".
 *
 * A first visit is two answers: the static host's (with no worker yet: its 404.html, the
 * bootstrap page, which starts the worker and reloads the same address), then the worker's.
 * Both are checked for every address; a fresh browser's whole first visit takes 3 to 8 s here
 * (the worker starts and restores the shop), so it is made for the catalogue, the address a
 * tester found redirected (a static host answers a folder's name with a redirect to it plus "/").
 */

/** Links that show the shop's not-found page on purpose: the catalogue's id that cannot be an order's. */
const NOT_FOUND_ON_PURPOSE = new Set<string>(['/checkout/abc']);
/** Links that act rather than show a page of their own (the language switch sets its cookie and goes back). */
const NOT_PAGES = /^\/(__demo\/faults\/link|logout|language)\b/;

test('every address the demo links to shows its own page on a first visit: the host never redirects it, the worker never says "not found"', async ({ page, browser, baseURL }) => {
  const addresses = new Set<string>();
  for (const path of ['/', '/__demo']) {
    await page.goto(path);
    await widgetsReady(page);
    const hrefs = await page.locator('a[href]').evaluateAll((links) =>
      links
        .map((link) => new URL((link as HTMLAnchorElement).href))
        .filter((url) => url.origin === location.origin)
        .map((url) => url.pathname + url.search),
    );
    for (const href of hrefs) if (!NOT_PAGES.test(href)) addresses.add(href);
  }
  expect(addresses).toContain('/__demo');

  const wrong: string[] = [];
  for (const address of addresses) {
    // The static host, as a first visit meets it: the bootstrap page at this address.
    const hosted = await fetch(new URL(address, baseURL), { redirect: 'manual' });
    const body = await hosted.text();
    // A file the host has (the contract, /build/openapi.json) is answered as it is.
    const bootstrap = hosted.status === 404 && body.includes('name="shop-demo-version"');
    if (hosted.status !== 200 && !bootstrap) wrong.push(`${address}: the host answers ${hosted.status} ${hosted.headers.get('location') ?? ''}`);
  }
  // The worker, as the bootstrap page's reload meets it.
  const answers = await page.evaluate(async (list) => {
    const seen: { address: string; status: number; url: string }[] = [];
    for (const address of list) {
      const response = await fetch(address, { headers: { Accept: 'text/html' } });
      const url = new URL(response.url);
      seen.push({ address, status: response.status, url: url.pathname + url.search });
    }
    return seen;
    // The scenarios sign this browser in as a shopper of their own (the guest checkout then
    // leads a shopper to the cart, as it should): they come last.
  }, [...addresses].sort((a, b) => Number(a.startsWith('/__demo/scenarios/')) - Number(b.startsWith('/__demo/scenarios/'))));
  for (const { address, status, url } of answers) {
    if (url !== address) wrong.push(`${address}: the worker leads to ${url}`);
    if ((status === 404) !== NOT_FOUND_ON_PURPOSE.has(address)) wrong.push(`${address}: the worker answers ${status}`);
  }
  expect(wrong).toEqual([]);

  // The whole first visit of the catalogue, in a fresh browser.
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    await first.goto('/__demo');
    await widgetsReady(first);
    await expect(first).toHaveURL(/\/__demo$/);
    await expect(first.getByRole('heading', { level: 1 })).toHaveText('Widget catalogue');
    await expect(first.locator('meta[name="csrf-token"]')).toBeAttached();
  } finally {
    await context.close();
  }
});
