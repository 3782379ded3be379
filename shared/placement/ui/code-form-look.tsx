import type { CodeFormLook } from '../../code-form/code-form';
import { Spinner } from '../../session/ui/spinner';

/**
 * How both checkouts draw the mobile verification's form (SPEC §2: the guest's OTP modal, the
 * signed-in checkout's before a new address): the checkouts' fields (checkout.css) and
 * buttons, with a spinner in the busy one.
 */
export const checkoutCodeFormLook: CodeFormLook = {
  form: 'shop-checkout__code-form',
  label: 'shop-checkout__label',
  input: 'shop-field__input',
  hint: 'shop-checkout__hint',
  primary: 'shop-button shop-button--primary',
  busy: <Spinner size="sm" />,
};
