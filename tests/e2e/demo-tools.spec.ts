import { expect, type Page } from '@playwright/test';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import { signInAs, test, widgetsReady } from './helpers';

/**
 * Demo tools (demo-pages/dev/toolbar.ts) as a tester meets them: reachable while a code dialog
 * makes the rest of the page inert, and clear of the shop's content on a phone.
 */

const KASUN = { typed: '076 123 4567', name: 'Kasun Silva' };

test('with the sign-in code dialog open, the code is read from Demo tools\' outbox inside it, and the sign-in completes', async ({ page }) => {
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  await page.goto('/');
  await widgetsReady(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Mobile number').fill(KASUN.typed);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByLabel('Verification code')).toBeVisible();

  // The page behind the dialog is inert: Demo tools are inside the dialog, by mouse and keyboard.
  const tools = dialog.getByRole('complementary', { name: 'Demo tools' });
  await tools.getByText('Demo tools', { exact: true }).click();
  const sent = tools.getByRole('listitem').filter({ hasText: '→ 94761234567:' }).first();
  const code = (await sent.locator('code').textContent())!;
  expect(code).toMatch(/^\d{6}$/);
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByText(KASUN.name, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  // Back on the page once the dialog has gone.
  await expect(page.locator('body > aside.demo-tools')).toHaveCount(1);
  expect(thrown).toEqual([]);
});

/**
 * Each name scrolled to the bottom of the screen, where a button fixed there would sit: the
 * names whose box meets the closed Demo tools button's.
 */
async function namesUnderTheButton(page: Page, names: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const button = document.querySelector('.demo-tools summary')!;
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covered: string[] = [];
    for (const name of document.querySelectorAll(selector)) {
      for (const block of ['start', 'end'] as const) {
        name.scrollIntoView({ block });
        if (meets(name.getBoundingClientRect(), button.getBoundingClientRect())) covered.push(`${name.textContent?.trim() || name.getAttribute('aria-label')} (${block})`);
      }
    }
    return covered;
  }, names);
}

test('at 375, 800 and 1280 px the closed Demo tools button covers no product name nor cart line, and the open panel says it scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await signInAs(page, SEED_IDS.customer);
  await page.goto('/');
  await widgetsReady(page);
  const cards = page.locator('[data-widget="product-listing"] .shop-card__name');
  await expect(cards.first()).toBeVisible();
  expect(await namesUnderTheButton(page, '[data-widget="product-listing"] .shop-card__name')).toEqual([]);

  await page.goto('/cart');
  await widgetsReady(page);
  const lines = page.locator('.shop-cart__row a[href^="/products/"]');
  await expect(lines.first()).toBeVisible();
  // A line's name and its controls (the quantity stepper, Remove), at each width.
  for (const width of [375, 800, 1280]) {
    await page.setViewportSize({ width, height: 700 });
    expect(await namesUnderTheButton(page, '.shop-cart__row a[href^="/products/"], .shop-cart__row button')).toEqual([]);
  }
  await page.setViewportSize({ width: 375, height: 700 });

  const tools = page.getByRole('complementary', { name: 'Demo tools' });
  await tools.getByText('Demo tools', { exact: true }).click();
  const more = tools.getByText('More below ↓');
  await expect(more).toBeVisible();
  await tools.getByRole('button', { name: 'Reset the shop to its seed' }).scrollIntoViewIfNeeded();
  await expect(more).toBeHidden();
});
