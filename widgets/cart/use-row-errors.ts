import { useCallback } from 'react';
import type { ShownText } from '../../shared/session/errors';
import { useActionErrors, type ActionErrors } from '../../shared/session/hooks/use-action-errors';

/** The cart's actions whose failures show (one at a time, use-action-errors.ts). */
export const cartAction = {
  row: (key: string) => `row:${key}`,
  deleteSelected: 'delete-selected',
  checkout: 'checkout',
} as const;

/**
 * The cart's failures: a row's (SPEC §8 remove and quantity texts, shown under it), Delete
 * selected's and Checkout's, held by one `useActionErrors`, so a newer failure replaces an older
 * one and any success clears it. `setError(key, null)` is a row's action tried again.
 */
export function useRowErrors() {
  const errors = useActionErrors();
  const { trying, failed } = errors;
  const setError = useCallback(
    (key: string, text: ShownText | null) => {
      if (text === null) trying(cartAction.row(key));
      else failed(cartAction.row(key), text);
    },
    [trying, failed],
  );
  return { errors, setError };
}

export type CartErrors = ActionErrors;
