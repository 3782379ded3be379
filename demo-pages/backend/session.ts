import { createMiddleware } from 'hono/factory';
import { HTTP_TIMEOUT_MS } from '../../shared/core/constants';
import type { AppContext, AppEnv } from './env';
import { randomHex } from './tokens';
import type { EndedSession, Session, Store } from './store/index';

export const SESSION_COOKIE = 'shop_session';

/**
 * How long a request naming a session that was just regenerated (at sign-in or sign-out) is
 * taken for a late request of the same browser, rather than for a browser without a session:
 * the kit's timeout, past which the browser drops the answer anyway, and a margin. Kept short:
 * a browser that never got the new cookie has no usable CSRF token for its calls until then
 * (a page load gives it one at once).
 */
export const REGENERATED_GRACE_MS = HTTP_TIMEOUT_MS + 5_000;

const token = () => randomHex(20);

const guestSession = (): Session => ({ id: token(), userId: null, csrfToken: token(), verifiedMobiles: new Set() });

function newSession(store: Store, userId: number | null): Session {
  const session: Session = { ...guestSession(), userId };
  store.sessions.set(session.id, session);
  return session;
}

/**
 * A request naming a session regenerated moments ago was sent before the browser had the new
 * cookie (a page's calls in flight while the shopper signs in). Laravel would answer it with a
 * cookie (the old id, or a new one) that lands after the sign-in's and signs the browser out:
 * the sign-ins lost now and then in browser tests. Such a request is answered as a guest
 * without a cookie, so the browser keeps the session it signed in with; a write from it carries
 * the old CSRF token and gets 419, as it would have anyway. Never as the new session: whoever
 * holds the old id (session fixation) must not get in.
 */
function lateForRegenerated(store: Store, ended: EndedSession | undefined): boolean {
  return !!ended && ended.reason !== 'reset' && store.now().getTime() - ended.at < REGENERATED_GRACE_MS;
}

/**
 * The session a request names, or what stands in for it (a late call's, or a new visitor's). A
 * page load is never taken for a late call: it prints the CSRF token the page then uses, so a
 * browser whose sign-in or sign-out answer was lost gets a working session by reloading.
 */
function sessionFor(store: Store, id: string | undefined, pageLoad: boolean): { session: Session; late: boolean } {
  const known = id ? store.sessions.get(id) : undefined;
  if (known) return { session: known, late: false };
  const ended = id ? store.endedSession(id) : undefined;
  if (!pageLoad && lateForRegenerated(store, ended)) return { session: guestSession(), late: true };
  const session = newSession(store, null);
  // The store's record of why: a browser signed out unexpectedly explains itself.
  if (ended) session.replaced = ended;
  return { session, late: false };
}

/**
 * Cookie session like Laravel's: an HttpOnly cookie naming a server-side session. The cookie is
 * read and written through `c.var.cookies` (cookies.ts): the browser's cookie under `npm start`,
 * the service worker's own jar in the static build.
 */
export function sessionMiddleware(store: Store) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('store', store);
    const id = c.var.cookies.get(c, SESSION_COOKIE);
    const pageLoad = c.req.header('X-Requested-With') !== 'XMLHttpRequest' && !!c.req.header('Accept')?.includes('text/html');
    const { session, late } = sessionFor(store, id, pageLoad);
    c.set('session', session);
    await next();
    // Once, after the handler: a new session, or one regenerated at sign-in or sign-out.
    if ((!late || c.var.session !== session) && c.var.session.id !== id) {
      c.var.cookies.set(c, SESSION_COOKIE, c.var.session.id, { httpOnly: true, sameSite: 'Lax', path: '/' });
    }
  });
}

/**
 * Sign in or out: like Laravel's `session()->regenerate()`, a new session id and a new CSRF
 * token, so a token or cookie from before does not carry over.
 */
export function regenerateSession(c: AppContext, userId: number | null): Session {
  const old = c.var.session;
  c.var.store.endSession(old.id, userId === null ? 'signed out' : 'signed in');
  const session = newSession(c.var.store, userId);
  if (userId !== null && old.userId === userId) {
    for (const mobile of old.verifiedMobiles) session.verifiedMobiles.add(mobile);
  }
  c.set('session', session);
  return session;
}
