import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { jsonStatus, type AppEnv } from './env';

/**
 * Fault injection for QA and tests (ARCHITECTURE "demo shop"): any route can be made to fail
 * with a status (Laravel-shaped body), a malformed or wrong-shaped body, or to answer late.
 * Faults belong to the browser that set them (a demo cookie that outlives sign-in and
 * sign-out), so parallel browser tests and several QA testers never break each other's calls.
 * Faults set without that cookie (component tests) apply to every request.
 */
export const FaultSchema = v.object({
  /** Path pattern of the route, e.g. '/cart/count' or '/products/:id/coupons'. */
  route: v.pipe(v.string(), v.startsWith('/')),
  /** Only this method; any when absent. */
  method: v.optional(v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
  body: v.optional(v.picklist(['malformed', 'wrong-shape'])),
  delayMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(60_000))),
  /**
   * With `delayMs`: the call is carried out at once and only its answer comes late (a lost
   * answer, once the client has given up), instead of the request waiting before it runs.
   */
  answerLate: v.optional(v.boolean()),
  /**
   * No connection: the call gets no answer at all, as when the network drops (the page's fetch
   * rejects, the shop says it seems offline). Switching the browser offline cannot show it in the
   * static demo, whose backend runs in the browser.
   */
  dropConnection: v.optional(v.boolean()),
  /** How many requests it affects before it clears itself; unlimited when absent. */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type Fault = v.InferOutput<typeof FaultSchema>;

const STATUS_BODIES: Record<number, unknown> = {
  401: { message: 'Unauthenticated.' },
  403: { message: 'This action is unauthorized.' },
  404: { message: 'Not Found' },
  419: { message: 'CSRF token mismatch.' },
  422: {
    message: 'The given data was invalid.',
    errors: { field: ['The given data was invalid.'] },
  },
  429: { message: 'Too Many Attempts.' },
  500: { message: 'Server Error' },
  503: { message: 'Service Unavailable' },
};

/**
 * The header marking a fault's answer that stands for a dropped connection. The app cannot drop
 * a connection itself: what runs it does, on seeing this (the static demo's worker answers
 * `Response.error()`, `npm start` destroys the socket: server/site.ts).
 */
export const DROPPED_CONNECTION = 'X-Demo-Dropped-Connection';

export const isDroppedConnection = (response: Response) => response.headers.has(DROPPED_CONNECTION);

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === '*' || part === b[i]);
}

/** The demo cookie naming whose faults a request gets. */
export const FAULT_SCOPE_COOKIE = 'demo_fault_scope';

export type ScopedFault = Fault & { scope: string | null };

export class Faults {
  private readonly list: ScopedFault[] = [];

  /**
   * Every fault with its scope, to be kept across a restart of the static build's service worker
   * and `restore`d.
   */
  snapshot(): ScopedFault[] {
    return this.list.map((fault) => ({ ...fault }));
  }

  restore(faults: readonly ScopedFault[]): void {
    this.list.splice(0, this.list.length, ...faults.map((fault) => ({ ...fault })));
  }

  /** The faults of one scope (null: the global ones). */
  all(scope: string | null = null): Fault[] {
    return this.list.filter((fault) => fault.scope === scope).map(({ scope: _, ...fault }) => fault);
  }

  /** Add a fault, replacing one for the same route and method in the same scope. */
  set(fault: Fault, scope: string | null = null): void {
    this.clear(scope, fault.route, fault.method);
    this.list.push({ ...fault, scope });
  }

  /** Clear one route's fault, or every fault of the scope; `clear()` clears them all. */
  clear(scope?: string | null, route?: string, method?: string): void {
    for (let i = this.list.length - 1; i >= 0; i--) {
      const fault = this.list[i]!;
      if (scope !== undefined && fault.scope !== scope) continue;
      if (route === undefined || (fault.route === route && fault.method === method)) {
        this.list.splice(i, 1);
      }
    }
  }

  /** The fault for this request, counting it down. */
  take(method: string, path: string, scope: string | null): Fault | null {
    const index = this.list.findIndex(
      (fault) =>
        (fault.scope === null || fault.scope === scope) &&
        (!fault.method || fault.method === method) &&
        matches(fault.route, path),
    );
    if (index === -1) return null;
    const fault = this.list[index]!;
    if (fault.times !== undefined) {
      if (fault.times <= 1) this.list.splice(index, 1);
      else this.list[index] = { ...fault, times: fault.times - 1 };
    }
    return fault;
  }
}

export function faultMiddleware(faults: Faults) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.path.startsWith('/__demo/')) return next();
    const fault = faults.take(c.req.method, c.req.path, c.var.cookies.get(c, FAULT_SCOPE_COOKIE) ?? null);
    if (!fault) return next();
    const wait = () => new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.answerLate) {
      await next();
      await wait();
      return;
    }
    if (fault.delayMs) await wait();
    if (fault.dropConnection) {
      return c.json({ message: 'No connection (a demo fault).' }, 503, { [DROPPED_CONNECTION]: 'true' });
    }
    if (fault.status) {
      return jsonStatus(c, STATUS_BODIES[fault.status] ?? { message: 'Server Error' }, fault.status);
    }
    if (fault.body === 'malformed') {
      return c.body('{"data": [1, 2,', 200, { 'Content-Type': 'application/json' });
    }
    if (fault.body === 'wrong-shape') return c.json({ unexpected: true, data: 'nope' });
    return next();
  });
}
