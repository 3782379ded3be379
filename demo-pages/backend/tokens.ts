/**
 * Random tokens (session ids, CSRF tokens, CSP nonces, fault scopes) from Web Crypto's
 * `crypto.getRandomValues`, which Node (>= 19, global) and browsers, service workers included,
 * both have: the demo shop runs the same code under `npm start` and in the static build's
 * service worker, where `node:crypto` does not exist.
 */
function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** `count` random bytes as lowercase hex (2 × count characters). */
export function randomHex(count: number): string {
  return Array.from(randomBytes(count), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `count` random bytes as standard base64 (a CSP nonce). */
export function randomBase64(count: number): string {
  return btoa(String.fromCharCode(...randomBytes(count)));
}
