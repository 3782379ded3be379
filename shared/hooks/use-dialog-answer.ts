import { useRef, useState } from 'react';

/**
 * A dialog a checkout waits on: `ask(dialog)` shows it and resolves with the shopper's answer
 * (true to go on, false when closed or cancelled). Each dialog answers once: a second press on
 * its button (a double click) finds nothing to answer, so it cannot confirm twice.
 */
export function useDialogAnswer<TDialog>() {
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);

  function ask(next: TDialog): Promise<boolean> {
    return new Promise((resolve) => {
      answer.current = resolve;
      setDialog(next);
    });
  }

  function close(ok: boolean) {
    const resolve = answer.current;
    answer.current = null;
    setDialog(null);
    resolve?.(ok);
  }

  return {
    dialog,
    ask,
    /** A dialog that only informs (nothing waits on it). */
    show: setDialog,
    close,
  };
}
