import { useId, useLayoutEffect, useState, type FormEvent } from 'react';
import { verifyGuestOtp } from '../../shared/api/guest-checkout';
import { sendVerificationCode } from '../../shared/api/verification';
import { OTP_RESEND_SECONDS } from '../../shared/constants';
import { userMessage } from '../../shared/errors';
import { useBusy } from '../../shared/hooks/use-busy';
import { useCountdown } from '../../shared/hooks/use-countdown';
import * as otpMessages from '../../shared/messages/otp';
import { formatMobileForDisplay } from '../../shared/mobile';
import { CodeField, isCompleteCode } from '../../shared/ui/code-field';
import { InlineAlert } from '../../shared/ui/inline-alert';
import { Modal } from '../../shared/ui/modal';
import { Spinner } from '../../shared/ui/spinner';
import '../../shared/ui/link-button.css';

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusy();
  const countdown = useCountdown();
  const ids = { error: useId(), sent: useId() };
  const { start } = countdown;

  // Before the first paint, so Resend never shows enabled for a frame.
  useLayoutEffect(() => start(resendIn), [start, resendIn]);

  function verify(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setError(otpMessages.codeRequired);
      return;
    }
    void run(async () => {
      setError(null);
      try {
        await verifyGuestOtp(mobile, code);
        onVerified();
      } catch (failure) {
        setError(await userMessage(failure, otpMessages.guestVerifyFailed, { serverMessage: true }));
      }
    });
  }

  function resend() {
    void run(async () => {
      setError(null);
      try {
        await sendVerificationCode(mobile);
        setCode('');
        start(OTP_RESEND_SECONDS);
        onResent(mobile);
      } catch (failure) {
        setError(await userMessage(failure, otpMessages.resendFailed));
      }
    });
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
          onChange={setCode}
          errorId={error ? ids.error : null}
          describedBy={ids.sent}
          initialFocus
        />
        {error && (
          <InlineAlert tone="error" id={ids.error}>
            {error}
          </InlineAlert>
        )}
        <button className="shop-button shop-button--primary" type="submit" disabled={busy}>
          {busy && <Spinner size="sm" />}
          {otpMessages.verifyOtp}
        </button>
        <button
          type="button"
          className="shop-link-button"
          onClick={resend}
          disabled={busy || countdown.secondsLeft > 0}
        >
          {countdown.secondsLeft > 0 ? otpMessages.resendIn(countdown.secondsLeft) : otpMessages.resend}
        </button>
      </form>
    </Modal>
  );
}
