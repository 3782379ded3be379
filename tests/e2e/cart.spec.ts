import { expect, type Page } from '@playwright/test';
import { HTTP_TIMEOUT_MS } from '../../shared/core/constants';
import { expectNoAxeViolations, fault, freshMobile, guestEntry, lastCode, newShopperWithCart, screenshots, serverFacts, setGuestCart, summary, signInAs, widgetsReady, test } from './helpers';

/** Seeded products (demo-pages/backend/seed). */
const GREEN_TEA = { id: 4, name: 'Ceylon Green Tea Sencha 100g' }; // no variations, no discount
const SHIRT = { id: 25, name: "Men's Batik Short-Sleeve Shirt" }; // Color and Size
const ORANGE_PEKOE = { id: 2, name: 'Nuwara Eliya Single Estate Orange Pekoe 250g' };
const PAN = { id: 57, name: 'Granite Non-Stick Frying Pan' };

const cartWidget = (page: Page) => page.locator('[data-widget="cart"]');
const rowNames = (page: Page) => page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').getByRole('link');
const lkr = (amount: number) =>
  `LKR ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function open(page: Page, path: string) {
  await page.goto(path);
  await widgetsReady(page);
}

/** The amount the summary shows beside a label. */
const amount = (page: Page, label: string) =>
  summary(page).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

/** SPEC §9 shipping of the reference backend: LKR 350 for the first kg, 100 per further kg begun. */
const shippingFor = (kg: number) => (kg <= 0 ? 0 : 350 + 100 * Math.max(0, Math.ceil(kg) - 1));


test('a guest adds two products, sees them in the cart with the right summary, and removes one', async ({ page }, testInfo) => {
  await open(page, `/products/${GREEN_TEA.id}`);
  const product = page.locator('[data-widget="product-detail"]');
  await product.getByRole('button', { name: /^Add To Cart/ }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();

  await open(page, `/products/${SHIRT.id}?variant=Green/L`);
  await product.getByRole('button', { name: 'Increase quantity' }).click();
  await product.getByRole('button', { name: /^Add To Cart/ }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart 2' })).toBeVisible();

  await open(page, '/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (2)' })).toBeVisible();
  await expect(rowNames(page)).toHaveText([GREEN_TEA.name, SHIRT.name]);
  const shirtRow = cartWidget(page).getByRole('listitem').filter({ hasText: SHIRT.name });
  await expect(shirtRow.getByText('Quantity: 2')).toBeVisible();
  await expect(shirtRow.locator('dt', { hasText: 'Color' })).toBeVisible();

  const { discounts, weights } = await serverFacts(page, [GREEN_TEA.id, SHIRT.id]);
  const cart = [
    { id: GREEN_TEA.id, price: 980, quantity: 1 },
    { id: SHIRT.id, price: 3990, quantity: 2 },
  ];
  const subtotal = cart.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const discount = cart.reduce((sum, line) => sum + (line.price * line.quantity * (discounts[line.id] ?? 0)) / 100, 0);
  const shipping = shippingFor(cart.reduce((sum, line) => sum + weights[line.id]! * line.quantity, 0));
  await expect(amount(page, 'Shipping Cost')).toHaveText(lkr(shipping));
  await expect(amount(page, 'Subtotal')).toHaveText(lkr(subtotal));
  await expect(amount(page, 'Discount')).toHaveText(discount > 0 ? `− ${lkr(discount)}` : lkr(0));
  await expect(amount(page, 'Total')).toHaveText(lkr(subtotal - discount + shipping));
  if ((discounts[SHIRT.id] ?? 0) > 0) await expect(shirtRow.getByText(`${discounts[SHIRT.id]}% OFF`)).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'cart with rows');
  await screenshots(page, testInfo, 'cart-guest');

  await cartWidget(page).getByRole('button', { name: `Remove ${GREEN_TEA.name} from cart` }).click();
  await expect(rowNames(page)).toHaveText([SHIRT.name]);
  await expect(page.getByRole('link', { name: 'Cart 1' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (1)' })).toBeVisible();
  // The browser's cart kept the change: it is there after a reload.
  await page.reload();
  await widgetsReady(page);
  await expect(rowNames(page)).toHaveText([SHIRT.name]);
  await expect(page.getByRole('link', { name: 'Cart 1' })).toBeVisible();
});

test("a guest's Checkout offers sign-in or the guest checkout; Continue as Guest goes there", async ({ page }, testInfo) => {
  await setGuestCart(page, [guestEntry(GREEN_TEA.id, GREEN_TEA.name, 'No V', 980, 2)]);
  await open(page, '/cart');
  await summary(page).getByRole('button', { name: 'Checkout (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog).toContainText("You're not logged in. How would you like to proceed?");
  await expect(dialog.getByRole('button', { name: 'Login' })).toBeFocused();
  await expectNoAxeViolations(page, testInfo, 'guest checkout dialog');

  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await summary(page).getByRole('button', { name: 'Checkout (1)' }).click();
  await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Continue as Guest' }).click();
  await page.waitForURL(/\/guest-checkout$/);
});

test("Login from a guest's Checkout signs in and comes back to the cart, now the server's", async ({ page }) => {
  await setGuestCart(page, [guestEntry(GREEN_TEA.id, GREEN_TEA.name, 'No V', 980, 2)]);
  await open(page, '/cart');
  await summary(page).getByRole('button', { name: 'Checkout (1)' }).click();
  await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Login' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  const mobile = freshMobile();
  await signIn.getByLabel('Mobile number').fill(mobile);
  await signIn.getByRole('button', { name: 'Send code' }).click();
  await signIn.getByLabel('Verification code').fill(await lastCode(page, mobile));
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  // The guest's line moved into the new shopper's server cart, which the page now prints.
  await expect(page.getByRole('group', { name: `Quantity of ${GREEN_TEA.name}` }).getByRole('status')).toHaveText('2');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
  await expect(page).toHaveURL(/\/cart$/);
});

test('a signed-in shopper changes a quantity, deletes selected rows and checks out', async ({ page }, testInfo) => {
  const lines = await newShopperWithCart(page, [
    { product_id: SHIRT.id, variation_name: 'Blue/M', quantity: 1 },
    { product_id: ORANGE_PEKOE.id, variation_name: 'No V', quantity: 1 },
    { product_id: PAN.id, variation_name: 'Black/24cm', quantity: 2 },
  ]);
  await open(page, '/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (3)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart 3' })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'signed-in cart');

  const shirtQuantity = page.getByRole('group', { name: `Quantity of ${SHIRT.name} (Blue/M)` });
  await shirtQuantity.getByRole('button', { name: 'Increase quantity' }).click();
  await shirtQuantity.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(shirtQuantity.getByRole('status')).toHaveText('3');
  await expect(amount(page, 'Subtotal')).toHaveText(lkr(3990 * 3 + 1850 + 5150 * 2));
  // The server has it: the page prints it again after a reload.
  await expect(async () => {
    await page.reload();
    await widgetsReady(page);
    await expect(shirtQuantity.getByRole('status')).toHaveText('3', { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });

  await page.getByRole('checkbox', { name: 'Select all' }).uncheck();
  await page.getByRole('checkbox', { name: `Select ${ORANGE_PEKOE.name}` }).check();
  await page.getByRole('checkbox', { name: `Select ${PAN.name} (Black/24cm)` }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected items' }).click();
  await expect(rowNames(page)).toHaveText([SHIRT.name]);
  await expect(page.getByRole('link', { name: 'Cart 1' })).toBeVisible();

  // Nothing selected: the warning.
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (0)' })).toBeVisible();
  await summary(page).getByRole('button', { name: 'Checkout (0)' }).click();
  const warning = page.getByRole('dialog', { name: 'Nothing selected' });
  await expect(warning).toContainText('No items selected for checkout. Please select items before proceeding.');
  await expectNoAxeViolations(page, testInfo, 'nothing selected dialog');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  const discount = lines[0]!.discount;
  const goods = 3990 * 3;
  await expect(amount(page, 'Discount')).toHaveText(discount > 0 ? `− ${lkr((goods * discount) / 100)}` : lkr(0));
  await summary(page).getByRole('button', { name: 'Checkout (1)' }).click();
  await page.waitForURL(/\/checkout\/\d+$/);
});

test('the cart works with the keyboard alone', async ({ page }) => {
  await setGuestCart(page, [
    guestEntry(GREEN_TEA.id, GREEN_TEA.name, 'No V', 980, 1),
    guestEntry(SHIRT.id, SHIRT.name, 'Blue/M', 3990, 1),
  ]);
  await open(page, '/cart');
  const tabTo = async (name: string | RegExp, role: 'button' | 'checkbox' = 'button') => {
    const target = cartWidget(page).getByRole(role, { name, exact: true });
    for (let i = 0; i < 30 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    return target;
  };

  const all = await tabTo('Select all', 'checkbox');
  await page.keyboard.press('Space');
  await expect(all).not.toBeChecked();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (0)' })).toBeVisible();
  const deleteSelected = await tabTo('Delete selected items');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('No items selected to delete.');
  const tea = await tabTo(`Select ${GREEN_TEA.name}`, 'checkbox');
  await page.keyboard.press('Space');
  await expect(tea).toBeChecked();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (1)' })).toBeVisible();
  await deleteSelected.focus();
  await page.keyboard.press('Enter');
  await expect(rowNames(page)).toHaveText([SHIRT.name]);

  await tabTo(`Remove ${SHIRT.name} (Blue/M) from cart`);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (1)' })).toBeVisible();

  const checkout = await tabTo('Checkout (1)');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog.getByRole('button', { name: 'Login' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(checkout).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Continue as Guest' })).toBeFocused();

  await page.keyboard.press('Escape');
  await tabTo(`Remove ${SHIRT.name} (Blue/M) from cart`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Your cart is empty.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (0)' })).toBeFocused();
});

test('signed in, the quantity and removal work with the keyboard too', async ({ page }) => {
  await newShopperWithCart(page, [
    { product_id: GREEN_TEA.id, variation_name: 'No V', quantity: 1 },
    { product_id: ORANGE_PEKOE.id, variation_name: 'No V', quantity: 1 },
  ]);
  await open(page, '/cart');
  const quantity = page.getByRole('group', { name: `Quantity of ${GREEN_TEA.name}` });
  await quantity.getByRole('button', { name: 'Increase quantity' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(quantity.getByRole('status')).toHaveText('3');
  await page.keyboard.press('Shift+Tab');
  await expect(quantity.getByRole('button', { name: 'Decrease quantity' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(quantity.getByRole('status')).toHaveText('2');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Remove ${GREEN_TEA.name} from cart` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rowNames(page)).toHaveText([ORANGE_PEKOE.name]);
  await expect(page.getByRole('button', { name: `Remove ${ORANGE_PEKOE.name} from cart` })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Cart 1' })).toBeVisible();
});

