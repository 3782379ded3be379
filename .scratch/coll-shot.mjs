import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [lang, width] of [['ta', 375], ['si', 375], ['ta', 800], ['si', 1280]]) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, baseURL: 'http://127.0.0.1:4300' });
  const page = await context.newPage();
  await page.goto(`/language/${lang}?back=/`);
  await page.locator('html[data-widgets-ready]').waitFor({ state: 'attached' });
  await page.locator('[data-widget="top-collections"]').scrollIntoViewIfNeeded();
  const timer = page.getByRole('timer').nth(1);
  await timer.waitFor();
  await page.locator('.shop-collection').first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  console.log(lang, width, await page.evaluate(() => document.documentElement.scrollWidth - innerWidth));
  await page.locator('.shop-collection').first().screenshot({ path: `/tmp/shots/coll-${lang}-${width}.png` });
  await context.close();
}
await browser.close();
