import './code-field.css';
import { useId } from 'react';

/** Digits of a one-time code (ours: the codes the shop texts are six digits). */
export const CODE_LENGTH = 6;
const COMPLETE_CODE = new RegExp(`^\\d{${CODE_LENGTH}}$`);

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
  /** Focused when the field appears, and first when a Modal opens around it (`data-autofocus`). */
  autoFocus?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * THE one-time-code input of the kit (sign-in, the guest checkout's and the signed-in
 * checkout's mobile verification): a visible label, the numeric keypad, the browser's
 * one-time-code autofill, digits only and at most CODE_LENGTH of them, and the error and hints
 * tied to it (aria-invalid, aria-describedby, error first).
 */
export function CodeField({ label, value, onChange, errorId, describedBy, autoFocus, disabled, id }: CodeFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const description = [errorId, describedBy].filter(Boolean).join(' ');
  return (
    <div className="shop-code-field">
      <label className="shop-code-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="shop-code-field__input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={value}
        // A pasted "123 456" or "123-456" keeps its digits.
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={description || undefined}
        autoFocus={autoFocus}
        data-autofocus={autoFocus ? '' : undefined}
        disabled={disabled}
        required
      />
    </div>
  );
}
