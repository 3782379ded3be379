import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { Manifest } from '../../build.mjs';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import * as productSi from '../../shared/catalogue/messages/product.si';
import { months as monthsSi } from '../../shared/core/messages/months.si';
import * as loginSi from '../../shared/session/messages/login.si';
import * as cartLinkSi from '../../widgets/cart-link/messages.si';
import * as searchSi from '../../widgets/search-box/messages.si';
import { networkPass } from '../bench/network';
import { DEMO_PORT, LARAVEL_ORIGIN, LARAVEL_PAGE_DATA } from '../laravel-app';
import { axeViolations, everyWidgetMounted, screenshotAtWidth, signInAs, test, widgetsReady, WIDTHS } from './helpers';
import { overflow, recordShifts, shiftsOf } from './layout-probes';

/**
 * The Laravel package in a browser (docs/backend.md#embedding): pages rendered by the package's
 * test application (laravel/tests/app under `php -S`, started by playwright.config.ts) with the
 * real build, against the reference backend.
 */

const DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT}`;
const MOUNTED_MARK = 'shop:widgets-mounted';
/** The document is 0, what its HTML names 1, what the loader asks for at once 2 (bench-budget.json). */
const LOADER_DEPTH = 2;

/** Paths the Laravel application answers itself; everything else is the shop's backend. */
const laravelOwns = (pathname: string) =>
  pathname === '/shop' || pathname.startsWith('/tags/') || pathname.startsWith('/build/') || pathname.startsWith('/__test/');

/**
 * The widgets' calls and images, made to the Laravel page's origin as on a real shop, answered
 * by the reference backend (the Laravel test application has no shop behind it).
 */
async function backendFromDemo(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.origin === LARAVEL_ORIGIN && !laravelOwns(url.pathname),
    async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${DEMO_ORIGIN}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    },
  );
}

/**
 * A demo page's widget props (the home page's by default), which `/shop` and `/tags/…` render as
 * a shop's controller would pass them (so both pages show the same blocks, categories and
 * products), written to `file`.
 */
async function writeHomeData(page: Page, demoPath = '/', file = LARAVEL_PAGE_DATA): Promise<void> {
  // As printed (a mounted widget no longer has its props' script child).
  const html = await (await page.request.get(`${DEMO_ORIGIN}${demoPath}?toolbar=0`)).text();
  const props = await page.evaluate((markup) => {
    const doc = new DOMParser().parseFromString(markup, 'text/html');
    const out: Record<string, unknown> = {};
    for (const el of doc.querySelectorAll('[data-widget]')) {
      const name = el.getAttribute('data-widget')!;
      const text = el.getAttribute('data-props') ?? el.querySelector(':scope > script[type="application/json"]')?.textContent;
      if (text && !(name in out)) out[name] = JSON.parse(text);
    }
    return out;
  }, html);
  // Whole or not at all: two tests may write it while the server reads it.
  const part = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(part, JSON.stringify(props));
  renameSync(part, file);
}

/**
 * The page's console errors, from now on. (A Content-Security-Policy refusal fails the test
 * through helpers.ts's `test`.)
 */
function consoleErrors(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') lines.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => lines.push(`page error: ${String(error)}`));
  return lines;
}

/** The head-format tags of a page's HTML, one per line (head-format.md). */
function widgetHeadTags(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return head
    .split('\n')
    .filter((line) =>
      /^<(meta name="(csrf-token|user-id)"|script type="application\/json" id="shop-widget-assets"|link rel="(stylesheet|modulepreload)" href="\/build\/|script type="module" src="\/build\/)/.test(
        line,
      ),
    );
}

/** The values that differ by nature between two renderings: CSRF token, user id, nonce. */
function normalised(tags: string[]): string[] {
  return tags.map((tag) =>
    tag
      .replace(/^(<meta name="csrf-token" content=")[^"]*/, '$1TOKEN')
      .replace(/^(<meta name="user-id" content=")[^"]+/, '$1ID')
      .replace(/ nonce="[^"]*"/g, ' nonce="NONCE"'),
  );
}

test.describe('the Laravel package', () => {
  test('a Laravel page (layout, components, include, raw tag) mounts every widget under a strict nonce CSP, with SRI', async ({ page }) => {
    await writeHomeData(page);
    const seen = consoleErrors(page);
    await backendFromDemo(page.context());

    const response = await page.goto(`${LARAVEL_ORIGIN}/shop`);
    expect(response?.status()).toBe(200);
    const csp = response!.headers()['content-security-policy'] ?? '';
    const nonce = /script-src 'nonce-([A-Za-z0-9]+)' 'strict-dynamic'/.exec(csp)?.[1];
    expect(nonce, csp).toBeTruthy();
    const html = await response!.text();

    // Every tag of the head carries the response's nonce, and every file its integrity.
    // (The map, the stylesheets and the loader: no modulepreload, the loader adds them after the
    // first paint, from the map, and they are checked with the later files below.)
    const tags = widgetHeadTags(html).slice(2);
    expect(tags.length).toBeGreaterThan(5);
    expect(tags.filter((tag) => tag.startsWith('<link rel="modulepreload"'))).toEqual([]);
    for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);
    for (const tag of tags.slice(1)) expect(tag).toMatch(/ integrity="sha384-[A-Za-z0-9+/=]+"/);

    await everyWidgetMounted(page);
    const states = await page.evaluate(() =>
      [...document.querySelectorAll('[data-widget]')].map((el) => `${el.getAttribute('data-widget')}: ${el.getAttribute('data-widget-state') ?? 'pending'}`),
    );
    expect(states).toEqual([
      // Mounts on the first focus or pointer over its form (data-load="interaction").
      'search-box: pending',
      'wishlist-link: mounted',
      'cart-link: mounted',
      'login-modal: mounted',
      'home-blocks: mounted',
      // The category menu's slot is hidden below 1024 px: mounted only when seen.
      expect.stringMatching(/^category-menu: (mounted|pending)$/),
      'flash-sale-countdown: mounted',
      'new-arrivals: mounted',
      'top-collections: mounted',
      'product-listing: mounted',
    ]);
    await expect(page.locator('html[data-widgets-ready]')).toBeAttached();

    // What the loader added later (widgets that mounted when seen, their parts) has integrity too.
    const files = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href*="/build/"], script[src*="/build/"]')].map((el) => ({
        html: el.outerHTML,
        integrity: el.hasAttribute('integrity'),
      })),
    );
    expect(files.length, 'the loader added the later widgets\' files').toBeGreaterThan(tags.length - 1);
    expect(files.filter((file) => !file.integrity).map((file) => file.html)).toEqual([]);
    expect(seen).toEqual([]);
  });

  test("app()->setLocale('si') is all it takes: the same view speaks Sinhala, its first draws and its widgets (issue 32)", async ({ page }) => {
    await writeHomeData(page, `/products/${SEED_IDS.manyReviewsProduct}`, `${LARAVEL_PAGE_DATA}.product`);
    const seen = consoleErrors(page);
    await backendFromDemo(page.context());
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));

    const response = await page.goto(`${LARAVEL_ORIGIN}/tags/product?locale=si`);
    expect(response?.status()).toBe(200);
    // What PHP printed (first-draws.si.json): the product's button, and its delivery range's months.
    const printed = await response!.text();
    expect(printed).toContain(productSi.addToCart);
    expect(printed).toContain(productSi.deliveryLabel);
    expect(monthsSi.some((month) => printed.includes(month))).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', searchSi.placeholder);
    await everyWidgetMounted(page);
    await expect(page.getByRole('button', { name: loginSi.signIn })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${cartLinkSi.linkLabel}`) })).toBeVisible();
    await expect(page.locator('[data-widget="product-detail"]').getByRole('button', { name: new RegExp(`^${productSi.addToCart}`) })).toBeVisible();
    const sinhala = JSON.parse(readFileSync(path.join(process.cwd(), 'dist/manifest.si.json'), 'utf8')) as Manifest;
    expect(asked).toContain(`/build/${sinhala.loader.file}`);
    expect(seen).toEqual([]);
  });

  test('the Laravel page loads each file at the same request-chain depth as the demo shop, none past the loader\'s', async ({ browser, page }) => {
    await writeHomeData(page);
    const demo = await networkPass(browser, `${DEMO_ORIGIN}/?toolbar=0`, MOUNTED_MARK, 20_000);
    const laravel = await networkPass(browser, `${LARAVEL_ORIGIN}/shop`, MOUNTED_MARK, 20_000, backendFromDemo);

    const name = (result: typeof demo) => result.widgets.map((w) => `${w.name} ${w.load}`);
    expect(name(laravel)).toEqual(name(demo));
    expect(laravel.consoleErrors).toEqual([]);

    // File by file: a file both pages downloaded comes at the same depth. Which `visible`
    // widgets start in the viewport depends on the page's own layout (the /shop page has a hero
    // the demo lacks), so the deepest file may differ; until mount no file is past the loader's
    // depth (the page, the loader, every chunk at once), and a widget fetched later asks for its
    // files at once (bench-budget.json's maxChainDepth).
    const path = (url: string) => new URL(url).pathname;
    const depthIn = (result: typeof demo) => new Map(result.files.map((file) => [path(file.url), file.depth]));
    const demoDepths = depthIn(demo);
    const both = [...depthIn(laravel)].filter(([file]) => demoDepths.has(file));
    expect(both.length).toBeGreaterThan(10);
    expect(Object.fromEntries(both)).toEqual(Object.fromEntries(both.map(([file]) => [file, demoDepths.get(file)])));
    expect(laravel.maxDepth, laravel.deepestChain.map(path).join(' → ')).toBeLessThanOrEqual(LOADER_DEPTH);
    expect(laravel.maxStepsAfterMount, laravel.afterMountChain.map(path).join(' → ')).toBeLessThanOrEqual(1);
  });

  /** Demo pages whose <body> the Laravel application renders in a layout with @shopWidgets. */
  const SAME_PAGES: { name: string; path: string; admin?: boolean }[] = [
    { name: 'home', path: '/' },
    { name: 'a product', path: `/products/${SEED_IDS.manyReviewsProduct}` },
    { name: 'cart', path: '/cart' },
    { name: 'a filter page', path: '/category/tea' },
    { name: 'admin sales, as admin', path: '/admin/sales', admin: true },
  ];

  for (const { name, path, admin } of SAME_PAGES) {
    test(`the same page both ways: ${name}`, async ({ page }) => {
      if (admin) await signInAs(page, SEED_IDS.admin);
      const demo = await page.request.get(`${DEMO_ORIGIN}${path}?toolbar=0`);
      expect(demo.status()).toBe(200);
      const demoHtml = await demo.text();
      const body = demoHtml.slice(demoHtml.indexOf('<body'), demoHtml.lastIndexOf('</body>') + '</body>'.length);

      const demoTags = widgetHeadTags(demoHtml);
      expect(demoTags.length).toBeGreaterThan(4);
      // The same nonce state as the demo's response (the values are normalised).
      const nonce = demoTags.some((tag) => tag.includes(' nonce="'));
      const laravel = await page.request.post(`${LARAVEL_ORIGIN}/__test/body`, {
        form: { body, nonce: nonce ? '1' : '0' },
        headers: admin ? { 'X-Test-User': String(SEED_IDS.admin) } : {},
      });
      expect(laravel.status()).toBe(200);

      expect(normalised(widgetHeadTags(await laravel.text()))).toEqual(normalised(demoTags));
    });
  }

  /**
   * Pages built only from the package's tags, no slots (laravel/tests/app/resources/views/pages/tags-*):
   * every widget's node holds its first draw (laravel/src/FirstDraws) or the height the kit's
   * first-draws.css keeps, so nothing moves while the widgets mount, at every width, measured as
   * the demo's pages are (every-page.spec.ts).
   */
  const TAG_PAGES = [
    { name: 'home', demoPath: '/' },
    { name: 'product', demoPath: `/products/${SEED_IDS.manyReviewsProduct}` },
  ];
  for (const width of WIDTHS) {
    test(`pages of tags alone (home, a product) at ${width} px: nothing moves as the widgets mount, nothing is wider than the window${width === 1280 ? ', axe finds nothing' : ''}`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const seen = consoleErrors(page);
      await backendFromDemo(context);
      await recordShifts(page);
      for (const { name, demoPath } of TAG_PAGES) {
        await writeHomeData(page, demoPath, `${LARAVEL_PAGE_DATA}.${name}`);
        const response = await page.goto(`${LARAVEL_ORIGIN}/tags/${name}`);
        expect(response?.status()).toBe(200);
        // Printed without a slot: the first draws are in the HTML, before any script.
        const html = await response!.text();
        expect(html).toContain(name === 'home' ? 'shop-home-blocks--plain' : '<h1 class="shop-pd__name">');
        expect(html).toContain('<span class="shop-header-link__text">Cart</span>');
        await widgetsReady(page);
        await page.waitForLoadState('networkidle');
        const shifts = await shiftsOf(page);
        expect.soft(shifts.map((shift) => `${shift.value.toFixed(5)} [${shift.sources.join('; ')}]`), `/tags/${name} at ${width} px: layout shifts`).toEqual([]);
        await everyWidgetMounted(page);
        expect.soft(await overflow(page), `/tags/${name} at ${width} px: wider than the window`).toBeNull();
        if (width === 1280) expect.soft(await axeViolations(page, testInfo, `laravel tags ${name}`, []), `/tags/${name}: axe`).toEqual([]);
        await screenshotAtWidth(page, testInfo, `laravel-tags-${name}`);
      }
      expect(seen).toEqual([]);
      await context.close();
    });
  }
});
