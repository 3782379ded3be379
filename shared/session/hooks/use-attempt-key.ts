import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../idempotency-key';

/**
 * The Idempotency-Key of a write: the same request tried again (its answer was lost to a
 * timeout) keeps its key, so the server does it once and answers the first answer again; any
 * other request gets a new key. `keyFor(...what)` takes what makes the request this one (the
 * route and the body, as JSON-able values).
 */
export function useAttemptKey(): (...what: unknown[]) => string {
  const attempt = useRef<{ text: string; key: string } | null>(null);
  return useCallback((...what: unknown[]) => {
    const text = JSON.stringify(what);
    if (attempt.current?.text !== text) attempt.current = { text, key: newIdempotencyKey() };
    return attempt.current.key;
  }, []);
}
