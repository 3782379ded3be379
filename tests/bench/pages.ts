/**
 * The pages `npm run bench` measures, and the interactions each one declares. To add a page,
 * add an entry here and its budgets to bench-budget.json (a page without budgets fails the bench).
 */
import type { Page } from '@playwright/test';
import type { AllowedFile } from './after-mount';
import { networkQuiet } from './network-quiet';

export interface Interaction {
  /** Name shown in the table and used as the key in bench-budget.json. */
  name: string;
  /**
   * The shopper's input alone (a click, a key). What it should show is checked by `settled`,
   * after the next frame has been recorded: Playwright's waiting runs script in the page, and
   * polling the DOM while the page renders would add its own work to the measured latency.
   */
  action(page: Page): Promise<void>;
  /** Resolves once the action's visible result is on screen (fails the bench otherwise). */
  settled(page: Page): Promise<void>;
  /** Bring the page back to where the action starts (runs after every repetition). */
  reset?(page: Page): Promise<void>;
}

export interface BenchPage {
  /** Key in the table, results.json and bench-budget.json. */
  key: string;
  /** Path on the demo server; `toolbar=0` leaves the demo tools out of what is measured. */
  path: string;
  interactions?: Interaction[];
  /**
   * Kit files (under /build/) this page may download besides what dist/manifest.json says its
   * widgets need (before mount), or after mount for no widget on screen, each with its reason.
   * Anything else fails the bench.
   */
  allowFiles?: AllowedFile[];
  /** Lighthouse measures this page too (the eight pages). */
  lighthouse?: boolean;
  /**
   * The page's language when not English (its path says `lang=`: demo-pages/pages/language.ts):
   * its files are checked against that language's manifest (manifest.si.json, …).
   */
  language?: string;
}

const signIn = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true });
const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in' });

/** Both checkouts: Cash On Delivery chosen, then Card Payment again. */
const paymentMethod: Interaction = {
  name: 'payment method',
  action: (page) => page.getByRole('radio', { name: 'Cash On Delivery' }).click(),
  settled: (page) => page.getByRole('radio', { name: 'Cash On Delivery', checked: true }).waitFor(),
  reset: async (page) => {
    await page.getByRole('radio', { name: 'Card Payment' }).click();
    await page.getByRole('radio', { name: 'Card Payment', checked: true }).waitFor();
  },
};

/**
 * A brand ticked in a filter sidebar (the bench's budget: the next paint within 50 ms at 4x CPU
 * with 500 products in the answer): the tick shows at once; the new answer follows in a transition.
 */
const brandBox = (page: Page) =>
  page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'Highland Leaf Tea' });
const tickFilter: Interaction = {
  name: 'tick a filter',
  action: (page) => brandBox(page).click(),
  settled: (page) => page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'Highland Leaf Tea', checked: true }).waitFor(),
  reset: async (page) => {
    await brandBox(page).click();
    await page.locator('.shop-filters__count').getByText(/^\d+ products$/).waitFor();
    await networkQuiet(page);
  },
};

/** A letter typed into the field of this label, until it shows. */
function keyPress(label: string): Interaction {
  return {
    name: 'key press',
    action: async (page) => {
      await page.getByLabel(label).focus();
      await page.keyboard.press('a');
    },
    settled: async (page) => {
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'a');
    },
    reset: (page) => page.getByLabel(label).fill(''),
  };
}

/**
 * A letter typed into the coupon form's product search (the bench's budget: the next paint
 * within 50 ms at 4x CPU). It follows 'te', so the box asks for suggestions after its pause, as
 * when typing.
 */
const productSearch = (page: Page) => page.getByRole('combobox', { name: 'Add products by name' });
const typeInProductSearch: Interaction = {
  name: 'type in product search',
  action: async (page) => {
    await productSearch(page).focus();
    await page.keyboard.press('a');
  },
  settled: async (page) => {
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value.endsWith('a') === true);
  },
  reset: async (page) => {
    await productSearch(page).fill('te');
    await networkQuiet(page);
  },
};

