import { memo, useId } from 'react';
import type { CartLine } from '../../checkout/checkout-line';
import * as checkoutMessages from '../messages/checkout';
import * as couponMessages from '../../purchase/messages/coupon';
import { totalWeight } from '../../purchase/pricing';
import { LineDetails, LineImage } from '../../checkout/ui/line-item';

export interface SelectedProductsProps {
  lines: readonly CartLine[];
  /** One unit's weight in kg; null or undefined while unknown (SPEC §8: a failed lookup is silent). */
  weightOf: (line: CartLine) => number | null | undefined;
  isCouponApplied: (productId: number) => boolean;
}

/**
 * SPEC §2 'Selected Products' of both checkouts: image (with the fallback), name, variation
 * pairs (colour as swatch, 'No V' hidden), unit price, percent-off badge, quantity, weight, and
 * 'Coupon Applied' on the items the coupon covers. Memoised: a letter typed elsewhere on the
 * screen (a coupon code, the shipping form) does not draw every line again; so its props
 * must be stable (useCallback, useMemo).
 */
export const SelectedProducts = memo(function SelectedProducts({ lines, weightOf, isCouponApplied }: SelectedProductsProps) {
  const titleId = useId();
  return (
    <section className="shop-checkout__panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-checkout__heading">
        {checkoutMessages.selectedProducts}
      </h2>
      <ul className="shop-checkout__lines" aria-labelledby={titleId}>
        {lines.map((line) => (
          <li key={line.key} className="shop-checkout__line">
            <LineImage imageName={line.imageName} size={72} />
            <LineDetails
              line={line}
              block="shop-checkout"
              badges={
                isCouponApplied(line.productId) && (
                  <span className="shop-line__badge shop-line__badge--coupon">{couponMessages.couponApplied}</span>
                )
              }
            >
              <p className="shop-checkout__meta">
                <span>{checkoutMessages.quantity(line.quantity)}</span>
                <LineWeight kg={weightOf(line)} quantity={line.quantity} />
              </p>
            </LineDetails>
          </li>
        ))}
      </ul>
    </section>
  );
});

/** Nothing until the weight is known, nor for a product that ships free (weight 0). */
function LineWeight({ kg, quantity }: { kg: number | null | undefined; quantity: number }) {
  if (kg === null || kg === undefined || kg <= 0) return null;
  const line = totalWeight([{ weight: kg, quantity }]);
  return <span>{checkoutMessages.weight(String(kg), quantity, String(line))}</span>;
}
