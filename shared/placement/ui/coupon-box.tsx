import { useId } from 'react';
import type { CouponState } from '../hooks/use-coupon';
import * as couponMessages from '../../purchase/messages/coupon';
import { InlineAlert } from '../../session/ui/inline-alert';
import { Spinner } from '../../session/ui/spinner';
import { ShownLines } from '../../session/ui/shown-lines';

/** SPEC §2 the checkouts' coupon input with Apply, and what the last Apply said (§4, §5, §8). */
export function CouponBox({ coupon }: { coupon: CouponState }) {
  const inputId = useId();
  const noticeId = useId();
  const { notice } = coupon;
  return (
    <div className="shop-checkout__coupon">
      <label className="shop-checkout__label" htmlFor={inputId}>
        {couponMessages.inputLabel}
      </label>
      <div className="shop-checkout__coupon-row">
        <input
          id={inputId}
          className="shop-field__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={coupon.code}
          onChange={(event) => coupon.setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              coupon.apply();
            }
          }}
          aria-invalid={notice?.tone === 'error' || undefined}
          aria-describedby={notice ? noticeId : undefined}
        />
        <button
          type="button"
          className="shop-button"
          onClick={coupon.apply}
          aria-disabled={coupon.busy || undefined}
          aria-busy={coupon.busy || undefined}
        >
          {coupon.busy && <Spinner size="sm" />}
          {couponMessages.apply}
        </button>
      </div>
      {notice && (
        <InlineAlert tone={notice.tone} id={noticeId}>
          <ShownLines text={notice.text} />
        </InlineAlert>
      )}
    </div>
  );
}
