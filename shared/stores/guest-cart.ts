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
 * Issue 13: a cart shows at most `GUEST_CART_MAX_LINES` lines (what the order calls accept). Valid
 * lines past it (only a hand edit or another program puts them there) stay in storage, hidden:
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

/** A line with its quantity set, the subtotal worked out again in exact cents. */
const withQuantity = (entry: CartEntry, quantity: number): CartEntry => ({
  ...entry,
  quantity,
  subtotal: fromCents(toCents(entry.price) * quantity),
});

/**
 * One line per product and variation, in first-seen order: a duplicate (a hand edit, an old
 * version) adds its quantity to the first, up to what a line may hold.
 */
function mergeDuplicates(entries: readonly CartEntry[]): CartEntry[] {
  const byKey = new Map<string, CartEntry>();
  for (const entry of entries) {
    const key = lineKey(entry);
    const first = byKey.get(key);
    if (!first) byKey.set(key, entry);
    else byKey.set(key, withQuantity(first, Math.min(first.quantity + entry.quantity, CART_LINE_MAX_QUANTITY)));
  }
  return entries.length === byKey.size ? [...entries] : [...byKey.values()];
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
  let dropped = 0;
  for (const item of data) {
    const parsed = v.safeParse(CartEntrySchema, item);
    if (parsed.success) entries.push(parsed.output);
    else if (dropped++ === 0) logFailure('guest cart: dropped an invalid entry', item);
  }
  // Once, with the count: 10,000 bad entries must not mean 10,000 console lines.
  if (dropped > 1) logFailure(`guest cart: dropped ${dropped} invalid entries in all`, dropped);
  const lines = mergeDuplicates(entries);
  if (lines.length < entries.length) logFailure('guest cart: merged duplicate lines', entries.length - lines.length);
  return lines;
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

/** Adding a new line to a cart that already shows `GUEST_CART_MAX_LINES` lines. */
export class GuestCartFullError extends Error {
  constructor() {
    super(`the guest cart holds ${GUEST_CART_MAX_LINES} lines already`);
    this.name = 'GuestCartFullError';
  }
}

/** The same product and variation is one line: adding it again adds to its quantity. */
export function addToGuestCart(entry: CartEntry): void {
  const current = readGuestCart();
  const index = current.findIndex(
    (line) => line.product_id === entry.product_id && line.variation_name === entry.variation_name,
  );
  if (index === -1) {
    if (current.length >= GUEST_CART_MAX_LINES) throw new GuestCartFullError();
    writeGuestCart([...current, entry]);
    return;
  }
  const line = current[index]!;
  const merged = withQuantity({ ...line, ...entry }, Math.min(line.quantity + entry.quantity, CART_LINE_MAX_QUANTITY));
  writeGuestCart(current.map((item, i) => (i === index ? merged : item)));
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
