import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { sendLoginCode, verifyLoginCode, type AuthUser } from '../../shared/api/auth';
import { userMessage } from '../../shared/errors';
import { useBusy } from '../../shared/hooks/use-busy';
import { useCountdown } from '../../shared/hooks/use-countdown';
import { setCsrfToken } from '../../shared/http';
import * as loginMessages from '../../shared/messages/login';
import * as otpMessages from '../../shared/messages/otp';
import { formatMobileForDisplay, normaliseMobile } from '../../shared/mobile';
import { CodeField, isCompleteCode } from '../../shared/ui/code-field';
import { InlineAlert } from '../../shared/ui/inline-alert';
import './login-flow.css';
import '../../shared/ui/link-button.css';

/**
 * The two steps of signing in: the mobile number (normalised to the 94 format, SPEC §5), then
 * the code texted to it, with a resend that waits out the server's countdown (SPEC §9, 60 s).
 * Unmounting (closing the dialog) drops the entered code and stops the timer.
 */
export function LoginFlow({ onSignedIn }: { onSignedIn: (user: AuthUser) => void }) {
  const [mobileInput, setMobileInput] = useState('');
  const [mobile, setMobile] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusy();
  const countdown = useCountdown();
  const ids = { error: useId(), hint: useId(), mobile: useId() };
  const mobileField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const step = mobile === null ? 'mobile' : 'code';
  const firstStep = useRef(true);

  // Each step's field takes the focus when the step changes (the dialog focuses the first on open).
  useLayoutEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    (step === 'code' ? codeField : mobileField).current?.focus();
  }, [step]);

  /** Text a code to a number (first time or again); SPEC §8 names the failure per case. */
  function requestCode(number: string, failureText: string) {
    void run(async () => {
      setError(null);
      try {
        const sent = await sendLoginCode(number);
        setMobile(number);
        setCode('');
        countdown.start(sent.resend_in);
      } catch (failure) {
        setError(await userMessage(failure, failureText));
      }
    });
  }

  function sendCode(event: FormEvent) {
    event.preventDefault();
    const normalised = normaliseMobile(mobileInput);
    if (!normalised.ok) setError(normalised.error);
    else requestCode(normalised.mobile, otpMessages.sendFailed);
  }

  function resend() {
    if (mobile) requestCode(mobile, otpMessages.resendFailed);
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    if (!mobile) return;
    if (!isCompleteCode(code)) {
      setError(loginMessages.codeRequired);
      return;
    }
    void run(async () => {
      setError(null);
      try {
        const result = await verifyLoginCode(mobile, code);
        setCsrfToken(result.csrf_token);
        onSignedIn(result.user);
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

  const errorNote = error && (
    <InlineAlert tone="error">
      <span id={ids.error}>{error}</span>
    </InlineAlert>
  );

  if (mobile === null) {
    return (
      <form className="shop-login__form" onSubmit={sendCode} noValidate aria-busy={busy}>
        <p className="shop-login__intro">{loginMessages.intro}</p>
        <label className="shop-login__label" htmlFor={ids.mobile}>
          {loginMessages.mobileLabel}
        </label>
        <input
          ref={mobileField}
          id={ids.mobile}
          className="shop-login__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={mobileInput}
          onChange={(event) => setMobileInput(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          required
        />
        <p id={ids.hint} className="shop-login__hint">
          {loginMessages.mobileHint}
        </p>
        {errorNote}
        <button className="shop-login__primary" type="submit" disabled={busy}>
          {loginMessages.sendCode}
        </button>
      </form>
    );
  }

  return (
    <form className="shop-login__form" onSubmit={verify} noValidate aria-busy={busy}>
      <p className="shop-login__intro" role="status">
        {loginMessages.codeSentTo(formatMobileForDisplay(mobile).replace(/^\+/, ''))}
      </p>
      <CodeField ref={codeField} label={loginMessages.codeLabel} value={code} onChange={setCode} errorId={error ? ids.error : null} />
      {errorNote}
      <button className="shop-login__primary" type="submit" disabled={busy}>
        {loginMessages.verify}
      </button>
      <div className="shop-login__secondary">
        <button
          type="button"
          className="shop-link-button"
          onClick={resend}
          disabled={busy || countdown.secondsLeft > 0}
        >
          {countdown.secondsLeft > 0
            ? loginMessages.resendIn(countdown.secondsLeft)
            : loginMessages.resend}
        </button>
        <button type="button" className="shop-link-button" onClick={changeNumber} disabled={busy}>
          {loginMessages.changeNumber}
        </button>
      </div>
    </form>
  );
}
