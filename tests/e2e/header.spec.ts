import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, guestEntry, screenshots, setGuestCart, signInAs, WIDTHS, widgetsReady, test } from './helpers';

const NIMAL = 2;

/**
 * The header's cart and wishlist links are named by what they show ('Cart 1'), the count's
 * meaning being their description (WCAG 2.5.3; axe's label-content-name-mismatch, which axe
 * runs only when asked), at every width: below 640 px the text is hidden on screen only.
 */
async function checkNames(page: Page, testInfo: TestInfo, state: string, cart: string, wishlist: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(cart);
    await expect(header.getByRole('link', { name: /^Wishlist/ })).toHaveAccessibleName(wishlist);
    await expectNoAxeViolations(page, testInfo, `${state} at ${width}`, ['label-content-name-mismatch']);
  }
  await screenshots(page, testInfo, `header-${state}`);
}

test('a guest with a guest cart: the links are named as shown', async ({ page }, testInfo) => {
  // axe three times and the home page's screenshots at three widths: slow on a busy machine.
  test.slow();
  await setGuestCart(page, [guestEntry(1, 'Pure Ceylon BOPF Black Tea', '200g', 690, 3)]);
  await page.goto('/');
  await widgetsReady(page);
  const cart = page.getByRole('banner').getByRole('link', { name: 'Cart 1' });
  await expect(cart).toHaveAccessibleDescription('1 item');
  await checkNames(page, testInfo, 'guest', 'Cart 1', 'Wishlist');
});

test('signed in with counts: the links are named as shown', async ({ page }, testInfo) => {
  test.slow();
  await signInAs(page, NIMAL);
  await page.goto('/');
  await widgetsReady(page);
  const count = async (path: string) =>
    ((await (await page.request.get(path, { headers: { Accept: 'application/json' } })).json()) as { count: number }).count;
  const cart = await count('/cart/count');
  const wishlist = await count('/api/wishlist/count');
  expect(cart).toBeGreaterThan(1);
  expect(wishlist).toBeGreaterThan(1);
  await expect(page.getByRole('link', { name: `Cart ${cart}` })).toHaveAccessibleDescription(`${cart} items`);
  await checkNames(page, testInfo, 'signed-in', `Cart ${cart}`, `Wishlist ${wishlist}`);
});

/** Room left in the search box beside its placeholder, in px (negative: the placeholder is cut). */
const placeholderRoom = (page: Page) =>
  page.getByRole('banner').getByRole('searchbox').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return inside - context.measureText(input.placeholder).width;
  });

test("the admin's header says 'Admin' once, and the search box shows its whole placeholder at every width (issue 29)", async ({ page }) => {
  for (const who of [1, NIMAL, null]) {
    if (who !== null) await signInAs(page, who);
    else await page.context().clearCookies();
    await page.goto('/');
    await widgetsReady(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await placeholderRoom(page), `${who ?? 'guest'} at ${width}`).toBeGreaterThanOrEqual(0);
      for (const part of ['.site-header__inner', '.site-nav']) {
        const spill = await page.locator(part).evaluate((node) => node.scrollWidth - node.clientWidth);
        expect(spill, `${part} of ${who ?? 'guest'} at ${width} spills`).toBeLessThanOrEqual(0);
      }
    }
  }
  // Signed in as the admin (named 'Admin') at 1280 px: the name once, the admin link by its own name.
  await signInAs(page, 1);
  await page.goto('/');
  await widgetsReady(page);
  const header = page.getByRole('banner');
  await expect(header.getByText('Admin', { exact: true })).toHaveCount(1);
  await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/admin');
});
