import { expect, type Page } from '@playwright/test';
import { BACKEND_TEXTS, CODE_SMS } from '../../demo-pages/backend/lang';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import { si as demoSi } from '../../demo-pages/pages/texts/si';
import { ta as demoTa } from '../../demo-pages/pages/texts/ta';
import * as adminSi from '../../shared/admin-texts/messages.si';
import * as adminTa from '../../shared/admin-texts/messages.ta';
import { HTTP_TIMEOUT_MS } from '../../shared/core/constants';
import * as cartSi from '../../shared/checkout/messages/cart.si';
import * as cartTa from '../../shared/checkout/messages/cart.ta';
import * as commonSi from '../../shared/core/messages/common.si';
import * as commonTa from '../../shared/core/messages/common.ta';
import * as formsSi from '../../shared/forms/messages.si';
import * as formsTa from '../../shared/forms/messages.ta';
import * as placementSi from '../../shared/placement/messages/checkout.si';
import * as placementTa from '../../shared/placement/messages/checkout.ta';
import * as loginTa from '../../shared/session/messages/login.ta';
import * as cardTa from '../../shared/catalogue/messages/card.ta';
import * as wishlistTa from '../../shared/core/messages/wishlist.ta';
import * as homeSi from '../../shared/home/messages/home.si';
import * as homeTa from '../../shared/home/messages/home.ta';
import * as quantityTa from '../../shared/purchase/messages/quantity.ta';
import * as cartLinkSi from '../../widgets/cart-link/messages.si';
import * as cartLinkTa from '../../widgets/cart-link/messages.ta';
import * as guestSi from '../../widgets/guest-checkout/messages.si';
import * as addressTa from '../../widgets/order-checkout/address/messages.ta';
import * as searchTa from '../../widgets/search-box/messages.ta';
import * as orderTa from '../../widgets/order-checkout/messages.ta';
import {
  expectNoAxeViolations,
  fault,
  fillGuestCheckout,
  freshMobile,
  guestEntry,
  lastCode,
  newShopperWithCart,
  screenshots,
  setGuestCart,
  shopperAtCheckout,
  signInAs,
  widgetsReady,
  test,
} from './helpers';

/**
 * The SPEC's journeys in Sinhala and in Tamil (issue 32), asserting the translated texts a
 * shopper reads: a guest checkout to its success page with an address typed in Sinhala, a
 * sign-in in Tamil, a signed-in checkout in each (bank transfer, card), an administrator's
 * coupon and parcel forms, and errors from faults: a refusal, no connection, a server error,
 * and a write whose answer never came, each in the page's language.
 */

const GREEN_TEA = { id: 4, name: 'Ceylon Green Tea Sencha 100g' };
const ORANGE_PEKOE = { id: 2, name: 'Nuwara Eliya Single Estate Orange Pekoe 250g' };
const NIMAL = '94771234567';

