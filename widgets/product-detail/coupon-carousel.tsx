import { memo, useEffect, useId, useState, type FocusEvent } from 'react';
import { COUPON_SLIDE_MS } from '../../shared/constants';
import { logFailure } from '../../shared/log';
import * as couponMessages from '../../shared/messages/coupon';
import { Spinner } from '../../shared/ui/spinner';
import type { ToastTone } from '../../shared/ui/toast';
import { CouponSlide } from './coupon-slide';
import { CopyIcon, RotationIcon } from './icons';
import { useCoupons } from './use-coupons';
import { useReducedMotion } from './use-reduced-motion';

export interface CouponCarouselProps {
  productId: number;
  showToast: (message: string, tone: ToastTone) => void;
}

/**
 * SPEC §2/§4 coupon carousel: one coupon at a time with a Copy button and dots; it advances
 * every 3 s (§9) and a dot sets the slide and restarts the timer. Following the WAI carousel
 * pattern it does not move while the pointer or focus is inside, while stopped with its
 * pause button, or for a shopper who asked for reduced motion; only then are slide changes
 * announced.
 */
export const CouponCarousel = memo(function CouponCarousel({ productId, showToast }: CouponCarouselProps) {
  const coupons = useCoupons(productId);
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const [restarts, setRestarts] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();

  const count = coupons?.length ?? 0;
  const current = count > 0 ? index % count : 0;
  const coupon = coupons?.[current];
  const rotating = count > 1 && !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), COUPON_SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, restarts, count]);

  function show(slide: number) {
    setIndex(slide);
    setRestarts((n) => n + 1);
  }

  async function copy() {
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

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <section
      className="shop-pd__panel shop-pd__coupons"
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <h2 id={headingId} className="shop-pd__panel-heading">
        {couponMessages.heading}
      </h2>
      {/* Loading keeps the empty state's shape (a box, then the Copy button): nothing below moves. */}
      <div
        className={`shop-pd__coupon-viewport${coupon ? ' shop-pd__coupon-viewport--slides' : ''}`}
        aria-live={rotating ? 'off' : 'polite'}
      >
        {coupons === null ? (
          <p className="shop-pd__coupon-loading">
            <Spinner label={couponMessages.loading} />
          </p>
        ) : coupon ? (
          <CouponSlide key={coupon.id} coupon={coupon} position={current + 1} total={count} />
        ) : (
          <p className="shop-pd__coupon-empty">{couponMessages.none}</p>
        )}
      </div>
      <div className="shop-pd__coupon-controls">
        <button
          type="button"
          className="shop-pd__copy"
          aria-label={coupon ? couponMessages.copyCode(coupon.code) : undefined}
          onClick={() => void copy()}
        >
          <CopyIcon />
          {couponMessages.copy}
        </button>
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
        {count > 1 && coupons && (
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
    </section>
  );
});
