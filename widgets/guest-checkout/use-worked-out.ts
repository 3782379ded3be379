import { useLayoutEffect, useRef } from 'react';

/**
 * The latest value a render produced, and a promise for the moment it is ready: a press made
 * while the screen's lookups are still answering waits for them instead of failing.
 */
export function useWorkedOut<T>(value: T, ready: (value: T) => boolean) {
  const latest = useRef(value);
  const waiting = useRef<(() => void)[]>([]);

  useLayoutEffect(() => {
    latest.current = value;
    if (ready(value)) for (const wake of waiting.current.splice(0)) wake();
  });

  return {
    latest,
    whenReady(): Promise<T> {
      if (ready(latest.current)) return Promise.resolve(latest.current);
      return new Promise((resolve) => waiting.current.push(() => resolve(latest.current)));
    },
  };
}
