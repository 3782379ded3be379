import { sendLoginCode, verifyLoginCode, type AuthUser } from '../../shared/session/api/auth';
import { useCodeSteps } from '../../shared/code-form/use-code-steps';
import { CodeForm, type CodeFormLook } from '../../shared/code-form/code-form';
import * as loginMessages from '../../shared/session/messages/login';
import './login-flow.css';

/** The sign-in dialog's own look (login-flow.css), lighter than the checkouts' forms. */
const signInLook: CodeFormLook = {
  form: 'shop-login__form',
  text: 'shop-login__intro',
  label: 'shop-login__label',
  input: 'shop-login__input',
  hint: 'shop-login__hint',
  primary: 'shop-login__primary',
};

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
  return <CodeForm steps={steps} texts={loginMessages} numberStep={loginMessages} look={signInLook} />;
}
