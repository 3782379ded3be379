import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { readBody, type AppContext, type AppEnv } from '../env';
import { FAULT_SCOPE_COOKIE, FaultSchema, type Faults } from '../faults';
import { regenerateSession } from '../session';

const faultScope = (c: AppContext) => getCookie(c, FAULT_SCOPE_COOKIE) ?? null;

const LoginAsSchema = v.object({ user_id: v.pipe(v.number(), v.integer()) });
const ClearFaultSchema = v.object({
  route: v.optional(v.string()),
  method: v.optional(v.string()),
});

/**
 * Demo-only routes (never part of the real backend): reset the store, read the codes the
 * backend "sent", switch faults, and sign in as a seeded user without a code.
 */
export function demoRoutes(faults: Faults) {
  return new Hono<AppEnv>()
    .post('/__demo/reset', (c) => {
      c.var.store.reset();
      faults.clear();
      return c.json({ message: 'Store reset to the seed; faults cleared; everyone signed out.' });
    })
    // What a page's meta tags carry for this session (the CSRF token, the user id).
    .get('/__demo/session', (c) =>
      c.json({ csrf_token: c.var.session.csrfToken, user_id: c.var.session.userId }),
    )
    .get('/__demo/outbox', (c) => {
      const to = c.req.query('to');
      const messages = c.var.store.outbox.filter((message) => !to || message.to === to);
      return c.json({ messages: [...messages].reverse() });
    })
    .get('/__demo/faults', (c) => c.json({ faults: faults.all(faultScope(c)) }))
    .put('/__demo/faults', async (c) => {
      const parsed = await readBody(c, FaultSchema);
      if (!parsed.ok) return parsed.response;
      const scope = faultScope(c) ?? randomBytes(12).toString('hex');
      setCookie(c, FAULT_SCOPE_COOKIE, scope, { path: '/', sameSite: 'Lax' });
      faults.set(parsed.body, scope);
      return c.json({ faults: faults.all(scope) });
    })
    .delete('/__demo/faults', async (c) => {
      const parsed = await readBody(c, ClearFaultSchema);
      if (!parsed.ok) return parsed.response;
      const scope = faultScope(c);
      faults.clear(scope, parsed.body.route, parsed.body.method);
      return c.json({ faults: faults.all(scope) });
    })
    .post('/__demo/login-as', async (c) => {
      const parsed = await readBody(c, LoginAsSchema);
      if (!parsed.ok) return parsed.response;
      const user = c.var.store.user(parsed.body.user_id);
      if (!user) return c.json({ message: 'No such user.' }, 404);
      const session = regenerateSession(c, user.id);
      return c.json({ user: { id: user.id, name: user.name }, csrf_token: session.csrfToken });
    })
    .post('/__demo/logout', (c) => {
      const session = regenerateSession(c, null);
      return c.json({ csrf_token: session.csrfToken });
    });
}
