import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, widgetsReady, test } from './helpers';

/**
 * The home page with the header's search box as printed: a plain GET form, whose widget mounts on
 * the first focus or pointer over it (data-load="interaction").
 */
async function openHome(page: Page) {
  await page.goto('/');
  await widgetsReady(page);
  return page.getByRole('searchbox', { name: 'Search products' });
}

const mounted = (page: Page) => page.locator('[data-widget="search-box"][data-widget-state="mounted"]');

/** Keyboard only: Tab from the top of the page until the search field has the focus. */
async function tabToSearch(page: Page) {
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press('Tab');
    const inSearch = await page.evaluate(() => document.activeElement?.getAttribute('name') === 'search');
    if (inSearch) return page.getByRole('combobox', { name: 'Search products' });
  }
  throw new Error('Tab never reached the search box');
}

/** A screenshot kept in the test's output folder (to look at) and attached to the report. */
async function shot(testInfo: TestInfo, name: string, target: Page | Locator) {
  const path = testInfo.outputPath(name);
  await target.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function suggestionsFor(page: Page, q: string) {
  const response = await page.request.get(`/api/products/search?q=${q}`, { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { products: { id: number; name: string }[] }).products;
}

for (const width of [1280, 375]) {
  test.describe(`search box at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('keyboard only: type, see suggestions, arrow down and Enter opens the product', async ({ page }, testInfo) => {
      // axe over the whole home page is the slow part on a busy two-core machine.
      test.slow();
      const expected = await suggestionsFor(page, 'tea');
      expect(expected.length).toBeGreaterThan(1);
      await openHome(page);
      const box = await tabToSearch(page);
      await page.keyboard.type('tea');

      const list = page.getByRole('listbox', { name: 'Product suggestions' });
      await expect(list).toBeVisible();
      await expect(list.getByRole('option')).toHaveCount(expected.length);
      await expect(list.getByRole('option').first()).toContainText(expected[0]!.name);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      // The list fits the window.
      const listBox = (await list.boundingBox())!;
      expect(listBox.x).toBeGreaterThanOrEqual(0);
      expect(listBox.x + listBox.width).toBeLessThanOrEqual(width);

      await page.keyboard.press('ArrowDown');
      await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page, testInfo, `search suggestions ${width}px`);
      await shot(testInfo, `search-open-${width}.png`, page);

      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/products/${expected[0]!.id}$`));
    });

    test('typing and Enter lands on the search page with the keyword', async ({ page }) => {
      await openHome(page);
      await tabToSearch(page);
      await page.keyboard.type('black tea');
      await expect(page.getByRole('listbox', { name: 'Product suggestions' })).toBeVisible();
      await page.keyboard.press('Enter');
      // The search page itself is another widget's work: only where Enter leads is checked here.
      await expect(page).toHaveURL(/\/search\?search=black\+tea$/);
    });
  });
}

test('the search box downloads its code only once used, and keeps what was typed while it arrived', async ({ page }) => {
  const files: string[] = [];
  page.on('request', (request) => {
    if (/\/build\/widget-search-box-/.test(request.url())) files.push(request.url());
  });
  // The box's code arrives late, as on a slow phone network: the shopper types on meanwhile.
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/widget-search-box-.*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await openHome(page);
  await page.waitForLoadState('networkidle');
  expect(files, 'search box files before any interaction').toEqual([]);

  await tabToSearch(page);
  await page.keyboard.type('black tea');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  expect(files.length).toBeGreaterThan(0);
  release();
  await expect(mounted(page)).toHaveCount(1);

  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('black tea');
  await page.keyboard.type('-');
  await expect(box).toHaveValue('black -tea');
  await expect(page.getByRole('listbox', { name: 'Product suggestions' })).toBeVisible();
});

test('the no-JS form searches before the widget mounts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('red rice');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?search=red\+rice$/);
  await context.close();
});

test('at 375 px the header keeps the cart, wishlist and sign-in in view, with the search box under them', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const box = await openHome(page);
  const header = page.locator('header.site-header');
  await shot(testInfo, 'header-375.png', header);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const searchBox = (await box.boundingBox())!;
  for (const control of [
    page.getByRole('link', { name: /^Cart/ }),
    page.getByRole('link', { name: /^Wishlist/ }),
    page.getByRole('button', { name: 'Sign in' }),
  ]) {
    const area = (await control.boundingBox())!;
    expect(area.x).toBeGreaterThanOrEqual(0);
    expect(area.x + area.width).toBeLessThanOrEqual(375);
    // The search box has its own row below the logo and the links.
    expect(searchBox.y).toBeGreaterThanOrEqual(area.y + area.height - 1);
  }
  const submit = (await page.getByRole('button', { name: 'Search' }).boundingBox())!;
  expect(submit.x + submit.width).toBeLessThanOrEqual(375);
});

test('1280 px: the search box sits in the header row', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const box = await openHome(page);
  const header = page.locator('header.site-header');
  await shot(testInfo, 'header-1280.png', header);
  const logo = (await page.locator('.site-logo').boundingBox())!;
  const searchBox = (await box.boundingBox())!;
  expect(searchBox.y).toBeLessThan(logo.y + logo.height);
  // The header's row itself; the demo's language bar sits above it (demo-pages/pages/language.ts).
  expect((await header.locator('.site-header__inner').boundingBox())!.height).toBeLessThan(90);
});

test('a 600-character search keeps the results heading to two lines, its whole text its name (issue 29)', async ({ page }) => {
  const keyword = 'teapot '.repeat(86).slice(0, 600).trim();
  await page.goto(`/search?search=${encodeURIComponent(keyword)}`);
  await widgetsReady(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveAccessibleName(`0 Results for "${keyword}"`);
  await expect(heading).toHaveAttribute('title', `0 Results for "${keyword}"`);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const lines = await heading.evaluate((node) => node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight));
    expect(lines, `lines at ${width}`).toBeLessThanOrEqual(2.05);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
});
