import { expect, type Page } from '@playwright/test';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import { expectNoAxeViolations, fault, screenshots, signInAs, widgetsReady, test } from './helpers';

const SALES_PATH = '/admin/sales';
const LOG_TEXT = '[shop-widgets] Error fetching payment data';

/** The twelve months the chart must show: ending with this month in the shop's time zone. */
function expectedMonths(): string[] {
  const now = new Date();
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
  return Array.from({ length: 12 }, (_, i) => name.format(new Date(Date.UTC(year, month - 12 + i, 15))));
}

const lkr = (total: number) => `LKR ${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What the reference backend answers this admin (month name → total; months without sales are absent). */
async function served(page: Page): Promise<Map<string, number>> {
  const response = await page.request.get('/api/payments-by-month', { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
  expect(response.status()).toBe(200);
  return new Map(((await response.json()) as { month: string; total: number }[]).map((m) => [m.month, m.total]));
}

/** The browser console's error lines, from now on. */
function consoleErrors(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') lines.push(message.text());
  });
  return lines;
}

const chart = (page: Page) => page.getByRole('img', { name: /^Line chart of Total Sales by month/ });
const figures = (page: Page) => page.getByRole('table', { name: /^Total Sales by month/ });
const toggle = (page: Page) => page.locator('summary', { hasText: 'Show the figures' });

/** Whether anything has been painted on the canvas (Chart.js draws axes, labels and the line). */
const paintedPixels = (page: Page) =>
  chart(page).evaluate((canvas) => {
    const c = canvas as HTMLCanvasElement;
    const pixels = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let painted = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) painted += 1;
    return painted;
  });

test.describe('the admin sales chart', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, SEED_IDS.admin);
  });

  test('draws the line chart of the last 12 months in its 600 px area, the figures a keyboard away; axe finds nothing', async ({ page }, testInfo) => {
    test.slow();
    const errors = consoleErrors(page);
    const totals = await served(page);
    await page.goto(SALES_PATH);
    await widgetsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();

    const months = expectedMonths();
    const canvas = chart(page);
    await expect(canvas).toBeVisible();
    await expect(canvas).toHaveAccessibleName(`Line chart of Total Sales by month, ${months[0]} to ${months[11]}`);
    const box = (await canvas.boundingBox())!;
    expect(box.height).toBeCloseTo(600, 0);
    expect(box.width).toBeGreaterThan(300);
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(1000);
    await expectNoAxeViolations(page, testInfo, 'sales chart loaded');

    // Closed, the table is not shown; Enter on the disclosure (keyboard only) opens it.
    await expect(figures(page)).toBeHidden();
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    const table = figures(page);
    await expect(table).toBeVisible();
    await expect(table).toHaveAccessibleName(`Total Sales by month, ${months[0]} to ${months[11]}`);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(12);
    await expect(table.locator('tbody th[scope="row"]')).toHaveText(months);
    const empty = months.filter((name) => !totals.has(name.split(' ')[0]!));
    // The seed leaves one of the twelve months without a paid order.
    expect(empty).toHaveLength(1);
    for (const [i, name] of months.entries()) {
      await expect(rows.nth(i).locator('td')).toHaveText(lkr(totals.get(name.split(' ')[0]!) ?? 0));
    }
    await expect(rows.filter({ hasText: empty[0]! }).locator('td')).toHaveText('LKR 0.00');
    await expectNoAxeViolations(page, testInfo, 'sales figures open');
    await screenshots(page, testInfo, 'admin-sales');
    expect(errors.filter((line) => line.includes('[shop-widgets]'))).toEqual([]);
  });

  test('fits a 375 px phone: the chart as wide as the page allows, still 600 px high, nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(SALES_PATH);
    await widgetsReady(page);
    const box = (await chart(page).boundingBox())!;
    expect(box.height).toBeCloseTo(600, 0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(1000);
    await toggle(page).click();
    await expect(figures(page).locator('tbody tr')).toHaveCount(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("says 'Loading sales…' while the months are on their way; axe finds nothing then either", async ({ page }, testInfo) => {
    test.slow();
    await fault(page, { route: '/api/payments-by-month', method: 'GET', delayMs: 10_000, times: 1 });
    await page.goto(SALES_PATH);
    await widgetsReady(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading sales…' })).toBeVisible();
    await expect(chart(page)).toHaveCount(0);
    await expectNoAxeViolations(page, testInfo, 'sales loading');
  });

  test('a failing call is only logged, in the console: the page shows no chart and no table (SPEC §8)', async ({ page }, testInfo) => {
    test.slow();
    const errors = consoleErrors(page);
    // Three: the page's GET and the client's two silent retries (HTTP_GET_RETRIES).
    await fault(page, { route: '/api/payments-by-month', method: 'GET', status: 500, times: 3 });
    await page.goto(SALES_PATH);
    await widgetsReady(page);
    await expect.poll(() => errors.filter((line) => line.includes(LOG_TEXT)), { timeout: 10_000 }).toHaveLength(1);
    const slot = page.locator('[data-widget="sales-chart"]');
    await expect(slot).toHaveAttribute('data-widget-state', 'mounted');
    await expect(slot).toBeEmpty();
    await expect(chart(page)).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'sales failed to load');
  });
});

test('a signed-out visitor is asked to sign in; a shopper gets 403', async ({ page }) => {
  await page.goto(SALES_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Please sign in' })).toBeVisible();
  await expect(page.locator('[data-widget="sales-chart"]')).toHaveCount(0);

  await signInAs(page, SEED_IDS.customer);
  const response = await page.goto(SALES_PATH);
  expect(response!.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: "This page is for the shop's administrators" })).toBeVisible();
  await expect(page.locator('[data-widget="sales-chart"]')).toHaveCount(0);
});
