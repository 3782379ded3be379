import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, freshMobile, lastCode, screenshots, shopperAtCheckout, signInAs, summary, test } from './helpers';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';

/** Seeded products (demo-pages/backend/seed): both teas are in the TEALOVER15 coupon. */
const BLACK_TEA = { id: 1, name: 'Pure Ceylon BOPF Black Tea', variation: '200g' };
const GREEN_TEA = { id: 4, name: 'Ceylon Green Tea Sencha 100g', variation: 'No V' };
const PAN = { id: 57, name: 'Granite Non-Stick Frying Pan', variation: 'Black/24cm' };

const addressPanel = (page: Page) => page.getByRole('region', { name: 'Shipping Address' });
/** The amount a summary shows beside a label (the checkout's, or the success page's). */
const amountIn = (scope: ReturnType<Page['locator']>, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

/** The order's server amounts (GET /orders/{id}/products). */
async function served(page: Page, orderId: number) {
  const response = await page.request.get(`/orders/${orderId}/products`, { headers: { Accept: 'application/json' } });
  return (await response.json()) as { subtotal: number; shipping_cost: number; products_discount: number; total_amount: number };
}

const lkr = (amount: number) => `LKR ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('an unverified shopper adds an address through mobile verification, applies a coupon and pays cash on delivery', async ({
  page,
}, testInfo) => {
  const orderId = await shopperAtCheckout(page, {
    verified: false,
    lines: [
      { ...BLACK_TEA, quantity: 2 },
      { ...PAN, quantity: 1 },
    ],
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const server = await served(page, orderId);
  await expect(amountIn(summary(page), 'Subtotal')).toHaveText(lkr(server.subtotal));
  await expect(amountIn(summary(page), 'Shipping Cost')).toHaveText(lkr(server.shipping_cost));
  await expect(amountIn(summary(page), 'Total')).toHaveText(lkr(server.total_amount));
  await expect(summary(page).getByRole('button', { name: 'Place order' })).toBeDisabled();
  await expectNoAxeViolations(page, testInfo, 'order checkout');

  // No address yet, and the mobile is not verified: the verification modal first.
  await addressPanel(page).getByRole('button', { name: 'Add new address' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify your mobile number' });
  await expect(verify.getByLabel('Mobile number')).toBeFocused();
  await expectNoAxeViolations(page, testInfo, 'verification step 1');
  const mobile = freshMobile();
  await verify.getByLabel('Mobile number').fill(`0${mobile.slice(2)}`);
  await verify.getByRole('button', { name: 'Send OTP' }).click();
  await expect(verify.getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeDisabled();
  await expectNoAxeViolations(page, testInfo, 'verification step 2');
  await verify.getByLabel('OTP').fill(await lastCode(page, mobile));
  await verify.getByRole('button', { name: 'Verify OTP' }).click();
  // Verified: the confirmation, and the server's form (sanitised, sent with the CSRF token).
  const form = page.getByRole('dialog', { name: 'Add New Address' });
  await expect(form.getByText('Verification successful')).toBeVisible();
  await expect(addressPanel(page).getByText('Verification successful')).toBeAttached();
  await expect(form.getByLabel('Street address')).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'address form');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Address is required.')).toBeVisible();
  await expect(form.getByLabel('Street address')).toBeFocused();
  await expectNoAxeViolations(page, testInfo, 'address form with errors');
  await form.getByLabel('Address nickname').fill('Home');
  await form.getByLabel('Street address').fill('12 Galle Road');
  await form.getByLabel('City').fill('Colombo 03');
  await form.getByLabel('State').fill('Western');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
  await expect(addressPanel(page).getByText('12 Galle Road')).toBeVisible();

  // The coupon: the totals change as the server then charges them.
  await page.getByLabel('Coupon code').fill('TEALOVER15');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Tea Lovers 15% Off Coupon applied!')).toBeVisible();
  const tea = page.getByRole('list', { name: 'Selected Products' }).getByRole('listitem').filter({ hasText: BLACK_TEA.name });
  await expect(tea.getByText('Coupon Applied')).toBeVisible();
  const couponText = await amountIn(summary(page), 'Coupon Discount').textContent();
  expect(cents(couponText ?? '')).toBeGreaterThan(0);
  const total = (await amountIn(summary(page), 'Total').textContent()) ?? '';
  expect(cents(total)).toBe(Math.round(server.total_amount * 100) - cents(couponText ?? ''));
  await screenshots(page, testInfo, 'order-checkout');

  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await summary(page).getByRole('button', { name: 'Place order' }).click();
  const cod = page.getByRole('dialog', { name: 'Cash On Delivery' });
  await expect(cod.getByRole('button', { name: 'Confirm Order' })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'cash on delivery dialog');
  await cod.getByRole('button', { name: 'Confirm Order' }).click();
  await page.waitForURL(`**/order/success/${orderId}`);
  // The server placed it at exactly the total the screen showed.
  await expect(amountIn(page.locator('main'), 'Total')).toHaveText(total);

  // Back at its checkout: the server's text and View My Orders.
  await page.goto(`/checkout/${orderId}`);
  await expect(page.getByText('This order has already been placed successfully. Thank you!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/user/order/view_all');
  await expectNoAxeViolations(page, testInfo, 'order already placed');
});

test('a shopper with two addresses picks the other one and pays by bank transfer', async ({ page }, testInfo) => {
  const orderId = await shopperAtCheckout(page, {
    verified: true,
    lines: [{ ...GREEN_TEA, quantity: 3 }],
    addresses: ['Home', 'Office'],
  });
  await expect(addressPanel(page).getByText('12 Galle Road')).toBeVisible();
  await addressPanel(page).getByRole('button', { name: 'Change' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a shipping address' });
  await expect(picker.getByRole('radio')).toHaveCount(2);
  await expectNoAxeViolations(page, testInfo, 'address picker');
  await picker.getByRole('radio', { name: /Office/ }).check();
  await picker.getByRole('button', { name: 'Use this address' }).click();
  await expect(picker).toBeHidden();
  await expect(addressPanel(page).getByText('13 Galle Road')).toBeVisible();

  await page.getByRole('radio', { name: 'Bank Transfer' }).check();
  await summary(page).getByRole('button', { name: 'Place order' }).click();
  const bank = page.getByRole('dialog', { name: 'Bank Transfer' });
  await expect(bank.getByRole('button', { name: "I've Completed the Bank Transfer" })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'bank transfer dialog');
  await bank.getByRole('button', { name: "I've Completed the Bank Transfer" }).click();
  await page.waitForURL(`**/order/bank-transfer/success/${orderId}`);
  await expect(page.getByText(/Shipping to/)).toContainText('Office');
});

test('card payment goes to the payment page and, paid, to the order page; done with the keyboard alone', async ({ page }) => {
  const orderId = await shopperAtCheckout(page, {
    verified: true,
    lines: [{ ...BLACK_TEA, quantity: 1 }],
    addresses: ['Home'],
  });
  await expect(addressPanel(page).getByText('12 Galle Road')).toBeVisible();
  const card = page.getByRole('radio', { name: 'Card Payment' });
  for (let i = 0; i < 40 && !(await card.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(card).toBeFocused();
  await page.keyboard.press('Space');
  await expect(card).toBeChecked();
  const place = summary(page).getByRole('button', { name: 'Place order' });
  for (let i = 0; i < 10 && !(await place.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(place).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/__demo\/card-gateway\/order/);
  await page.getByRole('button', { name: /Pay/ }).click();
  await page.waitForURL(`**/order/success/${orderId}`);
});

test('a server failure while placing keeps every choice; trying again places the order once', async ({ page }) => {
  const orderId = await shopperAtCheckout(page, {
    verified: true,
    lines: [{ ...GREEN_TEA, quantity: 1 }],
    addresses: ['Home'],
  });
  await expect(addressPanel(page).getByText('12 Galle Road')).toBeVisible();
  const faulted = await page.request.put('/__demo/faults', { data: { route: '/orders/cod-place', status: 500, times: 1 } });
  expect(faulted.ok()).toBe(true);
  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await summary(page).getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('dialog', { name: 'Cash On Delivery' }).getByRole('button', { name: 'Confirm Order' }).click();
  await expect(summary(page).getByRole('alert')).toHaveText('Failed to place the order. Please try again.');
  await expect(page.getByRole('radio', { name: 'Cash On Delivery' })).toBeChecked();
  await summary(page).getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('dialog', { name: 'Cash On Delivery' }).getByRole('button', { name: 'Confirm Order' }).click();
  await page.waitForURL(`**/order/success/${orderId}`);
});

test("a failed load says so and Try again loads the order; both states pass axe", async ({ page }, testInfo) => {
  const orderId = await shopperAtCheckout(page, { verified: true, lines: [{ ...GREEN_TEA, quantity: 1 }], addresses: ['Home'] });
  const faulted = await page.request.put('/__demo/faults', { data: { route: '/orders/:id/products', status: 500, times: 3 } });
  // Three: the page's GET and the client's two silent retries (HTTP_GET_RETRIES).
  expect(faulted.ok()).toBe(true);
  await page.goto(`/checkout/${orderId}`);
  await expect(page.getByRole('alert')).toHaveText('Failed to load the order details. Please try again.');
  await expectNoAxeViolations(page, testInfo, 'order failed to load');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Selected Products' })).toBeVisible();
});


test("an address whose id cannot be a record's is the shop's 404 page, from the server, with no widget and no console error (issue 29)", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  // Signed in, so /checkout/{orderId} would otherwise print the order's widget.
  await signInAs(page, SEED_IDS.customer);
  for (const path of ['/checkout/abc', '/products/0', '/guest/order/success/1.5', '/admin/orders/x/parcel']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
    await expect(page.locator('main [data-widget]')).toHaveCount(0);
    await expect(page.getByText('This part of the page could not be shown.')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
