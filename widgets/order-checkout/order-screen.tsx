import { lazy, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { OrderProducts } from './api';
import type { CartLine } from '../../shared/checkout/checkout-line';
import { useCoupon } from '../../shared/placement/hooks/use-coupon';
import * as checkoutMessages from '../../shared/placement/messages/checkout';
import type { PaymentMethod } from '../../shared/placement/ui/payment-methods';
import { SelectedProducts } from '../../shared/placement/ui/selected-products';
import { FullScreenSpinner } from '../../shared/session/ui/spinner';
import { ShippingAddress } from './address/shipping-address';
import { useShippingAddress } from './address/use-shipping-address';
import { orderLines, orderTotals, orderWeights } from './order-lines';
import { OrderSummary } from './order-summary';
import { loadDialogs, usePlaceOrder, type OrderScreen as Screen } from './use-place-order';
import { useActionErrors } from '../../shared/session/hooks/use-action-errors';

const OrderDialogs = lazy(loadDialogs);
const warmDialogs = () => void loadDialogs();

export interface OrderScreenProps {
  orderId: number;
  order: OrderProducts;
  onPlaced: (message: string) => void;
  onOrderChanged: () => Promise<void>;
}

/**
 * SPEC §2 the checkout of a pending order: the shipping address on the left, the selected
 * products and the summary on the right (one column on a phone, shared/placement/ui/checkout.css).
 */
export function OrderScreen({ orderId, order, onPlaced, onOrderChanged }: OrderScreenProps) {
  const lines = useMemo(() => orderLines(order), [order]);
  const weightOf = useMemo(() => {
    const weights = orderWeights(order);
    return (line: CartLine) => weights.get(line.key);
  }, [order]);
  const errors = useActionErrors();
  const coupon = useCoupon(lines, 'order', errors);
  const address = useShippingAddress();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const totals = orderTotals(order, coupon.discountCents);
  // A complaint about the address holds for the address it was about; another one answers it.
  const [addressError, setAddressError] = useState<{ text: string; about: number | null } | null>(null);
  const chosen = address.address?.id ?? null;
  const shownAddressError = addressError && addressError.about === chosen ? addressError.text : null;

  // The flow reads the screen as last rendered: a dialog may be open while it changes.
  const latest = { orderId, order, lines, totals, coupon, address: address.address };
  const screen = useRef<Screen>(latest);
  useLayoutEffect(() => {
    screen.current = latest;
  });
  const placing = usePlaceOrder({
    screen: () => screen.current,
    method,
    onAddressError: (text) => setAddressError({ text, about: screen.current.address?.id ?? null }),
    onPlaced,
    onOrderChanged,
    errors,
  });

  return (
    <>
      <div className="shop-checkout__layout">
        <ShippingAddress state={address} error={shownAddressError} />
        <div className="shop-checkout__side">
          <SelectedProducts lines={lines} weightOf={weightOf} isCouponApplied={coupon.isEligible} />
          <OrderSummary
            totals={totals}
            coupon={coupon}
            method={method}
            onMethodChange={setMethod}
            onPlaceOrder={() => void placing.placeOrder()}
            onPlaceOrderNear={warmDialogs}
            busy={placing.busy}
            error={placing.error}
          />
        </div>
      </div>
      {placing.dialog && (
        <Suspense fallback={null}>
          <OrderDialogs dialog={placing.dialog} order={placing} />
        </Suspense>
      )}
      {placing.busy && <FullScreenSpinner label={checkoutMessages.placingOrder} />}
    </>
  );
}
