import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 375, height: 900 }, baseURL: 'http://127.0.0.1:4300' });
const page = await context.newPage();
await page.goto('/language/ta?back=/');
await page.request.post('/__demo/login-as', { data: { user_id: 1 } });
await page.goto('/admin/orders/73/parcel');
await page.locator('html[data-widgets-ready]').waitFor({ state: 'attached' });
for (const label of ['பெறுநரின் பெயர்']) {}
const form = page.locator('[data-widget]').filter({ has: page.locator('form') }).last();
const inputs = form.locator('input[type=text], input:not([type]), textarea, input[type=tel], input[inputmode]');
for (const i of await inputs.all()) { if (await i.isEditable()) await i.fill(''); }
for (const box of await form.getByRole('checkbox').all()) await box.uncheck();
await form.locator('button[type=submit]').click();
await page.waitForTimeout(500);
for (const width of [375, 800, 1280]) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(200);
  console.log(width, await page.evaluate(() => document.documentElement.scrollWidth - innerWidth));
  await page.screenshot({ path: `/tmp/shots/ta-parcel-${width}.png`, fullPage: true });
}
await browser.close();
