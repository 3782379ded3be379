import type { ReactNode } from 'react';
import type { CartLine } from '../checkout-line';
import * as priceMessages from '../../session/messages/price';
import { formatLKR } from '../../core/money';
import { productUrl } from '../../core/urls';
import './line-item.css';
import { ProductThumb } from '../../session/ui/product-thumb';
import { VariationPairs } from './variation-pairs';

/** An order line's picture (SPEC §2 cart rows and Selected Products). */
export function LineImage({ imageName, size, className }: { imageName: string | null; size: number; className?: string }) {
  return <ProductThumb image={imageName} size={size} className={`shop-line__image${className ? ` ${className}` : ''}`} />;
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
          <span className="shop-line__badge">{priceMessages.percentOff(line.percent)}</span>
        )}
        {badges}
      </p>
      {children}
    </div>
  );
}
