import './code-field.css';
import { useId, type Ref } from 'react';

/** Digits of a one-time code (ours: the codes the shop texts are six digits). */
export const CODE_LENGTH = 6;
const COMPLETE_CODE = new RegExp(`^\\d{${CODE_LENGTH}}$`);

const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

/** True when `code` is a whole code, ready to verify. */
export const isCompleteCode = (code: string) => COMPLETE_CODE.test(code);

export interface CodeFieldProps {
  label: string;
  /** Digits only; the field drops anything else as it is typed or pasted. */
  value: string;
  onChange: (digits: string) => void;
  /** The id of the message saying what is wrong with the code, while there is one: marks the field invalid. */
  errorId?: string | null;
  /** Ids of texts that describe the field ("We sent a code to …"), read after the error. */
  describedBy?: string;
  /** Focused first when a Modal opens around it (`data-autofocus`); a field shown later is focused by its screen, with `ref`. */
  initialFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * THE one-time-code input of the kit (sign-in, the guest checkout's and the signed-in
 * checkout's mobile verification): a visible label, the numeric keypad, the browser's
 * one-time-code autofill, digits only and at most CODE_LENGTH of them, and the error and hints
 * tied to it (aria-invalid, aria-describedby, error first).
 */
export function CodeField({ label, value, onChange, errorId, describedBy, initialFocus, ref }: CodeFieldProps) {
  const inputId = useId();
  const description = [errorId, describedBy].filter(Boolean).join(' ');
  return (
    <div className="shop-code-field">
      <label className="shop-code-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="shop-field__input shop-code-field__input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={value}
        onChange={(event) => onChange(digitsOf(event.target.value))}
        onPaste={(event) => {
          // A pasted code ("123 456", "Your code is 123-456") is the code: its digits replace
          // the field's, before maxLength would cut the text short.
          const pasted = digitsOf(event.clipboardData.getData('text'));
          if (pasted === '') return;
          event.preventDefault();
          onChange(pasted);
        }}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={description || undefined}
        data-autofocus={initialFocus ? '' : undefined}
        required
      />
    </div>
  );
}
