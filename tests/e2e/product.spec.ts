import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from '../../build.mjs';
import { expectNoAxeViolations, screenshots, signInAs, widgetsReady, test } from './helpers';

/** Seeded products (demo-pages/backend/seed SEED_IDS). */
const BATIK = { id: 25, name: "Men's Batik Short-Sleeve Shirt" };
const PHONE = 42;
const MICROWAVE = 50;
const TEA = 1;
/** Tharushi: a customer with an empty cart and wishlist. */
const THARUSHI = 3;

async function open(page: Page, path: string) {
  await page.goto(path);
  await widgetsReady(page);
}

const productWidget = (page: Page) => page.locator('[data-widget="product-detail"]');
const addToCart = (page: Page) => productWidget(page).getByRole('button', { name: /^Add To Cart/ });

async function countOf(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path, { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { count: number }).count;
}

/** The header link's name: its text, then its badge when there is one. */
const linkName = (text: string, n: number) => (n > 0 ? `${text} ${n}` : text);

async function guestCart(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('guestCart') ?? '[]') as Record<string, unknown>[]);
}

test('a guest adds a Color/Size variation to the cart and finds it in the guest cart', async ({ page }, testInfo) => {
  await open(page, `/products/${BATIK.id}`);
  await productWidget(page).getByRole('radio', { name: 'Green', exact: true }).check();
  await productWidget(page).getByRole('radio', { name: 'L', exact: true }).check();
  await expect(page).toHaveURL(/variant=Green%2FL|variant=Green\/L/);
  await addToCart(page).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'added to cart notice');
  await expect(page.getByRole('link', { name: 'Cart 1' })).toBeVisible();
  expect(await guestCart(page)).toEqual([
    expect.objectContaining({ product_id: BATIK.id, product_name: BATIK.name, variation_name: 'Green/L', quantity: 1 }),
  ]);
  // The notice closes by itself after 5 seconds.
  await expect(page.getByText('Added to cart!')).toBeHidden({ timeout: 7_000 });
});

test('a signed-in shopper adds to the cart and the header badge follows the server', async ({ page }) => {
  await signInAs(page, THARUSHI);
  // Use a variation nobody else's test adds, so the server gets a new line.
  await open(page, `/products/${BATIK.id}?variant=Brown/M`);
  const before = await countOf(page, '/cart/count');
  await expect(page.getByRole('link', { name: linkName('Cart', before) })).toBeVisible();
  await addToCart(page).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  const after = await countOf(page, '/cart/count');
  expect(after).toBeGreaterThanOrEqual(before);
  await expect(page.getByRole('link', { name: linkName('Cart', after) })).toBeVisible();
  await page.getByRole('link', { name: 'View Cart' }).waitFor();
});

test('Buy Now as a guest opens the guest checkout with the product in the address', async ({ page }) => {
  await open(page, `/products/${BATIK.id}`);
  await productWidget(page).getByRole('button', { name: 'Increase quantity' }).click();
  await productWidget(page).getByRole('button', { name: 'Buy Now' }).click();
  await page.waitForURL(/\/buyNow\/guest-checkout\/25\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    product_id: '25',
    product_name: BATIK.name,
    variation_name: 'Blue/M',
    quantity: '2',
  });
  expect(Number(url.searchParams.get('subtotal'))).toBeCloseTo(Number(url.searchParams.get('price')) * 2, 2);
});

test('Buy Now signed in creates an order and goes to its checkout', async ({ page }) => {
  await signInAs(page, THARUSHI);
  await open(page, `/products/${BATIK.id}`);
  await productWidget(page).getByRole('button', { name: 'Buy Now' }).click();
  await page.waitForURL(/\/checkout\/\d+$/);
});

test('stock limits: under 15 shows what is left and caps the quantity; sold out cannot be bought', async ({ page }) => {
  await open(page, `/products/${PHONE}`);
  await expect(addToCart(page)).toContainText('(4 available)');
  const more = productWidget(page).getByRole('button', { name: 'Increase quantity' });
  for (let i = 0; i < 3; i++) await more.click();
  await expect(productWidget(page).getByText('4', { exact: true })).toBeVisible();
  await expect(more).toHaveAttribute('aria-disabled', 'true');
  await more.click({ force: true });
  await expect(productWidget(page).getByText('4', { exact: true })).toBeVisible();

  await open(page, `/products/${MICROWAVE}`);
  await expect(productWidget(page).getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  await expect(productWidget(page).getByRole('button', { name: 'Buy Now' })).toBeDisabled();
});

test('the variation in the address opens that variation, with its stock', async ({ page }) => {
  await open(page, `/products/${BATIK.id}?variant=Brown/XL`);
  await expect(productWidget(page).getByRole('radio', { name: 'Brown', exact: true })).toBeChecked();
  await expect(productWidget(page).getByRole('radio', { name: 'XL', exact: true })).toBeChecked();
  await expect(addToCart(page)).toContainText('(10 available)');
});

test('the wishlist heart asks a guest to sign in, and toggles for a signed-in shopper', async ({ page }) => {
  await open(page, `/products/${BATIK.id}`);
  const heart = productWidget(page).getByRole('button', { name: `Save ${BATIK.name} to wishlist` });
  await heart.click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();

  await signInAs(page, THARUSHI);
  await open(page, `/products/${BATIK.id}`);
  if ((await heart.getAttribute('aria-pressed')) === 'true') await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const before = await countOf(page, '/api/wishlist/count');
  await heart.click();
  await expect(page.getByText(`${BATIK.name} added to wishlist!`)).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: linkName('Wishlist', before + 1) })).toBeVisible();
  await heart.click();
  await expect(page.getByText(`${BATIK.name} removed from wishlist!`)).toBeVisible();
  await expect(page.getByRole('link', { name: linkName('Wishlist', before) })).toBeVisible();
});

