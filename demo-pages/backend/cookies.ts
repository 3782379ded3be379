import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';

/**
 * How the app reads and writes the visitor's cookies (the session id, the demo's fault scope).
 * Under `npm start` they are the browser's cookies (`Cookie` / `Set-Cookie`). In the static
 * build the app answers inside a service worker, where neither header can pass: a
 * `Cookie` header is dropped from a Request the worker makes and `Set-Cookie` from a Response
 * it returns (forbidden header names). There one browser is one visitor, as on a real site:
 * the worker keeps the cookies itself (`jarCookies`), shared by every tab, and persists them
 * with the store (demo-pages/static/state.ts).
 */
export interface VisitorCookies {
  get(c: Context, name: string): string | undefined;
  set(c: Context, name: string, value: string, options: CookieOptions): void;
}

/** The browser's cookies, as a server sees them. */
export const headerCookies: VisitorCookies = {
  get: (c, name) => getCookie(c, name),
  set: (c, name, value, options) => setCookie(c, name, value, options),
};

/**
 * Cookies kept in `jar` by the one process that serves this browser (the service worker). The
 * options (path `/`, HttpOnly, SameSite) all hold trivially: nothing else can read the jar.
 */
export function jarCookies(jar: Map<string, string>): VisitorCookies {
  return {
    get: (_c, name) => jar.get(name),
    set: (_c, name, value) => {
      jar.set(name, value);
    },
  };
}
