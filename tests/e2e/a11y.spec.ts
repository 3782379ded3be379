import { expect } from '@playwright/test';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import { SPECIAL_ORDER_IDS } from '../../demo-pages/backend/seed/orders';
import {
  everyWidgetMounted,
  expectNamesStartWithVisibleText,
  expectNoAxeViolations,
  screenshots,
  signInAs,
  widgetsReady,
  test,
} from './helpers';

/**
 * Every page of the demo shop. `guestCart`: lines put in the
 * browser's guest cart for the guest's visit (taken out again before signing in, so they never
 * move into the seeded customer's cart).
 */
const PAGES: { path: string; name: string; guestCart?: Record<string, unknown>[] }[] = [
  { path: '/', name: 'home' },
  { path: '/__demo', name: 'catalogue' },
  { path: '/__demo/api', name: 'backend contract' },
  { path: '/__demo/scenarios/broken-widgets', name: 'broken-widgets' },
  { path: '/__demo/scenarios/late-widgets', name: 'late-widgets' },
  { path: '/__demo/scenarios/cart-link-only', name: 'cart-link-only' },
  { path: '/no-such-page', name: 'not-found' },
  { path: '/products/25', name: 'product (Color and Size)' },
  { path: '/products/59', name: 'product (hostile description)' },
  { path: '/products/12', name: 'product (no images)' },
  { path: '/products/50', name: 'product (sold out)' },
  { path: '/wishlist', name: 'wishlist' },
  { path: '/cart', name: 'cart' },
  { path: '/category/tea', name: 'category filter' },
  { path: '/category-filter/tea?collection_id=2', name: 'collection filter' },
  { path: '/search?search=tea', name: 'search filter' },
  // A visitor is asked to sign in, a shopper is refused (403); the admin's screens are below.
  { path: '/admin', name: 'admin dashboard (visitor, shopper)' },
  {
    path: '/guest-checkout',
    name: 'guest checkout',
    guestCart: [
      { product_id: 25, product_name: "Men's Batik Short-Sleeve Shirt", image_name: null, variation_name: 'Blue/M', price: 3990, quantity: 1, subtotal: 3990 },
    ],
  },
];

for (const { path, name, guestCart } of PAGES) {
  test(`${name}: axe finds nothing, as a guest and signed in, at 375/800/1280 px`, async ({ page }, testInfo) => {
    // Two full passes of axe and three full-page screenshots: the home page, with its
    // blocks, menu and search box, took 42 s of a clean CI run on a busy machine.
    test.slow();
    if (guestCart) {
      await page.goto('/__demo');
      await page.evaluate((cart) => localStorage.setItem('guestCart', JSON.stringify(cart)), guestCart);
    }
    await page.goto(path);
    await everyWidgetMounted(page);
    await expectNoAxeViolations(page, testInfo, `${name} guest`);
    await screenshots(page, testInfo, `${name}-guest`);
    if (guestCart) await page.evaluate(() => localStorage.removeItem('guestCart'));
    await signInAs(page, 2);
    await page.reload();
    await everyWidgetMounted(page);
    await expectNoAxeViolations(page, testInfo, `${name} signed in`);
  });
}

test("the admin's dashboard and an order's view pass axe, at 375/800/1280 px", async ({ page }, testInfo) => {
  test.slow();
  await signInAs(page, SEED_IDS.admin);
  for (const [path, name] of [['/admin', 'admin dashboard'], [`/admin/orders/${SPECIAL_ORDER_IDS.placed}`, 'admin order']] as const) {
    await page.goto(path);
    await everyWidgetMounted(page);
    // "Create parcel" was once named "Create a parcel for order #73" (axe's experimental
    // label-content-name-mismatch, serious): the name must start with what is shown.
    await expectNoAxeViolations(page, testInfo, name, ['label-content-name-mismatch']);
    await expectNamesStartWithVisibleText(page);
    // The visually hidden text after "Create parcel" scrolls with its table, never past a phone's page.
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshots(page, testInfo, name.replace(' ', '-'));
  }
});

test("every admin screen's links and buttons are named by what they show first", async ({ page }, testInfo) => {
  test.slow();
  await signInAs(page, SEED_IDS.admin);
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /^Create parcel for order #\d+$/ }).first()).toBeVisible();
  const parcelPath = await page.getByRole('link', { name: /^Create parcel for order #\d+$/ }).first().getAttribute('href');
  for (const path of ['/admin/sales', '/admin/coupons/create', `/admin/coupons/${SEED_IDS.activeCoupon}/edit`, parcelPath!]) {
    await page.goto(path);
    await everyWidgetMounted(page);
    await expectNoAxeViolations(page, testInfo, path, ['label-content-name-mismatch']);
    await expectNamesStartWithVisibleText(page);
  }
});

test('the demo tools, opened, pass axe too', async ({ page }, testInfo) => {
  await page.goto('/');
  await widgetsReady(page);
  await page.getByText('Demo tools').click();
  await expect(page.getByRole('button', { name: 'Make it fail' })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'demo tools');
});

test('the sign-in dialog with an error passes axe, on a phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await widgetsReady(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'sign-in error');
  await testInfo.attach('sign-in-error-375.png', { body: await page.screenshot(), contentType: 'image/png' });
});
