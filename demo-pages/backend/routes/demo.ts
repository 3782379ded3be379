import { Hono } from 'hono';
import * as v from 'valibot';
import { readBody, type AppContext, type AppEnv } from '../env';
import { FAULT_SCOPE_COOKIE, FaultSchema, type Faults } from '../faults';
import { regenerateSession, SESSION_COOKIE } from '../session';
import { randomHex } from '../tokens';

const faultScope = (c: AppContext) => c.var.cookies.get(c, FAULT_SCOPE_COOKIE) ?? null;

/** This browser's fault scope, made on its first fault (faults.ts: faults belong to a browser). */
function ownFaultScope(c: AppContext): string {
  const scope = faultScope(c) ?? randomHex(12);
  c.var.cookies.set(c, FAULT_SCOPE_COOKIE, scope, { path: '/', sameSite: 'Lax' });
  return scope;
}

/** A fault link's query (`/__demo/faults/link?route=/cart/update&status=500&to=/cart`) as a fault. */
function faultFromQuery(query: Record<string, string>): unknown {
  const number = (name: string) => (query[name] === undefined ? undefined : Number(query[name]));
  return Object.fromEntries(
    Object.entries({
      route: query.route,
      method: query.method?.toUpperCase(),
      status: number('status'),
      body: query.body,
      delayMs: number('delayMs'),
      answerLate: query.answerLate === undefined ? undefined : query.answerLate === 'true',
      dropConnection: query.dropConnection === undefined ? undefined : query.dropConnection === 'true',
      times: number('times'),
    }).filter(([, value]) => value !== undefined),
  );
}

/** Where a fault link may lead: a path of this shop (never another site: `//host`, `/\\host`). */
const isShopPath = (to: string) => /^\/(?![/\\])/.test(to);

const LoginAsSchema = v.object({ user_id: v.pipe(v.number(), v.integer()) });
/** A new shopper for a journey of its own: no cart, no addresses, mobile verified or not. */
const NewShopperSchema = v.object({ mobile_verified: v.optional(v.boolean(), true) });
const ClearFaultSchema = v.object({
  route: v.optional(v.string()),
  method: v.optional(v.string()),
});

/**
 * Demo-only routes (never part of the real backend): reset the store, read the codes the
 * backend "sent", switch faults, and sign in as a seeded user (or a new one) without a code.
 */
export function demoRoutes(faults: Faults) {
  return new Hono<AppEnv>()
    .post('/__demo/reset', (c) => {
      c.var.store.reset();
      faults.clear();
      return c.json({ message: 'Store reset to the seed; faults cleared; everyone signed out.' });
    })
    // What a page's meta tags carry for this session (the CSRF token, the user id), and, when the
    // cookie named a session that has ended, why it ended (`ended`: this answer stands in for it;
    // `replaced`: this session was started in its place), so a lost sign-in explains itself.
    .get('/__demo/session', (c) => {
      const named = c.var.cookies.get(c, SESSION_COOKIE);
      const ended = named && named !== c.var.session.id ? (c.var.store.endedSession(named) ?? null) : null;
      const { csrfToken, userId, replaced } = c.var.session;
      return c.json({ csrf_token: csrfToken, user_id: userId, ended, replaced: replaced ?? null });
    })
    .get('/__demo/outbox', (c) => {
      const to = c.req.query('to');
      const messages = c.var.store.outbox.filter((message) => !to || message.to === to);
      return c.json({ messages: [...messages].reverse() });
    })
    .get('/__demo/faults', (c) => c.json({ faults: faults.all(faultScope(c)) }))
    .put('/__demo/faults', async (c) => {
      const parsed = await readBody(c, FaultSchema);
      if (!parsed.ok) return parsed.response;
      const scope = ownFaultScope(c);
      faults.set(parsed.body, scope);
      return c.json({ faults: faults.all(scope) });
    })
    // A link that sets a fault in the browser that opens it and then shows a page: what QA puts
    // in a bug report or sends a colleague ("open this: the cart's quantity change fails").
    .get('/__demo/faults/link', (c) => {
      const query = c.req.query();
      const to = query.to ?? '/';
      const parsed = v.safeParse(FaultSchema, faultFromQuery(query));
      const problems = [
        ...(parsed.success ? [] : parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'fault'}: ${issue.message}`)),
        ...(isShopPath(to) ? [] : [`to: must be a path of this shop starting with one "/", not ${JSON.stringify(to)}`]),
      ];
      if (!parsed.success || problems.length) {
        return c.text(
          `This fault link is not valid, so no fault was set:\n${problems.map((problem) => `- ${problem}`).join('\n')}\n` +
            'Example: /__demo/faults/link?route=/cart/update&method=POST&status=500&to=/cart\n',
          400,
        );
      }
      faults.set(parsed.output, ownFaultScope(c));
      return c.redirect(to, 303);
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
      return c.json({ user: { id: user.id, name: user.name, is_admin: user.is_admin }, csrf_token: session.csrfToken });
    })
    // Signs this browser in as a shopper made now (QA and browser tests: journeys that change a
    // shopper's addresses or orders never meet another's). Mobile 9475XXXXXXX, from the id.
    .post('/__demo/new-shopper', async (c) => {
      const parsed = await readBody(c, NewShopperSchema);
      if (!parsed.ok) return parsed.response;
      const users = c.var.store.data.users;
      const id = c.var.store.nextId(users);
      const user = {
        id,
        name: `Shopper ${id}`,
        email: null,
        mobile: `9475${String(id).padStart(7, '0')}`,
        mobile_verified: parsed.body.mobile_verified,
        is_admin: false,
        is_guest: false,
      };
      users.push(user);
      const session = regenerateSession(c, user.id);
      return c.json({ user: { id, name: user.name, mobile: user.mobile }, csrf_token: session.csrfToken });
    })
    .post('/__demo/logout', (c) => {
      const session = regenerateSession(c, null);
      return c.json({ csrf_token: session.csrfToken });
    });
}
