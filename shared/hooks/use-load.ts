import { useCallback, useEffect, useState } from 'react';
import { userMessage } from '../errors';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; text: string } | { status: 'ready'; value: T };

/**
 * A call made when the component mounts, with what a screen shows meanwhile: loading, ready with
 * its value, or failed with the text to show (`userMessage` with `fallback`: why, when it is
 * known, such as offline or too slow). `retry()` makes the call again. An answer arriving after
 * unmount, or after a newer attempt, is dropped. `load` must be stable (a module function).
 */
export function useLoad<T>(load: () => Promise<T>, fallback: string): Loaded<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      async (error: unknown) => {
        const text = await userMessage(error, fallback);
        if (live) setState({ status: 'failed', text });
      },
    );
    return () => {
      live = false;
    };
  }, [load, fallback, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
