import ky from 'ky';
import * as v from 'valibot';
import { HTTP_GET_RETRIES, HTTP_TIMEOUT_MS } from '../core/constants';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The CSRF token the server printed into `<meta name="csrf-token">`, read at request time. */
export function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

/**
 * Store a token the server handed out (Laravel regenerates it at sign-in and sign-out), so the
 * next write carries the token the session now expects.
 */
export function setCsrfToken(token: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'csrf-token';
    document.head.append(meta);
  }
  meta.content = token;
}

/** Marks the call that changes the session (`changeSession`); removed before the call leaves. */
const SESSION_CHANGE_HEADER = 'X-Shop-Session-Change';

/** Calls sent and not yet answered (or failed). */
const inFlight = new Set<Promise<unknown>>();
/** While the session changes: settles once the new session's cookie and token are in place. */
let sessionChange: Promise<unknown> | null = null;

function trackedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const call = globalThis.fetch(input, init);
  const settled = call.then(
    () => undefined,
    () => undefined,
  );
  inFlight.add(settled);
  void settled.then(() => inFlight.delete(settled));
  return call;
}

/**
 * Sign-in and sign-out regenerate the session: a new cookie and a new CSRF token. A call sent
 * with the old cookie whose answer lands after the new cookie can set the old session back
 * (Laravel sets the session cookie on every answer), signing the shopper out again. So the
 * change waits for the calls already on their way (each ends within the timeout), runs alone,
 * stores the new token, and only then do the calls made meanwhile leave, with the new cookie
 * and token. `call` must send its request with `sessionChangeHeaders` and store the token.
 */
export async function changeSession<T>(call: () => Promise<T>): Promise<T> {
  const before = sessionChange;
  const change = (async () => {
    await before?.catch(() => undefined);
    await Promise.all([...inFlight]);
    return call();
  })();
  sessionChange = change;
  try {
    return await change;
  } finally {
    if (sessionChange === change) sessionChange = null;
  }
}

/** The headers of the one call a `changeSession` makes (it does not wait for itself). */
export const sessionChangeHeaders = { [SESSION_CHANGE_HEADER]: '1' } as const;

/**
 * The one HTTP client (ARCHITECTURE "Shared layer"): same-origin cookies, the XHR marker Laravel
 * uses for `$request->ajax()`, the CSRF token on every write, the page's language as
 * `Accept-Language`, a timeout, and retries for GET
 * only (a write is retried by the person, never silently: order calls carry an Idempotency-Key).
 * A call made while the session changes waits for it (`changeSession`).
 */
export const http = ky.create({
  credentials: 'same-origin',
  timeout: HTTP_TIMEOUT_MS,
  retry: { limit: HTTP_GET_RETRIES, methods: ['get'] },
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  fetch: trackedFetch,
  hooks: {
    beforeRequest: [
      async (request) => {
        if (request.headers.has(SESSION_CHANGE_HEADER)) request.headers.delete(SESSION_CHANGE_HEADER);
        else while (sessionChange) await sessionChange.catch(() => undefined);
        // Read after any wait: a sign-in in between hands out a new token.
        if (WRITE_METHODS.has(request.method)) request.headers.set('X-CSRF-TOKEN', csrfToken());
        // The page's language (`<html lang>`), so the server answers its own messages in it
        // (docs/backend.md#languages); a page without one leaves the browser's.
        const language = document.documentElement.lang.trim();
        if (/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(language)) request.headers.set('Accept-Language', language);
      },
    ],
  },
});

/**
 * Response bodies are parsed, never trusted: `http.get(url).json().then(parse(Schema))`.
 * A mismatch throws valibot's ValiError, which shared/session/errors.ts maps like any failure.
 */
export function parse<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (data: unknown): v.InferOutput<TSchema> => v.parse(schema, data);
}