/** The shopper's choice of language, kept by the switch's cookie (demo-pages/pages/language.ts). */
async function chooseLanguage(page: Page, code: string) {
  await page.goto(`/language/${code}?back=/`);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

test('a guest checks out in Sinhala, with a Sinhala address, to the order page', async ({ page }) => {
  await chooseLanguage(page, 'si');
  await setGuestCart(page, [guestEntry(GREEN_TEA.id, GREEN_TEA.name, 'No V', 980, 2)]);
  await page.goto('/guest-checkout');
  await widgetsReady(page);
  const form = page.locator('[data-widget="guest-checkout"]');
  await expect(page.getByRole('heading', { level: 1, name: guestSi.title })).toBeVisible();

  const mobile = freshMobile();
  // Kept as typed: a conjunct with its zero-width joiner (ශ්‍රී), a Sinhala city.
  const street = 'ශ්‍රී සුමංගල පාර 12';
  await fillGuestCheckout(page, { mobile, email: `nimali.${mobile}@example.lk` }, guestSi, {
    nickname: 'නිවස',
    street,
    city: 'කොළඹ 03',
    state: 'බස්නාහිර',
    postalCode: '00300',
  });
  await form.getByRole('radio', { name: placementSi.cashOnDelivery }).check();
  await form.getByRole('button', { name: placementSi.placeOrder }).click();

  const verify = page.getByRole('dialog', { name: formsSi.title });
  await verify.getByLabel(formsSi.codeLabel).fill(await lastCode(page, mobile));
  await verify.getByRole('button', { name: formsSi.verifyOtp }).click();
  const confirm = page.getByRole('dialog', { name: placementSi.cashOnDelivery });
  await confirm.getByRole('button', { name: placementSi.confirmOrder }).click();

  await page.waitForURL(/\/guest\/order\/success\/\d+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByRole('heading', { level: 1, name: demoSi.order.thankYou })).toBeVisible();
});

test('a shopper signs in in Tamil, and a failed send says so in Tamil', async ({ page }) => {
  await chooseLanguage(page, 'ta');
  await widgetsReady(page);
  await page.getByRole('button', { name: loginTa.signIn }).click();
  const dialog = page.getByRole('dialog', { name: loginTa.title });
  await expect(dialog.getByLabel(loginTa.mobileLabel)).toBeFocused();
  await dialog.getByLabel(loginTa.mobileLabel).fill('077 123 4567');

  // The server refuses once: the SPEC §8 text in Tamil, then the server's reason, which the
  // reference backend answered in Tamil (Accept-Language from the page's <html lang>).
  await fault(page, { route: '/login/send-otp', method: 'POST', status: 422, times: 1 });
  await dialog.getByRole('button', { name: loginTa.sendCode }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`${formsTa.sendFailed} ${BACKEND_TEXTS.ta!['The given data was invalid.']}`);
  await expect(dialog.getByLabel(loginTa.mobileLabel)).toHaveValue('077 123 4567');

  await dialog.getByRole('button', { name: loginTa.sendCode }).click();
  await expect(dialog.getByText(loginTa.codeSentTo('+94 77 123 4567'))).toBeVisible();
  // The SMS went out in Tamil too: Demo tools' outbox (inside the dialog) shows it as sent.
  const code = await lastCode(page, NIMAL);
  const tools = dialog.getByRole('complementary', { name: 'Demo tools' });
  await tools.getByText('Demo tools', { exact: true }).click();
  const sms = tools.getByRole('listitem').filter({ hasText: `→ ${NIMAL}:` }).first().locator('q');
  await expect(sms).toHaveText(BACKEND_TEXTS.ta![CODE_SMS]!.replace(':code', code));
  await expect(sms).toHaveAttribute('lang', 'ta');
  await tools.getByText('Demo tools', { exact: true }).click();
  await dialog.getByLabel(loginTa.codeLabel).fill(code);
  await dialog.getByRole('button', { name: loginTa.verify }).click();

  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: loginTa.signedIn })).toBeVisible();
  await expect(page.getByRole('button', { name: loginTa.signOut })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${cartLinkTa.linkLabel} \\d+`) })).toBeVisible();
});

/** The names of the cart's rows, in the language whose "Items in your cart" is `itemsLabel`. */
const rowNames = (page: Page, itemsLabel: string) => page.getByRole('list', { name: itemsLabel }).getByRole('listitem').getByRole('link');

test('in Sinhala, a Remove whose answer never came shows the cart as the server has it, and a refusal after the wait says why in Sinhala', async ({ page }) => {
  await chooseLanguage(page, 'si');
  await newShopperWithCart(page, [
    { product_id: GREEN_TEA.id, variation_name: 'No V', quantity: 1 },
    { product_id: ORANGE_PEKOE.id, variation_name: 'No V', quantity: 1 },
  ]);
  // The page's clock runs the client's timeout out at once; the server holds its answer longer.
  await page.clock.install();
  await page.goto('/cart');
  await widgetsReady(page);
  await expect(rowNames(page, cartSi.itemsLabel)).toHaveText([GREEN_TEA.name, ORANGE_PEKOE.name]);
  const serverCount = async () => ((await (await page.request.get('/cart/count')).json()) as { count: number }).count;
  const late = { route: '/cart/remove', method: 'POST', delayMs: 3 * HTTP_TIMEOUT_MS, times: 1 };

  // Carried out, the answer lost: the line goes, and no failure shows.
  await fault(page, { ...late, answerLate: true });
  await page.getByRole('button', { name: cartSi.removeLabel(GREEN_TEA.name) }).click();
  await expect.poll(serverCount).toBe(1);
  await page.clock.fastForward(HTTP_TIMEOUT_MS);
  await expect(rowNames(page, cartSi.itemsLabel)).toHaveText([ORANGE_PEKOE.name]);
  await expect(page.getByRole('link', { name: `${cartLinkSi.linkLabel} 1` })).toBeVisible();
  await expect(page.locator('[data-widget="cart"]').getByRole('alert')).toHaveCount(0);

  // Refused after the client gave up: the line stays; the SPEC §8 text, then why, in Sinhala.
  await fault(page, { ...late, status: 500 });
  const sent = page.waitForRequest('**/cart/remove');
  await page.getByRole('button', { name: cartSi.removeLabel(ORANGE_PEKOE.name) }).click();
  await sent;
  await page.clock.fastForward(HTTP_TIMEOUT_MS);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: cartSi.selectItem(ORANGE_PEKOE.name) }) });
  await expect(row.getByRole('alert')).toHaveText(`${cartSi.removeFailed} ${commonSi.timeout}`, { useInnerText: false });
  expect(await serverCount()).toBe(1);
  await page.reload();
  await widgetsReady(page);
  await expect(rowNames(page, cartSi.itemsLabel)).toHaveText([ORANGE_PEKOE.name]);
});

test('in Tamil, a quantity change with no connection says the SPEC §8 text, then that the shopper seems offline; a server error says the text alone', async ({ page }, testInfo) => {
  await chooseLanguage(page, 'ta');
  await newShopperWithCart(page, [{ product_id: GREEN_TEA.id, variation_name: 'No V', quantity: 2 }]);
  await page.goto('/cart');
  await widgetsReady(page);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: cartTa.selectItem(GREEN_TEA.name) }) });
  const alert = row.getByRole('alert');

  await page.route('**/cart/update', (route) => route.abort('failed'));
  await row.getByRole('button', { name: quantityTa.increaseQuantity }).click();
  await expect(alert).toHaveText(`${cartTa.increaseFailed} ${commonTa.offline}`, { useInnerText: false });
  await expectNoAxeViolations(page, testInfo, 'quantity-offline-ta');
  for (const width of [375, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The longer Tamil text wraps inside the row: nothing spills sideways.
    expect(await alert.evaluate((node) => node.scrollWidth - node.clientWidth), `${width} px`).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width} px`).toBeLessThanOrEqual(0);
  }
  await screenshots(page, testInfo, 'cart-quantity-offline-ta');
  await page.unroute('**/cart/update');

  // A 500's own text is the framework's, never shown: the SPEC §8 text alone, in Tamil.
  await fault(page, { route: '/cart/update', method: 'POST', status: 500, times: 1 });
  await row.getByRole('button', { name: quantityTa.decreaseQuantity }).click();
  await expect(alert).toHaveText(cartTa.decreaseFailed);
  await expect(row.getByRole('group').getByRole('status')).toHaveText('2');
});

