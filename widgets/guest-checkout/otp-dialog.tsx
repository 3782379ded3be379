import { useId, type FormEvent } from 'react';
import { verifyGuestOtp } from './api';
import { sendVerificationCode } from '../../shared/placement/api/verification';
import { OTP_RESEND_SECONDS } from '../../shared/core/constants';
import { useCodeSteps } from '../../shared/code-form/use-code-steps';
import * as otpMessages from '../../shared/mobile/messages';
import { formatMobileForDisplay } from '../../shared/mobile/mobile';
import { CodeField } from '../../shared/code-form/code-field';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import { Modal } from '../../shared/dialog/modal';
import { Spinner } from '../../shared/catalogue/ui/spinner';
import '../../shared/core/styles/link-button.css';
import { ShownLines } from '../../shared/session/ui/shown-lines';

export interface OtpDialogProps {
  /** Normalised (94XXXXXXXXX); a code was texted to it just before. */
  mobile: string;
  /** Seconds before another code may be sent (SPEC §9: 60 after a send). */
  resendIn: number;
  onVerified: () => void;
  onClose: () => void;
  onResent: (mobile: string) => void;
}

/**
 * SPEC §2 guest mobile verification: the OTP texted to the number, Verify OTP, and a resend
 * that waits out the countdown (§9). Wrong or expired codes say what the server said, or 'Invalid
 * OTP. Please try again.' (§8). Closing drops the entered code and the timer (SPEC §4).
 */
export function OtpDialog({ mobile, resendIn, onVerified, onClose, onResent }: OtpDialogProps) {
  const steps = useCodeSteps({
    send: async (number) => {
      await sendVerificationCode(number);
      return OTP_RESEND_SECONDS;
    },
    check: verifyGuestOtp,
    onVerified,
    codeRequired: otpMessages.codeRequired,
    // SPEC §8 guest: the server's reason, or 'Invalid OTP. Please try again.'
    verifyFailed: otpMessages.guestVerifyFailed,
    sent: { mobile, resendIn },
    onResent,
  });
  const { code, error, busy } = steps;
  const ids = { error: useId(), sent: useId() };

  function verify(event: FormEvent) {
    event.preventDefault();
    steps.verify();
  }

  return (
    <Modal open onClose={onClose} title={otpMessages.title} size="sm">
      <form className="shop-guest-dialog__form" onSubmit={verify} noValidate aria-busy={busy || undefined}>
        <p id={ids.sent} className="shop-checkout-dialog__text">
          {otpMessages.codeSentTo(formatMobileForDisplay(mobile))}
        </p>
        <CodeField
          label={otpMessages.codeLabel}
          value={code}
          onChange={steps.setCode}
          errorId={error ? ids.error : null}
          describedBy={ids.sent}
          initialFocus
        />
        {error && (
          <InlineAlert tone="error" id={ids.error}>
            <ShownLines text={error} />
          </InlineAlert>
        )}
        <button className="shop-button shop-button--primary" type="submit" disabled={busy}>
          {busy && <Spinner size="sm" />}
          {otpMessages.verifyOtp}
        </button>
        <button
          type="button"
          className="shop-link-button"
          onClick={steps.resend}
          disabled={busy || steps.resendIn > 0}
        >
          {steps.resendIn > 0 ? otpMessages.resendIn(steps.resendIn) : otpMessages.resend}
        </button>
      </form>
    </Modal>
  );
}
