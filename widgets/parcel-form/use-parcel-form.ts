import { useCallback, useState } from 'react';
import { useFirstErrorFocus } from '../../shared/forms/use-first-error-focus';
import type { Recipient } from '../../shared/admin/api';
import {
  checkParcel,
  initialValues,
  productKey,
  type ErrorKey,
  type ParcelErrors,
  type ParcelValues,
  type TextField,
} from './parcel-values';

/** The errors shown, after `keys` changed: each goes once its field is right, or says what is wrong now. */
function recheck(shown: ParcelErrors, keys: readonly ErrorKey[], next: ParcelValues, lines: Recipient['products']): ParcelErrors {
  if (!keys.some((key) => key in shown)) return shown;
  const checked = checkParcel(next, lines);
  const updated = { ...shown };
  for (const key of keys) {
    if (!(key in shown)) continue;
    const text = checked.ok ? undefined : checked.errors[key];
    if (text) updated[key] = text;
    else delete updated[key];
  }
  return updated;
}

/**
 * The Create Parcel form's state: what the admin typed, prefilled from the order and never
 * cleared by a failure; one error per field. Errors appear only when the admin presses Create
 * Parcel (or the server answers), and each goes as soon as its own field is corrected, so no
 * text nags while typing. Whenever errors are shown, focus moves to the first invalid field.
 */
export function useParcelForm(order: Recipient) {
  const lines = order.products;
  const [values, setValues] = useState<ParcelValues>(() => initialValues(order));
  const [errors, setErrors] = useState<ParcelErrors>({});
  const { formRef, focusFirstError } = useFirstErrorFocus();

  const showErrors = useCallback(
    (next: ParcelErrors) => {
      setErrors(next);
      if (Object.keys(next).length > 0) focusFirstError();
    },
    [focusFirstError],
  );

  const change = (keys: readonly ErrorKey[], update: (current: ParcelValues) => ParcelValues) => {
    const next = update(values);
    setValues(next);
    setErrors((shown) => recheck(shown, keys, next, lines));
  };

  return {
    values,
    errors,
    formRef,
    showErrors,
    setText: (field: TextField, text: string) => change([field], (current) => ({ ...current, [field]: text })),
    setExchange: (on: boolean) => change([], (current) => ({ ...current, exchange: on })),
    /** A product in or out of the parcel: the group's error, and an error on its amount, are looked at again. */
    tick: (id: number, ticked: boolean) =>
      change(['products', productKey(id)], (current) => ({
        ...current,
        products: { ...current.products, [id]: { ...current.products[id]!, ticked } },
      })),
    setProductAmount: (id: number, amount: string) =>
      change([productKey(id)], (current) => ({
        ...current,
        products: { ...current.products, [id]: { ...current.products[id]!, amount } },
      })),
    /** SPEC §5 before sending: the body to send, or null with the errors shown and focus on the first. */
    validate: () => {
      const checked = checkParcel(values, lines);
      if (checked.ok) {
        setErrors({});
        return checked.body;
      }
      showErrors(checked.errors);
      return null;
    },
  };
}

export type ParcelForm = ReturnType<typeof useParcelForm>;
