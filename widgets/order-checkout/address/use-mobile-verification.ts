import { useState } from 'react';
import { sendVerificationCode } from '../../../shared/api/verification';
import { verifyAddressOtp } from '../../../shared/api/order-checkout';
import { OTP_RESEND_SECONDS } from '../../../shared/constants';
import { userMessage } from '../../../shared/errors';
import { useBusy } from '../../../shared/hooks/use-busy';
import { useCountdown } from '../../../shared/hooks/use-countdown';
import * as otpMessages from '../../../shared/messages/otp';
import { normaliseMobile } from '../../../shared/mobile';
import { isCompleteCode } from '../../../shared/ui/code-field';

export interface MobileVerification {
  /** Null at step 1; the number (94XXXXXXXXX) the code went to at step 2. */
  mobile: string | null;
  mobileInput: string;
  setMobileInput(value: string): void;
  code: string;
  setCode(digits: string): void;
  error: string | null;
  busy: boolean;
  /** Seconds before Resend may be pressed (SPEC §9: 60). */
  resendIn: number;
  sendCode(): void;
  resend(): void;
  verify(): void;
  changeNumber(): void;
}

/**
 * SPEC §4 "Mobile verification (signed-in)": step 1 the number (normalised, SPEC §5), then
 * `POST /send-verification-code`; step 2 the code, `POST /verify-address-otp`, with a resend
 * blocked for 60 s. Failures say SPEC §8's signed-in texts. Unmounting (closing the modal)
 * stops the timer, and the next opening starts at step 1 again.
 */
export function useMobileVerification(onVerified: (message: string) => void): MobileVerification {
  const [mobileInput, setMobileInput] = useState('');
  const [mobile, setMobile] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusy();
  const countdown = useCountdown();

  function sendCode() {
    const normalised = normaliseMobile(mobileInput);
    if (!normalised.ok) {
      setError(normalised.error);
      return;
    }
    void run(async () => {
      setError(null);
      try {
        await sendVerificationCode(normalised.mobile);
        setMobile(normalised.mobile);
        setCode('');
        countdown.start(OTP_RESEND_SECONDS);
      } catch (failure) {
        setError(await userMessage(failure, otpMessages.sendFailed));
      }
    });
  }

  function resend() {
    if (mobile === null || countdown.secondsLeft > 0) return;
    void run(async () => {
      setError(null);
      try {
        await sendVerificationCode(mobile);
        setCode('');
        countdown.start(OTP_RESEND_SECONDS);
      } catch (failure) {
        setError(await userMessage(failure, otpMessages.resendFailed));
      }
    });
  }

  function verify() {
    if (mobile === null) return;
    if (!isCompleteCode(code)) {
      setError(otpMessages.codeRequired);
      return;
    }
    void run(async () => {
      setError(null);
      try {
        const result = await verifyAddressOtp(mobile, code);
        countdown.stop();
        onVerified(result.message || otpMessages.verified);
      } catch (failure) {
        // SPEC §8: the server's error text, or the generic one.
        setError(await userMessage(failure, otpMessages.verifyFailed, { serverMessage: true }));
      }
    });
  }

  function changeNumber() {
    setMobile(null);
    setCode('');
    setError(null);
    countdown.stop();
  }

  return {
    mobile,
    mobileInput,
    setMobileInput,
    code,
    setCode,
    error,
    busy,
    resendIn: countdown.secondsLeft,
    sendCode,
    resend,
    verify,
    changeNumber,
  };
}
