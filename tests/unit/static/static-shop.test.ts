// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../../demo-pages/backend/seed/index';
import type { Manifest } from '../../../demo-pages/pages/manifest';
import { createStaticShop } from '../../../demo-pages/static/static-shop';
import { memoryStateStorage, type StateStorage } from '../../../demo-pages/static/state';

const MANIFEST: Manifest = {
  loader: { file: 'loader.js', imports: [] },
  theme: { css: 'theme.css' },
  widgets: {},
} as unknown as Manifest;

const ORIGIN = 'https://demo.example';

/** One run of the service worker: a browser's requests, with no cookies (none reach a worker). */
function run(storage: StateStorage, version = 'v1') {
  const shop = createStaticShop({ version, storage, manifest: async () => MANIFEST });
  let csrf = '';
  async function send(method: string, path: string, body?: unknown, accept = 'application/json', headers: Record<string, string> = {}) {
    const { response, saved } = await shop.handle(
      new Request(ORIGIN + path, {
        method,
        headers: {
          Accept: accept,
          'X-Requested-With': 'XMLHttpRequest',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(method === 'GET' ? {} : { 'X-CSRF-TOKEN': csrf }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    await saved;
    return response;
  }
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await send(method, path, body, 'application/json', headers);
    const json = (await response.json()) as Record<string, unknown>;
    if (typeof json.csrf_token === 'string') csrf = json.csrf_token;
    return { status: response.status, body: json, setCookie: response.headers.getSetCookie(), replayed: response.headers.get('Idempotent-Replayed') };
  }
  return { send, call };
}

/** A line of the seed that can go in a cart: an active product's variation in stock. */
function lineInStock(nth = 0) {
  const product = createSeed(new Date()).products.filter((p) => p.is_active && p.variations.some((v) => v.quantity > 0))[nth]!;
  const variation = product.variations.find((v) => v.quantity > 0)!;
  return {
    product_id: product.id,
    product_name: product.name,
    variation_name: variation.name,
    price: variation.price,
    quantity: 1,
    subtotal: variation.price,
  };
}

describe('the static build’s shop: state kept across service-worker restarts', () => {
  it('keeps a signed-in session and its cart when the worker starts again, and sends no cookie', async () => {
    const storage = memoryStateStorage();
    const first = run(storage);
    const signedIn = await first.call('POST', '/__demo/new-shopper', {});
    expect(signedIn.status).toBe(200);
    // The worker keeps the session id itself: nothing for a browser that would drop it anyway.
    expect(signedIn.setCookie).toEqual([]);
    const userId = (signedIn.body.user as { id: number }).id;
    const added = await first.call('POST', '/cart/store', lineInStock());
    expect(added.body).toMatchObject({ count: 1 });

    // A new run (the browser stopped the idle worker): same storage, nothing in memory.
    const second = run(storage);
    const session = await second.call('GET', '/__demo/session');
    expect(session.body.user_id).toBe(userId);
    expect((await second.call('GET', '/cart/count')).body).toEqual({ count: 1 });
  });

  it('keeps the answers given for an Idempotency-Key: a write retried after a restart is not done twice', async () => {
    const storage = memoryStateStorage();
    const first = run(storage);
    await first.call('POST', '/__demo/new-shopper', {});
    const added = await first.call('POST', '/cart/store', lineInStock(), { 'Idempotency-Key': 'add-1' });
    expect(added.body).toMatchObject({ count: 1 });

    const second = run(storage);
    await second.call('GET', '/__demo/session');
    // The key's first answer again, even for another line: the write does not run a second time.
    const again = await second.call('POST', '/cart/store', lineInStock(1), { 'Idempotency-Key': 'add-1' });
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(added.body);
    expect((await second.call('GET', '/cart/count')).body).toEqual({ count: 1 });
    // Another key is another write.
    const other = await second.call('POST', '/cart/store', lineInStock(1), { 'Idempotency-Key': 'add-2' });
    expect(other.replayed).toBeNull();
    expect(other.body).toMatchObject({ count: 2 });
  });

  it('saves once at a time, and once more for all the requests answered meanwhile, with every change in it', async () => {
    const kept = memoryStateStorage();
    let saves = 0;
    const counted: StateStorage = {
      ...kept,
      save: async (state) => {
        saves += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        await kept.save(state);
      },
    };
    const browser = run(counted);
    await browser.call('GET', '/__demo/session');
    saves = 0;
    const routes = ['/cart/count', '/cart/store', '/cart/update', '/wishlist/add', '/wishlist/remove', '/checkout'];
    await Promise.all(routes.map((route) => browser.call('PUT', '/__demo/faults', { route, status: 500 })));
    expect(saves).toBe(2);
    const after = run(kept);
    expect(((await after.call('GET', '/__demo/faults')).body.faults as { route: string }[]).map((f) => f.route).sort()).toEqual([...routes].sort());
  });

  it('keeps a fault set in Demo tools', async () => {
    const storage = memoryStateStorage();
    const first = run(storage);
    await first.call('PUT', '/__demo/faults', { route: '/cart/count', status: 503 });
    const second = run(storage);
    expect((await second.call('GET', '/cart/count')).status).toBe(503);
    expect((await second.call('GET', '/__demo/faults')).body.faults).toEqual([{ route: '/cart/count', status: 503 }]);
  });

  it('drops the state of another version (a new seed or kit) and starts from the seed', async () => {
    const storage = memoryStateStorage();
    const first = run(storage, 'v1');
    await first.call('POST', '/__demo/new-shopper', {});
    await first.call('PUT', '/__demo/faults', { route: '/cart/count', status: 503 });
    const updated = run(storage, 'v2');
    expect((await updated.call('GET', '/__demo/session')).body.user_id).toBeNull();
    expect((await updated.call('GET', '/__demo/faults')).body.faults).toEqual([]);
  });

  it('answers a page with the CSRF token of the session the worker keeps', async () => {
    const browser = run(memoryStateStorage());
    const page = await (await browser.send('GET', '/', undefined, 'text/html')).text();
    const token = (await browser.call('GET', '/__demo/session')).body.csrf_token as string;
    expect(page).toContain(`<meta name="csrf-token" content="${token}">`);
  });

  it('starts again when the manifest could not be fetched (offline for a moment): the request, else the next one', async () => {
    let fetches = 0;
    const shop = createStaticShop({
      version: 'v1',
      storage: memoryStateStorage(),
      // Each start fetches every language's manifest: count the English one's fetches.
      manifest: async (locale) => {
        if (locale !== 'en') return MANIFEST;
        fetches += 1;
        if (fetches <= 2) throw new TypeError('Failed to fetch');
        return MANIFEST;
      },
    });
    const home = () => shop.handle(new Request(`${ORIGIN}/`, { headers: { Accept: 'text/html' } }));
    // The start at launch failed, and so did the one this request tried again.
    await expect(home()).rejects.toThrow('Failed to fetch');
    const { response } = await home();
    expect(response.status).toBe(200);
    expect(fetches).toBe(3);
  });
});
