import { verifyAddressOtp } from '../api';
import { sendVerificationCode } from '../../../shared/placement/api/verification';
import { OTP_RESEND_SECONDS } from '../../../shared/core/constants';
import { useCodeSteps, type CodeSteps } from '../../../shared/code-form/use-code-steps';
import * as otpMessages from '../../../shared/forms/messages';

export type MobileVerification = CodeSteps;

/**
 * SPEC §4 "Mobile verification (signed-in)": step 1 the number, `POST /send-verification-code`;
 * step 2 the code, `POST /verify-address-otp`, with a resend blocked for 60 s; success says the
 * server's message or 'Verification successful'. Unmounting (closing the modal) stops the timer,
 * and the next opening starts at step 1 again.
 */
export function useMobileVerification(onVerified: (message: string) => void): MobileVerification {
  return useCodeSteps({
    send: async (mobile) => {
      await sendVerificationCode(mobile);
      return OTP_RESEND_SECONDS;
    },
    check: verifyAddressOtp,
    onVerified: (result) => onVerified(result.message || otpMessages.verified),
    codeRequired: otpMessages.codeRequired,
  });
}
