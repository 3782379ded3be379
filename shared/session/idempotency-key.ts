/**
 * A fresh `Idempotency-Key` for a write (orders, the cart merge, coupon and parcel creates, an
 * address): the same key on a retry makes the server return
 * the first answer instead of doing it twice. `crypto.randomUUID` exists only on
 * secure pages (https, localhost); `getRandomValues` everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