test('the layout: rows stack and the summary follows on a phone; a right-hand column on a desktop', async ({ page }) => {
  await setGuestCart(page, [
    guestEntry(GREEN_TEA.id, GREEN_TEA.name, 'No V', 980, 1),
    guestEntry(SHIRT.id, SHIRT.name, 'Blue/M', 3990, 1),
  ]);
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/cart');
  const list = page.getByRole('list', { name: 'Items in your cart' });
  const row = list.getByRole('listitem').first();
  let listBox = (await list.boundingBox())!;
  let summaryBox = (await summary(page).boundingBox())!;
  expect(summaryBox.y).toBeGreaterThanOrEqual(listBox.y + listBox.height);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const remove = (await row.getByRole('button', { name: /^Remove/ }).boundingBox())!;
  const name = (await row.getByRole('link').boundingBox())!;
  expect(remove.y).toBeGreaterThan(name.y);

  await page.setViewportSize({ width: 1280, height: 800 });
  listBox = (await list.boundingBox())!;
  summaryBox = (await summary(page).boundingBox())!;
  expect(summaryBox.x).toBeGreaterThanOrEqual(listBox.x + listBox.width);
  expect(summaryBox.y).toBeLessThan(listBox.y + listBox.height);
});

test('axe finds nothing on the empty cart, signed out and signed in', async ({ page }, testInfo) => {
  await open(page, '/cart');
  await expect(page.getByRole('heading', { level: 2, name: 'Your cart is empty.' })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'empty cart');
  await screenshots(page, testInfo, 'cart-empty');
  await newShopperWithCart(page, []);
  await open(page, '/cart');
  await expect(page.getByRole('heading', { level: 2, name: 'Your cart is empty.' })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'empty cart signed in');
});

