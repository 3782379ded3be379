import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';

/**
 * `Idempotency-Key` on writes (ARCHITECTURE: "honoured on order placement"): the first request
 * with a key runs; any later one with the same key, from the same session, gets the first
 * answer again (marked `Idempotent-Replayed: true`), including a second request that arrives
 * while the first is still running (a double click), which waits for it. Only answers that
 * did something are kept: a failure (4xx/5xx) may be retried with the same key.
 */
export const idempotencyMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('Idempotency-Key');
  if (!key || c.req.method === 'GET') return next();
  const store = c.var.store;
  const id = `${c.var.session.userId ?? c.var.session.id}:${c.req.method} ${c.req.path}:${key}`;

  const earlier = store.idempotent.get(id);
  if (earlier) {
    const { status, body } = await earlier;
    return c.json(body, status as 200, { 'Idempotent-Replayed': 'true' });
  }

  let settle!: (answer: { status: number; body: unknown }) => void;
  store.idempotent.set(id, new Promise((resolve) => (settle = resolve)));
  try {
    await next();
  } finally {
    const status = c.res.status;
    const body: unknown = await c.res.clone().json().catch(() => null);
    settle({ status, body });
    if (status >= 400) store.idempotent.delete(id);
    else store.answered.set(id, { status, body });
  }
});
