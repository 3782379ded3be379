import * as cartMessages from '../../shared/checkout/messages/cart';
import * as commonMessages from '../../shared/core/messages/common';
import * as guestMessages from './messages';
import { formatLKR } from '../../shared/core/money';
import { Amount, Amounts, discountText } from '../../shared/checkout/ui/amounts';
import { CheckoutSummary, type CheckoutSummaryProps } from '../../shared/placement/ui/checkout-summary';
import { Spinner } from '../../shared/session/ui/spinner';
import type { GuestTotals } from './guest-totals';

export interface OrderSummaryProps extends Omit<CheckoutSummaryProps, 'amounts' | 'total'> {
  totals: GuestTotals;
}

/**
 * SPEC §2 guest checkout summary: subtotal, shipping cost (from the weights, so it may still be
 * on its way or unknowable), discount, then the checkouts' shared coupon box, total and payment.
 * An amount still being worked out shows a spinner, never a guess.
 */
export function OrderSummary({ totals, ...rest }: OrderSummaryProps) {
  const { shipping } = totals;
  return (
    <CheckoutSummary
      {...rest}
      amounts={
        <Amounts busy={!totals.settled}>
          <Amount label={cartMessages.subtotal}>{formatLKR(totals.subtotalCents)}</Amount>
          <Amount label={cartMessages.shippingCost}>
            {shipping.status === 'loading' ? (
              <Spinner size="sm" label={cartMessages.calculatingShipping} />
            ) : shipping.status === 'unknown' ? (
              <span className="shop-checkout__muted">{guestMessages.shippingUnavailable}</span>
            ) : (
              formatLKR(shipping.cents)
            )}
          </Amount>
          <Amount label={cartMessages.discount}>
            {totals.discountKnown ? discountText(totals.productDiscountCents) : <Spinner size="sm" label={commonMessages.loading} />}
          </Amount>
        </Amounts>
      }
      total={totals.settled ? formatLKR(totals.totalCents) : <Spinner size="sm" label={commonMessages.loading} />}
    />
  );
}
