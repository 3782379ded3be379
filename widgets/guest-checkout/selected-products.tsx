import { useId } from 'react';
import type { CartLine } from '../../shared/checkout-line';
import type { Weights } from '../../shared/hooks/use-shipping';
import * as couponMessages from '../../shared/messages/coupon';
import * as checkoutMessages from '../../shared/messages/checkout';
import * as guestMessages from '../../shared/messages/guest';
import { totalWeight } from '../../shared/pricing';
import { LineDetails, LineImage } from '../../shared/ui/line-item';

export interface SelectedProductsProps {
  lines: readonly CartLine[];
  weights: Weights;
  isCouponApplied: (productId: number) => boolean;
}

/**
 * SPEC §2 'Selected Products': image (with the fallback), name, variation pairs (colour as
 * swatch, 'No V' hidden), unit price, percent-off badge, quantity, weight, and 'Coupon Applied'
 * on the items the coupon covers.
 */
export function SelectedProducts({ lines, weights, isCouponApplied }: SelectedProductsProps) {
  const titleId = useId();
  return (
    <section className="shop-guest__panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-guest__heading">
        {checkoutMessages.selectedProducts}
      </h2>
      <ul className="shop-guest__lines" aria-labelledby={titleId}>
        {lines.map((line) => (
          <li key={line.key} className="shop-guest__line">
            <LineImage imageName={line.imageName} size={72} />
            <LineDetails
              line={line}
              block="shop-guest"
              badges={
                isCouponApplied(line.productId) && (
                  <span className="shop-line__badge shop-line__badge--coupon">{couponMessages.couponApplied}</span>
                )
              }
            >
              <p className="shop-guest__meta">
                <span>{guestMessages.quantity(line.quantity)}</span>
                <LineWeight kg={weights.get(String(line.productId))} quantity={line.quantity} />
              </p>
            </LineDetails>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Nothing until the weight is known (SPEC §8: a failed lookup is silent). */
function LineWeight({ kg, quantity }: { kg: number | null | undefined; quantity: number }) {
  if (kg === null || kg === undefined || kg <= 0) return null;
  const line = totalWeight([{ weight: kg, quantity }]);
  return <span>{guestMessages.weight(String(kg), quantity, String(line))}</span>;
}
