import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { createBackend, type Backend } from '../../demo-pages/backend/app';
import type { Fault } from '../../demo-pages/backend/faults';
import type { CartEntry } from '../../shared/core/api/cart-entry';
import { guestEntryOf } from './cart-entry';
import { setPageUrl } from './page-url';

export interface TestBackend extends Backend {
  origin: string;
  /** Print the meta tags a page of this session would carry (CSRF token, user id). */
  renderMeta(): Promise<void>;
  /** Sign in as a seeded user (as the demo toolbar does) and refresh the meta tags. */
  signInAs(userId: number): Promise<void>;
  fault(fault: Fault): void;
  /** The last code texted to a number. */
  lastCode(to: string): string | undefined;
  /** A guest cart line as the product page stores it, from the live catalogue. */
  guestEntry(productId: number, variationName: string, quantity: number): CartEntry;
  /** The requests the server received since the test began (method and path), in order. */
  received: { method: string; path: string }[];
  /** How many requests the server received for this method and path since the test began. */
  receivedCount(method: string, path: string): number;
  /**
   * Calls to this path (a RegExp for a path with ids) fail as with no connection: fetch rejects
   * with a TypeError, as browsers do, and the server never hears of them, until the test ends
   * or the returned function is called (the connection is back).
   */
  offline(path: string | RegExp, method?: string): () => void;
}

function setMeta(name: string, content: string): void {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * The reference backend for component tests: the real Hono app on a loopback port inside the
 * test process, with happy-dom's page at its origin, so widgets talk to it through ky and real
 * cookies (sessions, CSRF) exactly as in the browser. Each test starts from the seed.
 */
export function startBackend(options: { now?: () => Date } = {}): TestBackend {
  const backend = createBackend(options);
  let server: ServerType | undefined;
  const harness = { ...backend, origin: '', received: [] } as unknown as TestBackend;
  harness.receivedCount = (method, path) =>
    harness.received.filter((request) => request.method === method && request.path === path).length;

  harness.renderMeta = async () => {
    const session = (await (await fetch('/__demo/session')).json()) as {
      csrf_token: string;
      user_id: number | null;
    };
    setMeta('csrf-token', session.csrf_token);
    setMeta('user-id', session.user_id === null ? '' : String(session.user_id));
  };
  harness.signInAs = async (userId) => {
    await fetch('/__demo/login-as', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_id: userId }),
    });
    await harness.renderMeta();
  };
  harness.fault = (fault) => backend.faults.set(fault);
  harness.lastCode = (to) => backend.store.outbox.findLast((message) => message.to === to)?.code;
  harness.guestEntry = (productId, variationName, quantity) => {
    const product = backend.store.data.products.find((row) => row.id === productId)!;
    const variation = product.variations.find((row) => row.name === variationName)!;
    return guestEntryOf(product, variation, quantity, product.images[0] ?? null);
  };

  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const fetchLogged: typeof backend.app.fetch = (request, ...rest) => {
        harness.received.push({ method: request.method, path: new URL(request.url).pathname });
        return backend.app.fetch(request, ...rest);
      };
      server = serve({ fetch: fetchLogged, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve(info.port),
      );
    });
    harness.origin = `http://127.0.0.1:${port}`;
  });

  let unreachable: { path: string | RegExp; method: string | undefined }[] = [];
  harness.offline = (path, method) => {
    const rule = { path, method };
    unreachable.push(rule);
    return () => {
      unreachable = unreachable.filter((other) => other !== rule);
    };
  };
  const isUnreachable = (input: RequestInfo | URL, init?: RequestInit) => {
    // ky's retry hands fetch a Request of another realm than this global's: known by its url.
    const request = typeof input === 'object' && 'url' in input ? input : null;
    const { pathname } = new URL(request ? request.url : String(input), harness.origin);
    const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
    return unreachable.some(
      (rule) =>
        (typeof rule.path === 'string' ? rule.path === pathname : rule.path.test(pathname)) &&
        (rule.method === undefined || rule.method.toUpperCase() === method),
    );
  };

  beforeEach(async () => {
    setPageUrl(`${harness.origin}/`);
    unreachable = [];
    const networkFetch = window.fetch.bind(window);
    // happy-dom keeps cookies for us, but its Response.clone() of a network body comes back
    // empty and ky clones: hand ky an in-memory copy of each answer.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (isUnreachable(input, init)) throw new TypeError('Failed to fetch');
      const response = await networkFetch(input, init);
      const body = await response.arrayBuffer();
      return new Response(body.byteLength > 0 ? body : null, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    });
    backend.store.reset();
    backend.faults.clear();
    await harness.renderMeta();
    harness.received.length = 0;
  });

  afterAll(() => {
    server?.close();
  });

  return harness;
}
