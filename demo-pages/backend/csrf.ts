import { createMiddleware } from 'hono/factory';
import { jsonStatus, type AppEnv } from './env';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Laravel's VerifyCsrfToken: every write must carry the session's token in X-CSRF-TOKEN, or it
 * is refused with 419. The demo tools under /__demo are not part of the shop and are exempt.
 */
export const csrfMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE.has(c.req.method) || c.req.path.startsWith('/__demo/')) return next();
  if (c.req.header('X-CSRF-TOKEN') !== c.var.session.csrfToken) {
    return jsonStatus(c, { message: 'CSRF token mismatch.' }, 419);
  }
  return next();
});