test("Nimal's printed cart shows his lines and their pairs", async ({ page }) => {
  await signInAs(page, 2);
  await open(page, '/cart');
  const shirtRow = cartWidget(page).getByRole('listitem').filter({ hasText: SHIRT.name });
  await expect(shirtRow.locator('dt', { hasText: 'Color' })).toBeVisible();
  await expect(shirtRow.locator('dd', { hasText: 'Blue' })).toBeVisible();
  await expect(shirtRow.getByRole('group', { name: /^Quantity of/ })).toBeVisible();
});

test('the cart stays the same in every open tab, signed in and as a guest', async ({ page, browser }) => {
  // Signed in: a product added in a second tab appears in the cart tab; a removal there shows in the badge here.
  await newShopperWithCart(page, [{ product_id: SHIRT.id, variation_name: 'Blue/M', quantity: 1 }]);
  await open(page, '/cart');
  await expect(rowNames(page)).toHaveText([SHIRT.name]);
  const productTab = await page.context().newPage();
  await open(productTab, `/products/${GREEN_TEA.id}`);
  await productTab.getByRole('button', { name: /^Add To Cart/ }).click();
  await expect(productTab.getByText('Added to cart!')).toBeVisible();
  await expect(rowNames(page)).toHaveText([SHIRT.name, GREEN_TEA.name]);
  await expect(page.getByRole('link', { name: 'Cart 2' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (2)' })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${SHIRT.name} (Blue/M) from cart` }).click();
  await expect(rowNames(page)).toHaveText([GREEN_TEA.name]);
  await expect(productTab.getByRole('link', { name: 'Cart 1' })).toBeVisible();
  await productTab.close();

  // A guest's cart lives in local storage: the same, through the storage event.
  const guest = await browser.newContext();
  const cartTab = await guest.newPage();
  await setGuestCart(cartTab, [guestEntry(ORANGE_PEKOE.id, ORANGE_PEKOE.name, 'No V', 1850, 1)]);
  await open(cartTab, '/cart');
  await expect(rowNames(cartTab)).toHaveText([ORANGE_PEKOE.name]);
  const guestProductTab = await guest.newPage();
  await open(guestProductTab, `/products/${GREEN_TEA.id}`);
  await guestProductTab.getByRole('button', { name: /^Add To Cart/ }).click();
  await expect(rowNames(cartTab)).toHaveText([ORANGE_PEKOE.name, GREEN_TEA.name]);
  await expect(cartTab.getByRole('link', { name: 'Cart 2' })).toBeVisible();
  await guest.close();
});

// Issue 29: a Remove whose answer never came shows what the server did. The page's clock is
// moved past the client's timeout (HTTP_TIMEOUT_MS) instead of waiting it out; the server holds
// its answer longer than that.
test('signed in: a Remove whose answer never came shows the cart as the server has it, on screen and after a reload', async ({ page }) => {
  await newShopperWithCart(page, [
    { product_id: GREEN_TEA.id, variation_name: 'No V', quantity: 1 },
    { product_id: ORANGE_PEKOE.id, variation_name: 'No V', quantity: 1 },
    { product_id: SHIRT.id, variation_name: 'Blue/M', quantity: 1 },
    { product_id: SHIRT.id, variation_name: 'Green/L', quantity: 1 },
  ]);
  await page.clock.install();
  await open(page, '/cart');
  await expect(rowNames(page)).toHaveCount(4);
  const serverCount = async () => ((await (await page.request.get('/cart/count')).json()) as { count: number }).count;
  const late = { route: '/cart/remove', method: 'POST', delayMs: 3 * HTTP_TIMEOUT_MS, times: 1 };

  // Carried out, the answer lost: the line goes, and no failure shows.
  await fault(page, { ...late, answerLate: true });
  await page.getByRole('button', { name: `Remove ${GREEN_TEA.name} from cart` }).click();
  await expect.poll(serverCount).toBe(3);
  await page.clock.fastForward(HTTP_TIMEOUT_MS);
  await expect(rowNames(page)).toHaveText([ORANGE_PEKOE.name, SHIRT.name, SHIRT.name]);
  await expect(page.getByRole('link', { name: 'Cart 3' })).toBeVisible();
  await expect(cartWidget(page).getByRole('alert')).toHaveCount(0);

  // Not carried out (the server refuses, after the client gave up): the line stays, and the
  // alert says the SPEC text, then why, with 'Please try again' once.
  await fault(page, { ...late, status: 500 });
  const row = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: `Select ${ORANGE_PEKOE.name}` }) });
  // The client's timer starts before the request leaves: once it has left, the clock may move.
  const sent = page.waitForRequest('**/cart/remove');
  await row.getByRole('button', { name: `Remove ${ORANGE_PEKOE.name} from cart` }).click();
  await sent;
  await page.clock.fastForward(HTTP_TIMEOUT_MS);
  const alert = row.getByRole('alert');
  await expect(alert).toHaveText('Failed to remove the item. Please try again. The server did not answer in time.', { useInnerText: false });
  expect((await alert.textContent())!.match(/Please try again/g)).toHaveLength(1);
  expect(await serverCount()).toBe(3);

  await page.reload();
  await widgetsReady(page);
  await expect(rowNames(page)).toHaveText([ORANGE_PEKOE.name, SHIRT.name, SHIRT.name]);
});

