import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { HOSTILE_HTML } from '../../demo-pages/backend/seed/index';
import { COLLECTION_PRODUCTS_DELAY_MS } from '../../shared/core/constants';
import * as cartMessages from '../../shared/checkout/messages/cart';
import * as placementMessages from '../../shared/placement/messages/checkout';
import * as guestMessages from '../../widgets/guest-checkout/messages';

/**
 * The one refusal a page may cause: the handler of the seeded hostile product description
 * (SPEC: server HTML is sanitised). Chromium reports it when the sanitiser parses the text into
 * an inert document, before DOMPurify removes it; refused, it never runs.
 */
const EXPECTED_REFUSALS = new Set([...HOSTILE_HTML.matchAll(/\son\w+="([^"]*)"/g)].map((match) => `script-src-attr: ${match[1]}`));

/**
 * Playwright's `test`, failing any test in whose pages the Content-Security-Policy refused
 * something (docs/decisions.md#csp-and-sri: every page of the demo shop runs under a strict nonce
 * policy, and the kit must work within it). Both signs are caught: the document's
 * `securitypolicyviolation` event (directive, what was refused and its sample) and Chromium's
 * console message about it (a refusal the event did not see still fails). Specs import `test` from
 * here, not from '@playwright/test'. It covers the test's own browser context (every page and popup
 * in it); a context a test opens itself with `browser.newContext()` is not watched.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      let seen = 0;
      let logged = 0;
      await context.exposeBinding('__shopCspViolation', ({ page }, directive: string, sample: string, where: string) => {
        seen++;
        if (!EXPECTED_REFUSALS.has(`${directive}: ${sample}`)) violations.push(`${page.url()}: ${directive} refused "${sample}" at ${where}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __shopCspViolation?: (directive: string, sample: string, where: string) => void }).__shopCspViolation;
          report?.(event.effectiveDirective, event.sample || event.blockedURI || 'inline', `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
        });
      });
      const messages: string[] = [];
      context.on('console', (message) => {
        if (!/Content Security Policy/i.test(message.text())) return;
        logged++;
        messages.push(`${message.page()?.url() ?? ''}: console: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(logged, `CSP refusals in the console that no event reported:\n${messages.join('\n')}`).toBeLessThanOrEqual(seen);
    },
    { auto: true },
  ],
});

/** The last code the shop "texted" to a number (the demo outbox, as QA reads it). */
export async function lastCode(page: Page, mobile: string): Promise<string> {
  // Asked right after Send code, the request may still be on its way: wait up to 5 s for it.
  for (const deadline = Date.now() + 5_000; ; ) {
    const response = await page.request.get(`/__demo/outbox?to=${mobile}`);
    const body = (await response.json()) as { messages: { code: string }[] };
    const code = body.messages[0]?.code;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code was sent to ${mobile}`);
    await page.waitForTimeout(100);
  }
}

/** Make a call of this browser context fail (faults are scoped to the context's cookie). */
export async function fault(page: Page, fault: Record<string, unknown>): Promise<void> {
  const response = await page.request.put('/__demo/faults', { data: fault });
  expect(response.ok()).toBe(true);
}

export async function clearFaults(page: Page): Promise<void> {
  await page.request.delete('/__demo/faults', { data: {} });
}

/** A guest's email and mobile number for the guest checkout. */
export interface GuestDetails {
  email: string;
  mobile: string;
}

/**
 * Fill in the guest checkout's contact and delivery address (Colombo), as a guest types them;
 * `texts` is the page's language's guest-checkout catalogue (English by default), `address` what
 * the shopper types (a Sinhala or Tamil address in those languages' journeys).
 */
export async function fillGuestCheckout(
  page: Page,
  { email, mobile }: GuestDetails,
  texts: Record<'emailLabel' | 'mobileLabel' | 'nicknameLabel' | 'streetLabel' | 'cityLabel' | 'stateLabel' | 'postalCodeLabel', string> = guestMessages,
  address = { nickname: 'Home', street: '12 Galle Road', city: 'Colombo 03', state: 'Western', postalCode: '00300' },
): Promise<void> {
  const form = page.locator('[data-widget="guest-checkout"]');
  const startingWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await form.getByLabel(texts.emailLabel, { exact: true }).fill(email);
  await form.getByLabel(startingWith(texts.mobileLabel)).fill(mobile);
  await form.getByLabel(startingWith(texts.nicknameLabel)).fill(address.nickname);
  await form.getByLabel(startingWith(texts.streetLabel)).fill(address.street);
  await form.getByLabel(startingWith(texts.cityLabel)).fill(address.city);
  await form.getByLabel(startingWith(texts.stateLabel)).fill(address.state);
  await form.getByLabel(startingWith(texts.postalCodeLabel)).fill(address.postalCode);
}

/** Sign in as a seeded user without a code (demo tool), for journeys that start signed in. */
export async function signInAs(page: Page, userId: number): Promise<void> {
  const response = await page.request.post('/__demo/login-as', { data: { user_id: userId } });
  expect(response.ok()).toBe(true);
}

/** Wait until every eager widget of the page has mounted. */
export async function widgetsReady(page: Page): Promise<void> {
  await page.locator('html[data-widgets-ready]').waitFor({ state: 'attached' });
}

/**
 * Scrolls down every widget of the page as it was (an infinite listing grows as it is scrolled
 * and would never end), half a screen at a time, and over nothing else: the backend contract
 * page is 47,000 px of text with a widget only in its header, and scrolling all of it cost
 * 4.4 s a pass here.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight / 2;
    const spans = [...document.querySelectorAll('[data-widget]')]
      .filter((widget) => widget.checkVisibility())
      .map((widget) => widget.getBoundingClientRect())
      .map((box) => [box.top + window.scrollY - window.innerHeight, box.bottom + window.scrollY] as const)
      .sort((a, b) => a[0] - b[0]);
    let y = 0;
    for (const [top, bottom] of spans) {
      for (y = Math.max(y, top); y < bottom; y += step) {
        window.scrollTo(0, y);
        // Two frames let the page see what scrolled in. Once (customer, /search, 1280 px, a walk of
        // 2026-11-29 with a trace recorded) the page stopped painting and the frames never came:
        // the walk hung 7 minutes until its timeout. After a second the scroll goes on, and a widget
        // that did not see it fails the wait for mounted widgets below, in seconds, saying which.
        await new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(resolve));
          setTimeout(resolve, 1000);
        });
      }
    }
  });
}

/**
 * Scrolls through every widget of the page, so those that mount when seen (`data-load="visible"`)
 * do, and waits until every widget has mounted (or shown its error) and the page is quiet.
 * On a page with top collections it then scrolls through once more: blocks a widget draws only
 * once its answer is in and it is seen (SPEC §4 top collections: each collection's products,
 * 500 ms after it nears the viewport) had not come yet the first time.
 */
export async function everyWidgetMounted(page: Page): Promise<void> {
  await widgetsReady(page);
  await scrollThrough(page);
  // A widget whose slot the page hides at this width (the home page's category menu from
  // 1024 px) is never seen, so it never mounts: only widgets with a box must have mounted. One
  // that mounts on use (data-load="interaction", the header's search box) stays as printed.
  const waiting = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-widget]:not([data-widget-state]):not([data-load="interaction"])')]
        .filter((node) => node.checkVisibility())
        .map((node) => node.getAttribute('data-widget')),
    );
  await expect.poll(waiting, { message: `${page.url()}: widgets on the page that never mounted` }).toEqual([]);
  await page.waitForLoadState('networkidle');
  // The second pass is for top collections alone, which wait before they ask (SPEC §4: 500 ms
  // after nearing the viewport): on a page without them it cost every visit of the walk a scroll
  // and a network wait for nothing.
  if (await page.locator('[data-widget="top-collections"]').count()) {
    await scrollThrough(page);
    await page.waitForTimeout(COLLECTION_PRODUCTS_DELAY_MS);
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * axe-core on the whole page in its current state (WCAG A/AA and best practice): what it found,
 * one line a violation, attached to the report as `axe-<state>.json`. `experimental` turns on axe
 * rules it leaves off by default, such as `label-content-name-mismatch` (an accessible name must
 * contain the visible text).
 */
export async function axeViolations(page: Page, testInfo: TestInfo, state = 'page', experimental: readonly string[] = []): Promise<string[]> {
  // A dialog fading in is half transparent: axe would measure the contrast of that frame. (A
  // spinner's endless turn never finishes: only animations that end are waited for.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const rules = Object.fromEntries(experimental.map((rule) => [rule, { enabled: true }]));
  // Legacy mode runs axe in the page itself. The default opens a blank page of its own to merge
  // the frames' results, which costs as much again (no page of the shop has an iframe): 1.4 s
  // against 3.6 s for the home page here, and the run is several times slower on a busy CI.
  // Only violations are collected: the passes' node lists (every node of the page, with its
  // HTML) cost as much again to gather and send, and no test reads them.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ rules, resultTypes: ['violations'] }).analyze();
  await testInfo.attach(`axe-${state}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** axe-core finds no violation at all on the page in its current state (axeViolations). */
export async function expectNoAxeViolations(
  page: Page,
  testInfo: TestInfo,
  state = 'page',
  experimental: readonly string[] = [],
): Promise<void> {
  expect(await axeViolations(page, testInfo, state, experimental), `axe violations in ${state}`).toEqual([]);
}

/** The cart's and the checkouts' Order Summary region. */
export const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

export const WIDTHS = [375, 800, 1280] as const;

/** The tallest screenshot taken: the backend contract page is 67,000 px tall on a phone. */
const SCREENSHOT_MAX_HEIGHT = 8_000;

/** The whole page at the window's current width, down to SCREENSHOT_MAX_HEIGHT, attached as `<name>-<width>.png`. */
export async function screenshotAtWidth(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), SCREENSHOT_MAX_HEIGHT);
  await testInfo.attach(`${name}-${width}.png`, {
    body: await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width, height } }),
    contentType: 'image/png',
  });
}

