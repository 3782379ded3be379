import {
  placeGuestBankTransferOrder,
  placeGuestCardOrder,
  placeGuestCodOrder,
  type GuestOrderRequest,
} from './api';
import { guestLineKey, type CartLine } from '../../shared/checkout/checkout-line';
import { forgetGuestSelection } from '../../shared/checkout/checkout-selection';
import { GUEST_ORDER_SUCCESS_PATH } from '../../shared/core/constants';
import { logFailure } from '../../shared/core/log';
import { announceCartCount } from '../../shared/core/stores/cart';
import { guestCart, writeGuestCart } from '../../shared/core/stores/guest-cart';
import type { PaymentMethod } from '../../shared/placement/ui/payment-methods';

/** 'cart': the guest cart's lines (SPEC §2 /guest-checkout); 'buy-now': one product from the address. */
export type CheckoutMode = 'cart' | 'buy-now';

/**
 * The order call of the payment method (SPEC §7): a card order carries the guest cart's lines it
 * orders (which leave the cart, and which the payment page's Cancel puts back) and answers the
 * payment page; bank transfer and cash on delivery answer the order, whose page is
 * /guest/order/success/{order_id}. `keyFor` gives the Idempotency-Key of a route and body.
 * Resolves with the address to go on to.
 */
export async function sendOrder(
  paid: PaymentMethod,
  mode: CheckoutMode,
  body: GuestOrderRequest,
  lines: readonly CartLine[],
  keyFor: (route: string, body: unknown) => string,
): Promise<string> {
  if (paid === 'card') {
    const ordered = new Set(lines.map((line) => line.key));
    const guest_cart = mode === 'cart' ? guestCart.peek().filter((entry) => ordered.has(guestLineKey(entry))) : [];
    const cardBody = { ...body, guest_cart };
    return (await placeGuestCardOrder(cardBody, keyFor(paid, cardBody))).redirect_url;
  }
  const place = paid === 'bank' ? placeGuestBankTransferOrder : placeGuestCodOrder;
  return `${GUEST_ORDER_SUCCESS_PATH}/${(await place(body, keyFor(paid, body))).order_id}`;
}

/**
 * SPEC §4, once the order is placed: the ordered lines leave the guest cart (on a card order
 * too: the payment page's Cancel puts them back), so lines the shopper unticked in the cart
 * stay there; a buy-now order leaves the cart untouched.
 */
export function takeOrderedLines(mode: CheckoutMode, lines: readonly CartLine[]): void {
  if (mode !== 'cart') return;
  try {
    const ordered = new Set(lines.map((line) => line.key));
    writeGuestCart(guestCart.peek().filter((entry) => !ordered.has(guestLineKey(entry))));
    forgetGuestSelection();
    announceCartCount(guestCart.peek().length);
  } catch (failure) {
    // The order is placed: the shopper goes on; the lines stay in the cart for them to remove.
    logFailure('guest checkout: the ordered lines could not be taken out of the guest cart', failure);
  }
}
