import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from '../../build.mjs';
import * as loginSi from '../../shared/session/messages/login.si';
import * as loginTa from '../../shared/session/messages/login.ta';
import * as productTa from '../../shared/catalogue/messages/product.ta';
import * as cartLinkSi from '../../widgets/cart-link/messages.si';
import * as cartLinkTa from '../../widgets/cart-link/messages.ta';
import * as searchSi from '../../widgets/search-box/messages.si';
import { si as demoSi } from '../../demo-pages/pages/texts/si';
import { ta as demoTa } from '../../demo-pages/pages/texts/ta';
import { widgetsReady, test } from './helpers';

/** The demo's language switch (demo-pages/pages/language.ts) and the kit in Sinhala and Tamil (issue 32). */

const manifestOf = (name: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'dist', name), 'utf8')) as Manifest;
const TEA = 1;

/** The switch's cookie, as if the shopper had chosen `code` (after a first visit: the cookie needs the page's URL). */
async function inLanguage(page: Page, code: string) {
  await page.context().addCookies([{ name: 'shop_language', value: code, url: page.url() }]);
}

test("the header's switch turns the shop Sinhala, first draws and widgets alike, and back to English", async ({ page }) => {
  await page.goto('/');
  await widgetsReady(page);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'සිංහල' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  // The server's first draw of the search box (it mounts on first use) is Sinhala.
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', searchSi.placeholder);
  await widgetsReady(page);
  await expect(page.getByRole('link', { name: new RegExp(`^${cartLinkSi.linkLabel}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: loginSi.signIn })).toBeVisible();
  const switcher = page.getByRole('navigation', { name: 'භාෂාව' });
  await expect(switcher.getByRole('link', { name: 'සිංහල' })).toHaveAttribute('aria-current', 'true');

  await switcher.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await widgetsReady(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a Sinhala page loads the Sinhala build, and an English page the English one', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/');
  await inLanguage(page, 'si');
  await page.goto('/');
  await widgetsReady(page);
  expect(asked).toContain(`/build/${manifestOf('manifest.si.json').loader.file}`);
  expect(manifestOf('manifest.si.json').loader.file).not.toBe(manifestOf('manifest.json').loader.file);
});

test('a shopper adds a tea to the cart in Tamil', async ({ page }) => {
  await page.goto('/');
  await inLanguage(page, 'ta');
  await page.goto(`/products/${TEA}`);
  await widgetsReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('button', { name: loginTa.signIn })).toBeVisible();

  await page.locator('[data-widget="product-detail"]').getByRole('button', { name: new RegExp(`^${productTa.addToCart}`) }).click();
  await expect(page.getByText(productTa.addedToCart)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${cartLinkTa.linkLabel} 1`) })).toBeVisible();
});

test('a language the shop does not have, or a switch to another site, leaves the page as it was', async ({ page }) => {
  const response = await page.request.get('/language/fr?back=/cart', { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers()['location']).toBe('/cart');
  expect(response.headers()['set-cookie'] ?? '').not.toContain('shop_language');
  const away = await page.request.get('/language/si?back=//evil.example/', { maxRedirects: 0 });
  expect(away.headers()['location']).toBe('/');
});

test("the demo's own texts follow the language: the home page's hero and header in Sinhala, the 404 page in Tamil", async ({ page }) => {
  await page.goto('/?lang=si');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoSi.home.hero);
  const nav = page.getByRole('navigation', { name: demoSi.layout.mainNav });
  await expect(nav.getByRole('link', { name: demoSi.layout.home, exact: true })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle(`${demoSi.layout.home} · Serendib Store`);

  const missing = await page.goto('/no-such-page?lang=ta');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoTa.notFound.heading);
  await expect(page.getByRole('link', { name: demoTa.notFound.backHome })).toHaveAttribute('href', '/');
});
