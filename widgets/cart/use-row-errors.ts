import { useCallback, useState } from 'react';
import type { ShownText } from '../../shared/session/errors';

/** The last failure of each row (SPEC §8 remove and quantity texts), shown under it. */
export function useRowErrors() {
  const [errors, setErrors] = useState<ReadonlyMap<string, ShownText>>(() => new Map());
  const setError = useCallback((key: string, text: ShownText | null) => {
    setErrors((current) => {
      if (text === null ? !current.has(key) : current.get(key) === text) return current;
      const next = new Map(current);
      if (text === null) next.delete(key);
      else next.set(key, text);
      return next;
    });
  }, []);
  return { errors, setError };
}
