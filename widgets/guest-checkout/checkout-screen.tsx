import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { CartEntry } from '../../shared/core/api/cart-entry';
import { guestLine, type CartLine } from '../../shared/checkout/checkout-line';
import { useCoupon } from '../../shared/placement/hooks/use-coupon';
import { useLineExtras } from '../../shared/checkout/hooks/use-line-extras';
import { shippingWeight, useProductWeights, useShippingCost } from '../../shared/checkout/hooks/use-shipping';
import * as checkoutMessages from '../../shared/placement/messages/checkout';
import * as guestMessages from './messages';
import type { PaymentMethod } from '../../shared/placement/ui/payment-methods';
import { SelectedProducts } from '../../shared/placement/ui/selected-products';
import { FullScreenSpinner } from '../../shared/session/ui/spinner';
import { guestTotals } from './guest-totals';
import { OrderSummary } from './order-summary';
import { ShippingForm } from './shipping-form';
import { useGuestForm } from './use-guest-form';
import type { CheckoutMode } from './send-order';
import { loadDialogs, usePlaceOrder } from './use-place-order';
import { useActionErrors } from '../../shared/session/hooks/use-action-errors';

const GuestDialogs = lazy(loadDialogs);
const warmDialogs = () => void loadDialogs();

/**
 * The screen over the lines to buy: their percent off, pairs and weights come from the server
 * (SPEC §7 cart calls, failing silently, §8), shipping from the total weight (§9), and the rest
 * from what the shopper enters. Form on the left and summary on the right on wide screens, one
 * column on a phone (guest-checkout.css).
 */
export function CheckoutScreen({ mode, entries }: { mode: CheckoutMode; entries: readonly CartEntry[] }) {
  const stored = useMemo(() => entries.map(guestLine), [entries]);
  const lines = useLineExtras(stored);
  const weights = useProductWeights(lines);
  const shipping = useShippingCost(shippingWeight(weights, lines));
  const weightOf = useCallback((line: CartLine) => weights.get(String(line.productId)), [weights]);
  const errors = useActionErrors();
  const coupon = useCoupon(lines, 'guest', errors);
  const form = useGuestForm();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const totals = guestTotals(lines, shipping, coupon.discountCents);
  const order = usePlaceOrder({ mode, lines, totals, coupon, form, method, errors });

  return (
    <div className="shop-checkout">
      <h1 className="shop-checkout__title">{guestMessages.title}</h1>
      <div className="shop-checkout__layout">
        <ShippingForm form={form} />
        <div className="shop-checkout__side">
          <SelectedProducts
            lines={lines}
            weightOf={weightOf}
            isCouponApplied={coupon.isEligible}
          />
          <OrderSummary
            totals={totals}
            coupon={coupon}
            method={method}
            onMethodChange={setMethod}
            onPlaceOrder={() => void order.placeOrder()}
            onPlaceOrderNear={warmDialogs}
            busy={order.busy}
            error={order.error}
          />
        </div>
      </div>
      {order.dialog && (
        <Suspense fallback={null}>
          <GuestDialogs dialog={order.dialog} order={order} />
        </Suspense>
      )}
      {order.busy && <FullScreenSpinner label={checkoutMessages.placingOrder} />}
    </div>
  );
}
