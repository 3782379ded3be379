import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, widgetsReady, test } from './helpers';

/** The header's search box after it mounted (it waits for the browser to be idle). */
async function openHome(page: Page) {
  await page.goto('/');
  await widgetsReady(page);
  await expect(page.locator('[data-widget="search-box"][data-widget-state="mounted"]')).toHaveCount(1);
  return page.getByRole('combobox', { name: 'Search products' });
}

/** Keyboard only: Tab from the top of the page until the search box has the focus. */
async function tabToSearch(page: Page) {
  const box = page.getByRole('combobox', { name: 'Search products' });
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press('Tab');
    if (await box.evaluate((element) => element === document.activeElement)) return box;
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
  expect((await header.boundingBox())!.height).toBeLessThan(90);
});
