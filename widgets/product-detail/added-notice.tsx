import { useEffect, useEffectEvent, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ADDED_TO_CART_NOTICE_MS, CART_PATH } from '../../shared/core/constants';
import * as productMessages from '../../shared/catalogue/messages/product';
import { ToneIcon } from '../../shared/session/ui/tone-icon';

/** SPEC §2: View Cart goes to the cart page. */

/**
 * SPEC §2 'Added to cart!' with View Cart and Continue Shopping, gone after 5 s (§9). A
 * non-modal panel placed right after the buttons, so Tab reaches it next; its message is a
 * polite status. The countdown pauses while the pointer or focus is on it (WCAG 2.2.1), and
 * Escape closes it like Continue Shopping.
 */
export interface AddedNoticeProps {
  /** `byShopper`: closed with its button or Escape (focus then goes back to Add To Cart). */
  onClose: (byShopper: boolean) => void;
}

export function AddedNotice({ onClose }: AddedNoticeProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const expire = useEffectEvent(() => onClose(false));

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => expire(), ADDED_TO_CART_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [paused]);

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
    }
  }

  return (
    <div
      className="shop-pd__notice"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <p className="shop-pd__notice-message" role="status">
        <ToneIcon tone="success" className="shop-pd__notice-icon" />
        {productMessages.addedToCart}
      </p>
      <div className="shop-pd__notice-actions">
        <a className="shop-pd__notice-link" href={CART_PATH}>
          {productMessages.viewCart}
        </a>
        <button type="button" className="shop-pd__notice-close" onClick={() => onClose(true)}>
          {productMessages.continueShopping}
        </button>
      </div>
    </div>
  );
}
