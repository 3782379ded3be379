import { lazy, memo, Suspense, useId, useState, type FocusEvent, type ReactNode } from 'react';
import type { ProductCoupon } from './api';
import { logFailure } from '../../shared/core/log';
import * as couponMessages from '../../shared/purchase/messages/coupon';
import { withStyles } from '../../shared/core/runtime/assets';
import { Spinner } from '../../shared/session/ui/spinner';
import type { ToastTone } from '../../shared/session/ui/toast';
import { CopyIcon } from './icons';
import { useCoupons } from './use-coupons';

// Slides, rotation and dots load only for a product that has coupons (most have none).
const CouponCarousel = lazy(() =>
  withStyles('product-detail', 'coupon-carousel', () => import('./coupon-carousel')),
);

export interface CouponPanelProps {
  productId: number;
  showToast: (message: string, tone: ToastTone) => void;
}

/**
 * SPEC §2 side panel's coupons (`GET /products/{id}/coupons`): while loading and when there
 * are none, a box and the Copy button ('No coupon available to copy.', §8); with coupons, the
 * carousel. Loading keeps the empty state's shape, so nothing below moves when they arrive.
 */
export const CouponPanel = memo(function CouponPanel({ productId, showToast }: CouponPanelProps) {
  const coupons = useCoupons(productId);
  const headingId = useId();
  // The carousel stands still while the pointer or focus is anywhere in the panel.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const carousel = coupons !== null && coupons.length > 0;

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  async function copy(coupon: ProductCoupon | undefined) {
    if (!coupon) {
      showToast(couponMessages.copyNone, 'error');
      return;
    }
    try {
      await navigator.clipboard.writeText(coupon.code);
      showToast(couponMessages.copied(coupon.code), 'success');
    } catch (error) {
      logFailure('coupon code could not be copied', error);
      showToast(couponMessages.copyFailed, 'error');
    }
  }

  const copyButton = (coupon?: ProductCoupon) => (
    <button
      type="button"
      className="shop-pd__copy"
      aria-label={coupon ? couponMessages.copyCode(coupon.code) : undefined}
      onClick={() => void copy(coupon)}
    >
      <CopyIcon />
      {couponMessages.copy}
    </button>
  );
  const box = (content: ReactNode) => (
    <>
      <div className="shop-pd__coupon-viewport">{content}</div>
      <div className="shop-pd__coupon-controls">{copyButton()}</div>
    </>
  );
  const loading = box(
    <p className="shop-pd__coupon-loading">
      <Spinner label={couponMessages.loading} />
    </p>,
  );

  return (
    <section
      className="shop-pd__panel shop-pd__coupons"
      aria-labelledby={headingId}
      aria-roledescription={carousel ? couponMessages.carouselRole : undefined}
      onPointerEnter={carousel ? () => setHovered(true) : undefined}
      onPointerLeave={carousel ? () => setHovered(false) : undefined}
      onFocus={carousel ? () => setFocused(true) : undefined}
      onBlur={carousel ? handleBlur : undefined}
    >
      <h2 id={headingId} className="shop-pd__panel-heading">
        {couponMessages.heading}
      </h2>
      {coupons === null && loading}
      {coupons?.length === 0 && box(<p className="shop-pd__coupon-empty">{couponMessages.none}</p>)}
      {carousel && (
        <Suspense fallback={loading}>
          <CouponCarousel coupons={coupons} copyButton={copyButton} held={hovered || focused} />
        </Suspense>
      )}
    </section>
  );
});
