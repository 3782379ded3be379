import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 375, height: 900 }, baseURL: base, deviceScaleFactor: 3 });
const page = await context.newPage();
await page.goto('/language/ta?back=/');
const mobile = '9477' + String(Date.now()).slice(-7);
const post = async (p, d) => {
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const r = await page.request.post(p, { data: d, headers: { 'X-CSRF-TOKEN': csrf ?? '', 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } });
  return r.json();
};
await post('/login/send-otp', { mobile_number: mobile });
const out = await (await page.request.get('/__demo/outbox?to=' + mobile)).json();
await post('/login/verify-otp', { mobile_number: mobile, otp: out.messages[0].code });
await page.goto('/');
await post('/cart/store', { product_id: 4, product_name: 'x', image_name: null, variation_name: 'No V', price: 0, quantity: 2, subtotal: 0 });
await page.goto('/cart');
await page.locator('[data-widget="cart"]').getByRole('listitem').first().waitFor();
const b = page.getByRole('button', { name: /நீக்கு/ }).first(); console.log(await b.evaluate(e => [e.scrollWidth, e.clientWidth, getComputedStyle(e).paddingRight])); await b.screenshot({ path: '/tmp/shots/ta-delete-selected.png' }); await browser.close(); process.exit(0);
await page.getByRole('button', { name: 'எண்ணிக்கையை அதிகரி' }).click();
await page.getByRole('alert').first().waitFor();
for (const width of [375, 800, 1280]) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(300);
  const over = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  console.log(width, 'overflow', over);
  await page.screenshot({ path: `/tmp/shots/ta-cart-offline-${width}.png`, fullPage: true });
}
await browser.close();
