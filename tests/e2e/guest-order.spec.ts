import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import { expectNoAxeViolations, freshMobile, lastCode, widgetsReady, test } from './helpers';


/**
 * What the guest checkout screen will send: the shopper's details and one product,
 * priced with the server's own answers, after the mobile number was verified by code. The
 * screen itself comes with its widget; these tests walk the pages after the order.
 */
async function guestOrder(page: Page, kind: 'cod-place' | 'card-payment') {
  await page.goto('/');
  await widgetsReady(page);
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const api: APIRequestContext = page.request;
  const headers = { 'X-CSRF-TOKEN': csrf!, Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const post = async (path: string, data: unknown, extra: Record<string, string> = {}) => {
    const response = await api.post(path, { data, headers: { ...headers, ...extra } });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as Record<string, unknown>;
  };

  const mobile = freshMobile();
  await post('/send-verification-code', { mobile_number: mobile });
  await post('/guest-verify-otp', { mobile_number: mobile, otp: await lastCode(page, mobile) });

  // The plain product's price as the listing shows it (no variations, no running discount).
  let product: { id: number; price: number } | undefined;
  for (let listingPage = 1; !product && listingPage < 20; listingPage++) {
    const listing = (await (await api.get(`/productsInfinit/load?page=${listingPage}`, { headers })).json()) as {
      data: { id: number; price: number }[];
    };
    product = listing.data.find((card) => card.id === SEED_IDS.plainProduct);
  }
  if (!product) throw new Error('the plain product is not in the listing');
  const weights = (await post('/fetch-product-weights', { product_ids: [product.id] })) as Record<string, number>;
  const shipping = (await post('/calculate-shipping-cost', { total_weight: weights[product.id]! * 2 })) as { shipping_cost: number };
  const subtotal = product.price * 2;
  return post(
    `/guest/orders/${kind}`,
    {
      nickname: 'Dilani',
      email: `dilani.${mobile}@example.lk`,
      phone_number: mobile,
      address: { formatted_address: '12 Galle Road', city: 'Colombo 03', country: 'Sri Lanka' },
      total: subtotal + shipping.shipping_cost,
      shipping_cost: shipping.shipping_cost,
      discount_amount: 0,
      coupon_id: null,
      products: [{ product_id: product.id, quantity: 2, subtotal, variants: [] }],
      ...(kind === 'card-payment' ? { guest_cart: [] } : {}),
    },
    { 'Idempotency-Key': `e2e-${mobile}` },
  );
}

test('a cash-on-delivery order shows its confirmation page, which passes axe', async ({ page }, testInfo) => {
  const placed = await guestOrder(page, 'cod-place');
  await page.goto(`/guest/order/success/${String(placed.order_id)}`);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(`#${String(placed.order_id)}`)).toBeVisible();
  await expect(page.getByText(/ready in cash/)).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'order success');
});

test('a card order goes to the stand-in gateway and back to its confirmation', async ({ page }, testInfo) => {
  const placed = await guestOrder(page, 'card-payment');
  await page.goto(String(placed.redirect_url));
  await expect(page.getByRole('heading', { name: 'Card payment' })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'card gateway');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(/card payment of LKR/)).toBeVisible();
});

test('an order page is not shown to another browser', async ({ page, browser }) => {
  const placed = await guestOrder(page, 'cod-place');
  const other = await browser.newPage();
  const response = await other.goto(`/guest/order/success/${String(placed.order_id)}`);
  expect(response?.status()).toBe(404);
  await other.close();
});
