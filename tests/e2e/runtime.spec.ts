import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from '../../build.mjs';
import { widgetsReady, test } from './helpers';

const TEA = {
  product_id: 1,
  product_name: 'BOPF Ceylon Tea',
  image_name: null,
  variation_name: 'No V',
  price: 1250,
  quantity: 1,
  subtotal: 1250,
};

test('broken widget nodes show a short note and every other widget works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/__demo/scenarios/broken-widgets');
  await widgetsReady(page);

  const notes = page.getByRole('alert');
  await expect(notes).toHaveCount(2);
  await expect(notes.first()).toHaveText('This part of the page could not be shown.');
  // An unknown name keeps what the page printed in its node.
  await expect(page.getByRole('region', { name: 'Unknown widget name' })).toContainText("The page's own fallback, left as written");
  expect(errors).toEqual(
    expect.arrayContaining([
      expect.stringContaining('widget "no-such-widget": unknown widget name'),
      expect.stringContaining('widget "cart-link": invalid props at "data-props": not valid JSON'),
      expect.stringContaining('widget "cart-link": invalid props at "count"'),
    ]),
  );
  // The healthy widget in the page body and the header's widgets all mounted.
  await expect(page.getByRole('link', { name: /^Wishlist/ })).toHaveCount(2);
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a widget inserted after load mounts, and unmounts when removed', async ({ page }) => {
  await page.goto('/__demo/scenarios/late-widgets');
  await widgetsReady(page);
  const slot = page.locator('#late-slot');
  await page.getByRole('button', { name: 'Add a cart link' }).click();
  await expect(slot.getByRole('link', { name: 'Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove it' }).click();
  await expect(slot.getByRole('link')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a cart link' }).click();
  await expect(slot.getByRole('link', { name: 'Cart' })).toBeVisible();
});

test('the guest cart badge follows another tab, and corrupted storage breaks nothing', async ({ page, context }) => {
  await page.goto('/');
  await widgetsReady(page);
  await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/__demo');
  await other.evaluate((entry) => localStorage.setItem('guestCart', JSON.stringify([entry, { ...entry, product_id: 2 }])), TEA);
  await expect(page.getByRole('link', { name: 'Cart 2' })).toBeVisible();

  // One broken entry is dropped, the good one kept; garbage empties the cart without an error.
  await other.evaluate((entry) => localStorage.setItem('guestCart', JSON.stringify([entry, { product_id: 'x' }])), TEA);
  await expect(page.getByRole('link', { name: 'Cart 1' })).toBeVisible();
  await other.evaluate(() => localStorage.setItem('guestCart', '{oops'));
  await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
  await page.reload();
  await widgetsReady(page);
  await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the cart-link-only page downloads the loader and its chunk only: the cart link is in the runtime', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (/\.(js|css)$/.test(request.url())) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/__demo/scenarios/cart-link-only');
  await widgetsReady(page);
  expect(scripts.some((path) => /\/build\/loader-/.test(path))).toBe(true);
  // The header's links are in the runtime's chunk (build/groups.mjs RUNTIME_WIDGETS): no widget file.
  expect(scripts.filter((path) => /\/build\/widget-/.test(path))).toEqual([]);
  await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
});

test("the kit's JS is asked for only once the server's page has painted: the loader alone before", async ({ page }) => {
  for (const path of ['/?toolbar=0', '/products/1?toolbar=0']) {
    const response = await page.goto(path);
    expect(await response!.text()).not.toContain('rel="modulepreload"');
    await widgetsReady(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/build\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ file: entry.name.split('/').pop()!, asked: entry.startTime })),
    }));
    expect(timing.paint, path).toBeGreaterThan(0);
    const before = timing.scripts.filter((script) => script.asked < timing.paint).map((script) => script.file);
    expect(before.length, path).toBe(1);
    expect(before[0], path).toMatch(/^loader-/);
    // And the rest did come: the start, the runtime and the page's widgets.
    expect(timing.scripts.length, path).toBeGreaterThan(3);
  }
});

test('widgets below the fold load when scrolled into view, and the page does not jump', async ({ page }) => {
  const files: string[] = [];
  page.on('request', (request) => {
    if (/\/build\/.*\.(js|css)$/.test(request.url())) files.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/products/25');
  await widgetsReady(page);
  await page.waitForLoadState('networkidle');
  const below = /widget-(product-overview|product-reviews|recommended-products)-/;
  expect(files.filter((path) => below.test(path)), 'below-the-fold widgets at load').toEqual([]);
  const overview = page.locator('[data-widget="product-overview"]');
  const topBefore = await overview.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

  await page.locator('[data-widget="product-reviews"]').scrollIntoViewIfNeeded();
  await expect(page.getByText(/^Customer Reviews \(\d+\)$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeAttached();
  expect(files.some((path) => /widget-product-overview-/.test(path))).toBe(true);
  expect(files.some((path) => /widget-product-reviews-/.test(path))).toBe(true);
  // Nothing above the overview moved while the widgets mounted.
  expect(await overview.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBe(topBefore);
});

test('a kit file that is not what the build wrote never runs: printed, loaded later, or a part (SRI)', async ({ page }) => {
  // The manifest of the build the server serves (it built dist/ on start).
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'dist/manifest.json'), 'utf8')) as Manifest;
  const tampered = (file: string) =>
    page.route(`**/build/${file}`, async (route) => {
      const response = await route.fetch();
      // Valid JavaScript that leaves a trace: what a compromised CDN could add.
      await route.fulfill({ response, body: `${await response.text()}\n;(window.__tampered ??= []).push(${JSON.stringify(file)});` });
    });
  const ran = () => page.evaluate(() => (window as unknown as { __tampered?: string[] }).__tampered ?? []);
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/integrity/i.test(message.text())) refusals.push(message.text());
  });

  // A widget the page printed a preload for (the header's sign-in button mounts at once).
  await tampered(manifest.widgets['login-modal']!.file);
  await page.goto('/');
  await widgetsReady(page);
  expect(await ran()).toEqual([]);
  expect(refusals.length).toBeGreaterThan(0);

  // A widget the loader loads later from the page's map (the search box mounts on first focus).
  await page.unrouteAll();
  refusals.length = 0;
  await tampered(manifest.widgets['search-box']!.file);
  await page.goto('/');
  await widgetsReady(page);
  await page.getByRole('searchbox', { name: 'Search products' }).focus();
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(await ran()).toEqual([]);

  // A part the widget imports on demand (the sign-in dialog).
  await page.unrouteAll();
  refusals.length = 0;
  await tampered(manifest.widgets['login-modal']!.parts['login-dialog']!.js[0]!);
  await page.goto('/');
  await widgetsReady(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(await ran()).toEqual([]);
});
