import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillGuestCheckout, freshMobile, guestEntry, test, widgetsReady } from '../e2e/helpers';
import { staticServer } from '../../playwright.static.config';
import * as commonMessages from '../../shared/core/messages/common';
import * as couponSi from '../../shared/purchase/messages/coupon.si';
import * as loginSi from '../../shared/session/messages/login.si';
import * as searchSi from '../../widgets/search-box/messages.si';
import { inPage, lastCode, open, stopServiceWorkers } from './helpers';

/**
 * The demo shop as static files (docs/qa.md#the-demo-shop-as-static-files). demo-dist/ is served by
 * a plain static file server (playwright.static.config.ts); every page and call is answered by the
 * service worker.
 */

/** Seeded products (demo-pages/backend/seed). */
const BATIK = { id: 25, name: "Men's Batik Short-Sleeve Shirt" };
const GREEN_TEA = { id: 4, name: 'Ceylon Green Tea Sencha 100g' }; // no variations
const KASUN = { name: 'Kasun Silva', mobile: '94761234567' }; // an empty cart

/**
 * A second host of its own: a copy of demo-dist/ served on a free port (another origin, so
 * another worker and another IndexedDB), for a test that deploys a new build over it. With
 * `log`, it also records the paths it was asked for: what reached the static host, whatever
 * the browser or the worker answered themselves.
 */
