import { expect, type Page } from '@playwright/test';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import { test, widgetsReady } from './helpers';

/**
 * The product overview downloads DOMPurify (shared/html/sanitize.ts) only for a description that
 * needs it (widgets/product-overview/plain-markup.ts): on most product pages it was the largest
 * file fetched after mount, for paragraphs and bold text it did not change.
 */
async function openOverview(page: Page, id: number): Promise<string[]> {
  const sanitiser: string[] = [];
  page.on('response', async (response) => {
    if (!/\/build\/.*\.js$/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    if (body.includes('uponSanitizeElement')) sanitiser.push(new URL(response.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/products/${id}`);
  await widgetsReady(page);
  await page.locator('[data-widget="product-overview"]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  return sanitiser;
}

test('a description of paragraphs, bold text and lists shows without downloading the sanitiser', async ({ page }) => {
  const sanitiser = await openOverview(page, 25);
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.locator('.shop-ov__description strong').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sanitiser).toEqual([]);
});

test('a description with an image and a script is sanitised first: nothing of it runs', async ({ page }) => {
  const sanitiser = await openOverview(page, SEED_IDS.hostileProduct);
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText(/Note from the supplier:/)).toBeVisible();
  expect(sanitiser).toHaveLength(1);
  await expect(overview.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => document.querySelectorAll('.shop-ov__description img[onerror]').length)).toBe(0);
});
