import { useId, useState } from 'react';
import type { CartLine } from '../../shared/checkout-line';
import { NO_IMAGE_URL } from '../../shared/constants';
import type { Weights } from '../../shared/hooks/use-shipping';
import * as cardMessages from '../../shared/messages/card';
import * as couponMessages from '../../shared/messages/coupon';
import * as checkoutMessages from '../../shared/messages/checkout';
import * as guestMessages from '../../shared/messages/guest';
import { formatLKR } from '../../shared/money';
import { totalWeight } from '../../shared/pricing';
import { VariationPairs } from '../../shared/ui/variation-pairs';
import { productImageUrl, productUrl } from '../../shared/urls';

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
            <ProductImage imageName={line.imageName} />
            <div className="shop-guest__line-details">
              <a className="shop-guest__name" href={productUrl(line.productId)}>
                {line.name}
              </a>
              <VariationPairs line={line} block="shop-guest" />
              <p className="shop-guest__prices">
                <span className="shop-guest__price">{formatLKR(line.priceCents)}</span>
                {line.percent !== null && line.percent > 0 && (
                  <span className="shop-guest__badge">{cardMessages.percentOff(line.percent)}</span>
                )}
                {isCouponApplied(line.productId) && (
                  <span className="shop-guest__badge shop-guest__badge--coupon">{couponMessages.couponApplied}</span>
                )}
              </p>
              <p className="shop-guest__meta">
                <span>{guestMessages.quantity(line.quantity)}</span>
                <LineWeight kg={weights.get(String(line.productId))} quantity={line.quantity} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A missing image, or one that fails to load, shows the shop's fallback (SPEC §2). */
function ProductImage({ imageName }: { imageName: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="shop-guest__image"
      src={failed ? NO_IMAGE_URL : productImageUrl(imageName)}
      alt=""
      width="72"
      height="72"
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** Nothing until the weight is known (SPEC §8: a failed lookup is silent). */
function LineWeight({ kg, quantity }: { kg: number | null | undefined; quantity: number }) {
  if (kg === null || kg === undefined || kg <= 0) return null;
  const line = totalWeight([{ weight: kg, quantity }]);
  return <span>{guestMessages.weight(String(kg), quantity, String(line))}</span>;
}
