import { createBackend, type Backend } from '../../../demo-pages/backend/app';

/**
 * A cookie-keeping client for the reference backend in Node (native fetch types, so the
 * session cookie round-trips), with the CSRF token a page of the session would carry.
 */
export function client(backend: Backend) {
  let cookie = '';
  let csrf = '';
  /** Send with the cookies of now; the answer's cookies land only when `land` is called. */
  async function sendUnlanded(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return backend.app.request(path, {
      method,
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(cookie ? { Cookie: cookie } : {}),
        ...(method === 'GET' ? {} : { 'X-CSRF-TOKEN': csrf }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  /** The answer's cookies land in the jar, as when a browser receives it. */
  function land(response: Response) {
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const [name] = pair!.split('=');
      cookie = [...cookie.split('; ').filter((c) => c && !c.startsWith(`${name}=`)), pair].join('; ');
    }
  }
  async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await sendUnlanded(method, path, body, headers);
    land(response);
    return response;
  }
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await send(method, path, body, headers);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  return {
    call,
    send,
    sendUnlanded,
    land,
    /** The session cookie's value now. */
    session: () => /(?:^|; )shop_session=([^;]*)/.exec(cookie)?.[1],
    /** Open a page of the demo shop as HTML, keeping the cookies it sets (as a browser would). */
    async page(path: string) {
      const response = await send('GET', path, undefined, { Accept: 'text/html' });
      return { status: response.status, text: await response.text() };
    },
    /** Open a page: the session starts and the meta tag's CSRF token is known. */
    async open() {
      const session = await call('GET', '/__demo/session');
      csrf = String(session.body.csrf_token);
    },
    setCsrf(token: string) {
      csrf = token;
    },
  };
}

/** A fresh reference backend and a browser that has opened a page of it (its session and CSRF token known). */
export async function openShop(options?: Parameters<typeof createBackend>[0]) {
  const backend = createBackend(options);
  const browser = client(backend);
  await browser.open();
  return { backend, browser };
}
