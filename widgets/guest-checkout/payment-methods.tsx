import { useId } from 'react';
import * as checkoutMessages from '../../shared/messages/checkout';
import * as guestMessages from '../../shared/messages/guest';
import type { PaymentMethod } from './send-order';

const METHODS: readonly { value: PaymentMethod; label: string }[] = [
  { value: 'card', label: checkoutMessages.cardPayment },
  { value: 'bank', label: checkoutMessages.bankTransfer },
  { value: 'cod', label: checkoutMessages.cashOnDelivery },
];

/** SPEC §2/§9 payment methods: Card Payment, Bank Transfer, Cash On Delivery; none chosen at first. */
export function PaymentMethods({
  value,
  onChange,
}: {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
}) {
  const name = useId();
  return (
    <fieldset className="shop-guest__methods">
      <legend className="shop-guest__label">{guestMessages.paymentMethod}</legend>
      {METHODS.map((method) => (
        <label key={method.value} className="shop-guest__method">
          <input
            type="radio"
            name={name}
            className="shop-guest__radio"
            value={method.value}
            checked={value === method.value}
            onChange={() => onChange(method.value)}
          />
          {method.label}
        </label>
      ))}
    </fieldset>
  );
}
