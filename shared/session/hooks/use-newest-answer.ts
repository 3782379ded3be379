import { startTransition, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../after-paint';
import { logFailure } from '../../core/log';

interface Settled<T> {
  /** The request the value answers. */
  key: string;
  value: T;
  /** The newest request failed: the value is the last good one. */
  failedKey: string | null;
}

/**
 * The answer to the newest request only
 * (docs/decisions.md#the-filter-pages-keep-their-filters-in-the-address): each new `key`
 * aborts the request before it, and an answer that arrives for anything but the newest key is
 * dropped, so a slow older answer never overwrites a newer one. Until the newest answer arrives the
 * last one stays (`loading` true). A failure is logged under `failure` and keeps the last answer
 * (SPEC §8: filters fail silently); `failed` tells the caller, which may hide a stale answer (the
 * search box closes its list). `first` is what the page printed for the key it was rendered with:
 * no request then. With `delayMs`, a key is asked for only once it has stayed that long (typing:
 * one request per pause, not per key stroke). The new answer is shown in a transition, so a large
 * grid never holds up the next tick.
 */
export function useNewestAnswer<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  first: { key: string; value: T },
  failure: string,
  delayMs = 0,
): { value: T; loading: boolean; failed: boolean } {
  const [settled, setSettled] = useState<Settled<T>>({ ...first, failedKey: null });
  const run = useEffectEvent(load);
  // The key wanted now, for an answer whose transition is still being drawn when the shopper
  // changes their mind: that answer must not land over the newer choice (it would leave the
  // page waiting, 'Updating', for a request it never makes).
  const wanted = useRef(key);
  useLayoutEffect(() => {
    wanted.current = key;
  }, [key]);

  useEffect(() => {
    if (key === settled.key) return;
    const controller = new AbortController();
    const ask = () =>
      run(controller.signal).then(
        (value) => {
          if (controller.signal.aborted) return;
          startTransition(() => setSettled((last) => (wanted.current === key ? { key, value, failedKey: null } : last)));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          logFailure(failure, error);
          setSettled((last) => ({ ...last, failedKey: key }));
        },
      );
    // A change asks only once its own frame is painted (a tick shows at once, not after the
    // answer's parsing and drawing: the bench's 50 ms,
    // docs/decisions.md#what-made-a-tick-on-a-filter-page-fast); typing waits for a pause.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancelAsk = delayMs > 0 ? () => clearTimeout(timer) : afterNextPaint(() => void ask());
    if (delayMs > 0) timer = setTimeout(ask, delayMs);
    return () => {
      cancelAsk();
      controller.abort();
    };
    // `settled.key` is read only to skip a request already answered: not a reason to run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, failure, delayMs]);

  return {
    value: settled.value,
    loading: settled.key !== key && settled.failedKey !== key,
    failed: settled.failedKey === key,
  };
}
