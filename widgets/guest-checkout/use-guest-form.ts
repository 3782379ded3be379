import { useCallback, useState } from 'react';
import { useFirstErrorFocus } from '../../shared/forms/use-first-error-focus';
import { initialValues, validateForm, type Field, type FieldErrors, type FormValues } from './guest-form';
import { readSavedAddress, readVerified } from './guest-memory';

/**
 * The shipping form's state: what the shopper typed (prefilled from the last visit, and never
 * cleared by a failure), one error per field, and focus on the first invalid field whenever
 * errors are shown, so a keyboard or screen-reader user lands on what needs fixing.
 */
export function useGuestForm() {
  const [values, setValues] = useState<FormValues>(() => initialValues(readVerified(), readSavedAddress()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, focusFirstError } = useFirstErrorFocus();

  const showErrors = useCallback(
    (next: FieldErrors) => {
      setErrors(next);
      focusFirstError();
    },
    [focusFirstError],
  );

  const setValue = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The shopper is fixing it: the old text no longer describes what is there.
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  /** Check every field (SPEC §5); shows the errors and returns null, or the details to send. */
  function validate() {
    const result = validateForm(values);
    if (!result.ok) {
      showErrors(result.errors);
      return null;
    }
    setErrors({});
    return result.details;
  }

  return { values, errors, setValue, validate, showErrors, formRef };
}

export type GuestForm = ReturnType<typeof useGuestForm>;
