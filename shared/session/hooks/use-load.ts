import { useCallback, useEffect, useState } from 'react';
import { describeFailure, userMessage, type ShownText } from '../errors';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; text: ShownText } | { status: 'ready'; value: T };

/** The text for a failed load: `notFound` for a 404 when given, otherwise `userMessage`. */
async function failedText(error: unknown, fallback: string, notFound: string | undefined): Promise<ShownText> {
  if (notFound !== undefined) {
    const failure = await describeFailure(error);
    if (failure.kind === 'http' && failure.status === 404) return notFound;
  }
  return userMessage(error, fallback);
}

/**
 * A call made when the component mounts, with what a screen shows meanwhile: loading, ready with
 * its value, or failed with the text to show (`userMessage` with `fallback`: why, when it is
 * known, such as offline or too slow; `notFound`, when given, for a 404: what was asked for does
 * not exist). `retry()` makes the call again. An answer arriving after unmount, or after a newer
 * attempt, is dropped. `load` must be stable (a module function, or memoised on its inputs).
 */
export function useLoad<T>(
  load: () => Promise<T>,
  fallback: string,
  notFound?: string,
): Loaded<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      async (error: unknown) => {
        const text = await failedText(error, fallback, notFound);
        if (live) setState({ status: 'failed', text });
      },
    );
    return () => {
      live = false;
    };
  }, [load, fallback, notFound, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
