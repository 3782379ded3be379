import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, widgetsReady, test } from './helpers';

/** The flash-sale countdown's clock. */
const flashClock = (page: Page) => page.getByRole('region', { name: 'Flash Sale', exact: true }).getByRole('timer');

/** The flash-sale clock in seconds. */
async function secondsShown(page: Page): Promise<number> {
  const text = (await flashClock(page).textContent()) ?? '';
  const [h, m, s] = text.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
}

test('the flash-sale countdown ticks, goes on from where it was after a reload, and starts again at zero', async ({ page }, testInfo) => {
  await page.goto('/');
  await widgetsReady(page);
  const first = await secondsShown(page);
  expect(first).toBeLessThanOrEqual(86_400);
  await expect.poll(() => secondsShown(page), { timeout: 4_000 }).toBeLessThan(first);
  await expectNoAxeViolations(page, testInfo, 'home with the countdown');

  const beforeReload = await secondsShown(page);
  await page.reload();
  await widgetsReady(page);
  // The saved time, not a new 24 hours (a second or two may pass across the reload).
  const afterReload = await secondsShown(page);
  expect(afterReload).toBeLessThanOrEqual(beforeReload);
  expect(afterReload).toBeGreaterThan(beforeReload - 5);

  await page.evaluate(() => localStorage.setItem('countdownTime', '2'));
  await page.reload();
  await widgetsReady(page);
  await expect(flashClock(page)).toHaveText('00:00:02');
  await expect.poll(() => secondsShown(page), { timeout: 5_000 }).toBeGreaterThan(86_000);
});

for (const width of [375, 1280]) {
  test(`new arrivals move by themselves at ${width} px, stop under the pointer, and show arrows only where there is more`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await widgetsReady(page);
    // Below the home blocks it mounts when seen (data-load="visible").
    await page.locator('[data-widget="new-arrivals"]').scrollIntoViewIfNeeded();
    const region = page.getByRole('region', { name: 'New Arrivals' });
    await region.scrollIntoViewIfNeeded();
    const track = region.getByRole('list');
    await expect(track.getByRole('listitem')).toHaveCount(12);
    const position = () => track.evaluate((element) => element.scrollLeft);
    await expect(region.getByRole('button', { name: 'Previous new arrivals' })).toBeHidden();
    await expectNoAxeViolations(page, testInfo, `new arrivals at ${width} px`);

    await page.mouse.move(0, 0);
    await expect.poll(position, { timeout: 5_000 }).toBeGreaterThan(0);
    await expect(region.getByRole('button', { name: 'Previous new arrivals' })).toBeVisible();

    // Under the pointer it stays where it is.
    await track.hover();
    // A step begun just before may still be gliding (smooth scrolling): let it land.
    await page.waitForTimeout(800);
    const held = await position();
    await page.waitForTimeout(2_600);
    expect(await position()).toBe(held);

    // Pause (keyboard) keeps it still after the pointer leaves.
    await region.getByRole('button', { name: 'Pause new arrivals' }).click();
    await page.mouse.move(0, 0);
    await page.keyboard.press('Tab');
    await page.waitForTimeout(800);
    const paused = await position();
    await page.waitForTimeout(2_600);
    expect(await position()).toBe(paused);
  });
}

test('top collections appear as they near the viewport, with cards and a countdown that ticks', async ({ page }, testInfo) => {
  await page.goto('/');
  await widgetsReady(page);
  await page.locator('[data-widget="top-collections"]').scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Top Collections' });
  await section.scrollIntoViewIfNeeded();
  const first = section.getByRole('region').first();
  await first.scrollIntoViewIfNeeded();
  await expect(first.getByRole('listitem').first()).toBeVisible();
  const timer = first.getByRole('timer');
  if ((await timer.count()) > 0) {
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? '', { timeout: 3_000 });
    expect(before).toMatch(/^\d+d \d+h \d+m \d+s$/);
  }
  await expectNoAxeViolations(page, testInfo, 'top collections');
});
