import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, widgetsReady, test } from './helpers';

/** The home blocks' section (its accessible name, ours). */
const section = (page: Page) => page.getByRole('region', { name: 'Featured', exact: true });
/** The block in view: the carousel's other slides are inert. */
const shownBlock = (page: Page) => section(page).locator('.swiper-slide:not([inert])');
const next = (page: Page) => section(page).getByRole('button', { name: 'Next block' });
const previous = (page: Page) => section(page).getByRole('button', { name: 'Previous block' });

/** Every script and stylesheet of the kit this page downloaded, by URL. */
function buildFiles(page: Page): Map<string, Promise<string>> {
  const files = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/build/')) files.set(response.url(), response.text().catch(() => ''));
  });
  return files;
}

/** Whether any downloaded file carries Swiper (its core names the wrapper class it looks for). */
async function swiperDownloaded(files: Map<string, Promise<string>>): Promise<boolean> {
  const bodies = await Promise.all(files.values());
  return bodies.some((body) => body.includes('swiper-wrapper'));
}

// axe on the whole home page takes seconds on the shared 2-core machine, and most tests run it
// in several states.
test.describe.configure({ timeout: 90_000 });

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the blocks carousel moves with Next, stops at both ends, and a collection opens its filter', async ({ page }, testInfo) => {
    const files = buildFiles(page);
    await page.goto('/');
    await widgetsReady(page);
    await expect(section(page).getByText('Block 1 of 3')).toBeVisible();
    await expect(shownBlock(page).getByRole('heading', { level: 2 })).toHaveText('Top Deals');
    await expect(previous(page)).toBeHidden();
    await expect(next(page)).toBeVisible();
    expect(await swiperDownloaded(files), 'Swiper on a phone').toBe(true);
    await shot(page, testInfo, 'home-blocks-375.png');
    await expectNoAxeViolations(page, testInfo, 'home blocks, first block, 375 px');

    await next(page).click();
    await expect(section(page).getByText('Block 2 of 3')).toBeVisible();
    await expect(shownBlock(page).getByRole('heading', { level: 2 })).toHaveText('Shop by Collection');
    await expect(previous(page)).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'home blocks, second block, 375 px');

    await next(page).click();
    await expect(section(page).getByText('Block 3 of 3')).toBeVisible();
    await expect(shownBlock(page).getByRole('heading', { level: 2 })).toHaveText('Discover');
    await expect(next(page)).toBeHidden();
    await expect(shownBlock(page)).toBeInViewport();
    await expectNoAxeViolations(page, testInfo, 'home blocks, last block, 375 px');

    await previous(page).click();
    const collection = shownBlock(page).getByRole('link').first();
    await expect(collection).toHaveAttribute('href', /^\/filter\/collection\/\d+$/);
    const href = await collection.getAttribute('href');
    await collection.click();
    await expect(page).toHaveURL(href!);
  });

  test('the carousel by keyboard alone: Tab never reaches a block out of view', async ({ page }, testInfo) => {
    await page.goto('/');
    await widgetsReady(page);
    await expect(next(page)).toBeVisible();
    // From the top of the page, Tab until Next has the focus.
    for (let i = 0; i < 40 && !(await next(page).evaluate((button) => button === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(next(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section(page).getByText('Block 2 of 3')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(section(page).getByText('Block 3 of 3')).toBeVisible();
    // Next went away at the end: the focus is on Previous, not lost.
    await expect(previous(page)).toBeFocused();
    // The next stop is a link of the block in view, never one of the hidden blocks.
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('href', /.+/);
    expect(await focused.evaluate((link) => link.closest('[inert]') === null && link.closest('.swiper-slide-active') !== null)).toBe(true);
    await expect(focused).toBeInViewport();
    await expectNoAxeViolations(page, testInfo, 'home blocks by keyboard, 375 px');
  });

  test('the category menu opens a category and a tile leads to its page', async ({ page }, testInfo) => {
    await page.goto('/');
    await widgetsReady(page);
    // It mounts when seen (data-load="visible").
    await page.locator('[data-widget="category-menu"]').scrollIntoViewIfNeeded();
    const menu = page.getByRole('navigation', { name: 'Shop by category' });
    const first = menu.getByRole('button').first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page, testInfo, 'category menu closed, 375 px');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await shot(page, testInfo, 'category-menu-375.png');
    await expectNoAxeViolations(page, testInfo, 'category menu open, 375 px');
    const tile = panel.locator('.shop-category-menu__tile').first();
    const href = await tile.getAttribute('href');
    expect(href).toMatch(/^\/category\/[^/]+$/);
    await tile.click();
    await expect(page).toHaveURL(href!);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('three blocks side by side, collections open the category filter, and no Swiper is downloaded', async ({ page }, testInfo) => {
    const files = buildFiles(page);
    await page.goto('/');
    await widgetsReady(page);
    const blocks = section(page).getByRole('region');
    await expect(blocks).toHaveCount(3);
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await blocks.nth(i).boundingBox())!));
    expect(boxes.map((box) => Math.round(box.y))).toEqual([boxes[0]!.y, boxes[0]!.y, boxes[0]!.y].map(Math.round));
    expect(boxes[0]!.x + boxes[0]!.width).toBeLessThanOrEqual(boxes[1]!.x);
    expect(boxes[1]!.x + boxes[1]!.width).toBeLessThanOrEqual(boxes[2]!.x);
    await expect(section(page).getByRole('button')).toHaveCount(0);
    await shot(page, testInfo, 'home-blocks-1280.png');
    await expectNoAxeViolations(page, testInfo, 'home blocks, 1280 px');

    // Scroll the whole page: the category menu's slot is hidden here, so it never mounts either.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await swiperDownloaded(files), 'Swiper on a desktop').toBe(false);
    expect([...files.keys()].some((url) => url.includes('widget-category-menu-'))).toBe(false);
    await expect(page.getByRole('navigation', { name: 'Shop by category' })).toBeHidden();

    const collection = page.getByRole('region', { name: 'Shop by Collection' }).getByRole('link').first();
    await collection.scrollIntoViewIfNeeded();
    await expect(collection).toHaveAttribute('href', /^\/category-filter\/[^/?]+\?collection_id=\d+$/);
    const href = await collection.getAttribute('href');
    await collection.click();
    await expect(page).toHaveURL(href!);
  });
});
