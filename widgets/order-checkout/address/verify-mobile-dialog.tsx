import { useId, useLayoutEffect, useRef, type FormEvent } from 'react';
import * as addressMessages from './messages';
import * as otpMessages from '../../../shared/mobile/messages';
import { formatMobileForDisplay } from '../../../shared/mobile/mobile';
import { CodeField } from '../../../shared/code-form/code-field';
import { InlineAlert } from '../../../shared/session/ui/inline-alert';
import { Modal } from '../../../shared/dialog/modal';
import { Spinner } from '../../../shared/catalogue/ui/spinner';
import { useMobileVerification } from './use-mobile-verification';
import '../../../shared/core/styles/link-button.css';
import { ShownLines } from '../../../shared/session/ui/shown-lines';

export interface VerifyMobileDialogProps {
  /** The server's confirmation ('Verification successful'). */
  onVerified: (message: string) => void;
  onClose: () => void;
}

/**
 * SPEC §2 mobile verification before adding an address: step 1 the number, step 2 the OTP
 * with the resend countdown and a way back to change the number. Closing it at any step drops
 * the steps and the timer (SPEC §4): it is only mounted while open.
 */
export function VerifyMobileDialog({ onVerified, onClose }: VerifyMobileDialogProps) {
  const flow = useMobileVerification(onVerified);
  const ids = { mobile: useId(), hint: useId(), error: useId(), sent: useId() };
  const mobileField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const { mobile } = flow;
  const step = mobile === null ? 1 : 2;

  // Each step's field takes the focus: the code once it is sent, the number back from step 2.
  // This runs after the Modal's own (a child's effects run first), so the Modal has already
  // noted what opened it, to give the focus back there.
  useLayoutEffect(() => {
    (step === 1 ? mobileField : codeField).current?.focus();
  }, [step]);

  const errorNote = flow.error && (
    <InlineAlert tone="error" id={ids.error}>
      <ShownLines text={flow.error} />
    </InlineAlert>
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mobile === null) flow.sendCode();
    else flow.verify();
  }

  return (
    <Modal open onClose={onClose} title={otpMessages.title} size="sm">
      <form className="shop-address-dialog__form" onSubmit={submit} noValidate aria-busy={flow.busy || undefined}>
        {mobile === null ? (
          <>
            <p className="shop-address-dialog__text">{addressMessages.mobileNotVerified}</p>
            <div className="shop-address-dialog__field">
              <label className="shop-checkout__label" htmlFor={ids.mobile}>
                {addressMessages.mobileLabel}
              </label>
              <input
                id={ids.mobile}
                className="shop-checkout__input"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={flow.mobileInput}
                onChange={(event) => flow.setMobileInput(event.target.value)}
                aria-invalid={flow.error ? true : undefined}
                aria-describedby={flow.error ? `${ids.error} ${ids.hint}` : ids.hint}
                ref={mobileField}
                required
              />
              <p id={ids.hint} className="shop-checkout__hint">
                {addressMessages.mobileHint}
              </p>
            </div>
            {errorNote}
            <button className="shop-button shop-button--primary" type="submit" aria-disabled={flow.busy || undefined}>
              {flow.busy && <Spinner size="sm" />}
              {addressMessages.sendCode}
            </button>
          </>
        ) : (
          <>
            <p id={ids.sent} className="shop-address-dialog__text">
              {otpMessages.codeSentTo(formatMobileForDisplay(mobile))}
            </p>
            <CodeField
              label={otpMessages.codeLabel}
              value={flow.code}
              onChange={flow.setCode}
              errorId={flow.error ? ids.error : null}
              describedBy={ids.sent}
              ref={codeField}
            />
            {errorNote}
            <button className="shop-button shop-button--primary" type="submit" aria-disabled={flow.busy || undefined}>
              {flow.busy && <Spinner size="sm" />}
              {otpMessages.verifyOtp}
            </button>
            <div className="shop-address-dialog__links">
              <button
                type="button"
                className="shop-link-button"
                onClick={flow.resend}
                disabled={flow.busy || flow.resendIn > 0}
              >
                {flow.resendIn > 0 ? otpMessages.resendIn(flow.resendIn) : otpMessages.resend}
              </button>
              <button type="button" className="shop-link-button" onClick={flow.changeNumber} disabled={flow.busy}>
                {addressMessages.changeNumber}
              </button>
            </div>
          </>
        )}
      </form>
    </Modal>
  );
}
