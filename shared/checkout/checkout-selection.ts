import * as v from 'valibot';
import { guestLineKey, type CartLine } from './checkout-line';
import { GUEST_CHECKOUT_SELECTION_KEY } from '../core/constants';
import { logFailure } from '../core/log';

/**
 * The lines a guest ticked in the cart, handed to /guest-checkout in session storage (SPEC §4:
 * Continue as Guest; the page itself prints no cart). Each line by product and variation, the
 * guest cart's own identity.
 */
const SelectionSchema = v.array(v.object({ product_id: v.number(), variation_name: v.string() }));

/** Before going to the guest checkout: it will show these lines only. */
export function rememberGuestSelection(lines: readonly CartLine[]): void {
  const selection = lines.map((line) => ({ product_id: line.productId, variation_name: line.variationName }));
  try {
    sessionStorage.setItem(GUEST_CHECKOUT_SELECTION_KEY, JSON.stringify(selection));
  } catch (error) {
    // The checkout then shows the whole guest cart, which the shopper can still see and change.
    logFailure('guest checkout: the selection could not be stored', error);
  }
}

/** The selected lines' keys (`guestLineKey`), or null when the cart left none or it is unreadable. */
export function readGuestSelection(): ReadonlySet<string> | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(GUEST_CHECKOUT_SELECTION_KEY);
  } catch (error) {
    logFailure('guest checkout: the selection is not readable', error);
    return null;
  }
  if (raw === null) return null;
  try {
    return new Set(v.parse(SelectionSchema, JSON.parse(raw)).map(guestLineKey));
  } catch (error) {
    logFailure('guest checkout: the stored selection is not valid; every line is shown', error);
    return null;
  }
}

/** Once its lines are ordered, the selection is spent. */
export function forgetGuestSelection(): void {
  try {
    sessionStorage.removeItem(GUEST_CHECKOUT_SELECTION_KEY);
  } catch {
    // Storage refused: the cart writes a new selection before every Continue as Guest anyway.
  }
}
