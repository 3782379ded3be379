import { useId, type ReactNode } from 'react';
import './form-field.css';

/** What a field gives its control: its id (the label's target), name, and how it is described. */
export interface FieldControlProps {
  id: string;
  name: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  label: string;
  /** The text shown at the field (SPEC §5); it also marks the control invalid. */
  error: string | undefined;
  hint?: string;
  /** The control's id, when the form needs to know it (focus, a combobox); made up otherwise. */
  id?: string;
  name?: string;
  /** Said to assistive technology on the control (`aria-required`); the label shows `note`. */
  required?: boolean;
  /** Beside the label, muted: '(optional)' on a field that may stay empty. */
  note?: string;
  /** What else describes the control, besides its error and hint (a unit beside it). */
  describedBy?: string;
  /** The form's own layout class (a half-width field). */
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled form field: its label, its control (the render prop), a hint, and its error, tied
 * to the control with aria-describedby and aria-invalid. The error is described first: it is
 * what a screen reader should say first on the field. Used by the admin forms and the guest
 * checkout's shipping form (SPEC §2, §5): one field, one way, on every form of the shop.
 */
export function FormField({ label, error, hint, id, name, required, note, describedBy, className, children }: FormFieldProps) {
  const madeUp = useId();
  const controlId = id ?? madeUp;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const description = [error ? errorId : null, describedBy ?? null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `shop-field ${className}` : 'shop-field'}>
      <label className="shop-field__label" htmlFor={controlId}>
        {label}
        {note && <span className="shop-field__note"> {note}</span>}
      </label>
      {children({
        id: controlId,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': description || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="shop-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="shop-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
