import type { CartLine } from '../../shared/checkout/checkout-line';

/**
 * What the cart page shows and changes, from either cart: the signed-in shopper's server cart
 * (use-server-lines.ts) or a guest's browser cart (use-guest-lines.ts). Removals reject with
 * the failure, for the page to word it (SPEC §8).
 */
export interface CartSource {
  /** 'server' creates the order at checkout; 'guest' offers sign-in or the guest checkout. */
  kind: 'server' | 'guest';
  lines: readonly CartLine[];
  /** Only where quantities are edited in the cart: signed in (SPEC §6). */
  setQuantity?: (line: CartLine, quantity: number) => void;
  /**
   * `late`: the removal failed without an answer, and the server carried it out after all
   * (shared/catalogue/settled-write.ts): the lines are gone, the failure shown no longer holds.
   */
  removeOne: (line: CartLine, late?: () => void) => Promise<void>;
  removeMany: (lines: readonly CartLine[], late?: () => void) => Promise<void>;
}
