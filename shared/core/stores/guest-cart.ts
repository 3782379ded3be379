import { signal } from '@preact/signals-react';
import * as v from 'valibot';
import { CartEntrySchema, type CartEntry } from '../api/cart-entry';
import { CART_LINE_MAX_QUANTITY, GUEST_CART_KEY, GUEST_CART_MAX_LINES } from '../constants';
import { logFailure } from '../log';
import { fromCents, toCents } from '../money';

/**
 * The guest cart kept in `localStorage.guestCart` (SPEC §3). Every read validates each entry the
 * way the server reads a request (`CartEntrySchema`, bounded: constants.ts): invalid ones are
 * dropped (and logged), valid ones kept, so corrupted storage never breaks a page nor loses the
 * good lines. Other tabs' changes arrive through the `storage` event.
 *
 * Ours (docs/decisions.md#browser-storage-is-read-the-way-the-server-reads-a-request): a cart shows
 * at most `GUEST_CART_MAX_LINES` lines (what the order calls accept). Valid lines past it (only a
 * hand edit or another program puts them there) stay in storage, hidden:
 * `guestCartHiddenLines` counts them so the cart page can say so, every write keeps them after
 * the shown lines, and removing a shown line brings the next one into view. Nothing is lost.
 */
export const guestCart = signal<CartEntry[]>([]);
/** How many valid stored lines the cart holds past `GUEST_CART_MAX_LINES` (not shown). */
export const guestCartHiddenLines = signal(0);
/** The stored lines past the limit, kept as they were for every write. */
let hidden: CartEntry[] = [];

/** A line's identity: one line per product and variation. */
const lineKey = (entry: CartEntry) => `${entry.product_id}\n${entry.variation_name}`;

/**
 * One line per product and variation, in first-seen place: a later entry of the same line (the
 * product page adding it again, or a duplicate left by a hand edit) adds its quantity, up to what
 * a line may hold, and brings its own details (the price the page shows now); the subtotal is
 * worked out again in exact cents.
 */
function mergeDuplicates(entries: readonly CartEntry[]): CartEntry[] {
  const byKey = new Map<string, CartEntry>();
  for (const entry of entries) {
    const key = lineKey(entry);
    const first = byKey.get(key);
    if (!first) {
      byKey.set(key, entry);
      continue;
    }
    const quantity = Math.min(first.quantity + entry.quantity, CART_LINE_MAX_QUANTITY);
    byKey.set(key, { ...first, ...entry, quantity, subtotal: fromCents(toCents(entry.price) * quantity) });
  }
  return [...byKey.values()];
}

/** Every valid stored line, duplicates merged; never throws. */
function readStoredLines(): CartEntry[] {
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
  }
  // Once, with the count: 10,000 bad entries must not mean 10,000 console lines.
  if (entries.length < data.length) logFailure('guest cart: invalid entries dropped', data.length - entries.length);
  return mergeDuplicates(entries);
}

/** Split every line into the shown ones and the hidden rest, and publish both. */
function show(lines: CartEntry[]): void {
  hidden = lines.slice(GUEST_CART_MAX_LINES);
  guestCartHiddenLines.value = hidden.length;
  guestCart.value = lines.slice(0, GUEST_CART_MAX_LINES);
}

/** Read and validate the stored cart: its shown lines (at most `GUEST_CART_MAX_LINES`); never throws. */
export function readGuestCart(): CartEntry[] {
  return readStoredLines().slice(0, GUEST_CART_MAX_LINES);
}

/**
 * Replace the stored cart's shown lines (the hidden ones are kept after them). Throws when the
 * browser refuses the write (quota, private mode): the caller shows SPEC §8 'There was an error
 * saving the item to your cart…' and the signal keeps the last saved state, so the screen never
 * shows what was not stored.
 */
export function writeGuestCart(entries: CartEntry[]): void {
  const lines = mergeDuplicates([...entries, ...hidden]);
  if (lines.length === 0) localStorage.removeItem(GUEST_CART_KEY);
  else localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
  show(lines);
}

/**
 * The same product and variation is one line: adding it again adds to its quantity. A new line
 * in a cart that already shows `GUEST_CART_MAX_LINES` is refused (thrown, like a refused write).
 */
export function addToGuestCart(entry: CartEntry): void {
  const current = readGuestCart();
  const key = lineKey(entry);
  if (current.length >= GUEST_CART_MAX_LINES && !current.some((line) => lineKey(line) === key)) {
    throw new RangeError(`the guest cart holds ${GUEST_CART_MAX_LINES} lines already`);
  }
  writeGuestCart([...current, entry]);
}

export function clearGuestCart(): void {
  writeGuestCart([]);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === GUEST_CART_KEY || event.key === null) show(readStoredLines());
  });
}

show(readStoredLines());
