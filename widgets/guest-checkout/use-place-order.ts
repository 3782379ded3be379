import { useRef } from 'react';
import {
  checkEmailExists,
  checkGuestExists,
  checkMobileExists,
  type GuestDetails,
} from './api';
import { sendVerificationCode } from '../../shared/placement/api/verification';
import type { CartLine } from '../../shared/checkout/checkout-line';
import { CART_PATH, OTP_RESEND_SECONDS } from '../../shared/core/constants';
import { describeFailure, userMessage, type MessageOptions } from '../../shared/session/errors';
import type { CouponState } from '../../shared/placement/hooks/use-coupon';
import { usePlacement } from '../../shared/placement/hooks/use-placement';
import * as checkoutMessages from '../../shared/placement/messages/checkout';
import * as guestMessages from './messages';
import * as otpMessages from '../../shared/forms/messages';
import { withStyles } from '../../shared/core/runtime/assets';
import { requestLogin } from '../../shared/core/stores/login';
import type { PaymentMethod } from '../../shared/placement/ui/payment-methods';
import { productUrl } from '../../shared/core/urls';
import type { GuestDialog } from './guest-dialogs';
import { FIELDS } from './guest-form';
import { forgetVerified, readVerified, rememberVerified, saveAddress } from './guest-memory';
import { guestOrderRequest, type GuestTotals } from './guest-totals';
import { sendOrder, takeOrderedLines, type CheckoutMode } from './send-order';
import type { GuestForm } from './use-guest-form';
import { markReloadOnReturn } from './use-reload-on-restore';
import { useWorkedOut } from './use-worked-out';
import type { ActionErrors } from '../../shared/session/hooks/use-action-errors';

/**
 * The dialogs (with the modal and their styles) load when first needed; pointing at Place order
 * or reaching it with Tab starts the download.
 */
export const loadDialogs = () => withStyles('guest-checkout', 'guest-dialogs', () => import('./guest-dialogs'));

const FAILED = Symbol('failed');

/** Every amount known, or the shipping cost known to be unknowable (SPEC §8: a silent failure). */
const workedOut = ({ totals }: { totals: GuestTotals }) => totals.settled || totals.shipping.status === 'unknown';

interface PlaceOrderOptions {
  mode: CheckoutMode;
  lines: readonly CartLine[];
  totals: GuestTotals;
  coupon: CouponState;
  form: GuestForm;
  method: PaymentMethod | null;
  /** The screen's failures, shared with the coupon (use-action-errors.ts). */
  errors: ActionErrors;
}

/**
 * SPEC §4 "Guest checkout", from Place order to the next page:
 * the form (§5) → a registered email or number is turned away (§5, §6) → the mobile number is
 * verified by OTP unless it was already (remembered locally) → bank transfer and cash on
 * delivery ask for confirmation in their dialog → `POST /check-guest-exists` ('Account Already
 * Exists' when it does) → the order call → the ordered lines leave the guest cart and the browser
 * goes to the card payment page or the order's success page.
 *
 * Exactly one order: a flow under way ignores further presses, each dialog answers once, and a
 * retry of the same order after a failure (a lost answer) sends the same Idempotency-Key.
 * Nothing typed is lost on any failure; the full-screen spinner covers every call.
 */
