import { useCallback, useState } from 'react';
import { validateCoupon, type CheckoutCoupon } from '../api/coupons';
import type { CartLine } from '../../checkout/checkout-line';
import { userMessage, type ShownText } from '../../session/errors';
import * as couponMessages from '../../purchase/messages/coupon';
import { fromCents, type Cents } from '../../core/money';
import { couponDiscount, couponMinimumMessage, subtotal, type CouponMode } from '../../purchase/pricing';
import { useBusy } from '../../session/hooks/use-busy';
import { COUPON_CODE_PATTERN } from '../../core/constants';
import { useActionErrors, type ActionErrors } from '../../session/hooks/use-action-errors';

export interface CouponNotice {
  tone: 'success' | 'error';
  text: ShownText;
}

interface Applied {
  coupon: CheckoutCoupon;
  /** The products it covers (the 'Coupon Applied' badges). */
  eligible: ReadonlySet<number>;
}

/** SPEC §5 in the checkout's mode, or null below the minimum order. */
function discountOf(applied: Applied, lines: readonly CartLine[], mode: CouponMode): Cents | null {
  const eligibleLines = lines.filter((line) => applied.eligible.has(line.productId));
  const result = couponDiscount(applied.coupon, subtotal(lines), eligibleLines, mode);
  return result.ok ? result.discountCents : null;
}

/**
 * SPEC §4 "Coupon at checkout", both kinds (`mode`: how §5 counts the eligible lines): Apply checks the code with the server
 * (`POST /coupons/validate`, the subtotal and the products), then the minimum order of §5;
 * success says '{title} Coupon applied!'; the minimum-order text, the server's reason or
 * 'Invalid coupon code.' clear any coupon applied before. The typed code always stays.
 */
export function useCoupon(lines: readonly CartLine[], mode: CouponMode, shared?: ActionErrors) {
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<Applied | null>(null);
  // Its failure is one of the screen's (use-action-errors.ts): a later success of any action
  // (placing the order) clears it, and it clears a failure of another before it once applied.
  const own = useActionErrors();
  const errors = shared ?? own;
  const [success, setSuccess] = useState<ShownText | null>(null);
  const failure = errors.errorOf(COUPON);
  const notice: CouponNotice | null = failure ? { tone: 'error', text: failure } : success ? { tone: 'success', text: success } : null;
  const { busy, run } = useBusy();

  function fail(text: ShownText) {
    setApplied(null);
    setSuccess(null);
    errors.failed(COUPON, text);
  }

  function apply() {
    void run(async () => {
      setSuccess(null);
      errors.trying(COUPON);
      if (code.trim() === '') {
        fail(couponMessages.enterCode);
        return;
      }
      // SPEC §9: a code is 5-20 of A-Z and 0-9 (typed in any case); anything else is no coupon,
      // and the server's answer about its length or letters would not be the shop's words.
      if (!COUPON_CODE_PATTERN.test(code.trim().toUpperCase())) {
        fail(couponMessages.invalid);
        return;
      }
      try {
        const answer = await validateCoupon({
          code,
          subtotal: fromCents(subtotal(lines)),
          product_ids: [...new Set(lines.map((line) => line.productId))],
        });
        const next = { coupon: answer.coupon, eligible: new Set(answer.eligible_products) };
        const result = couponDiscount(next.coupon, subtotal(lines), [], mode);
        if (!result.ok) {
          fail(couponMinimumMessage(result.minimumCents));
          return;
        }
        setApplied(next);
        errors.succeeded();
        setSuccess(couponMessages.applied(answer.coupon.title));
      } catch (failure) {
        // SPEC §8: the server's message (a 422 says why), or 'Invalid coupon code.'
        fail(await userMessage(failure, couponMessages.invalid, { serverMessage: true }));
      }
    });
  }

  // Derived, so a coupon that no longer fits the lines (another tab changed the cart) stops counting.
  const discountCents = applied ? discountOf(applied, lines, mode) : null;
  const active = discountCents === null ? null : applied;
  const eligible = active?.eligible ?? null;
  // Stable while the coupon's products stay the same (SelectedProducts is memoised).
  const isEligible = useCallback((productId: number) => eligible?.has(productId) ?? false, [eligible]);
  return {
    code,
    setCode,
    apply,
    busy,
    notice,
    /** The coupon counting towards the total, or null. */
    coupon: active?.coupon ?? null,
    isEligible,
    discountCents: discountCents ?? 0,
    /** The order call refused the coupon (used up meanwhile): it no longer counts, and says why. */
    reject: fail,
  };
}

export type CouponState = ReturnType<typeof useCoupon>;

const COUPON = 'coupon';
