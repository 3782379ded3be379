import { randomBytes } from 'node:crypto';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppContext, AppEnv } from './env';
import type { Session, Store } from './store/index';

export const SESSION_COOKIE = 'shop_session';

const token = () => randomBytes(20).toString('hex');

function newSession(store: Store, userId: number | null): Session {
  const session: Session = { id: token(), userId, csrfToken: token(), verifiedMobiles: new Set() };
  store.sessions.set(session.id, session);
  return session;
}

/** Cookie session like Laravel's: an HttpOnly cookie naming a server-side session. */
export function sessionMiddleware(store: Store) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('store', store);
    const id = getCookie(c, SESSION_COOKIE);
    const session = (id && store.sessions.get(id)) || newSession(store, null);
    c.set('session', session);
    await next();
    // Once, after the handler: a new session, or one regenerated at sign-in or sign-out.
    if (c.var.session.id !== id) {
      setCookie(c, SESSION_COOKIE, c.var.session.id, { httpOnly: true, sameSite: 'Lax', path: '/' });
    }
  });
}

/**
 * Sign in or out: like Laravel's `session()->regenerate()`, a new session id and a new CSRF
 * token, so a token or cookie from before does not carry over.
 */
export function regenerateSession(c: AppContext, userId: number | null): Session {
  const old = c.var.session;
  c.var.store.sessions.delete(old.id);
  const session = newSession(c.var.store, userId);
  if (userId !== null && old.userId === userId) {
    for (const mobile of old.verifiedMobiles) session.verifiedMobiles.add(mobile);
  }
  c.set('session', session);
  return session;
}