export function usePlaceOrder(options: PlaceOrderOptions) {
  const { mode, form, method } = options;
  const placement = usePlacement<GuestDialog>(options.errors);
  const { ask, setError } = placement;
  /** The last code texted, so reopening the OTP dialog within the resend wait sends no other. */
  const codeSent = useRef<{ mobile: string; at: number; unanswered: boolean } | null>(null);
  /** The screen as last rendered: a flow under way reads its lines and amounts from here. */
  const screen = useWorkedOut(options, workedOut);

  /** A call whose failure ends the flow with its SPEC §8 text. */
  async function call<T>(request: () => Promise<T>, fallback: string, messageOptions?: MessageOptions) {
    try {
      return await request();
    } catch (failure) {
      setError(await userMessage(failure, fallback, messageOptions));
      return FAILED;
    }
  }

  async function verifyMobile(mobile: string): Promise<boolean> {
    const last = codeSent.current?.mobile === mobile ? codeSent.current : null;
    const waitLeft = last ? Math.ceil((last.at + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000) : 0;
    // A code texted within the wait: the dialog opens again without sending another.
    if (last && waitLeft > 0) return ask({ kind: 'otp', mobile, resendIn: last.unanswered ? 0 : waitLeft, unanswered: last.unanswered });
    let unanswered = false;
    try {
      await sendVerificationCode(mobile);
    } catch (failure) {
      // No answer in time: the server may have texted it, so the code step opens all the same,
      // saying so, with Resend at once (docs/decisions.md#a-texted-code-whose-send-got-no-answer).
      if ((await describeFailure(failure)).kind !== 'timeout') {
        // SPEC §8 guest: the server's message, or 'Failed to send OTP. Please try again.'
        setError(await userMessage(failure, otpMessages.guestSendFailed, { serverMessage: true }));
        return false;
      }
      unanswered = true;
    }
    codeSent.current = { mobile, at: Date.now(), unanswered };
    return ask({ kind: 'otp', mobile, resendIn: unanswered ? 0 : OTP_RESEND_SECONDS, unanswered });
  }

  /** A refused order: a 422 about a field of the form shows on that field; otherwise the alert. */
  async function orderFailed(failure: unknown, fallback: string) {
    const text = await userMessage(failure, fallback);
    const described = await describeFailure(failure);
    // No answer in time: a guest's order cannot be read back, so it may have been placed
    // (docs/decisions.md#a-save-whose-answer-never-came); the same order again has the same key.
    if (described.kind === 'timeout') return setError({ text: fallback, reasons: [checkoutMessages.placeUnanswered] });
    const fields = described.kind === 'http' && described.status === 422 ? described.fieldErrors : {};
    // The server refused the number (SPEC §8 'Missing required guest details…': it no longer
    // counts it as verified, another session): verify it again. Whatever its words, which a
    // backend may answer in the shopper's language (Accept-Language), the field says why.
    if (fields.phone_number?.length) forgetVerified();
    const couponRefusal = fields.coupon_id?.[0];
    const field = FIELDS.find((name) => fields[name]?.[0]);
    if (couponRefusal) screen.latest.current.coupon.reject(couponRefusal);
    else if (field) form.showErrors({ [field]: fields[field]![0] });
    else setError(text);
  }

  async function flow(paid: PaymentMethod) {
    const details: GuestDetails | null = form.validate();
    if (!details) return;
    placement.sending();
    const { totals } = await screen.whenReady();
    if (totals.shipping.status === 'unknown') {
      setError(guestMessages.shippingFailed);
      return;
    }
    // SPEC §5, §6: a registered email or number must log in instead.
    const emailTaken = await call(() => checkEmailExists(details.email), guestMessages.emailCheckFailed);
    if (emailTaken === FAILED) return;
    if (emailTaken) {
      form.showErrors({ email: guestMessages.emailRegistered });
      return;
    }
    const mobileTaken = await call(() => checkMobileExists(details.phone_number), guestMessages.mobileCheckFailed);
    if (mobileTaken === FAILED) return;
    if (mobileTaken) {
      form.showErrors({ phone_number: otpMessages.alreadyRegistered });
      return;
    }
    if (readVerified()?.mobile !== details.phone_number && !(await verifyMobile(details.phone_number))) return;
    // SPEC §4: the verified email and mobile, and the address, are remembered for next time.
    rememberVerified({ email: details.email, mobile: details.phone_number });
    saveAddress(details);
    if (paid !== 'card' && !(await ask({ kind: paid, totalCents: totals.totalCents }))) return;

    placement.sending();
    const fallback = paid === 'card' ? checkoutMessages.placeFailed : guestMessages.createFailed;
    const guest = await call(() => checkGuestExists(details.email, details.phone_number), fallback);
    if (guest === FAILED) return;
    if (guest.exists) {
      placement.show({ kind: 'account-exists', message: guest.message.trim() || guestMessages.accountExistsDefault });
      return;
    }
    const { lines, coupon } = screen.latest.current;
    let next: string;
    try {
      next = await sendOrder(paid, mode, guestOrderRequest(details, lines, totals, coupon.coupon?.id ?? null), lines, placement.keyFor);
    } catch (failure) {
      await orderFailed(failure, fallback);
      return;
    }
    placement.leave(next, fallback, () => {
      takeOrderedLines(mode, lines);
      markReloadOnReturn();
    });
  }

  return {
    placeOrder: () => (method === null ? Promise.resolve() : placement.run(() => flow(method))),
    dialog: placement.dialog,
    /** Closed, cancelled: the flow stops where it was, with everything as typed. */
    closeDialog: placement.closeDialog,
    /** Verified, confirmed: the flow goes on. */
    confirmDialog: placement.confirmDialog,
    /** The OTP dialog texted a new code. */
    codeResent: (mobile: string, unanswered: boolean) => {
      codeSent.current = { mobile, at: Date.now(), unanswered };
    },
    /** 'Go to Login' (SPEC §2): the sign-in dialog, and after it the cart or the product. */
    goToLogin: () => {
      placement.closeDialog();
      const product = screen.latest.current.lines[0]!.productId;
      requestLogin({ intendedUrl: mode === 'cart' ? CART_PATH : productUrl(product) });
    },
    error: placement.error,
    /** An order call or a check is on its way, or the browser is leaving after the order. */
    busy: placement.busy,
  };
}
