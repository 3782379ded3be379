import { useLayoutEffect, useState } from 'react';
import { describeFailure, userMessage, type ShownText } from '../session/errors';
import * as otpMessages from '../forms/messages';
import { normaliseMobile } from '../forms/mobile';
import { isCompleteCode } from './code-field';
import { useBusy } from '../session/hooks/use-busy';
import { useCountdown } from './use-countdown';

export interface CodeStepsOptions<TResult> {
  /** Texts a code to the number (94XXXXXXXXX); resolves with the seconds before another may be sent. */
  send: (mobile: string) => Promise<number>;
  /** Checks the code; rejects with the server's reason. */
  check: (mobile: string, code: string) => Promise<TResult>;
  onVerified: (result: TResult) => void;
  /** The text for a code that is not six digits. */
  codeRequired: string;
  /** SPEC §8 fallback for a code refused without a reason, where the flow's differs (the guest's). */
  verifyFailed?: string;
  /**
   * Starts at step 2: a code was texted to this number, `resendIn` seconds of wait left;
   * `unanswered`: its send got no answer in time, so it may or may not have been texted.
   */
  sent?: { mobile: string; resendIn: number; unanswered?: boolean };
  /** Another code was texted (the flow remembers when, for its resend wait); `unanswered` as above. */
  onResent?: (mobile: string, unanswered: boolean) => void;
}

/**
 * A mobile number proved by a texted code, as sign-in and both checkouts ask for it (SPEC §4):
 * step 1 the number (normalised to 94…, SPEC §5), step 2 the six digits, a resend blocked while
 * the countdown runs (SPEC §9), another number at any time. One call at a time; every failure
 * says its SPEC §8 text (the server's reason for a wrong code). Unmounting stops the countdown
 * and forgets the code, so the next opening starts afresh.
 *
 * A send with no answer in time may have texted the code (the server did, only its answer was
 * lost: docs/decisions.md#a-texted-code-whose-send-got-no-answer): the code step opens all the
 * same, `unanswered` (it says the code may have been sent), with Resend at once; the server's
 * resend wait (429) still holds.
 */
export function useCodeSteps<TResult>(options: CodeStepsOptions<TResult>) {
  const [mobileInput, setMobileInput] = useState('');
  const [mobile, setMobile] = useState<string | null>(options.sent?.mobile ?? null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<ShownText | null>(null);
  const [unanswered, setUnanswered] = useState(options.sent?.unanswered ?? false);
  const { busy, run } = useBusy();
  const countdown = useCountdown();
  const { start } = countdown;
  const initialWait = options.sent?.resendIn ?? 0;

  // Before the first paint, so Resend never shows enabled for a frame.
  useLayoutEffect(() => {
    if (initialWait > 0) start(initialWait);
  }, [start, initialWait]);

  function request(number: string, again: boolean) {
    void run(async () => {
      setError(null);
      try {
        const wait = await options.send(number);
        setMobile(number);
        setCode('');
        setUnanswered(false);
        start(wait);
        if (again) options.onResent?.(number, false);
      } catch (failure) {
        if ((await describeFailure(failure)).kind === 'timeout') {
          setMobile(number);
          setCode('');
          setUnanswered(true);
          countdown.stop();
          if (again) options.onResent?.(number, true);
          return;
        }
        setError(await userMessage(failure, again ? otpMessages.resendFailed : otpMessages.sendFailed));
      }
    });
  }

  return {
    /** Null at step 1; the number the code went to at step 2. */
    mobile,
    mobileInput,
    setMobileInput,
    code,
    setCode,
    error,
    busy,
    /** The last send got no answer in time: the code may or may not have been texted. */
    unanswered,
    /** Seconds before Resend may be pressed. */
    resendIn: countdown.secondsLeft,
    sendCode() {
      // Nothing typed asks for the number (SPEC §5's text) rather than calling it a wrong format.
      if (mobileInput.trim() === '') {
        setError(otpMessages.required);
        return;
      }
      const normalised = normaliseMobile(mobileInput);
      if (!normalised.ok) setError(normalised.error);
      else request(normalised.mobile, false);
    },
    resend() {
      if (mobile !== null && countdown.secondsLeft === 0) request(mobile, true);
    },
    verify() {
      if (mobile === null) return;
      if (!isCompleteCode(code)) {
        setError(options.codeRequired);
        return;
      }
      void run(async () => {
        setError(null);
        try {
          const result = await options.check(mobile, code);
          countdown.stop();
          options.onVerified(result);
        } catch (failure) {
          // SPEC §8: the server's error text, or the flow's own.
          setError(await userMessage(failure, options.verifyFailed ?? otpMessages.verifyFailed, { serverMessage: true }));
        }
      });
    },
    changeNumber() {
      setMobile(null);
      setCode('');
      setError(null);
      setUnanswered(false);
      countdown.stop();
    },
  };
}

export type CodeSteps = ReturnType<typeof useCodeSteps>;
