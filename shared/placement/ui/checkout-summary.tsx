import { useId, type ReactNode } from 'react';
import type { CouponState } from '../hooks/use-coupon';
import * as cartMessages from '../../checkout/messages/cart';
import * as checkoutMessages from '../messages/checkout';
import { Amount, Amounts, discountText } from '../../checkout/ui/amounts';
import { CouponBox } from './coupon-box';
import { InlineAlert } from '../../session/ui/inline-alert';
import { PaymentMethods, type PaymentMethod } from './payment-methods';
import { Spinner } from '../../session/ui/spinner';
import type { ShownText } from '../../session/errors';
import { ShownLines } from '../../session/ui/shown-lines';

export interface CheckoutSummaryProps {
  /** The screen's own rows above the coupon box: subtotal, shipping, product discounts. */
  amounts: ReactNode;
  coupon: CouponState;
  /** The total to pay, or a spinner while an amount is still being worked out. */
  total: ReactNode;
  method: PaymentMethod | null;
  onMethodChange: (method: PaymentMethod) => void;
  onPlaceOrder: () => void;
  /** The shopper is about to press Place order (pointer over it, or focus on it). */
  onPlaceOrderNear?: () => void;
  busy: boolean;
  error: ShownText | null;
}

/**
 * SPEC §2 the checkouts' summary: the screen's amounts, the coupon box, the coupon discount, the
 * total (§9), the payment methods, and 'Place order', disabled until a method is chosen (and
 * busy while sending), with what went wrong below it.
 */
export function CheckoutSummary(props: CheckoutSummaryProps) {
  const { coupon, method, busy, error } = props;
  const titleId = useId();
  const hintId = useId();
  return (
    <section className="shop-checkout__panel shop-checkout__summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-checkout__heading">
        {cartMessages.summaryTitle}
      </h2>
      {props.amounts}
      <CouponBox coupon={coupon} />
      <Amounts>
        <Amount label={checkoutMessages.couponDiscount}>{discountText(coupon.discountCents)}</Amount>
        <Amount label={cartMessages.total} total>
          {props.total}
        </Amount>
      </Amounts>
      <PaymentMethods value={method} onChange={props.onMethodChange} />
      {method === null && (
        <p id={hintId} className="shop-checkout__hint">
          {checkoutMessages.chooseMethod}
        </p>
      )}
      {/* Disabled until a method is chosen (SPEC §2). While sending it is aria-disabled instead,
          so keyboard focus stays on it when the attempt fails. */}
      <button
        type="button"
        className="shop-button shop-button--primary shop-button--wide shop-checkout__place"
        disabled={method === null}
        aria-describedby={method === null ? hintId : undefined}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={busy ? undefined : props.onPlaceOrder}
        onPointerEnter={props.onPlaceOrderNear}
        onFocus={props.onPlaceOrderNear}
      >
        {busy && <Spinner size="sm" />}
        {checkoutMessages.placeOrder}
      </button>
      {error && (
        <InlineAlert tone="error">
          <ShownLines text={error} />
        </InlineAlert>
      )}
    </section>
  );
}
