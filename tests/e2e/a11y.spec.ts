import { expect } from '@playwright/test';
import { expectNoAxeViolations, widgetsReady, test } from './helpers';

/**
 * axe on states the walk of every page (every-page.spec.ts: every page as guest, customer and
 * admin, axe at 1280 px) does not reach: the demo tools opened, a dialog with an error on a phone.
 * Each widget's own states are checked in its journeys.
 */

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
