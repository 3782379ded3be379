// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../../demo-pages/backend/app';
import { REGENERATED_GRACE_MS } from '../../../demo-pages/backend/session';
import { client } from './client';

/**
 * A browser's cookie jar as it really behaves: a request carries the cookies of the moment it
 * is sent, and each answer's Set-Cookie lands when that answer arrives, in arrival order.
 */
function browser(backend: Backend) {
  const jar = client(backend);
  /** Send now; the answer's cookies (and CSRF token) land by `land()`, whenever the test says. */
  async function send(method: string, path: string, body?: unknown) {
    const response = await jar.sendUnlanded(method, path, body);
    const json = (await response.clone().json()) as Record<string, unknown>;
    return {
      status: response.status,
      body: json,
      land() {
        jar.land(response);
        if (typeof json.csrf_token === 'string') jar.setCsrf(json.csrf_token);
        return this;
      },
    };
  }
  return {
    send,
    call: async (method: string, path: string, body?: unknown) => (await send(method, path, body)).land(),
    session: jar.session,
  };
}

/** A small seeded generator, so a failing round can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

// The calls a page makes on its own while a shopper signs in (badges, auth status, lists).
const PAGE_CALLS = ['/auth/status', '/cart/count', '/api/wishlist/count', '/sidebar-filter-info'];

describe('sign-in with calls in flight (soak)', () => {
  it('keeps every one of 300 sign-ins, and sign-outs, whatever order the answers land in', async () => {
    const backend = createBackend();
    const tab = browser(backend);
    await tab.call('GET', '/__demo/session').then((answer) => answer);
    const next = random(20261126);
    const lost: string[] = [];

    for (let round = 0; round < 300; round++) {
      // A page is open: its calls were sent with the session of the moment...
      const before = Array.from({ length: 1 + Math.floor(next() * 4) }, (_, i) => PAGE_CALLS[(round + i) % PAGE_CALLS.length]!);
      const early = await Promise.all(before.map((path) => tab.send('GET', path)));
      // ...the session changes (sign-in, or sign-out every fifth round) and its answer lands...
      const signOut = round % 5 === 4;
      const change = await tab.send('POST', signOut ? '/__demo/logout' : '/__demo/login-as', signOut ? undefined : { user_id: 2 });
      // ...and calls sent before the change's answer reach the server after it.
      const late = await Promise.all(before.map((path) => tab.send('GET', path)));
      const arrivals = [change, ...early, ...late].sort(() => next() - 0.5);
      for (const answer of arrivals) answer.land();
      // The next page: who does the server think this browser is?
      const status = await tab.call('GET', '/auth/status');
      const expected = !signOut;
      if (status.body.isAuthenticated !== expected) {
        const replaced = backend.store.sessions.get(tab.session() ?? '')?.replaced;
        lost.push(`round ${round}: ${signOut ? 'sign-out' : 'sign-in'} lost (${replaced ? `a new session replaced one that ended: ${replaced.reason}` : 'no record'})`);
      }
      if (signOut) await tab.call('POST', '/__demo/login-as', { user_id: 2 });
    }
    expect(lost).toEqual([]);
  });

  it('answers a late call as a guest without a cookie, and a browser that never got the new cookie gets a session after the grace', async () => {
    let now = Date.parse('2026-11-26T10:00:00Z');
    const backend = createBackend({ now: () => new Date(now) });
    const tab = browser(backend);
    await tab.call('GET', '/__demo/session');
    const before = tab.session()!;
    const signIn = await tab.send('POST', '/__demo/login-as', { user_id: 2 });
    // Sent before the sign-in's answer landed: a guest, no cookie, and a write from it is refused.
    const late = await tab.send('GET', '/auth/status');
    expect(late.body.isAuthenticated).toBe(false);
    expect(late.land() && tab.session()).toBe(before);
    expect((await tab.send('POST', '/cart/remove', { id: 1 })).status).toBe(419);
    expect((await tab.send('GET', '/__demo/session')).body.ended).toMatchObject({ reason: 'signed in', userId: null });
    // The sign-in's answer never arrived: a page load (the shopper reloads) gets a session at once...
    void signIn;
    const reload = await backend.app.request('/__demo/session', { headers: { Accept: 'text/html', Cookie: `shop_session=${before}` } });
    expect(reload.headers.getSetCookie().some((cookie) => cookie.startsWith('shop_session='))).toBe(true);
    // ...and a call, past the grace.
    now += REGENERATED_GRACE_MS;
    const session = await tab.call('GET', '/__demo/session');
    expect(tab.session()).not.toBe(before);
    expect(session.body.user_id).toBeNull();
    expect((await tab.call('POST', '/cart/remove', { id: 1 })).status).not.toBe(419);
  });

  it('records why each session ended', async () => {
    const backend = createBackend();
    const tab = browser(backend);
    await tab.call('GET', '/auth/status');
    const guest = tab.session()!;
    await tab.call('POST', '/__demo/login-as', { user_id: 2 });
    const customer = tab.session()!;
    await tab.call('POST', '/__demo/logout');
    expect(backend.store.endedSession(guest)).toMatchObject({ reason: 'signed in', userId: null });
    expect(backend.store.endedSession(customer)).toMatchObject({ reason: 'signed out', userId: 2 });
    expect(backend.store.endedSession(tab.session()!)).toBeUndefined();
    // The demo's reset ends every session: the next call starts one, and says what it replaced.
    backend.store.reset();
    const after = await tab.call('GET', '/__demo/session');
    expect(after.body).toMatchObject({ user_id: null, replaced: { reason: 'reset', userId: null } });
  });
});
