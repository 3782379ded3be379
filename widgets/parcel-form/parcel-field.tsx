import { useId, type ReactNode } from 'react';
import * as adminMessages from '../../shared/messages/admin';

/** What a field gives its control: its name, its label's target, and its error and hint. */
export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface ParcelFieldProps {
  name: string;
  label: string;
  error: string | undefined;
  hint?: string;
  optional?: boolean;
  /** Half the form's width from 640 px (SPEC §9), beside another short field. */
  half?: boolean;
  children: (props: ControlProps) => ReactNode;
}

/**
 * One labelled field of the Create Parcel form: its label, its control, a hint and its error,
 * tied to the control (aria-describedby, aria-invalid), the error said first.
 */
export function ParcelField({ name, label, error, hint, optional, half, children }: ParcelFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={`shop-parcel__field${half ? ' shop-parcel__field--half' : ''}`}>
      <label className="shop-parcel__label" htmlFor={id}>
        {label}
        {optional && <span className="shop-parcel__optional"> {adminMessages.optional}</span>}
      </label>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': optional ? undefined : true,
      })}
      {hint && (
        <p id={hintId} className="shop-parcel__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="shop-parcel__error">
          {error}
        </p>
      )}
    </div>
  );
}
