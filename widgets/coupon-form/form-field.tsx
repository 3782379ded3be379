import type { ReactNode } from 'react';

/** What a field's control takes to be named, described and marked invalid. */
export interface ControlA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  /** The control's id; its hint and error take `{id}-hint` and `{id}-error`. */
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  /** Besides the hint and the error, what else describes the control (the value's unit). */
  describedBy?: string;
  /** A short field: half the row from 640 px (SPEC §9 breakpoints). */
  short?: boolean;
  children: (a11y: ControlA11y) => ReactNode;
}

/**
 * One labelled field of the coupon form with its hint and its error (SPEC §5 texts), tied to
 * the control with aria-describedby, the error first: it is what a screen reader should say
 * first on the field.
 */
export function FormField({ id, label, hint, error, describedBy, short, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const description = [error ? errorId : null, describedBy ?? null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={`shop-coupon-form__field${short ? ' shop-coupon-form__field--short' : ''}`}>
      <label className="shop-coupon-form__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': description || undefined })}
      {hint && (
        <p id={hintId} className="shop-coupon-form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="shop-coupon-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
