import type { ProductCoupon } from './api';
import { couponValidity } from './dates';
import * as couponMessages from '../../shared/purchase/messages/coupon';
import { formatLKR, toCents } from '../../shared/core/money';
import { TagIcon } from './coupon-icons';

export interface CouponSlideProps {
  coupon: ProductCoupon;
  /** 1-based place in the carousel, for the slide's name ("Coupon 2 of 3"). */
  position: number;
  total: number;
}

/** One coupon: title, what it gives, minimum order, code and validity (SPEC §2, §9). */
export function CouponSlide({ coupon, position, total }: CouponSlideProps) {
  const validity = couponValidity(coupon.end_date, new Date());
  return (
    <div
      className="shop-pd__coupon"
      role="group"
      aria-roledescription={couponMessages.slideRole}
      aria-label={couponMessages.slideLabel(position, total)}
    >
      <h3 className="shop-pd__coupon-title">
        <TagIcon className="shop-pd__coupon-icon" />
        {coupon.title}
      </h3>
      <p className="shop-pd__coupon-offer">{offerText(coupon)}</p>
      {coupon.min_order_value !== null && coupon.min_order_value > 0 && (
        <p className="shop-pd__coupon-minimum">
          {couponMessages.minimumSpend(formatLKR(toCents(coupon.min_order_value)))}
        </p>
      )}
      <p className="shop-pd__coupon-code">
        <span className="shop-pd__coupon-code-label">{couponMessages.codeLabel}</span>{' '}
        <code className="shop-pd__code">{coupon.code}</code>
      </p>
      <p className={`shop-pd__coupon-validity${validity === couponMessages.expired ? ' shop-pd__coupon-validity--expired' : ''}`}>
        {validity}
      </p>
    </div>
  );
}

/** What the coupon gives: "15% off, up to LKR 1,000.00" or "LKR 500.00 off". */
function offerText(coupon: ProductCoupon): string {
  if (coupon.discount_type === 'fixed') {
    return couponMessages.amountOff(formatLKR(toCents(coupon.discount_value)));
  }
  return coupon.max_discount_value === null
    ? couponMessages.percentOff(coupon.discount_value)
    : couponMessages.percentOffUpTo(coupon.discount_value, formatLKR(toCents(coupon.max_discount_value)));
}
