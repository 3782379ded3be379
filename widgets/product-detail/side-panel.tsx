import { memo, useState } from 'react';
import type { ProductDetail } from './api';
import { deliveryEstimate } from './dates';
import * as productMessages from '../../shared/catalogue/messages/product';
import { formatLKR, toCents } from '../../shared/core/money';
import type { ToastTone } from '../../shared/session/ui/toast';
import { CouponPanel } from './coupon-panel';
import { CalendarIcon, CashIcon, ReturnIcon, StarBadgeIcon, TruckIcon, WarehouseIcon } from './icons';

export interface SidePanelProps {
  product: Pick<ProductDetail, 'id' | 'shipping_type' | 'shipping_cost' | 'shipping_option'>;
  showToast: (message: string, tone: ToastTone) => void;
}

/** The icons of SPEC §1's four selling points, in productMessages.sellingPoints order. */
const SELLING_POINT_ICONS = [TruckIcon, StarBadgeIcon, CashIcon, ReturnIcon] as const;

/** SPEC §2: free shipping, the paid cost in LKR, or 'Not Specified' when none is given. */
function shippingText({ shipping_type, shipping_cost }: SidePanelProps['product']): string {
  if (shipping_type === 'free') return productMessages.freeShipping;
  return shipping_cost === null ? productMessages.notSpecified : formatLKR(toCents(shipping_cost));
}

/** SPEC §2 ships-from label: the two known options by name, any other text as it is. */
function shipsFromText(option: string): string | null {
  if (option === 'local_warehouse') return productMessages.shipsFromLocal;
  if (option === 'overseas') return productMessages.shipsFromOverseas;
  return option.trim() || null;
}

/**
 * SPEC §2 side panel: shipping, the estimated delivery range (1–3 business days, §9), the
 * coupon carousel, where it ships from and the selling points. It does not depend on the
 * chosen variation, so a variation change never re-renders it.
 */
export const SidePanel = memo(function SidePanel({ product, showToast }: SidePanelProps) {
  const [delivery] = useState(() => deliveryEstimate(new Date()).label);
  const shipsFrom = shipsFromText(product.shipping_option);
  return (
    <div className="shop-pd__side">
      <div className="shop-pd__panel">
        <h2 className="shop-pd__panel-heading">{productMessages.deliveryHeading}</h2>
        <dl className="shop-pd__facts">
          <div className="shop-pd__fact">
            <dt>
              <TruckIcon className="shop-pd__fact-icon" />
              {productMessages.shippingLabel}
            </dt>
            <dd className={product.shipping_type === 'free' ? 'shop-pd__free' : undefined}>{shippingText(product)}</dd>
          </div>
          <div className="shop-pd__fact">
            <dt>
              <CalendarIcon className="shop-pd__fact-icon" />
              {productMessages.deliveryLabel}
            </dt>
            <dd>{delivery}</dd>
          </div>
        </dl>
        {shipsFrom && (
          <p className="shop-pd__ships-from">
            <WarehouseIcon className="shop-pd__fact-icon" />
            {shipsFrom}
          </p>
        )}
      </div>

      <CouponPanel productId={product.id} showToast={showToast} />

      <div className="shop-pd__panel">
        <h2 className="shop-pd__panel-heading">{productMessages.sellingPointsHeading}</h2>
        <ul className="shop-pd__points">
          {productMessages.sellingPoints.map((point, i) => {
            const PointIcon = SELLING_POINT_ICONS[i] ?? StarBadgeIcon;
            return (
              <li key={point} className="shop-pd__point">
                <PointIcon className="shop-pd__point-icon" />
                {point}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
});
