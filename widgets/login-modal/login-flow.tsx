import { useId, useLayoutEffect, useRef, type FormEvent } from 'react';
import { sendLoginCode, verifyLoginCode, type AuthUser } from '../../shared/session/api/auth';
import { useCodeSteps } from '../../shared/code-form/use-code-steps';
import * as loginMessages from '../../shared/session/messages/login';
import { formatMobileForDisplay } from '../../shared/mobile/mobile';
import { CodeField } from '../../shared/code-form/code-field';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import './login-flow.css';
import '../../shared/core/styles/link-button.css';
import { ShownLines } from '../../shared/session/ui/shown-lines';

/**
 * The two steps of signing in: the mobile number (normalised to the 94 format, SPEC §5), then
 * the code texted to it, with a resend that waits out the server's countdown (SPEC §9, 60 s).
 * Unmounting (closing the dialog) drops the entered code and stops the timer.
 */
export function LoginFlow({ onSignedIn }: { onSignedIn: (user: AuthUser) => void }) {
  const steps = useCodeSteps({
    send: (number) => sendLoginCode(number).then((sent) => sent.resend_in),
    check: verifyLoginCode,
    onVerified: (result) => onSignedIn(result.user),
    codeRequired: loginMessages.codeRequired,
  });
  const { mobile, code, error, busy } = steps;
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mobile === null) steps.sendCode();
    else steps.verify();
  };

  const errorNote = error && (
    <InlineAlert tone="error">
      <span id={ids.error}><ShownLines text={error} /></span>
    </InlineAlert>
  );

  if (mobile === null) {
    return (
      <form className="shop-login__form" onSubmit={submit} noValidate aria-busy={busy}>
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
          value={steps.mobileInput}
          onChange={(event) => steps.setMobileInput(event.target.value)}
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
    <form className="shop-login__form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="shop-login__intro" role="status">
        {loginMessages.codeSentTo(formatMobileForDisplay(mobile).replace(/^\+/, ''))}
      </p>
      <CodeField ref={codeField} label={loginMessages.codeLabel} value={code} onChange={steps.setCode} errorId={error ? ids.error : null} />
      {errorNote}
      <button className="shop-login__primary" type="submit" disabled={busy}>
        {loginMessages.verify}
      </button>
      <div className="shop-login__secondary">
        <button
          type="button"
          className="shop-link-button"
          onClick={steps.resend}
          disabled={busy || steps.resendIn > 0}
        >
          {steps.resendIn > 0 ? loginMessages.resendIn(steps.resendIn) : loginMessages.resend}
        </button>
        <button type="button" className="shop-link-button" onClick={steps.changeNumber} disabled={busy}>
          {loginMessages.changeNumber}
        </button>
      </div>
    </form>
  );
}