/**
 * Screenshots at the three widths of ARCHITECTURE "Tests", saved as test artifacts: the whole
 * page, down to SCREENSHOT_MAX_HEIGHT (one full shot of the contract page took 5 s on this
 * machine, and a page that long is read in the browser, not in a picture).
 */
export async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await screenshotAtWidth(page, testInfo, name);
  }
  if (original) await page.setViewportSize(original);
}

let serial = 0;
/**
 * A mobile number (94…) nobody else uses in this run: a new customer on sign-in, with an empty
 * cart, and never caught by another test's per-number resend wait (tests share the server).
 */
export const freshMobile = () => `947${String((Date.now() * 10 + serial++) % 100_000_000).padStart(8, '0')}`;

/** A guest cart line as the product page stores it. */
export const guestEntry = (id: number, name: string, variation: string, price: number, quantity: number) => ({
  product_id: id,
  product_name: name,
  image_name: null,
  variation_name: variation,
  price,
  quantity,
  subtotal: price * quantity,
});

/** Put lines in this browser's guest cart, as the product page would. */
export async function setGuestCart(page: Page, entries: Record<string, unknown>[]): Promise<void> {
  await page.goto('/__demo');
  await page.evaluate((cart) => localStorage.setItem('guestCart', JSON.stringify(cart)), entries);
}