export const PAGES: BenchPage[] = [
  { key: 'cart-link-only', path: '/__demo/scenarios/cart-link-only?toolbar=0' },
  {
    key: 'home',
    path: '/?toolbar=0',
    lighthouse: true,
    interactions: [
      {
        name: 'open sign-in',
        action: (page) => signIn(page).click(),
        settled: (page) => signInDialog(page).waitFor({ state: 'visible' }),
        reset: async (page) => {
          await page.keyboard.press('Escape');
          await signInDialog(page).waitFor({ state: 'hidden' });
        },
      },
    ],
  },
  // The home page in Sinhala and in Tamil: what a language costs (issue 32: at most +3 KB gzip
  // over the English page; an English page pays nothing for the others).
  { key: 'home-si', path: '/?toolbar=0&lang=si', language: 'si' },
  { key: 'home-ta', path: '/?toolbar=0&lang=ta', language: 'ta' },
  { key: 'catalogue', path: '/__demo?toolbar=0' },
  {
    // Batik shirt: Color (Blue, Green, Brown) × Size; Blue/M and Green/M are well stocked.
    key: 'product',
    path: '/products/25?toolbar=0',
    lighthouse: true,
    interactions: [
      {
        name: 'variation change',
        action: (page) => page.getByRole('radio', { name: 'Green', exact: true }).click(),
        settled: (page) => page.getByText('Color: Green').waitFor({ state: 'visible' }),
        reset: async (page) => {
          await page.getByRole('radio', { name: 'Blue', exact: true }).check();
        },
      },
      {
        name: 'add to cart',
        action: (page) => page.getByRole('button', { name: /^Add To Cart/ }).click(),
        settled: (page) => page.getByText('Added to cart!').waitFor({ state: 'visible' }),
        reset: async (page) => {
          await page.getByRole('button', { name: 'Continue Shopping' }).click();
          await page.getByText('Added to cart!').waitFor({ state: 'hidden' });
        },
      },
    ],
  },
  {
    // A signed-in shopper with 50 lines, signed in and refilled on every load.
    key: 'cart',
    path: '/__demo/scenarios/full-cart?toolbar=0',
    lighthouse: true,
    interactions: [
      {
        name: 'quantity plus',
        action: (page) => firstStepper(page).getByRole('button', { name: 'Increase quantity' }).click(),
        settled: (page) => firstStepper(page).getByText('2', { exact: true }).waitFor({ state: 'visible' }),
        reset: async (page) => {
          await firstStepper(page).getByRole('button', { name: 'Decrease quantity' }).click();
          await firstStepper(page).getByText('1', { exact: true }).waitFor({ state: 'visible' });
          // The server has both changes before the next press.
          await networkQuiet(page);
        },
      },
      {
        name: 'select all',
        action: (page) => page.getByRole('checkbox', { name: 'Select all' }).click(),
        settled: (page) => page.getByRole('heading', { name: 'Cart (0)' }).waitFor({ state: 'visible' }),
        reset: async (page) => {
          await page.getByRole('checkbox', { name: 'Select all' }).click();
          await page.getByRole('heading', { name: 'Cart (50)' }).waitFor({ state: 'visible' });
          await networkQuiet(page);
        },
      },
    ],
  },
  {
    // A guest's 50 lines, written into the guest cart on every load.
    key: 'guest-checkout',
    path: '/__demo/scenarios/full-guest-checkout?toolbar=0',
    lighthouse: true,
    interactions: [
      paymentMethod,
      // A letter typed into the shipping form, with 50 products on the screen.
      keyPress('City'),
    ],
  },
  {
    // A signed-in shopper's new pending order of 50 lines, made on every load.
    key: 'order-checkout',
    path: '/__demo/scenarios/full-order-checkout?toolbar=0',
    lighthouse: true,
    interactions: [
      paymentMethod,
      // A letter typed into the coupon box, with 50 products on the screen.
      keyPress('Coupon code'),
    ],
  },
  {
    // Groceries & Tea with 500 more products: the answer holds 515 cards.
    key: 'category',
    path: '/__demo/scenarios/big-category?toolbar=0',
    lighthouse: true,
    interactions: [tickFilter],
  },
  {
    // The search page over every product, 500 more among them.
    key: 'search',
    path: '/__demo/scenarios/big-search?toolbar=0',
    lighthouse: true,
    interactions: [tickFilter],
  },
  // A signed-in shopper's wishlist of 12 products, put back on every load.
  { key: 'wishlist', path: '/__demo/scenarios/full-wishlist?toolbar=0', lighthouse: true },
  // The only page that downloads Chart.js, its line chart's parts
  // (docs/decisions.md#the-sales-chart-brings-chartjs-to-one-page).
  { key: 'admin-sales', path: '/__demo/scenarios/admin-sales?toolbar=0' },
  { key: 'admin-coupon', path: '/__demo/scenarios/admin-new-coupon?toolbar=0', interactions: [typeInProductSearch] },
];

/**
 * The warm second navigation (warm.ts): these pages, one after the other in one browser with
 * its HTTP cache, each asking the network for nothing of the kit an earlier one had.
 */
export const WARM_WALK = ['home', 'product', 'cart'];

/** The first row's quantity stepper on the cart page. */
const firstStepper = (page: Page) => page.getByRole('group', { name: /^Quantity of / }).first();

/** Files of the widget kit: what build.mjs writes to dist/ and the demo serves under /build/. */
export const isKitFile = (url: string) => new URL(url).pathname.startsWith('/build/');

/** The loader's mark: every eager widget of the page has mounted (loader.ts). */
export const WIDGETS_MOUNTED_MARK = 'shop:widgets-mounted';
