import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';
import { randomBase64 } from './tokens';

/**
 * The Content-Security-Policy of every HTML page the demo shop sends
 * (docs/decisions.md#csp-and-sri: the kit must run under a strict, nonce-based policy, as a Laravel
 * shop using `ShopWidgets::useCspNonce()` would send it):
 * - `script-src 'nonce-N' 'strict-dynamic'`: only the tags the page printed with this
 *   response's nonce run; what they load (the loader's imports, the widgets' chunks) is trusted
 *   through them ('strict-dynamic'), so no list of hosts or hashes has to follow every build.
 *   No 'unsafe-inline', no 'unsafe-eval': an injected script or handler does not run.
 * - `style-src 'self' 'nonce-N'`: stylesheets from the shop, and `<style>` elements with the
 *   nonce; no `style="…"` attribute in printed markup (React's `style` prop sets properties
 *   through the CSSOM, which a policy does not restrict).
 * - `img-src 'self' data:`: the shop's images and the layout's empty `data:` favicon.
 * - `object-src 'none'; base-uri 'none'; frame-ancestors 'none'`: no plugins, no `<base>`
 *   re-pointing relative URLs, no framing.
 * Everything else (fetch, EventSource, fonts) falls back to `default-src 'self'`.
 * 'report-sample' (beyond the header the kit needs): a violation names the first 40 characters of
 * what was refused, so the browser tests can tell the seeded hostile description's handler,
 * which must be refused (Chromium reports it as soon as the sanitiser parses it, in an inert
 * document, before DOMPurify drops it), from anything the kit itself would print.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'report-sample'`,
    `style-src 'self' 'nonce-${nonce}' 'report-sample'`,
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A fresh random nonce per response (128 bits, base64), and the policy on every HTML answer. */
export const cspMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = randomBase64(16);
  c.set('cspNonce', nonce);
  await next();
  // A page another run of the app answered (the demo site hands unknown addresses to it again)
  // already carries the policy of the nonce it printed: keep that one.
  if (c.res.headers.get('Content-Type')?.startsWith('text/html') && !c.res.headers.has('Content-Security-Policy')) {
    c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  }
});
