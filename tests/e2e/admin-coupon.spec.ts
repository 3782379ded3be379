import { expect, type Browser, type Page } from '@playwright/test';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import { HTTP_TIMEOUT_MS } from '../../shared/core/constants';
import { expectNoAxeViolations, fault, screenshots, signInAs, widgetsReady, test } from './helpers';

/**
 * The coupon form (SPEC §2 admin "Create a New Coupon" / "Edit The Coupon") in
 * Chromium: an admin makes a coupon for a category's products, a guest sees it on such a
 * product's page and applies it at checkout, the admin edits it; every SPEC §5 text; axe in
 * each state. Each test uses codes of its own, so parallel tests and reruns never collide.
 */

/** Seeded: a category whose one product has no variations, no other coupon shown, and stock. */
const SPEAKERS = { category: 'Speakers', productId: 54, productName: 'Bluetooth Party Speaker 40W' };

let serial = 0;
/** A code nobody else uses in this run (A-Z and 0-9, 5 to 20). */
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${serial++}`.toUpperCase().slice(0, 20);

const form = (page: Page) => page.locator('[data-widget="coupon-form"]');
const textbox = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const search = (page: Page) => form(page).getByRole('combobox', { name: 'Add products by name' });
const selected = (page: Page) => form(page).getByRole('region', { name: 'Selected Products' });

async function openAsAdmin(page: Page, path: string) {
  await signInAs(page, SEED_IDS.admin);
  await page.goto(path);
  await widgetsReady(page);
}

/** The coupons carousel of a product page, turned to the slide titled `title`. */
async function couponSlide(page: Page, title: string) {
  const carousel = page.getByRole('region', { name: 'Coupons' });
  const heading = carousel.getByRole('heading', { name: title });
  const dots = carousel.getByRole('button', { name: /^Show coupon \d+ of \d+$/ });
  await expect(carousel.getByRole('group', { name: /^Coupon 1 of \d+$/ })).toBeVisible();
  for (let i = 0, n = await dots.count(); i < n && !(await heading.isVisible()); i++) await dots.nth(i).click();
  await expect(heading).toBeVisible();
  return carousel;
}

/** A guest on the product page: the coupon shows; Buy Now, then the coupon applies at checkout. */
async function guestUsesCoupon(browser: Browser, title: string, code: string) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`/products/${SPEAKERS.productId}`);
  await widgetsReady(page);
  const slide = await couponSlide(page, title);
  await expect(slide.getByText(code, { exact: true })).toBeVisible();

  await page.locator('[data-widget="product-detail"]').getByRole('button', { name: 'Buy Now' }).click();
  await page.waitForURL(new RegExp(`/buyNow/guest-checkout/${SPEAKERS.productId}\\?`));
  await widgetsReady(page);
  const checkout = page.locator('[data-widget="guest-checkout"]');
  await checkout.getByLabel('Coupon code').fill(code);
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByText(`${title} Coupon applied!`)).toBeVisible();
  await context.close();
}

test('an admin creates a coupon for a category by keyboard; a guest sees it and applies it; the admin edits it', async ({ page, browser }, testInfo) => {
  const code = uniqueCode('SPK');
  const title = `Speaker Days ${code}`;
  await openAsAdmin(page, '/admin/coupons/create');
  await expect(form(page).getByRole('heading', { level: 1 })).toHaveText('Create a New Coupon');

  await textbox(page, 'Coupon title').fill(title);
  await textbox(page, 'Coupon code').fill(code.toLowerCase());
  await expect(textbox(page, 'Coupon code')).toHaveValue(code);
  await textbox(page, 'Discount value').fill('10');
  await textbox(page, 'Usage limit').fill('5');

  // The category picker with the keyboard alone: open, search, tick, close.
  const categories = form(page).getByRole('button', { name: 'Categories' });
  await categories.focus();
  await page.keyboard.press('Enter');
  await expect(categories).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('searchbox', { name: 'Search categories' })).toBeFocused();
  await page.keyboard.type(SPEAKERS.category);
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('checkbox', { name: SPEAKERS.category })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(form(page).getByText(`${SPEAKERS.category}: 1 product selected.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(categories).toBeFocused();
  await expect(categories).toHaveAttribute('aria-expanded', 'false');
  await expect(selected(page).locator('.shop-coupon-form__chip-name')).toHaveText([SPEAKERS.productName]);

  await form(page).getByRole('checkbox', { name: 'Show on Products' }).check();
  await form(page).getByRole('button', { name: 'Create Coupon' }).click();

  // On its edit page, with what was saved.
  await page.waitForURL(/\/admin\/coupons\/\d+\/edit$/);
  await widgetsReady(page);
  await expect(form(page).getByRole('heading', { level: 1 })).toHaveText('Edit The Coupon');
  // Ours: the page says the save worked, as a polite status.
  await expect(form(page).getByRole('status').filter({ hasText: 'Coupon created.' })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'edit page, coupon created');
  await screenshots(page, testInfo, 'coupon-created');
  await expect(textbox(page, 'Coupon title')).toHaveValue(title);
  await expect(textbox(page, 'Coupon code')).toHaveValue(code);
  await expect(form(page).getByRole('radio', { name: 'Percentage' })).toBeChecked();
  await expect(textbox(page, 'Discount value')).toHaveValue('10');
  await expect(textbox(page, 'Usage limit')).toHaveValue('5');
  await expect(form(page).getByRole('checkbox', { name: 'Show on Products' })).toBeChecked();
  await expect(selected(page).getByRole('button', { name: `Remove ${SPEAKERS.productName}` })).toBeVisible();
  const editUrl = page.url();

  await guestUsesCoupon(browser, title, code);

  // The admin edits it: a new title, Update Coupon, and the page comes back with it.
  const renamed = `Speaker Week ${code}`;
  await textbox(page, 'Coupon title').fill(renamed);
  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
  await form(page).getByRole('button', { name: 'Update Coupon' }).click();
  await page.waitForFunction(() => !('beforeUpdate' in window));
  expect(page.url()).toBe(editUrl);
  await widgetsReady(page);
  await expect(textbox(page, 'Coupon title')).toHaveValue(renamed);
  await expect(form(page).getByRole('status').filter({ hasText: 'Coupon updated.' })).toBeVisible();
  await expect(form(page).getByText('Coupon created.')).toHaveCount(0);
  // Said once: a reload does not say it again.
  await page.reload();
  await widgetsReady(page);
  await expect(textbox(page, 'Coupon title')).toHaveValue(renamed);
  await expect(form(page).getByText('Coupon updated.')).toHaveCount(0);

  await page.goto('/admin');
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/products/${SPEAKERS.productId}`);
  await widgetsReady(page);
  await couponSlide(page, renamed);
});

test('every SPEC §5 text shows at its field, and the server’s 422 at the code; axe on the create form in each state', async ({ page }, testInfo) => {
  await openAsAdmin(page, '/admin/coupons/create');
  await expectNoAxeViolations(page, testInfo, 'create, empty');

  await textbox(page, 'Coupon code').fill('AB12');
  await textbox(page, 'Discount value').fill('101');
  await textbox(page, 'Usage limit').fill('0');
  await textbox(page, 'Minimum order value').fill('-5');
  await textbox(page, 'Maximum discount value').fill('-1');
  await form(page).getByLabel('Start date and time').fill('2026-12-01T10:00');
  await form(page).getByLabel('End date and time').fill('2026-11-30T10:00');
  await form(page).getByRole('button', { name: 'Create Coupon' }).click();

  const expected: [string, string][] = [
    ['Coupon title', 'The title is required.'],
    ['Coupon code', 'The code must be 5 to 20 capital letters or digits.'],
    ['Discount value', 'Please enter a valid discount value.'],
    ['Usage limit', 'Usage limit must be at least 1.'],
    ['Minimum order value', 'Minimum order value cannot be negative.'],
    ['Maximum discount value', 'Maximum discount value cannot be negative.'],
  ];
  for (const [name, text] of expected) {
    await expect(textbox(page, name)).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(page, name)).toHaveAccessibleDescription(new RegExp(`^${text.replace(/\./g, '\\.')}`));
  }
  await expect(form(page).getByLabel('End date and time')).toHaveAccessibleDescription(/^End date must be after the start date\./);
  await expect(textbox(page, 'Coupon title')).toBeFocused();
  await expectNoAxeViolations(page, testInfo, 'create, with errors');
  await screenshots(page, testInfo, 'coupon-form-errors');

  // A fixed value of 0 is refused too; the percentage's 101 is fine as a fixed amount.
  await form(page).getByRole('radio', { name: 'Fixed amount' }).check();
  await expect(textbox(page, 'Discount value')).toHaveValue('');
  await expect(form(page).locator('.shop-coupon-form__unit')).toHaveText('$');
  await textbox(page, 'Discount value').fill('0');
  await form(page).getByRole('button', { name: 'Create Coupon' }).click();
  await expect(textbox(page, 'Discount value')).toHaveAccessibleDescription(/^Please enter a valid discount value\./);

  // All mended but the code, which another coupon has: the server's 422.
  await textbox(page, 'Coupon title').fill('Clash');
  await textbox(page, 'Coupon code').fill('TEALOVER15');
  await textbox(page, 'Discount value').fill('101');
  await textbox(page, 'Usage limit').fill('1');
  await textbox(page, 'Minimum order value').fill('0');
  await textbox(page, 'Maximum discount value').fill('');
  await form(page).getByLabel('End date and time').fill('2026-12-01T10:00');
  await form(page).getByRole('button', { name: 'Create Coupon' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('Validation failed. Please check the inputs.');
  await expect(textbox(page, 'Coupon code')).toHaveAccessibleDescription(/^The code has already been taken\./);
  await expect(textbox(page, 'Coupon code')).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/coupons\/create$/);

  // A server failure: its text, and what was typed stays.
  await textbox(page, 'Coupon code').fill(uniqueCode('FAIL'));
  await fault(page, { route: '/coupons/store', method: 'POST', status: 500, times: 1 });
  await form(page).getByRole('button', { name: 'Create Coupon' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('Failed to create coupon. Please try again.');
  await expect(textbox(page, 'Coupon title')).toHaveValue('Clash');

  // Picker open, suggestions open.
  await form(page).getByRole('button', { name: 'Brands' }).click();
  await expect(form(page).getByRole('searchbox', { name: 'Search brands' })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'create, picker open');
  await search(page).click();
  await expect(form(page).getByRole('searchbox', { name: 'Search brands' })).toBeHidden();
  await search(page).pressSequentially('tea');
  await expect(form(page).getByRole('listbox', { name: 'Products to add' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectNoAxeViolations(page, testInfo, 'create, suggestions open');
  const chosen = await form(page).getByRole('option').first().locator('.shop-coupon-form__option-name').textContent();
  await page.keyboard.press('Enter');
  await expect(selected(page).getByRole('button', { name: `Remove ${chosen}` })).toBeVisible();
  await expect(search(page)).toHaveValue('');
});

test('the edit screen: coupon 3 loaded in Sri Lanka time, axe, one column on a phone, two from 640 px', async ({ page }, testInfo) => {
  await openAsAdmin(page, `/admin/coupons/${SEED_IDS.activeCoupon}/edit`);
  await expect(textbox(page, 'Coupon code')).toHaveValue('TEALOVER15');
  const stored = (await (await page.request.get(`/coupons/${SEED_IDS.activeCoupon}`, { headers: { Accept: 'application/json' } })).json()) as {
    coupon: { start_date: string };
    products: { name: string }[];
  };
  const colombo = new Date(Date.parse(stored.coupon.start_date) + 330 * 60_000).toISOString().slice(0, 16);
  await expect(form(page).getByLabel('Start date and time')).toHaveValue(colombo);
  await expect(selected(page).getByRole('listitem')).toHaveCount(stored.products.length);
  await expectNoAxeViolations(page, testInfo, 'edit');
  await screenshots(page, testInfo, 'coupon-form-edit');

  const box = async (name: string) => (await textbox(page, name).boundingBox())!;
  await page.setViewportSize({ width: 375, height: 800 });
  expect((await box('Usage limit')).y).toBeGreaterThan((await box('Discount value')).y);
  expect(Math.abs((await box('Usage limit')).x - (await box('Discount value')).x)).toBeLessThan(2);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(Math.abs((await box('Usage limit')).y - (await box('Discount value')).y)).toBeLessThan(2);
  expect((await box('Usage limit')).x).toBeGreaterThan((await box('Discount value')).x);
});

test('a coupon that cannot be loaded says so, and Try again loads it', async ({ page }) => {
  await signInAs(page, SEED_IDS.admin);
  await page.goto('/__demo');
  await fault(page, { route: '/coupons/:id', method: 'GET', status: 500, times: 3 });
  await page.goto(`/admin/coupons/${SEED_IDS.activeCoupon}/edit`);
  await widgetsReady(page);
  const alert = form(page).getByRole('alert');
  await expect(alert).toContainText('The coupon could not be loaded. Please try again.', { timeout: 10_000 });
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(textbox(page, 'Coupon code')).toHaveValue('TEALOVER15');
});

test("a new coupon whose answer never came: the form says it may have been created; Save again lands on it, made once", async ({ page }) => {
  const code = uniqueCode('LATE');
  await openAsAdmin(page, '/admin/coupons/create');
  await textbox(page, 'Coupon title').fill(`Late answer ${code}`);
  await textbox(page, 'Coupon code').fill(code);
  await textbox(page, 'Discount value').fill('5');
  await textbox(page, 'Usage limit').fill('3');
  // The server makes it at once; its answer comes after the client has given up. The page's
  // clock runs the client's timeout out at once, so the test does not wait HTTP_TIMEOUT_MS.
  await fault(page, { route: '/coupons/store', method: 'POST', delayMs: 1_000, answerLate: true, times: 1 });
  await page.clock.install();
  const sent = page.waitForRequest((request) => request.url().endsWith('/coupons/store'));
  await form(page).getByRole('button', { name: 'Create Coupon' }).click();
  await sent;
  await page.clock.runFor(HTTP_TIMEOUT_MS);
  const alert = form(page).getByRole('alert');
  await expect(alert).toContainText('Failed to create coupon. Please try again.');
  await expect(alert).toContainText('No answer came in time, so the coupon may have been created. Saving again will not create it twice.');
  await expect(page).toHaveURL(/\/admin\/coupons\/create$/);

  // Saved again with the same Idempotency-Key: the server answers its first answer, the coupon it made.
  const again = page.waitForResponse((response) => response.url().endsWith('/coupons/store'));
  await form(page).getByRole('button', { name: 'Create Coupon' }).click();
  expect((await again).headers()['idempotent-replayed']).toBe('true');
  await page.waitForURL(/\/admin\/coupons\/\d+\/edit$/);
  await widgetsReady(page);
  await expect(form(page).getByRole('status').filter({ hasText: 'Coupon created.' })).toBeVisible();
  await expect(textbox(page, 'Coupon code')).toHaveValue(code);
});