test('in Tamil, a shopper with two addresses picks the other one and pays by bank transfer', async ({ page }) => {
  await chooseLanguage(page, 'ta');
  const orderId = await shopperAtCheckout(
    page,
    { verified: true, lines: [{ id: GREEN_TEA.id, variation: 'No V', quantity: 1 }], addresses: ['Home', 'Office'] },
    { checkout: cartTa.checkout, selectedProducts: placementTa.selectedProducts },
  );
  const address = page.getByRole('region', { name: addressTa.heading });
  await expect(address.getByText('12 Galle Road')).toBeVisible();
  await address.getByRole('button', { name: orderTa.change }).click();
  const picker = page.getByRole('dialog', { name: addressTa.pickerTitle });
  await picker.getByRole('radio', { name: /Office/ }).check();
  await picker.getByRole('button', { name: addressTa.useThisAddress }).click();
  await expect(address.getByText('13 Galle Road')).toBeVisible();

  await page.getByRole('radio', { name: placementTa.bankTransfer }).check();
  await page.getByRole('button', { name: placementTa.placeOrder }).click();
  const bank = page.getByRole('dialog', { name: placementTa.bankTransfer });
  await bank.getByRole('button', { name: placementTa.bankTransferDone }).click();
  await page.waitForURL(`**/order/bank-transfer/success/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: demoTa.order.thankYou })).toBeVisible();
});

test('in Sinhala, a card payment goes through the payment page to the order page', async ({ page }) => {
  await chooseLanguage(page, 'si');
  const orderId = await shopperAtCheckout(
    page,
    { verified: true, lines: [{ id: ORANGE_PEKOE.id, variation: 'No V', quantity: 1 }], addresses: ['Home'] },
    { checkout: cartSi.checkout, selectedProducts: placementSi.selectedProducts },
  );
  await page.getByRole('radio', { name: placementSi.cardPayment }).check();
  await page.getByRole('button', { name: placementSi.placeOrder }).click();
  await page.waitForURL(/\/__demo\/card-gateway\/order/);
  await expect(page.getByRole('heading', { level: 1, name: demoSi.gateway.title })).toBeVisible();
  await page.getByRole('button', { name: demoSi.gateway.pay }).click();
  await page.waitForURL(`**/order/success/${orderId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByRole('heading', { level: 1, name: demoSi.order.thankYou })).toBeVisible();
});

test('in Sinhala, an administrator creates a coupon with a Sinhala title for a category', async ({ page }) => {
  await chooseLanguage(page, 'si');
  await signInAs(page, SEED_IDS.admin);
  await page.goto('/admin/coupons/create');
  await widgetsReady(page);
  const form = page.locator('[data-widget="coupon-form"]');
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });
  await expect(form.getByRole('heading', { level: 1 })).toHaveText(adminSi.createCoupon);

  const code = `SI${Date.now().toString(36)}`.toUpperCase().slice(0, 20);
  // Kept as typed: Sinhala with its joiner (ශ්‍රී).
  const title = `ශ්‍රී ස්පීකර් දින ${code}`;
  await field(adminSi.couponForm.title).fill(title);
  await field(adminSi.couponForm.code).fill(code);
  await field(adminSi.couponForm.discountValue).fill('10');
  await field(adminSi.couponForm.usageLimit).fill('5');
  await form.getByRole('button', { name: adminSi.couponForm.categories }).click();
  await form.getByRole('searchbox', { name: adminSi.couponForm.pickerSearch(adminSi.couponForm.categories) }).fill('Speakers');
  await form.getByRole('checkbox', { name: 'Speakers' }).check();
  await expect(form.getByText(adminSi.couponForm.pickerAdded('Speakers', 1))).toBeVisible();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: adminSi.couponForm.create }).click();

  await page.waitForURL(/\/admin\/coupons\/\d+\/edit$/);
  await widgetsReady(page);
  await expect(form.getByRole('heading', { level: 1 })).toHaveText(adminSi.editCoupon);
  await expect(form.getByRole('status').filter({ hasText: adminSi.couponCreated })).toBeVisible();
  await expect(field(adminSi.couponForm.title)).toHaveValue(title);
});

