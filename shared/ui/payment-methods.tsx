import { useId } from 'react';
import * as checkoutMessages from '../messages/checkout';

/** SPEC §9 payment methods, as the checkouts name them. */
export type PaymentMethod = 'card' | 'bank' | 'cod';

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
    <fieldset className="shop-checkout__methods">
      <legend className="shop-checkout__label">{checkoutMessages.paymentMethod}</legend>
      {METHODS.map((method) => (
        <label key={method.value} className="shop-checkout__method">
          <input
            type="radio"
            name={name}
            className="shop-checkout__radio"
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
