import * as cardMessages from '../../shared/catalogue/messages/card';
import * as priceMessages from '../../shared/session/messages/price';
import { formatLKR } from '../../shared/core/money';
import { Stars } from '../../shared/catalogue/ui/stars';
import type { ShownPrice } from './price';

export interface SummaryProps {
  name: string;
  averageRating: number;
  totalReviews: number;
  price: ShownPrice;
  description: string;
}

/**
 * SPEC §2: the name (the page's only h1: this widget is the page's main content), the rating,
 * the price with the compared price struck and the '{discount}% OFF' badge, and the small
 * description. The price is a polite live region: a new variation's price is read out.
 */
export function Summary({ name, averageRating, totalReviews, price, description }: SummaryProps) {
  return (
    <div className="shop-pd__summary">
      <h1 className="shop-pd__name">{name}</h1>
      {totalReviews > 0 && (
        <p className="shop-pd__rating">
          <Stars rating={averageRating} size="sm" label={cardMessages.ratingLabel(averageRating, totalReviews)} />
          <span aria-hidden="true">
            {averageRating.toFixed(1)} ({totalReviews})
          </span>
        </p>
      )}
      <p className="shop-pd__prices" aria-live="polite" aria-atomic="true">
        <span className="shop-pd__price">{formatLKR(price.priceCents)}</span>
        {price.comparedCents !== null && (
          <s className="shop-pd__compared">
            <span className="shop-visually-hidden">{cardMessages.originalPrice} </span>
            {formatLKR(price.comparedCents)}
          </s>
        )}
        {price.percent > 0 && <span className="shop-pd__badge">{priceMessages.percentOff(price.percent)}</span>}
      </p>
      {description && <p className="shop-pd__description">{description}</p>}
    </div>
  );
}
