import { useState } from 'react';
import { storeCartEntry } from '../../shared/session/api/cart';
import type { CartEntry } from '../../shared/core/api/cart-entry';
import { OutcomeUnknownError, userMessage, type ShownText } from '../../shared/session/errors';
import { useBusy } from '../../shared/session/hooks/use-busy';
import { settledWrite } from '../../shared/catalogue/settled-write';
import { useActionErrors } from '../../shared/session/hooks/use-action-errors';
import { logFailure } from '../../shared/core/log';
import * as productMessages from '../../shared/catalogue/messages/product';
import { isSignedIn } from '../../shared/core/stores/auth';
import { cartChanged } from '../../shared/core/stores/cart';
import { refreshCartCount } from '../../shared/session/stores/cart-refresh';
import { addToGuestCart, guestCart } from '../../shared/core/stores/guest-cart';

/** Add a guest's line to the browser's cart; the text to show when it cannot be. */
function addForGuest(entry: CartEntry, stock: number): string | null {
  // The browser's cart holds no more than the stock, as the server's cart does.
  const inCart = guestCart
    .peek()
    .find((item) => item.product_id === entry.product_id && item.variation_name === entry.variation_name);
  if ((inCart?.quantity ?? 0) + entry.quantity > stock) return productMessages.onlyLeft(stock);
  try {
    addToGuestCart(entry);
  } catch (refused) {
    logFailure('guest cart: the browser refused to save the item', refused);
    return productMessages.guestCartSaveFailed;
  }
  void refreshCartCount();
  return null;
}

/**
 * SPEC §2/§8 Add To Cart: a guest's line goes to the browser's cart, a signed-in shopper's to
 * the server (one request per press, behind the full-screen spinner). `added` counts the
 * successes (each opens the notice afresh). A failure shows for the variation it was about, and
 * goes when Add To Cart is pressed again or another action of the page succeeds (`errors`,
 * shared with the wishlist heart).
 */
export function useAddToCart() {
  const { busy, run } = useBusy();
  const [serverBusy, setServerBusy] = useState(false);
  const errors = useActionErrors();
  const [added, setAdded] = useState(0);

  function add(entry: CartEntry, stock: number) {
    const action = addAction(entry.variation_name);
    const fail = (text: ShownText) => errors.failed(action, text);
    errors.trying(action);
    if (!isSignedIn.peek()) {
      // Synchronous, so nothing to wait for and no second request to guard against: no busy
      // state, one render (SPEC §9 asks for the next paint within 50 ms at 4× CPU).
      const problem = addForGuest(entry, stock);
      if (problem) fail(problem);
      else {
        errors.succeeded();
        setAdded((n) => n + 1);
      }
      return;
    }
    void run(async () => {
      setServerBusy(true);
      try {
        // Adding is not safe to repeat, and the cart cannot tell this add from an earlier one:
        // an answer that never came leaves the outcome unknown, and the text says so.
        const answer = await settledWrite(() => storeCartEntry(entry));
        cartChanged(answer.count);
        errors.succeeded();
        setAdded((n) => n + 1);
      } catch (error) {
        // The badge shows the cart as it is, whichever way it went.
        if (error instanceof OutcomeUnknownError) void refreshCartCount();
        // A 422 carries the server's reason ('Only 3 left in stock.').
        fail(await userMessage(error, productMessages.addToCartFailed));
      } finally {
        setServerBusy(false);
      }
    });
  }

  return {
    add,
    busy,
    serverBusy,
    added,
    closeNotice: () => setAdded(0),
    errorFor: (variation: string) => errors.errorOf(addAction(variation)),
    /** Another action of the page (the wishlist heart) succeeded. */
    otherSucceeded: errors.succeeded,
  };
}

const addAction = (variation: string) => `add-to-cart:${variation}`;