/** A call as the page makes it (CSRF from the page's meta tag), for what the test must know. */
export async function post(page: Page, path: string, data: unknown): Promise<Record<string, unknown>> {
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const response = await page.request.post(path, {
    data,
    headers: { 'X-CSRF-TOKEN': csrf ?? '', 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Every visible link and button in the page's main content has an accessible name that starts
 * with the text it shows (the project's rule, WCAG 2.5.3 Label in Name): text only screen readers
 * get (visually hidden) may follow the shown text, never replace it.
 */
export async function expectNamesStartWithVisibleText(page: Page): Promise<void> {
  const controls = page.locator('main').locator('a, button');
  const count = await controls.count();
  let checked = 0;
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    const shown = await control.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (parent.closest('.visually-hidden, .shop-visually-hidden, [aria-hidden="true"]')) continue;
        if (!parent.checkVisibility()) continue;
        text += node.textContent;
      }
      return text.replace(/\s+/g, ' ').trim();
    });
    if (shown === '') continue;
    const escaped = shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(control, `the name of "${shown}"`).toHaveAccessibleName(new RegExp(`^${escaped}`));
    checked++;
  }
  expect(checked, 'controls with visible text').toBeGreaterThan(0);
}

/** The server's percent off and weight of products now (they depend on running collections). */
export async function serverFacts(page: Page, ids: number[]) {
  const { discounts } = (await post(page, '/cart/product-discounts', { product_ids: ids })) as {
    discounts: Record<string, number>;
  };
  const weights = (await post(page, '/fetch-product-weights', { product_ids: ids })) as Record<string, number>;
  return { discounts, weights };
}

/** Sign in as a new customer (by code, as a shopper would) and fill their server cart. */
export async function newShopperWithCart(page: Page, lines: { product_id: number; variation_name: string; quantity: number }[]) {
  await page.goto('/');
  await widgetsReady(page);
  const mobile = freshMobile();
  await post(page, '/login/send-otp', { mobile_number: mobile });
  await post(page, '/login/verify-otp', { mobile_number: mobile, otp: await lastCode(page, mobile) });
  await page.goto('/');
  await widgetsReady(page);
  const discounts: Record<string, number> = lines.length
    ? (await serverFacts(page, lines.map((line) => line.product_id))).discounts
    : {};
  const products = lines.map((line) => ({ ...line, discount: discounts[line.product_id] ?? 0 }));
  for (const line of lines) {
    await post(page, '/cart/store', {
      product_id: line.product_id,
      product_name: 'ignored by the server',
      image_name: null,
      variation_name: line.variation_name,
      price: 0,
      quantity: line.quantity,
      subtotal: 0,
    });
  }
  return products;
}

export type Line = { id: number; variation: string };

/**
 * A shopper of this test alone (demo tool), signed in, with these lines in the server cart and,
 * when given, saved addresses; the journey starts on the cart page and its Checkout. `texts`:
 * the cart's and the checkout's texts in the page's language (English by default).
 */
export async function shopperAtCheckout(
  page: Page,
  options: { verified: boolean; lines: (Line & { quantity: number })[]; addresses?: string[] },
  texts: { checkout: (n: number) => string; selectedProducts: string } = { checkout: cartMessages.checkout, selectedProducts: placementMessages.selectedProducts },
): Promise<number> {
  const response = await page.request.post('/__demo/new-shopper', { data: { mobile_verified: options.verified } });
  expect(response.ok()).toBe(true);
  await page.goto('/');
  for (const line of options.lines) {
    await post(page, '/cart/store', {
      product_id: line.id,
      product_name: 'ignored by the server',
      image_name: null,
      variation_name: line.variation,
      price: 0,
      quantity: line.quantity,
      subtotal: 0,
    });
  }
  for (const [i, nickname] of (options.addresses ?? []).entries()) {
    await post(page, '/user/address/store', {
      nickname,
      street: `${12 + i} Galle Road`,
      city: i === 0 ? 'Colombo 03' : 'Kandy',
      state: i === 0 ? 'Western' : 'Central',
      postal_code: i === 0 ? '00300' : '20000',
      country: 'Sri Lanka',
      is_primary: i === 0,
    });
  }
  await page.goto('/cart');
  await widgetsReady(page);
  await page.getByRole('button', { name: texts.checkout(options.lines.length) }).click();
  await page.waitForURL(/\/checkout\/\d+$/);
  await widgetsReady(page);
  await expect(page.getByRole('list', { name: texts.selectedProducts })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}