async function hostOfItsOwn({ log = false } = {}): Promise<{ origin: string; folder: string; asked: string[]; close: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-demo-'));
  await cp('demo-dist', folder, { recursive: true });
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  // Logging: the same server without its -s, so it prints `"GET /path"` per request, and
  // without colours (Playwright's workers force them on), so the log is plain text.
  const [command, ...args] = staticServer(folder, port).filter((arg) => !log || arg !== '-s');
  const server = log
    ? spawn(command!, args, { stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, FORCE_COLOR: '0' } })
    : spawn(command!, args, { stdio: 'ignore' });
  const asked: string[] = [];
  server.stdout?.on('data', (chunk: Buffer) => {
    for (const match of chunk.toString().matchAll(/"GET (\/[^\s"]*)"/g)) asked.push(match[1]!);
  });
  const origin = `http://127.0.0.1:${port}`;
  await expect.poll(() => fetch(`${origin}/sw.js`).then((response) => response.status, () => 0), { timeout: 15_000 }).toBe(200);
  return {
    origin,
    folder,
    asked,
    close: async () => {
      server.kill();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

const demoTools = async (page: Page) => {
  const tools = page.getByRole('complementary', { name: 'Demo tools' });
  await tools.getByText('Demo tools', { exact: true }).click();
  return tools;
};

test('a deep link in a fresh browser starts the worker and shows the product page, its widgets mounted', async ({ page }) => {
  const first = await page.goto(`/products/${BATIK.id}`);
  // The static host had no file for it: its 404.html, the bootstrap page, answered first.
  expect(first?.status()).toBe(404);
  await widgetsReady(page);
  await expect(page).toHaveURL(new RegExp(`/products/${BATIK.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: BATIK.name })).toBeVisible();
  const product = page.locator('[data-widget="product-detail"]');
  await expect(product).toHaveAttribute('data-widget-state', 'mounted');
  await expect(product.getByRole('button', { name: /^Add To Cart/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test('the switch turns the static demo Sinhala: its first draws, its widgets and a refusal from its worker', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'සිංහල' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await widgetsReady(page);
  // The first draw of the search box (it mounts on first use) and a mounted widget.
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', searchSi.placeholder);
  await expect(page.getByRole('button', { name: loginSi.signIn })).toBeVisible();
  // The worker's backend answers in the page's language (its Accept-Language).
  const refused = await page.evaluate(async () => {
    const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
    const response = await fetch('/coupons/validate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'si', 'X-CSRF-TOKEN': csrf },
      body: JSON.stringify({ code: 'NOSUCHCODE', subtotal: 1000, product_ids: [1] }),
    });
    return (await response.json()) as { message: string };
  });
  expect(refused.message).toBe(couponSi.invalid);
});

test('a customer signs in with the code from the outbox, and the cart survives the service worker being stopped and the page reloaded, and a new tab has it', async ({ page }) => {
  // Kasun (seed: an empty cart), through the shop's own sign-in: session, CSRF and code all
  // kept by the worker.
  await open(page, '/');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Mobile number').fill('076 123 4567');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').fill(await lastCode(page, KASUN.mobile));
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed in.' })).toBeVisible();
  await expect(page.getByText(KASUN.name, { exact: true })).toBeVisible();

  await open(page, `/products/${GREEN_TEA.id}`);
  await page.locator('[data-widget="product-detail"]').getByRole('button', { name: /^Add To Cart/ }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart 1' })).toBeVisible();

  await stopServiceWorkers(page);
  await page.reload();
  await widgetsReady(page);
  await expect(page.getByRole('link', { name: 'Cart 1' })).toBeVisible();
  await expect(page.getByText(KASUN.name, { exact: true })).toBeVisible();
  await open(page, '/cart');
  await expect(page.getByRole('checkbox', { name: `Select ${GREEN_TEA.name}` })).toBeVisible();

  // A new tab is the same visitor: one browser, one session, kept by the worker.
  const tab = await page.context().newPage();
  await open(tab, '/cart');
  await expect(tab.getByText(KASUN.name, { exact: true })).toBeVisible();
  await expect(tab.getByRole('checkbox', { name: `Select ${GREEN_TEA.name}` })).toBeVisible();
});

test('a guest buys with Cash On Delivery, the code from the outbox, and reaches the success page', async ({ page }) => {
  await open(page, '/__demo');
  await page.evaluate((cart) => localStorage.setItem('guestCart', JSON.stringify(cart)), [guestEntry(GREEN_TEA.id, GREEN_TEA.name, 'No V', 980, 2)]);
  await open(page, '/guest-checkout');
  const form = page.locator('[data-widget="guest-checkout"]');
  const mobile = freshMobile();
  await fillGuestCheckout(page, { email: `dilani.${mobile}@example.lk`, mobile });
  await form.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await form.getByRole('button', { name: 'Place order' }).click();
  const otp = page.getByRole('dialog', { name: 'Verify your mobile number' });
  await otp.getByLabel('OTP').fill(await lastCode(page, mobile));
  await otp.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByRole('dialog', { name: 'Cash On Delivery' }).getByRole('button', { name: 'Confirm Order' }).click();
  await page.waitForURL(/\/guest\/order\/success\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});

test('a fault set in Demo tools gives its SPEC §8 text, and its link gives it to another browser; Reset the shop clears it and signs out', async ({ page, browser }, testInfo) => {
  await open(page, '/');
  const tools = await demoTools(page);
  await tools.getByRole('button', { name: 'Nimal (customer)' }).click();
  // Demo tools reload the page once signed in.
  await expect(page.getByText('Nimal Perera', { exact: true })).toBeVisible();
  await open(page, '/cart');
  const again = await demoTools(page);
  await again.getByLabel('Route').fill('/cart/update');
  await again.getByLabel('Method').selectOption('POST');
  await again.getByLabel('Failure').selectOption({ label: '500 server error' });
  await again.getByRole('button', { name: 'Make it fail' }).click();
  await expect(again.getByRole('status')).toHaveText('/cart/update now fails: 500 server error.');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: 'Select Pure Ceylon BOPF Black Tea' }) });
  await row.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(row.getByRole('alert')).toHaveText(/^Failed to increase quantity\. Please try again\./);
  await expect(again.getByText(/^This shop runs in your browser: its orders, sign-ins and faults are kept in this browser only\. Demo build [0-9a-f]{16}\.$/)).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'demo tools with a fault set, static build');

  // The fault as a link: a colleague's browser (a fresh one, its own shop) opens it and meets
  // the same failure on the same page.
  const href = await again.getByRole('link', { name: 'Link to this fault on this page' }).getAttribute('href');
  expect(href).toMatch(/\/__demo\/faults\/link\?route=%2Fcart%2Fupdate&method=POST&status=500&to=%2Fcart$/);
  const colleague = await browser.newContext();
  try {
    const theirs = await colleague.newPage();
    await open(theirs, '/');
    await inPage(theirs, 'POST', '/__demo/login-as', { user_id: 2 });
    await theirs.goto(href!);
    await expect(theirs).toHaveURL(/\/cart$/);
    const theirRow = theirs.getByRole('listitem').filter({ has: theirs.getByRole('checkbox', { name: 'Select Pure Ceylon BOPF Black Tea' }) });
    await theirRow.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(theirRow.getByRole('alert')).toHaveText(/^Failed to increase quantity\. Please try again\./);
  } finally {
    await colleague.close();
  }

  // The fault outlives a stopped worker too (kept in IndexedDB with the store).
  await stopServiceWorkers(page);
  await open(page, '/cart');
  await row.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(row.getByRole('alert')).toHaveText(/^Failed to increase quantity\. Please try again\./);

  const last = await demoTools(page);
  await last.getByRole('button', { name: 'Reset the shop to its seed' }).click();
  // The reload after the reset: everyone is signed out.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await widgetsReady(page);
  expect((await inPage(page, 'GET', '/__demo/faults')).body.faults).toEqual([]);
});

test('a "no connection" fault from Demo tools: the worker gives the call no answer, and the shop says its SPEC §8 text, then that it seems offline', async ({ page }) => {
  await open(page, '/');
  await inPage(page, 'POST', '/__demo/login-as', { user_id: 2 });
  await open(page, '/cart');
  const tools = await demoTools(page);
  await tools.getByLabel('Route').fill('/cart/update');
  await tools.getByLabel('Failure').selectOption({ label: 'No connection (the call gets no answer)' });
  await tools.getByRole('button', { name: 'Make it fail' }).click();
  await expect(tools.getByRole('link', { name: 'Link to this fault on this page' })).toHaveAttribute('href', /[?&]dropConnection=true&/);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: 'Select Pure Ceylon BOPF Black Tea' }) });
  await row.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(row.getByRole('alert')).toHaveText(`Failed to increase quantity. Please try again. ${commonMessages.offline}`, { useInnerText: false });
});

test('a new build takes over open pages and starts from its seed: no tester meets the old state', async ({ page }) => {
  const host = await hostOfItsOwn();
  try {
    await open(page, `${host.origin}/`);
    const shopper = await inPage(page, 'POST', '/__demo/new-shopper', {});
    const name = (shopper.body.user as { name: string }).name;
    await open(page, `${host.origin}/products/${GREEN_TEA.id}`);
    await page.locator('[data-widget="product-detail"]').getByRole('button', { name: /^Add To Cart/ }).click();
    await expect(page.getByRole('link', { name: 'Cart 1' })).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toBeVisible();

    // Deploy a new build: the same files with another version stamp in sw.js (a new seed or kit
    // changes it the same way: build.ts stamps the worker's code and the kit's manifest).
    const index = await readFile(path.join(host.folder, 'index.html'), 'utf8');
    const old = /<meta name="shop-demo-version" content="([0-9a-f]{16})">/.exec(index)![1]!;
    const worker = path.join(host.folder, 'sw.js');
    await writeFile(worker, (await readFile(worker, 'utf8')).replaceAll(old, 'f'.repeat(16)));

    // The next navigation is still answered by the old worker, and finds the new sw.js: the new
    // worker takes over and the page reloads into the new shop, whose state is the seed.
    await page.goto(`${host.origin}/cart`);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await widgetsReady(page);
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toHaveCount(0);
    expect((await inPage(page, 'GET', '/__demo/session')).body.user_id).toBeNull();
  } finally {
    await host.close();
  }
});

test('a second page asks the host for none of the kit files the first one had, even once the browser cache has let them go', async ({ page }) => {
  // Static hosts cache for an hour (http-server), ten minutes (GitHub Pages) or not at all
  // (Netlify): none serves the kit's hashed files `immutable`. The worker keeps them.
  const host = await hostOfItsOwn({ log: true });
  try {
    await open(page, `${host.origin}/`);
    const kitFile = /^\/build\/.+-[A-Za-z0-9]{8,}\.(js|css)$/;
    const first = new Set(host.asked.filter((asked) => kitFile.test(asked)));
    expect(first.size, 'kit files of the home page').toBeGreaterThan(3);
    // As when the host's max-age has run out: the browser's HTTP cache forgets them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const before = host.asked.length;
    await open(page, `${host.origin}/products/${BATIK.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BATIK.name })).toBeVisible();
    const again = host.asked.slice(before).filter((asked) => first.has(asked));
    expect(again).toEqual([]);
  } finally {
    await host.close();
  }
});
