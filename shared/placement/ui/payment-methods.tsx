import { useId } from 'react';
import * as checkoutMessages from '../messages/checkout';

/** SPEC §9 payment methods, as the checkouts name them. */
export type PaymentMethod = 'card' | 'bank' | 'cod';

/**
 * In a function, not a module constant: the catalogue is a member of this file's chunk group,
 * which may evaluate after this file (build/grouping-plugin.mjs, groupImportEdit).
 */
const methods = (): readonly { value: PaymentMethod; label: string }[] => [
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
      {methods().map((method) => (
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
