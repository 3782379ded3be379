import { useId } from 'react';
import type { Shipping } from '../../shared/checkout/hooks/use-shipping';
import type { CartTotals } from '../../shared/checkout/line-totals';
import * as cartMessages from '../../shared/checkout/messages/cart';
import * as commonMessages from '../../shared/core/messages/common';
import { formatLKR } from '../../shared/core/money';
import { cartTotal } from '../../shared/purchase/pricing';
import { Amount, Amounts, discountText } from '../../shared/checkout/ui/amounts';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import { Spinner } from '../../shared/session/ui/spinner';
import type { ShownText } from '../../shared/session/errors';
import { ShownLines } from '../../shared/session/ui/shown-lines';

export interface CartSummaryProps {
  totals: CartTotals;
  shipping: Shipping;
  selectedCount: number;
  onCheckout: () => void;
  /** The shopper is about to press Checkout (pointer over it, or focus on it). */
  onCheckoutNear: () => void;
  checkoutBusy: boolean;
  checkoutError: ShownText | null;
}

/**
 * SPEC §2 summary over the selected rows: Subtotal, Shipping Cost, Discount, Total
 * (§9: subtotal − discount + shipping) and 'Checkout (N)'. An amount still being worked out
 * shows a spinner, never a guess; a shipping cost the server could not give is left to the
 * checkout (SPEC §8: silent) and the total is then the goods' alone.
 */
export function CartSummary({
  totals,
  shipping,
  selectedCount,
  onCheckout,
  onCheckoutNear,
  checkoutBusy,
  checkoutError,
}: CartSummaryProps) {
  const titleId = useId();
  const shippingCents = shipping.status === 'known' ? shipping.cents : 0;
  const settled = shipping.status !== 'loading' && totals.discountKnown;
  return (
    <section className="shop-cart__summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-cart__summary-title">
        {cartMessages.summaryTitle}
      </h2>
      <Amounts busy={!settled}>
        <Amount label={cartMessages.subtotal}>{formatLKR(totals.subtotalCents)}</Amount>
        <Amount label={cartMessages.shippingCost}>
          {shipping.status === 'loading' ? (
            <Spinner size="sm" label={cartMessages.calculatingShipping} />
          ) : shipping.status === 'unknown' ? (
            <span className="shop-cart__muted">{cartMessages.shippingAtCheckout}</span>
          ) : (
            formatLKR(shipping.cents)
          )}
        </Amount>
        <Amount label={cartMessages.discount}>
          {!totals.discountKnown ? (
            <Spinner size="sm" label={commonMessages.loading} />
          ) : (
            discountText(totals.discountCents)
          )}
        </Amount>
        <Amount label={cartMessages.total} total>
          {settled ? formatLKR(cartTotal(totals.subtotalCents, totals.discountCents, shippingCents)) : <Spinner size="sm" />}
        </Amount>
      </Amounts>
      <button
        type="button"
        className="shop-button shop-button--primary shop-button--wide shop-cart__checkout"
        onClick={onCheckout}
        onPointerEnter={onCheckoutNear}
        onFocus={onCheckoutNear}
        aria-disabled={checkoutBusy || undefined}
        aria-busy={checkoutBusy || undefined}
      >
        {checkoutBusy && <Spinner size="sm" />}
        {cartMessages.checkout(selectedCount)}
      </button>
      {checkoutError && <InlineAlert tone="error">
          <ShownLines text={checkoutError} />
        </InlineAlert>}
    </section>
  );
}
