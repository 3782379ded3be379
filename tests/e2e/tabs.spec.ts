import { expect, type Page, type Response } from '@playwright/test';
import { freshMobile, guestEntry, lastCode, post, setGuestCart, widgetsReady, test } from './helpers';

/**
 * Two tabs of one browser (two pages of one context: one cookie, one local storage,
 * one BroadcastChannel). What one tab does to the session, the other follows within a second:
 * its header, its badges, its cart page, where its Add To Cart goes, and its CSRF token.
 */

const GREEN_TEA = { id: 4, name: 'Ceylon Green Tea Sencha 100g' }; // no variations
const ORANGE_PEKOE = { id: 2, name: 'Nuwara Eliya Single Estate Orange Pekoe 250g' }; // no variations
/**
 * The other tab follows at once: within a second here idle, but the cart page then asks the
 * server for its cart, which beside a second browser test at load 9 took longer. A tab that
 * does not follow waits for a reload, and fails this as surely.
 */
const FOLLOWS = { timeout: 5_000 };

async function open(page: Page, path: string) {
  await page.goto(path);
  await widgetsReady(page);
}

async function countOf(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path, { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { count: number }).count;
}

const header = (page: Page) => page.getByRole('banner');

/** The real sign-in: the header's dialog, with the code from the demo outbox. */
async function signIn(page: Page, mobile: string) {
  await header(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Mobile number').fill(`0${mobile.slice(2)}`);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(/We sent a 6-digit code/)).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await lastCode(page, mobile));
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed in.' })).toBeVisible();
}

/** A customer whose server cart already holds a line, signed out again: the guest's account. */
async function customerWithServerCart(page: Page): Promise<string> {
  await open(page, '/');
  const mobile = freshMobile();
  await post(page, '/login/send-otp', { mobile_number: mobile });
  await post(page, '/login/verify-otp', { mobile_number: mobile, otp: await lastCode(page, mobile) });
  await open(page, '/');
  await post(page, '/cart/store', {
    product_id: ORANGE_PEKOE.id,
    product_name: ORANGE_PEKOE.name,
    image_name: null,
    variation_name: 'No V',
    price: 0,
    quantity: 1,
    subtotal: 0,
  });
  await post(page, '/logout', {});
  return mobile;
}

const answered = (page: Page, path: string) =>
  page.waitForResponse((response: Response) => new URL(response.url()).pathname === path);

test('a sign-in in one tab reaches the product page of the other: header, badge, Add To Cart to the server; and the sign-out too', async ({
  page,
}) => {
  const tabA = page;
  const mobile = await customerWithServerCart(tabA);
  // As a guest, with a line in the browser's cart: both tabs show it.
  await setGuestCart(tabA, [guestEntry(GREEN_TEA.id, GREEN_TEA.name, 'No V', 950, 1)]);
  await open(tabA, '/');
  const tabB = await page.context().newPage();
  await open(tabB, `/products/${GREEN_TEA.id}`);
  await expect(header(tabB).getByRole('link', { name: 'Cart 1' })).toBeVisible();
  await expect(header(tabB).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  await signIn(tabA, mobile);
  // The guest's line moved into the server cart, which held one already.
  expect(await countOf(tabA, '/cart/count')).toBe(2);

  await expect(header(tabB).getByRole('button', { name: 'Sign out' })).toBeVisible(FOLLOWS);
  await expect(header(tabB).getByRole('link', { name: 'Cart 2' })).toBeVisible(FOLLOWS);
  await expect(header(tabB).getByText(/^Customer \d{4}$/)).toBeVisible();
  // Tab B's Add To Cart goes to the server cart, with the new session's token: no 419.
  const stored = answered(tabB, '/cart/store');
  await tabB.getByRole('button', { name: /^Add To Cart/ }).click();
  expect((await stored).status()).toBe(200);
  await expect(tabB.getByText('Added to cart!')).toBeVisible();
  expect(await countOf(tabB, '/cart/count')).toBe(2);
  expect(await tabB.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
  // The same line twice is one line of quantity 2 on the server (the guest's line was 1).
  const items = (await (await tabB.request.get('/cart/items', { headers: { Accept: 'application/json' } })).json()) as {
    items: { product: { id: number }; quantity: number }[];
  };
  expect(items.items.find((item) => item.product.id === GREEN_TEA.id)?.quantity).toBe(2);

  // Signing out in tab A: tab B is a guest again, with the browser's (empty) cart.
  await header(tabA).getByRole('button', { name: 'Sign out' }).click();
  await expect(header(tabA).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(header(tabB).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible(FOLLOWS);
  await expect(header(tabB).getByRole('link', { name: 'Cart', exact: true })).toBeVisible(FOLLOWS);
  await expect(header(tabB).getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
  // Its Add To Cart now fills the browser's cart, and the server's stays as it was.
  await tabB.getByRole('button', { name: /^Add To Cart/ }).click();
  await expect(tabB.getByText('Added to cart!')).toBeVisible();
  await expect(header(tabB).getByRole('link', { name: 'Cart 1' })).toBeVisible();
  expect(await tabB.evaluate(() => JSON.parse(localStorage.getItem('guestCart') ?? '[]').length)).toBe(1);
});

test('a sign-in in one tab turns the guest cart page of the other into the server cart, whose writes succeed', async ({ page }) => {
  const tabA = page;
  const mobile = await customerWithServerCart(tabA);
  await setGuestCart(tabA, [guestEntry(GREEN_TEA.id, GREEN_TEA.name, 'No V', 950, 1)]);
  const tabB = await page.context().newPage();
  await open(tabB, '/cart');
  const rows = tabB.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(rows.getByRole('link')).toHaveText([GREEN_TEA.name]);
  // A guest does not edit quantities in the cart (SPEC §6).
  await expect(tabB.getByRole('button', { name: 'Increase quantity' })).toHaveCount(0);

  await open(tabA, '/');
  await signIn(tabA, mobile);

  await expect(rows.getByRole('link')).toHaveText([ORANGE_PEKOE.name, GREEN_TEA.name], FOLLOWS);
  await expect(tabB.getByRole('heading', { level: 1, name: 'Cart (2)' })).toBeVisible();
  await expect(header(tabB).getByRole('link', { name: 'Cart 2' })).toBeVisible();
  const updated = answered(tabB, '/cart/update');
  await rows.filter({ hasText: GREEN_TEA.name }).getByRole('button', { name: 'Increase quantity' }).click();
  expect((await updated).status()).toBe(200);

  await header(tabA).getByRole('button', { name: 'Sign out' }).click();
  await expect(tabB.getByRole('heading', { level: 2, name: 'Your cart is empty.' })).toBeVisible(FOLLOWS);
  await expect(header(tabB).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('a heart tapped in one tab moves the wishlist badge and the heart of the other', async ({ page }) => {
  const tabA = page;
  await open(tabA, '/');
  await post(tabA, '/__demo/new-shopper', {});
  await open(tabA, `/products/${GREEN_TEA.id}`);
  const tabB = await page.context().newPage();
  await open(tabB, `/products/${GREEN_TEA.id}`);
  const heartOf = (tab: Page) =>
    tab.locator('[data-widget="product-detail"]').getByRole('button', { name: `Save ${GREEN_TEA.name} to wishlist` });
  await expect(heartOf(tabB)).toHaveAttribute('aria-pressed', 'false');
  await expect(header(tabB).getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();

  await heartOf(tabA).click();
  await expect(header(tabA).getByRole('link', { name: 'Wishlist 1' })).toBeVisible();
  await expect(header(tabB).getByRole('link', { name: 'Wishlist 1' })).toBeVisible(FOLLOWS);
  await expect(heartOf(tabB)).toHaveAttribute('aria-pressed', 'true', FOLLOWS);

  await heartOf(tabB).click();
  await expect(header(tabA).getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible(FOLLOWS);
  await expect(heartOf(tabA)).toHaveAttribute('aria-pressed', 'false');
  expect(await countOf(tabA, '/api/wishlist/count')).toBe(0);
});
