import { useRef } from 'react';
import { checkout } from '../../shared/session/api/cart';
import { LOW_STOCK_THRESHOLD } from '../../shared/core/constants';
import { useBusy } from '../../shared/session/hooks/use-busy';
import { logFailure } from '../../shared/core/log';
import * as productMessages from '../../shared/catalogue/messages/product';
import { isSignedIn } from '../../shared/core/stores/auth';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import { QuantityStepper } from '../../shared/purchase/ui/quantity-stepper';
import { FullScreenSpinner, Spinner } from '../../shared/session/ui/spinner';
import type { ToastTone } from '../../shared/session/ui/toast';
import type { ShownText } from '../../shared/session/errors';
import { navigateTo } from '../../shared/core/urls';
import { AddedNotice } from './added-notice';
import { buyNowRequest, cartEntryOf, guestBuyNowUrl, type OrderLine } from './order-line';
import { useAddToCart } from './use-add-to-cart';
import { newIdempotencyKey } from '../../shared/session/idempotency-key';
import { WishlistButton } from './wishlist-button';
import { ShownLines } from '../../shared/session/ui/shown-lines';

export interface PurchaseProps {
  line: OrderLine;
  /** Stock of the chosen variation; 0 when sold out or not sold. */
  stock: number;
  onQuantityChange: (quantity: number) => void;
  showToast: (message: ShownText, tone: ToastTone) => void;
}

/**
 * SPEC §2/§4/§5 purchase area: quantity (1 to the stock), Add To Cart ('Sold Out' at 0,
 * '(N available)' under 15), Buy Now and the wishlist heart. Failures show inline next to the
 * buttons (an accessible alert rather than the SPEC's browser alert) and keep the selection;
 * a Buy Now failure is silent (SPEC §8). A busy button keeps focus (aria-disabled).
 */
export function Purchase({ line, stock, onQuantityChange, showToast }: PurchaseProps) {
  const cart = useAddToCart();
  const buying = useBusy();
  const addButton = useRef<HTMLButtonElement>(null);

  const soldOut = stock === 0;
  const lowStock = stock > 0 && stock < LOW_STOCK_THRESHOLD;
  const busy = cart.busy || buying.busy;
  const error = cart.errorFor(line.variationName);

  function addToCart() {
    if (!soldOut && !busy) cart.add(cartEntryOf(line), stock);
  }

  function buyNow() {
    // SPEC §5: Buy Now does nothing if stock is 0.
    if (soldOut || busy) return;
    if (!isSignedIn.peek()) {
      navigateTo(guestBuyNowUrl(line));
      return;
    }
    void buying.run(async () => {
      try {
        const answer = await checkout(buyNowRequest(line), newIdempotencyKey());
        if (!navigateTo(answer.redirect_url)) logFailure('buy-now: unsafe redirect refused', answer.redirect_url);
      } catch (failure) {
        // SPEC §8: silent; the button comes back for another try.
        logFailure('buy-now failed', failure);
      }
    });
  }

  function closeNotice(byShopper: boolean) {
    cart.closeNotice();
    if (byShopper) addButton.current?.focus();
  }

  return (
    <div className="shop-pd__purchase">
      <div className="shop-pd__quantity">
        <span className="shop-pd__quantity-label" aria-hidden="true">
          {productMessages.quantity}
        </span>
        <QuantityStepper
          label={productMessages.quantity}
          value={line.quantity}
          min={1}
          max={stock}
          onChange={onQuantityChange}
          disabled={soldOut}
        />
      </div>

      <div className="shop-pd__actions">
        <button
          ref={addButton}
          type="button"
          className="shop-pd__add"
          onClick={addToCart}
          disabled={soldOut}
          aria-disabled={busy || undefined}
          aria-busy={cart.busy || undefined}
        >
          <span>{soldOut ? productMessages.soldOut : productMessages.addToCart}</span>
          {lowStock && (
            <>
              {' '}
              <span className="shop-pd__add-note">{productMessages.available(stock)}</span>
            </>
          )}
        </button>
        <button
          type="button"
          className="shop-pd__buy"
          onClick={buyNow}
          disabled={soldOut}
          aria-disabled={busy || undefined}
          aria-busy={buying.busy || undefined}
        >
          {buying.busy && <Spinner size="sm" />}
          {productMessages.buyNow}
        </button>
        <WishlistButton product={line.product} showToast={showToast} onSucceeded={cart.otherSucceeded} />
      </div>

      {error && (
        <InlineAlert tone="error">
          <ShownLines text={error} />
        </InlineAlert>
      )}
      {cart.added > 0 && <AddedNotice key={cart.added} onClose={closeNotice} />}
      {cart.serverBusy && <FullScreenSpinner label={productMessages.addingToCart} />}
    </div>
  );
}
