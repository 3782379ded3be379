import './code-form.css';
import '../core/styles/link-button.css';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatMobileForDisplay } from '../forms/mobile';
import { InlineAlert } from '../session/ui/inline-alert';
import { ShownLines } from '../session/ui/shown-lines';
import { CodeField } from './code-field';
import type { CodeSteps } from './use-code-steps';

/** The code step's texts, from the flow's message catalogue. */
export interface CodeStepTexts {
  codeLabel: string;
  /** "We sent a 6-digit … to +94 77 123 4567." (given the number formatted for reading). */
  codeSentTo: (mobile: string) => string;
  /** In its place when the send got no answer in time: the code may have been sent (and Resend is on). */
  codeMaybeSentTo: (mobile: string) => string;
  /** The submit button of the code step. */
  verify: string;
  resend: string;
  resendIn: (seconds: number) => string;
}

/** The number step's texts, for a flow that asks for the number. */
export interface NumberStepTexts {
  intro: string;
  mobileLabel: string;
  mobileHint: string;
  sendCode: string;
  /** Back from the code step to the number. */
  changeNumber: string;
}

/** Class names of the host's controls (the sign-in dialog's, or the checkouts'). */
export interface CodeFormLook {
  form: string;
  /** Added to the intro and "We sent…" paragraphs. */
  text?: string;
  label: string;
  input: string;
  hint: string;
  primary: string;
  /** Shown in the primary button while a call runs. */
  busy?: ReactNode;
}

export interface CodeFormProps {
  /** The steps' state and calls (`useCodeSteps`, with the flow's send and verify calls). */
  steps: CodeSteps;
  texts: CodeStepTexts;
  /** Absent where the flow is given the number (the guest checkout's): only the code step. */
  numberStep?: NumberStepTexts;
  look: CodeFormLook;
}

/**
 * THE mobile-number + code + resend form of the kit: sign-in, the guest checkout's mobile
 * verification and the signed-in checkout's before a new address (SPEC §2, §4). Step 1 the
 * number (SPEC §5), step 2 the texted code, with a resend that waits out the countdown (SPEC
 * §9) and, where the number was asked, a way back to it. Each failure shows its SPEC §8 text
 * tied to the field. The field of the step it opens at is the one a Modal focuses on opening;
 * the next step's field takes the focus when the step changes. The busy button stays
 * focusable and says so (CONVENTIONS 7).
 */
export function CodeForm({ steps, texts, numberStep, look }: CodeFormProps) {
  const { mobile, error, busy } = steps;
  const ids = { mobile: useId(), hint: useId(), error: useId(), sent: useId() };
  const mobileField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const step = mobile === null ? 'mobile' : 'code';
  const [openedAt] = useState(step);
  const rendered = useRef(false);

  // On opening, the Modal focuses the field marked `data-autofocus` (and notes what opened it,
  // to give the focus back); after that, each step's field takes the focus as the step changes.
  useLayoutEffect(() => {
    if (!rendered.current) {
      rendered.current = true;
      return;
    }
    (step === 'code' ? codeField : mobileField).current?.focus();
  }, [step]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mobile === null) steps.sendCode();
    else steps.verify();
  }

  const errorNote = error && (
    <InlineAlert tone="error" id={ids.error}>
      <ShownLines text={error} />
    </InlineAlert>
  );
  const primary = (text: string) => (
    <button className={look.primary} type="submit" aria-disabled={busy || undefined}>
      {busy && look.busy}
      {text}
    </button>
  );
  const textClass = ['shop-code-form__text', look.text].filter(Boolean).join(' ');

  return (
    <form className={look.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {mobile === null ? (
        // A flow given the number starts at the code step (`sent`) and offers no way back.
        numberStep && (
          <>
            <p className={textClass}>{numberStep.intro}</p>
            <div className="shop-code-form__field">
              <label className={look.label} htmlFor={ids.mobile}>
                {numberStep.mobileLabel}
              </label>
              <input
                ref={mobileField}
                id={ids.mobile}
                className={look.input}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={steps.mobileInput}
                onChange={(event) => steps.setMobileInput(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
                data-autofocus={openedAt === 'mobile' ? '' : undefined}
                required
              />
              <p id={ids.hint} className={look.hint}>
                {numberStep.mobileHint}
              </p>
            </div>
            {errorNote}
            {primary(numberStep.sendCode)}
          </>
        )
      ) : (
        <>
          <p id={ids.sent} className={textClass} role="status">
            {(steps.unanswered ? texts.codeMaybeSentTo : texts.codeSentTo)(formatMobileForDisplay(mobile))}
          </p>
          <CodeField
            ref={codeField}
            label={texts.codeLabel}
            value={steps.code}
            onChange={steps.setCode}
            errorId={error ? ids.error : null}
            describedBy={ids.sent}
            initialFocus={openedAt === 'code'}
          />
          {errorNote}
          {primary(texts.verify)}
          <div className="shop-code-form__links">
            <button type="button" className="shop-link-button" onClick={steps.resend} disabled={busy || steps.resendIn > 0}>
              {steps.resendIn > 0 ? texts.resendIn(steps.resendIn) : texts.resend}
            </button>
            {numberStep && (
              <button type="button" className="shop-link-button" onClick={steps.changeNumber} disabled={busy}>
                {numberStep.changeNumber}
              </button>
            )}
          </div>
        </>
      )}
    </form>
  );
}
