import { expect, type Page } from '@playwright/test';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import { clearFaults, expectNoAxeViolations, fault, screenshots, signInAs, widgetsReady, test } from './helpers';

/**
 * The Create Parcel page (SPEC §2, §3 Parcel, §5, §8) in Chromium, as an admin. Only the journey
 * makes a parcel, for the first order of the dashboard that has none yet, so the tests stay apart
 * under two workers, on a retry and against a server reused from an earlier run. The others
 * open the seeded placed order's form and never send a valid one.
 */
const PLACED = SEED_IDS.placedOrder;
const formPath = (orderId: number) => `/admin/orders/${orderId}/parcel`;

const REQUIRED_TEXTS = [
  'Weight is required.',
  'Parcel Description is required.',
  'Recipient Name is required.',
  'Recipient Contact No 1 is required.',
  'Recipient Address is required.',
  'Recipient City is required.',
  'Amount is required.',
  'Please select at least one product.',
];

async function openForm(page: Page, orderId = PLACED) {
  await page.goto(formPath(orderId));
  await widgetsReady(page);
  await expect(page.getByRole('button', { name: 'Create Parcel' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, SEED_IDS.admin);
});

test('from the dashboard to a parcel by keyboard: weight and description typed, the rest prefilled', async ({ page }, testInfo) => {
  await page.goto('/admin');
  const link = page.getByRole('link', { name: /^Create parcel for order #\d+$/ }).first();
  const orderId = Number(/#(\d+)$/.exec((await link.textContent())!)![1]);
  await link.click();
  await page.waitForURL(formPath(orderId));
  await widgetsReady(page);
  await expect(page.getByRole('heading', { level: 1, name: `Create Parcel for Order #${orderId}` })).toBeVisible();
  await expect(page.getByLabel('Recipient Name')).not.toHaveValue('');
  await screenshots(page, testInfo, 'parcel-form');

  // Keyboard only: arrows pick 3 kg on the closed select, Tab goes on to the description.
  await page.getByLabel('Weight').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Weight')).toHaveValue('3');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Parcel Description')).toBeFocused();
  await page.keyboard.type('Household items, handle with care');
  await page.getByRole('button', { name: 'Create Parcel' }).focus();
  await page.keyboard.press('Enter');

  await page.waitForURL(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const parcel = page.getByRole('region', { name: 'Parcel' });
  await expect(parcel.locator('dt', { hasText: /^Weight$/ }).locator('xpath=following-sibling::dd')).toHaveText('3 kg');
  await expect(parcel.locator('dt', { hasText: /^Description$/ }).locator('xpath=following-sibling::dd')).toHaveText(
    'Household items, handle with care',
  );
});

test('an empty form shows every required text at its field, focus on the first; axe finds nothing', async ({ page }, testInfo) => {
  await openForm(page);
  await expectNoAxeViolations(page, testInfo, 'parcel form loaded');
  for (const label of ['Recipient Name', 'Recipient Contact No 1', 'Recipient Address', 'Recipient City', 'Amount (LKR)']) {
    await page.getByLabel(label, { exact: true }).fill('');
  }
  const products = page.getByRole('group', { name: 'Products in this parcel' });
  for (const box of await products.getByRole('checkbox').all()) await box.uncheck();
  await page.getByRole('button', { name: 'Create Parcel' }).click();

  for (const text of REQUIRED_TEXTS) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Weight')).toBeFocused();
  await expect(page.getByLabel('Recipient City')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, testInfo, 'parcel form with errors');
  await screenshots(page, testInfo, 'parcel-form-errors');
});

test('one column under 640 px, the short fields side by side on a wide screen', async ({ page }) => {
  const top = async (label: string) => (await page.getByLabel(label).boundingBox())!.y;
  await page.setViewportSize({ width: 375, height: 900 });
  await openForm(page);
  expect(await top('Recipient Contact No 1')).toBeLessThan(await top('Recipient Contact No 2 (optional)'));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scrolling on a phone').toBeLessThanOrEqual(375);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(async () => (await top('Recipient Contact No 1')) - (await top('Recipient Contact No 2 (optional)'))).toBe(0);
});

test('a failed load says so with Try again, which loads the form; axe finds nothing', async ({ page }, testInfo) => {
  // Every try fails (ky tries a GET three times) until the fault is cleared.
  await fault(page, { route: '/orders/:orderId/recipient', method: 'GET', status: 500 });
  await page.goto(formPath(PLACED));
  await widgetsReady(page);
  await expect(page.getByRole('alert')).toHaveText('Failed to load the order details. Please try again.', { timeout: 10_000 });
  await expectNoAxeViolations(page, testInfo, 'parcel form failed load');
  await clearFaults(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Create Parcel' })).toBeVisible();
});

test("a shopper gets the page's 403, and so does the create-parcel call", async ({ page }) => {
  await signInAs(page, SEED_IDS.customer);
  const response = await page.goto(formPath(PLACED));
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: "This page is for the shop's administrators" })).toBeVisible();
  await expect(page.locator('[data-widget="parcel-form"]')).toHaveCount(0);

  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const call = await page.request.post(`/orders/${PLACED}/create-parcel`, {
    data: {},
    headers: { 'X-CSRF-TOKEN': csrf ?? '', 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  expect(call.status()).toBe(403);
});
