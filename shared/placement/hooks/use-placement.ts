import { useRef, useState } from 'react';
import type { ShownText } from '../../session/errors';
import { useActionErrors, type ActionErrors } from '../../session/hooks/use-action-errors';
import { useAttemptKey } from '../../session/hooks/use-attempt-key';
import { useLeave } from '../../checkout/hooks/use-leave';

/**
 * What Place order needs in both checkouts to make exactly one order:
 * - `run(flow)`: one flow at a time; a press while one runs (a double click), or once the page
 *   is leaving, does nothing; the last error goes as a new attempt starts (the screen's
 *   `errors`, shared with its other actions: use-action-errors.ts);
 * - `ask(dialog)`: shows a dialog the flow waits on and resolves with the shopper's answer (true
 *   to go on, false when closed or cancelled); each dialog answers once, so a second press on
 *   its button finds nothing to answer and cannot confirm twice;
 * - `keyFor(route, body)`: the Idempotency-Key of an attempt; the same order tried again (after
 *   a timeout, its answer may have been lost) keeps its key, so the server places it once;
 * - `leave(url)`: the next page, if it is one this shop may send the browser to.
 */
export function usePlacement<TDialog>(shared?: ActionErrors) {
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);
  const own = useActionErrors();
  const errors = shared ?? own;
  const setError = (text: ShownText | null) => (text === null ? errors.trying(PLACE_ORDER) : errors.failed(PLACE_ORDER, text));
  const [sending, setSending] = useState(false);
  // The page stays as it was left on Back: the order is placed (SPEC §4).
  const { leaving, leave } = useLeave(false);
  const running = useRef(false);
  const keyFor = useAttemptKey();

  function close(ok: boolean) {
    const resolve = answer.current;
    answer.current = null;
    setDialog(null);
    resolve?.(ok);
  }

  return {
    async run(flow: () => Promise<void>) {
      if (running.current || leaving) return;
      running.current = true;
      errors.trying(PLACE_ORDER);
      try {
        await flow();
      } finally {
        running.current = false;
        setSending(false);
      }
    },
    /** The full-screen spinner gives way to the dialog while the shopper answers. */
    ask(next: TDialog): Promise<boolean> {
      setSending(false);
      return new Promise((resolve) => {
        answer.current = resolve;
        setDialog(next);
      });
    },
    /** A dialog that only informs (nothing waits on it). */
    show: setDialog,
    dialog,
    /** Closed, cancelled: the flow stops where it was, with everything as it was. */
    closeDialog: () => close(false),
    /** Confirmed, verified: the flow goes on. */
    confirmDialog: () => close(true),
    keyFor: (route: string, body: unknown): string => keyFor(route, body),
    /**
     * To the page after the order: `before` runs first (the ordered lines leave the cart); an
     * address that is not safe to go to is refused, logged, and `fallback` said instead.
     */
    leave(url: string, fallback: string, before?: () => void): void {
      if (!leave(url, before)) setError(fallback);
    },
    /** A call is on its way (the full-screen spinner), from now until the flow ends or asks. */
    sending: () => setSending(true),
    error: errors.errorOf(PLACE_ORDER),
    setError,
    /** A call is on its way, or the browser is leaving after the order. */
    busy: sending || leaving,
  };
}

const PLACE_ORDER = 'place-order';