test('in Tamil, an empty parcel form shows every required text in Tamil at its field', async ({ page }, testInfo) => {
  await chooseLanguage(page, 'ta');
  await signInAs(page, SEED_IDS.admin);
  await page.goto(`/admin/orders/${SEED_IDS.placedOrder}/parcel`);
  await widgetsReady(page);
  await expect(page.getByRole('heading', { level: 1, name: adminTa.parcelTitle(SEED_IDS.placedOrder) })).toBeVisible();
  for (const label of [adminTa.recipientNameLabel, adminTa.contact1Label, adminTa.recipientAddressLabel, adminTa.recipientCityLabel, adminTa.amountLabel]) {
    await page.getByLabel(label, { exact: true }).fill('');
  }
  for (const box of await page.getByRole('group', { name: adminTa.productsSection }).getByRole('checkbox').all()) await box.uncheck();
  await page.getByRole('button', { name: adminTa.createParcel }).click();

  const { weightRequired, descriptionRequired, recipientNameRequired, contact1Required, addressRequired, cityRequired, amountRequired, productsRequired } =
    adminTa.parcel;
  for (const text of [weightRequired, descriptionRequired, recipientNameRequired, contact1Required, addressRequired, cityRequired, amountRequired, productsRequired]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel(adminTa.weightLabel)).toBeFocused();
  await expectNoAxeViolations(page, testInfo, 'parcel form with errors, Tamil');
  await screenshots(page, testInfo, 'parcel-form-errors-ta');
});

test("a collection's countdown counts in the page's language (SPEC §9 'Xd Xh Xm Xs')", async ({ page }) => {
  for (const [code, home, pattern] of [
    ['si', homeSi, /^දින \d+ පැය \d+ මි\. \d+ තත්\. \d+$/],
    ['ta', homeTa, /^\d+ நாள் \d+ மணி \d+ நிமி\. \d+ வினா\.$/],
  ] as const) {
    await chooseLanguage(page, code);
    await widgetsReady(page);
    // The collections load as they near the viewport.
    await page.locator('[data-widget="top-collections"]').scrollIntoViewIfNeeded();
    const section = page.getByRole('region', { name: home.topCollections });
    await section.scrollIntoViewIfNeeded();
    const timer = section.getByRole('timer').first();
    await timer.scrollIntoViewIfNeeded();
    await expect(timer, code).toHaveText(pattern);
    // It ticks.
    const before = await timer.textContent();
    await expect(timer, code).not.toHaveText(before ?? '');
  }
});

test('in Tamil, a shopper finds a product with the search box by keyboard and saves it to the wishlist', async ({ page }) => {
  await chooseLanguage(page, 'ta');
  // A new shopper: an empty wishlist.
  await newShopperWithCart(page, []);
  const box = page.getByRole('searchbox', { name: searchTa.label });
  await box.focus();
  await page.keyboard.type('green tea');
  const list = page.getByRole('listbox', { name: searchTa.suggestions });
  await expect(list.getByRole('option').first()).toContainText(GREEN_TEA.name);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/products/${GREEN_TEA.id}*`);
  await widgetsReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

  const heart = page.locator('[data-widget="product-detail"]').getByRole('button', { name: cardTa.wishlistToggle(GREEN_TEA.name) });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText(wishlistTa.added(GREEN_TEA.name))).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: `${wishlistTa.linkLabel} 1` }).click();
  await page.waitForURL('**/wishlist');
  await widgetsReady(page);
  await expect(page.getByRole('link', { name: GREEN_TEA.name })).toBeVisible();
});
