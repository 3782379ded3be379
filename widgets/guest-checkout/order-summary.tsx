import { useId } from 'react';
import * as cartMessages from '../../shared/messages/cart';
import * as checkoutMessages from '../../shared/messages/checkout';
import * as commonMessages from '../../shared/messages/common';
import * as guestMessages from '../../shared/messages/guest';
import { formatLKR, type Cents } from '../../shared/money';
import { Amount, Amounts } from '../../shared/ui/amounts';
import { InlineAlert } from '../../shared/ui/inline-alert';
import { Spinner } from '../../shared/ui/spinner';
import { CouponBox } from './coupon-box';
import type { GuestTotals } from './guest-totals';
import { PaymentMethods } from './payment-methods';
import type { CouponState } from './use-coupon';
import type { PaymentMethod } from './send-order';

export interface OrderSummaryProps {
  totals: GuestTotals;
  coupon: CouponState;
  method: PaymentMethod | null;
  onMethodChange: (method: PaymentMethod) => void;
  onPlaceOrder: () => void;
  /** The shopper is about to press Place order (pointer over it, or focus on it). */
  onPlaceOrderNear: () => void;
  busy: boolean;
  error: string | null;
}

const minus = (cents: Cents) => (cents > 0 ? `− ${formatLKR(cents)}` : formatLKR(0));

/**
 * SPEC §2 guest checkout summary: subtotal, shipping cost, discount, the coupon box, the coupon
 * discount, total (§9), the payment method, and 'Place order', disabled until a method is
 * chosen (and busy while sending). An amount still being worked out shows a spinner, never a guess.
 */
export function OrderSummary(props: OrderSummaryProps) {
  const { totals, coupon, method, busy, error } = props;
  const titleId = useId();
  const hintId = useId();
  const { shipping } = totals;
  return (
    <section className="shop-guest__panel shop-guest__summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-guest__heading">
        {cartMessages.summaryTitle}
      </h2>
      <Amounts busy={!totals.settled}>
        <Amount label={cartMessages.subtotal}>{formatLKR(totals.subtotalCents)}</Amount>
        <Amount label={cartMessages.shippingCost}>
          {shipping.status === 'loading' ? (
            <Spinner size="sm" label={cartMessages.calculatingShipping} />
          ) : shipping.status === 'unknown' ? (
            <span className="shop-guest__muted">{guestMessages.shippingUnavailable}</span>
          ) : (
            formatLKR(shipping.cents)
          )}
        </Amount>
        <Amount label={cartMessages.discount}>
          {totals.discountKnown ? minus(totals.productDiscountCents) : <Spinner size="sm" label={commonMessages.loading} />}
        </Amount>
      </Amounts>
      <CouponBox coupon={coupon} />
      <Amounts>
        <Amount label={guestMessages.couponDiscount}>{minus(totals.couponDiscountCents)}</Amount>
        <Amount label={cartMessages.total} total>
          {totals.settled ? formatLKR(totals.totalCents) : <Spinner size="sm" label={commonMessages.loading} />}
        </Amount>
      </Amounts>
      <PaymentMethods value={method} onChange={props.onMethodChange} />
      {method === null && (
        <p id={hintId} className="shop-guest__hint">
          {guestMessages.chooseMethod}
        </p>
      )}
      {/* Disabled until a method is chosen (SPEC §2). While sending it is aria-disabled instead,
          so keyboard focus stays on it when the attempt fails. */}
      <button
        type="button"
        className="shop-button shop-button--primary shop-button--wide shop-guest__place"
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
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
    </section>
  );
}
