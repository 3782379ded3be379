import { useEffect, useState, type ReactNode } from 'react';
import type { ProductCoupon } from './api';
import { COUPON_SLIDE_MS } from '../../shared/core/constants';
import * as couponMessages from '../../shared/purchase/messages/coupon';
import { RotationIcon } from './coupon-icons';
import { CouponSlide } from './coupon-slide';
import { useReducedMotion } from '../../shared/session/hooks/use-reduced-motion';
import './coupon-carousel.css';

export interface CouponCarouselProps {
  coupons: readonly ProductCoupon[];
  /** The panel's Copy button, for the coupon shown. */
  copyButton: (coupon: ProductCoupon) => ReactNode;
  /** The pointer or focus is in the panel: the slides stand still. */
  held: boolean;
}

/**
 * SPEC §2/§4 coupon carousel: one coupon at a time with a Copy button and dots; it advances
 * every 3 s (§9) and a dot sets the slide and restarts the timer. Following the WAI carousel
 * pattern it does not move while the pointer or focus is inside, while stopped with its
 * pause button, or for a shopper who asked for reduced motion; only then are slide changes
 * announced. Loaded by coupon-panel.tsx only for a product that has coupons.
 */
export default function CouponCarousel({ coupons, copyButton, held }: CouponCarouselProps) {
  const [index, setIndex] = useState(0);
  const [restarts, setRestarts] = useState(0);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();

  const count = coupons.length;
  const current = index % count;
  const coupon = coupons[current];
  const rotating = count > 1 && !held && !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), COUPON_SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, restarts, count]);

  function show(slide: number) {
    setIndex(slide);
    setRestarts((n) => n + 1);
  }

  return (
    <div className="shop-pd__carousel">
      <div
        className="shop-pd__coupon-viewport"
        aria-live={rotating ? 'off' : 'polite'}
      >
        {coupon && <CouponSlide key={coupon.id} coupon={coupon} position={current + 1} total={count} />}
      </div>
      <div className="shop-pd__coupon-controls">
        {coupon && copyButton(coupon)}
        {count > 1 && !reducedMotion && (
          <button
            type="button"
            className="shop-pd__rotation"
            aria-label={stopped ? couponMessages.playRotation : couponMessages.pauseRotation}
            onClick={() => setStopped(!stopped)}
          >
            <RotationIcon playing={!stopped} />
          </button>
        )}
        {count > 1 && (
          <div className="shop-pd__dots">
            {coupons.map((item, slide) => (
              <button
                key={item.id}
                type="button"
                className="shop-pd__dot"
                aria-label={couponMessages.showSlide(slide + 1, count)}
                aria-current={slide === current ? 'true' : undefined}
                onClick={() => show(slide)}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
