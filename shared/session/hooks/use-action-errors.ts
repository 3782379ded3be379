import { useCallback, useMemo, useState } from 'react';
import type { ShownText } from '../errors';

/** The failure a widget shows: which action it came from and its text. */
interface ActionFailure {
  action: string;
  text: ShownText;
}

export interface ActionErrors {
  /** The text to show for this action, or null. */
  errorOf: (action: string) => ShownText | null;
  /** The action is tried (again): its own earlier failure goes. */
  trying: (action: string) => void;
  /** The action failed: its text shows, in place of any earlier failure of the widget. */
  failed: (action: string, text: ShownText) => void;
  /** An action succeeded: the failure shown, whichever action it came from, goes. */
  succeeded: () => void;
}

/**
 * One rule for every widget's action errors (docs/decisions.md "An error belongs to its
 * action"): a failure shows next to the action that caused it, replaces any earlier failure of
 * the same widget (one failure at a time, the newest), and goes when that action is tried again
 * or any action of the widget succeeds. `action` is a key the widget chooses ('add-to-cart',
 * 'remove:<line>', 'checkout'); the handlers are stable.
 */
export function useActionErrors(): ActionErrors {
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const trying = useCallback(
    (action: string) => setFailure((current) => (current?.action === action ? null : current)),
    [],
  );
  const failed = useCallback((action: string, text: ShownText) => setFailure({ action, text }), []);
  const succeeded = useCallback(() => setFailure(null), []);
  return useMemo(
    () => ({
      errorOf: (action: string) => (failure?.action === action ? failure.text : null),
      trying,
      failed,
      succeeded,
    }),
    [failure, trying, failed, succeeded],
  );
}
