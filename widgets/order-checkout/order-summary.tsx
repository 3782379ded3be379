import * as cartMessages from '../../shared/checkout/messages/cart';
import { formatLKR } from '../../shared/core/money';
import { Amount, Amounts, discountText } from '../../shared/checkout/ui/amounts';
import { CheckoutSummary, type CheckoutSummaryProps } from '../../shared/placement/ui/checkout-summary';
import type { OrderTotals } from './order-lines';

export interface OrderSummaryProps extends Omit<CheckoutSummaryProps, 'amounts' | 'total'> {
  totals: OrderTotals;
}

/**
 * SPEC §2 the order's summary: subtotal, shipping and the products' discount as the server
 * priced the order, then the checkouts' coupon box, coupon discount, total (§9) and payment.
 */
export function OrderSummary({ totals, ...rest }: OrderSummaryProps) {
  return (
    <CheckoutSummary
      {...rest}
      amounts={
        <Amounts>
          <Amount label={cartMessages.subtotal}>{formatLKR(totals.subtotalCents)}</Amount>
          <Amount label={cartMessages.shippingCost}>{formatLKR(totals.shippingCents)}</Amount>
          <Amount label={cartMessages.discount}>{discountText(totals.productDiscountCents)}</Amount>
        </Amounts>
      }
      total={formatLKR(totals.totalCents)}
    />
  );
}