test("a failure goes when another action succeeds, and a newer failure takes its place (issue 29)", async ({ page }) => {
  await newShopperWithCart(page, [
    { product_id: SHIRT.id, variation_name: 'Blue/M', quantity: 1 },
    { product_id: ORANGE_PEKOE.id, variation_name: 'No V', quantity: 1 },
  ]);
  await open(page, '/cart');
  const shirtRow = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: `Select ${SHIRT.name} (Blue/M)` }) });
  const teaRow = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: `Select ${ORANGE_PEKOE.name}` }) });
  const removeFailed = page.getByText('Failed to remove the item. Please try again.');

  // A removal fails; the tea's quantity, changed once the connection is back, clears it.
  await page.route('**/cart/remove', (route) => route.abort('failed'));
  await shirtRow.getByRole('button', { name: /^Remove/ }).click();
  await expect(shirtRow.getByRole('alert')).toContainText('Failed to remove the item. Please try again.');
  await page.unroute('**/cart/remove');
  await teaRow.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(teaRow.getByRole('group').getByRole('status')).toHaveText('2');
  await expect(removeFailed).toBeHidden();

  // It fails again; then Checkout fails: only the newest failure shows.
  await page.route('**/cart/remove', (route) => route.abort('failed'));
  await shirtRow.getByRole('button', { name: /^Remove/ }).click();
  await expect(removeFailed).toBeVisible();
  await page.route('**/checkout', (route) => route.abort('failed'));
  await summary(page).getByRole('button', { name: 'Checkout (2)' }).click();
  await expect(summary(page).getByRole('alert')).toContainText('Failed to create the order. Please try again.');
  await expect(removeFailed).toBeHidden();
  await expect(page.getByRole('alert')).toHaveCount(1);
});
