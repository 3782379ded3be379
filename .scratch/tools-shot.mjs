import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [lang, width] of [['ta', 375], ['si', 800], ['ta', 1280]]) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, baseURL: 'http://127.0.0.1:4300' });
  const page = await context.newPage();
  await page.goto(`/language/${lang}?back=/`);
  await page.locator('html[data-widgets-ready]').waitFor({ state: 'attached' });
  await page.locator('.shop-login__trigger, [data-widget="login-modal"] button').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=tel], input[inputmode=tel], input').first().fill('077 ' + (1000000 + Math.floor(Math.random() * 8999999)));
  await dialog.locator('button[type=submit]').first().click();
  await page.waitForTimeout(800);
  await dialog.getByText('Demo tools', { exact: true }).click();
  await page.waitForTimeout(600);
  console.log(lang, width, await page.evaluate(() => document.documentElement.scrollWidth - innerWidth));
  await page.screenshot({ path: `/tmp/shots/tools-${lang}-${width}.png` });
  await context.close();
}
await browser.close();
