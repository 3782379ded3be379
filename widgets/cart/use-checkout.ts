import { useState } from 'react';
import { checkout } from '../../shared/session/api/cart';
import { rememberGuestSelection } from '../../shared/checkout/checkout-selection';
import { CART_PATH, GUEST_CHECKOUT_PATH } from '../../shared/core/constants';
import { userMessage, type ShownText } from '../../shared/session/errors';
import { useBusy } from '../../shared/session/hooks/use-busy';
import { settledWrite } from '../../shared/catalogue/settled-write';
import { useAttemptKey } from '../../shared/session/hooks/use-attempt-key';
import { useLeave } from '../../shared/checkout/hooks/use-leave';
import * as cartMessages from '../../shared/checkout/messages/cart';
import { withStyles } from '../../shared/core/runtime/assets';
import { requestLogin } from '../../shared/core/stores/login';
import { navigateTo } from '../../shared/core/urls';
import type { CartLine } from '../../shared/checkout/checkout-line';
import type { CartSource } from './cart-source';
import type { CheckoutDialog } from './checkout-flow';
import { checkoutRequest } from './cart-totals';
import { cartAction, type CartErrors } from './use-row-errors';

/**
 * The dialogs (with the modal) load when Checkout is first needed; pointing at Checkout or
 * reaching it with Tab starts the download.
 */
export const loadCheckoutFlow = () => withStyles('cart', 'checkout-flow', () => import('./checkout-flow'));

/**
 * SPEC §4 "Cart checkout": none selected opens the warning; a guest chooses between signing in
 * (coming back to /cart) and the guest checkout; a signed-in shopper's order is created
 * (`POST /checkout`, behind the full-screen spinner) and the browser goes to its redirect_url.
 * One order however often Checkout is pressed: presses while it runs are ignored, and a retry
 * of the same lines after a failure (a lost answer) sends the same Idempotency-Key.
 */
export function useCheckout(kind: CartSource['kind'], selected: readonly CartLine[], errors: CartErrors) {
  const [dialog, setDialog] = useState<CheckoutDialog>(null);
  const setError = (text: ShownText) => errors.failed(cartAction.checkout, text);
  const { busy, run } = useBusy();
  // Back from the order page out of the back-forward cache: the cart is usable again.
  const { leaving, leave } = useLeave(true);
  // The same lines tried again keep their key, so a lost answer never makes a second order.
  const keyFor = useAttemptKey();

  function start() {
    if (busy || leaving) return;
    errors.trying(cartAction.checkout);
    if (selected.length === 0) {
      setDialog('none-selected');
      return;
    }
    if (kind === 'guest') {
      setDialog('sign-in');
      return;
    }
    const body = checkoutRequest(selected);
    void run(async () => {
      try {
        const key = keyFor('/checkout', body);
        // An answer that never came is asked for again with the same key: the order the first
        // call made, or (if it made none) the order made now; never a second one.
        const answer = await settledWrite(
          () => checkout(body, key),
          () => checkout(body, key),
        );
        if (!leave(answer.redirect_url)) setError(cartMessages.checkoutFailed);
      } catch (failure) {
        setError(await userMessage(failure, cartMessages.checkoutFailed));
      }
    });
  }

  return {
    start,
    dialog,
    closeDialog: () => setDialog(null),
    /** SPEC §4: Login remembers /cart and asks for the sign-in screen. */
    signIn: () => {
      setDialog(null);
      requestLogin({ intendedUrl: CART_PATH });
    },
    /** The guest checkout shows the lines selected here (SPEC §4). */
    continueAsGuest: () => {
      rememberGuestSelection(selected);
      navigateTo(GUEST_CHECKOUT_PATH);
    },
    /** The order is being created, or the browser is on its way to it. */
    busy: busy || leaving,
    error: errors.errorOf(cartAction.checkout),
  };
}
