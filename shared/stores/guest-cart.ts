import { signal } from '@preact/signals-react';
import * as v from 'valibot';
import { CartEntrySchema, type CartEntry } from '../api/cart-entry';
import { GUEST_CART_KEY } from '../constants';
import { logFailure } from '../log';
import { fromCents, toCents } from '../money';

/**
 * The guest cart kept in `localStorage.guestCart` (SPEC §3). Every read validates each entry:
 * invalid ones are dropped (and logged), valid ones kept, so corrupted storage never breaks a
 * page nor loses the good lines. Other tabs' changes arrive through the `storage` event.
 */
export const guestCart = signal<CartEntry[]>(readGuestCart());

/** Read and validate the stored cart; never throws. */
export function readGuestCart(): CartEntry[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(GUEST_CART_KEY);
  } catch (error) {
    logFailure('guest cart: storage is not readable', error);
    return [];
  }
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    logFailure('guest cart: stored value is not JSON; starting empty', error);
    return [];
  }
  if (!Array.isArray(data)) {
    logFailure('guest cart: stored value is not a list; starting empty', data);
    return [];
  }
  const entries: CartEntry[] = [];
  for (const item of data) {
    const parsed = v.safeParse(CartEntrySchema, item);
    if (parsed.success) entries.push(parsed.output);
    else logFailure('guest cart: dropped an invalid entry', item);
  }
  return entries;
}

/**
 * Replace the stored cart. Throws when the browser refuses the write (quota, private mode):
 * the caller shows SPEC §8 'There was an error saving the item to your cart…' and the signal
 * keeps the last saved state, so the screen never shows what was not stored.
 */
export function writeGuestCart(entries: CartEntry[]): void {
  if (entries.length === 0) localStorage.removeItem(GUEST_CART_KEY);
  else localStorage.setItem(GUEST_CART_KEY, JSON.stringify(entries));
  guestCart.value = entries;
}

/** The same product and variation is one line: adding it again adds to its quantity. */
export function addToGuestCart(entry: CartEntry): void {
  const current = readGuestCart();
  const index = current.findIndex(
    (line) => line.product_id === entry.product_id && line.variation_name === entry.variation_name,
  );
  if (index === -1) {
    writeGuestCart([...current, entry]);
    return;
  }
  const line = current[index]!;
  const quantity = line.quantity + entry.quantity;
  const merged = { ...line, ...entry, quantity, subtotal: fromCents(toCents(entry.price) * quantity) };
  writeGuestCart(current.map((item, i) => (i === index ? merged : item)));
}

export function clearGuestCart(): void {
  writeGuestCart([]);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === GUEST_CART_KEY || event.key === null) guestCart.value = readGuestCart();
  });
}
