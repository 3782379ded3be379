// @vitest-environment node
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../demo-pages/backend/app';
import type { AppEnv } from '../../demo-pages/backend/env';
import { SEED_IDS } from '../../demo-pages/backend/seed/index';
import { CALLS } from '../../contract/calls';
import { main, runContract, type Result } from '../../contract/check';

const root = path.resolve(import.meta.dirname, '../..');
const BASE = 'https://staging.example.lk';

/** Change one answer on its way out: a backend that drifted from the contract. */
type Tamper = (path: string, body: Record<string, unknown>) => void;

/**
 * The reference backend, with a page that prints the session's CSRF token as a Blade layout
 * does (`<meta name="csrf-token">`), and optionally a small middleware that alters answers.
 */
function shop(tamper?: Tamper) {
  const pages = new Hono<AppEnv>().get('/', (c) =>
    c.html(`<!doctype html><html><head><meta name="csrf-token" content="${c.var.session.csrfToken}"><title>Shop</title></head></html>`),
  );
  const backend = createBackend({ pages });
  const fetch = async (request: Request) => {
    const response = await backend.app.fetch(request);
    if (!tamper || !response.headers.get('Content-Type')?.includes('json')) return response;
    const body = (await response.json()) as Record<string, unknown>;
    tamper(new URL(request.url).pathname, body);
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
  return { backend, fetch };
}

/** A session cookie signed in by the demo's tools (what a tester copies from the browser). */
async function signedIn(backend: Backend, route: '/__demo/new-shopper' | '/__demo/login-as', body: unknown = {}) {
  const response = await backend.app.request(route, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map((set) => set.split(';')[0]).join('; ');
}

const verdicts = (results: Result[], verdict: Result['verdict']) => results.filter((row) => row.verdict === verdict).map((row) => row.call);
const failures = (results: Result[]) => results.filter((row) => row.verdict === 'FAIL').map((row) => `${row.call}: ${row.detail}`);

describe('npm run contract against the reference backend', () => {
  it('passes every read a guest makes, and lists the signed-in calls as skipped', async () => {
    const { fetch } = shop();
    const results = await runContract({ base: BASE, fetch });
    expect(failures(results)).toEqual([]);
    expect(verdicts(results, 'ok')).toEqual(
      expect.arrayContaining(['getAuthStatus', 'getProductPage', 'getReviews', 'getCategoryProducts', 'getFilterProducts', 'getProductDiscounts', 'checkGuestExists']),
    );
    const wishlist = results.find((row) => row.call === 'getWishlist')!;
    expect(wishlist).toMatchObject({ verdict: 'skipped', detail: 'needs a signed-in session (--cookie)' });
  });

  it('passes every read and write of a customer (--writes), and leaves the cart and wishlist as they were', async () => {
    const { backend, fetch } = shop();
    const cookie = await signedIn(backend, '/__demo/new-shopper');
    const results = await runContract({ base: BASE, fetch, cookie, writes: true });
    expect(failures(results)).toEqual([]);
    expect(verdicts(results, 'ok')).toEqual(
      expect.arrayContaining([
        'getWishlist', 'getCartItems', 'getAddresses', 'storeCartEntry', 'updateCartLine', 'checkout', 'getOrderProducts',
        'getOrderProductsApi', 'removeCartLines', 'removeCartLine', 'addToWishlist', 'removeFromWishlist', 'validateCoupon',
      ]),
    );
    const shopper = backend.store.data.users.at(-1)!;
    expect(backend.store.data.cartItems.filter((row) => row.user_id === shopper.id)).toEqual([]);
    expect(backend.store.data.wishlists.filter((row) => row.user_id === shopper.id)).toEqual([]);
    // The table accounts for every call of the catalogue, sent or not (and says why not).
    expect(new Set(results.map((row) => row.call))).toEqual(new Set(CALLS.map((call) => call.id)));
    expect(results.find((row) => row.call === 'placeCodOrder')).toMatchObject({ verdict: 'skipped', detail: 'never sent: places an order' });
    // The admin's reads are beyond a customer.
    expect(results.find((row) => row.call === 'getPaymentsByMonth')).toMatchObject({ verdict: 'skipped', detail: 'needs an admin session' });
  });

  it("passes the admin's reads with an admin session", async () => {
    const { backend, fetch } = shop();
    const cookie = await signedIn(backend, '/__demo/login-as', { user_id: SEED_IDS.admin });
    const placed = backend.store.data.orders.find((order) => order.status !== 'pending')!;
    const results = await runContract({ base: BASE, fetch, cookie, order: placed.id });
    expect(failures(results)).toEqual([]);
    expect(verdicts(results, 'ok')).toEqual(
      expect.arrayContaining(['getPickerCategories', 'getPickerCollections', 'getPickerBrands', 'getPaymentsByMonth', 'getCoupon', 'getRecipient']),
    );
  });

  it('fails on a field of the wrong type, naming the call, the path in the body and what was expected', async () => {
    const { fetch } = shop((route, body) => {
      if (route === '/productsInfinit/load') (body.data as Record<string, unknown>[])[1]!.price = '1250.00';
    });
    const lines: string[] = [];
    const code = await main(['--base', BASE], (text) => lines.push(text), fetch);
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain('FAIL getProductPage (GET /productsInfinit/load?page=1): data.1.price: expected number, received "1250.00"');
  });

  it('fails on a missing field, naming the call and the path', async () => {
    const { backend, fetch } = shop((route, body) => {
      if (route === '/wishlist/view') delete (body.wishlistItems as { product: Record<string, unknown> }[])[0]!.product.name;
    });
    const cookie = await signedIn(backend, '/__demo/login-as', { user_id: SEED_IDS.customer });
    const lines: string[] = [];
    const code = await main(['--base', BASE, '--cookie', cookie], (text) => lines.push(text), fetch);
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain('FAIL getWishlist (GET /wishlist/view): wishlistItems.0.product.name: missing (a required field)');
  });

  it('says why a write fails when the page printed no CSRF token (419)', async () => {
    const backend = createBackend();
    const results = await runContract({ base: BASE, fetch: (request) => backend.app.fetch(request) });
    expect(results.find((row) => row.call === 'getShippingCost')).toMatchObject({
      verdict: 'FAIL',
      status: 419,
      detail: expect.stringContaining('no CSRF token: the page (--page) printed no <meta name="csrf-token">'),
    });
  });

  it('reports a route the backend lacks as "route missing": a 404 of a call that never answers 404, and a 405', async () => {
    const { fetch: full } = shop();
    const fetch = (request: Request) => {
      const { pathname } = new URL(request.url);
      // Laravel without the route: an HTML 404 page, or 405 for a path it knows by another method.
      if (pathname === '/api/wishlist/count') return new Response('<!doctype html><title>Not Found</title>', { status: 404, headers: { 'Content-Type': 'text/html' } });
      if (pathname === '/calculate-shipping-cost') return new Response(JSON.stringify({ message: 'The POST method is not supported for route calculate-shipping-cost. Supported methods: GET, HEAD.' }), { status: 405 });
      return full(request);
    };
    const results = await runContract({ base: BASE, fetch });
    expect(results.find((row) => row.call === 'getShippingCost')).toMatchObject({ verdict: 'FAIL', status: 405, detail: 'route missing: the backend has no POST /calculate-shipping-cost' });
    // A guest's wishlist count is not asked for (signed-in only): sent with a session it is the 404.
    const { backend: signedBackend, fetch: signedFull } = shop();
    const cookie = await signedIn(signedBackend, '/__demo/login-as', { user_id: SEED_IDS.customer });
    const signed = await runContract({
      base: BASE,
      cookie,
      fetch: (request) => (new URL(request.url).pathname === '/api/wishlist/count' ? fetch(request) : signedFull(request)),
    });
    expect(signed.find((row) => row.call === 'getWishlistCount')).toMatchObject({ verdict: 'FAIL', status: 404, detail: 'route missing: the backend has no GET /api/wishlist/count' });
    // A product page's 404 (a call that may answer 404) still says both possibilities.
    const reviews404 = await runContract({
      base: BASE,
      fetch: (request) => (new URL(request.url).pathname.endsWith('/reviews') ? new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 }) : full(request)),
    });
    expect(reviews404.find((row) => row.call === 'getReviews')).toMatchObject({
      verdict: 'FAIL',
      status: 404,
      detail: 'expected status 200 (not found: a missing route, or an id it does not have): Not Found',
    });
  });

  it('says what happened to the listing when the product calls cannot run, and --product names the product instead', async () => {
    const { fetch } = shop((route, body) => {
      if (route === '/productsInfinit/load') for (const card of body.data as Record<string, unknown>[]) card.price = 'abc';
    });
    const results = await runContract({ base: BASE, fetch });
    expect(results.find((row) => row.call === 'getReviews')).toMatchObject({
      verdict: 'skipped',
      detail: expect.stringMatching(/^no product id: GET \/productsInfinit\/load\?page=1 failed \(200\): data\.0\.price: expected number, received "abc".*; name one with --product <id>$/),
    });

    const requested: string[] = [];
    const named = await runContract({
      base: BASE,
      product: SEED_IDS.manyReviewsProduct,
      fetch: (request) => {
        requested.push(new URL(request.url).pathname);
        return fetch(request);
      },
    });
    expect(named.find((row) => row.call === 'getReviews')).toMatchObject({ verdict: 'ok', request: `GET /product/${SEED_IDS.manyReviewsProduct}/reviews` });
    expect(requested).toContain(`/products/${SEED_IDS.manyReviewsProduct}/coupons`);
  });

  it('--widgets checks only the calls those widgets make, and names the widgets it does not know', async () => {
    const { fetch } = shop();
    const lines: string[] = [];
    const code = await main(['--base', BASE, '--widgets', 'cart-link'], (text) => lines.push(text), fetch);
    expect(code).toBe(0);
    const table = lines.join('\n');
    expect(table).toMatch(/getAuthStatus\s+GET \/auth\/status\s+200\s+ok/);
    expect(table).toMatch(/getCartCount\s+GET \/cart\/count/);
    // Not the cart link's: neither in the table nor, for those with no id to give, sent.
    expect(table).not.toContain('checkGuestExists');
    expect(table).not.toContain('getProductPage');

    const sent: string[] = [];
    await runContract({
      base: BASE,
      only: new Set(['getReviews']),
      fetch: (request) => {
        sent.push(`${request.method} ${new URL(request.url).pathname}`);
        return fetch(request);
      },
    });
    expect(sent).toContain('GET /productsInfinit/load');
    expect(sent).not.toContain('POST /check-guest-exists');

    const unknown: string[] = [];
    expect(await main(['--base', BASE, '--widgets', 'cart-link,mini-cart'], (text) => unknown.push(text), fetch)).toBe(2);
    expect(unknown.join('\n')).toMatch(/^--widgets: no widget named mini-cart; the widgets are .*cart-link/);
    expect(await main(['--base', BASE, '--product', 'abc'], (text) => unknown.push(text), fetch)).toBe(2);
    expect(unknown.at(-1)).toBe('--product and --order take an id, a whole number from 1 (got "abc")');
  }, 30_000);

  it('runs from the command line: --help, and exit 1 against a backend on a port that drifted', async () => {
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'contract/check.ts', ...args], { cwd: root, timeout: 30_000 }).then(
        (out) => ({ code: 0, stdout: out.stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--writes');

    const { fetch } = shop((route, body) => {
      if (route === '/api/collections-with-products') delete (body as unknown as Record<string, unknown>[])[0]!.title;
    });
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const drifted = await run(['--base', `http://127.0.0.1:${port}`]);
      expect(drifted.code).toBe(1);
      expect(drifted.stdout).toMatch(/getAuthStatus\s+GET \/auth\/status\s+200\s+ok/);
      expect(drifted.stdout).toContain('FAIL getTopCollections (GET /api/collections-with-products): 0.title: missing (a required field)');
    } finally {
      server.close();
    }
  }, 60_000);
});
