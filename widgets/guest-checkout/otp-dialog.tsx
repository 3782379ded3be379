import { verifyGuestOtp } from './api';
import { sendVerificationCode } from '../../shared/placement/api/verification';
import { OTP_RESEND_SECONDS } from '../../shared/core/constants';
import { useCodeSteps } from '../../shared/code-form/use-code-steps';
import { CodeForm } from '../../shared/code-form/code-form';
import { checkoutCodeFormLook } from '../../shared/placement/ui/code-form-look';
import * as otpMessages from '../../shared/forms/messages';
import { Modal } from '../../shared/dialog/modal';

export interface OtpDialogProps {
  /** Normalised (94XXXXXXXXX); a code was texted to it just before. */
  mobile: string;
  /** Seconds before another code may be sent (SPEC §9: 60 after a send). */
  resendIn: number;
  /** Its send got no answer in time: the code may have been texted (and Resend is on at once). */
  unanswered: boolean;
  onVerified: () => void;
  onClose: () => void;
  onResent: (mobile: string, unanswered: boolean) => void;
}

/**
 * SPEC §2 guest mobile verification: the OTP texted to the number the form gave, Verify OTP,
 * and a resend that waits out the countdown (§9); no number step. Wrong or expired codes say
 * what the server said, or 'Invalid OTP. Please try again.' (§8). Closing drops the entered
 * code and the timer (SPEC §4).
 */
export function OtpDialog({ mobile, resendIn, unanswered, onVerified, onClose, onResent }: OtpDialogProps) {
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
    sent: { mobile, resendIn, unanswered },
    onResent,
  });
  return (
    <Modal open onClose={onClose} title={otpMessages.title} size="sm">
      <CodeForm steps={steps} texts={{ ...otpMessages, verify: otpMessages.verifyOtp }} look={checkoutCodeFormLook} />
    </Modal>
  );
}
