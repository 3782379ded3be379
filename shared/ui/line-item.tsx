import { useState, type ReactNode } from 'react';
import type { CartLine } from '../checkout-line';
import { NO_IMAGE_URL } from '../constants';
import * as cardMessages from '../messages/card';
import { formatLKR } from '../money';
import { productImageUrl, productUrl } from '../urls';
import './line-item.css';
import { VariationPairs } from './variation-pairs';

/**
 * An order line's picture (SPEC §2 cart rows and Selected Products): decorative beside its
 * name, and the shop's fallback when the image is missing or fails to load.
 */
export function LineImage({ imageName, size, className }: { imageName: string | null; size: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={`shop-line__image${className ? ` ${className}` : ''}`}
      src={failed ? NO_IMAGE_URL : productImageUrl(imageName)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

export interface LineDetailsProps {
  line: Pick<CartLine, 'productId' | 'name' | 'variationName' | 'variants' | 'priceCents' | 'percent'>;
  /** The widget's BEM block, for its own classes beside the shared ones (see VariationPairs). */
  block: string;
  className?: string;
  /** Badges after the percent off ('Coupon Applied'). */
  badges?: ReactNode;
  /** Lines under the price (quantity, weight). */
  children?: ReactNode;
}

/**
 * An order line's name (to its product page), its variation pairs, unit price and percent off
 * (SPEC §2 cart rows and the checkouts' Selected Products).
 */
export function LineDetails({ line, block, className, badges, children }: LineDetailsProps) {
  return (
    <div className={`shop-line__details${className ? ` ${className}` : ''}`}>
      <a className="shop-line__name" href={productUrl(line.productId)}>
        {line.name}
      </a>
      <VariationPairs line={line} block={block} />
      <p className="shop-line__prices">
        <span className="shop-line__price">{formatLKR(line.priceCents)}</span>
        {line.percent !== null && line.percent > 0 && (
          <span className="shop-line__badge">{cardMessages.percentOff(line.percent)}</span>
        )}
        {badges}
      </p>
      {children}
    </div>
  );
}