test('the reviews: first three on the page, all in the All Reviews dialog', async ({ page }, testInfo) => {
  await open(page, `/products/${TEA}`);
  const reviews = page.locator('[data-widget="product-reviews"]');
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText(/^Customer Reviews \(\d+\)$/)).toBeVisible();
  await reviews.getByRole('button', { name: 'See More' }).click();
  const dialog = page.getByRole('dialog', { name: 'All Reviews' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'all reviews dialog');
  await screenshots(page, testInfo, 'all-reviews');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(reviews.getByRole('button', { name: 'See More' })).toBeFocused();
});

test('the infinite listing loads page 2 as the shopper scrolls, and Back restores it', async ({ page }) => {
  await open(page, '/');
  const listing = page.locator('[data-widget="product-listing"]');
  const cards = listing.getByRole('article');
  await expect(cards).toHaveCount(12);
  await page.mouse.wheel(0, 6000);
  await expect(cards).toHaveCount(24);
  await expect(page).toHaveURL(/pages=2/);
  const thirteenth = cards.nth(12).getByRole('link');
  const name = (await thirteenth.textContent())?.trim() ?? '';
  await thirteenth.click();
  await page.waitForURL(/\/products\/\d+/);
  await page.goBack();
  await widgetsReady(page);
  await expect(cards).toHaveCount(24);
  await expect(listing.getByRole('link', { name })).toBeInViewport();
  // Without the back-forward cache (a reload): the address alone brings the same cards back.
  await page.reload();
  await widgetsReady(page);
  await expect(cards).toHaveCount(24);
  await expect(listing.getByRole('link', { name })).toBeInViewport();
});

test('the wishlist page lists the saved products, and removing one updates the badge', async ({ page }, testInfo) => {
  await signInAs(page, 2);
  await open(page, '/wishlist');
  const items = page.locator('[data-widget="wishlist"]').getByRole('article');
  await expect(items.first()).toBeVisible();
  const before = await items.count();
  expect(before).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: `Wishlist ${before}` })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'wishlist');
  await page.getByRole('button', { name: /^Remove .* from wishlist$/ }).first().click();
  await expect(items).toHaveCount(before - 1);
  await expect(page.getByRole('link', { name: `Wishlist ${before - 1}` })).toBeVisible();
});

test('the product page works with the keyboard alone', async ({ page }) => {
  await open(page, `/products/${BATIK.id}`);
  const blue = productWidget(page).getByRole('radio', { name: 'Blue', exact: true });
  await blue.focus();
  await page.keyboard.press('ArrowRight');
  await expect(productWidget(page).getByRole('radio', { name: 'Green', exact: true })).toBeChecked();
  // Tab onwards to Add To Cart and press it.
  for (let i = 0; i < 15 && !(await addToCart(page).evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(addToCart(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Added to cart!')).toBeVisible();
  expect((await guestCart(page))[0]).toMatchObject({ variation_name: 'Green/M' });
});

test('the coupon carousel loads only for a product that has coupons, and works with the keyboard', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'dist/manifest.json'), 'utf8')) as Manifest;
  const carouselCss = manifest.widgets['product-detail']!.parts['coupon-carousel']!.css;
  const files: string[] = [];
  page.on('request', (request) => files.push(path.posix.basename(new URL(request.url()).pathname)));

  await page.goto('/products/25');
  await widgetsReady(page);
  const panel = page.getByRole('region', { name: 'Coupons' });
  await expect(panel.getByText('No coupons for this product right now.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(files.filter((file) => carouselCss.includes(file)), 'carousel CSS without coupons').toEqual([]);

  await page.goto('/products/1');
  await widgetsReady(page);
  const carousel = page.getByRole('region', { name: 'Coupons' });
  await expect(carousel.getByRole('group', { name: 'Coupon 1 of 3' })).toBeVisible();
  expect(files.filter((file) => carouselCss.includes(file)).length, 'carousel CSS with coupons').toBeGreaterThan(0);
  await carousel.getByRole('button', { name: 'Show coupon 2 of 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('group', { name: 'Coupon 2 of 3' })).toBeVisible();
  await expectNoAxeViolations(page, test.info(), 'coupon carousel');
});

test('an Add To Cart failure goes once another action of the page succeeds (issue 29)', async ({ page }) => {
  await signInAs(page, THARUSHI);
  await open(page, `/products/${TEA}`);
  const failed = productWidget(page).getByRole('alert').filter({ hasText: 'There was an error adding the item to the cart.' });
  await page.route('**/cart/store', (route) => route.abort('failed'));
  await addToCart(page).click();
  await expect(failed).toBeVisible();
  await page.unroute('**/cart/store');
  // The heart succeeds: the failure, which was about Add To Cart, goes.
  const heart = productWidget(page).getByRole('button', { name: /wishlist/i });
  const pressed = await heart.getAttribute('aria-pressed');
  await heart.click();
  await expect(heart).not.toHaveAttribute('aria-pressed', pressed ?? 'false');
  await expect(failed).toBeHidden();
  // Tharushi's wishlist as it was.
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', pressed ?? 'false');
});
