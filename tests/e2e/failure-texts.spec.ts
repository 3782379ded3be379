import { expect, type Locator, type Page } from '@playwright/test';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import * as commonMessages from '../../shared/core/messages/common';
import { expectNoAxeViolations, guestEntry, screenshots, setGuestCart, signInAs, widgetsReady, test } from './helpers';

/**
 * A call that never reaches the server (the connection dropped) shows the screen's
 * SPEC §8 text, and the reason beneath it, in one alert.
 */
const OFFLINE = 'You appear to be offline. Check your connection and try again.';

/** The alert says the SPEC text, then the reason on a line of its own below it. */
async function expectTextThenReason(alert: Locator, text: string, reason: string) {
  await expect(alert).toHaveText(`${text} ${reason}`, { useInnerText: false });
  const textBox = await alert.getByText(text, { exact: true }).boundingBox();
  const reasonBox = await alert.getByText(reason, { exact: true }).boundingBox();
  expect(textBox && reasonBox && reasonBox.y >= textBox.y + textBox.height - 1).toBe(true);
  // Nothing spills sideways, however narrow the screen.
  const overflow = await alert.evaluate((node) => node.scrollWidth - node.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await widgetsReady(page);
}

test('signed in: a quantity change with no connection says the SPEC §8 text, then that the shopper seems offline', async ({ page }, testInfo) => {
  await signInAs(page, SEED_IDS.customer);
  await open(page, '/cart');
  await page.route('**/cart/update', (route) => route.abort('failed'));
  const row = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: 'Select Pure Ceylon BOPF Black Tea' }) });
  await row.getByRole('button', { name: 'Increase quantity' }).click();
  const alert = row.getByRole('alert');
  await expectTextThenReason(alert, 'Failed to increase quantity. Please try again.', OFFLINE);
  await expectNoAxeViolations(page, testInfo, 'quantity-offline');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectTextThenReason(alert, 'Failed to increase quantity. Please try again.', OFFLINE);
    await row.screenshot({ path: `/tmp/texts/cart-row-offline-${width}.png` });
  }
  await screenshots(page, testInfo, 'cart-quantity-offline');
});

test('Demo tools\' "no connection" fault link: the cart\'s quantity change gets no answer, and the SPEC §8 text says the shopper seems offline', async ({ page }) => {
  await signInAs(page, SEED_IDS.customer);
  await page.goto('/__demo/faults/link?route=/cart/update&method=POST&dropConnection=true&to=/cart');
  await widgetsReady(page);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: 'Select Pure Ceylon BOPF Black Tea' }) });
  await row.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(row.getByRole('alert')).toHaveText(`Failed to increase quantity. Please try again. ${commonMessages.offline}`, { useInnerText: false });
});

test('a guest: a coupon with no connection says the SPEC §8 text, then that the shopper seems offline', async ({ page }, testInfo) => {
  await setGuestCart(page, [guestEntry(4, 'Ceylon Green Tea Sencha 100g', 'No V', 1500, 2)]);
  await open(page, '/guest-checkout');
  await page.route('**/coupons/validate', (route) => route.abort('failed'));
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await page.getByLabel('Coupon code').fill('TEALOVER15');
  await summary.getByRole('button', { name: 'Apply' }).click();
  const alert = summary.getByRole('alert');
  await expectTextThenReason(alert, 'Invalid coupon code.', OFFLINE);
  await expect(page.getByLabel('Coupon code')).toHaveValue('TEALOVER15');
  await expectNoAxeViolations(page, testInfo, 'coupon-offline');
  for (const width of [375, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectTextThenReason(alert, 'Invalid coupon code.', OFFLINE);
    await summary.screenshot({ path: `/tmp/texts/guest-coupon-offline-${width}.png` });
  }
  await screenshots(page, testInfo, 'guest-coupon-offline');
});
