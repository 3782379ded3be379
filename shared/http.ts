import ky from 'ky';
import * as v from 'valibot';
import { HTTP_GET_RETRIES, HTTP_TIMEOUT_MS } from './constants';

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

/**
 * The one HTTP client (ARCHITECTURE "Shared layer"): same-origin cookies, the XHR marker Laravel
 * uses for `$request->ajax()`, the CSRF token on every write, a timeout, and retries for GET
 * only (a write is retried by the person, never silently: order calls carry an Idempotency-Key).
 */
export const http = ky.create({
  credentials: 'same-origin',
  timeout: HTTP_TIMEOUT_MS,
  retry: { limit: HTTP_GET_RETRIES, methods: ['get'] },
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  hooks: {
    beforeRequest: [
      (request) => {
        if (WRITE_METHODS.has(request.method)) request.headers.set('X-CSRF-TOKEN', csrfToken());
      },
    ],
  },
});

/**
 * Response bodies are parsed, never trusted: `http.get(url).json().then(parse(Schema))`.
 * A mismatch throws valibot's ValiError, which shared/errors.ts maps like any failure.
 */
export function parse<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (data: unknown): v.InferOutput<TSchema> => v.parse(schema, data);
}
