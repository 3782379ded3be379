import { useEffect, useRef, useState } from 'react';

/**
 * Values fetched by key, each key asked for once per mount: when keys appear that were never
 * asked for, `load` gets those only, and its answers are kept. `load` must be stable and never
 * reject: for a key it could not get it answers a fallback (SPEC §8: the checkouts' lookups fail
 * silently). Keys not answered yet are absent from the map.
 */
export function useLookup<V>(
  keys: readonly string[],
  load: (keys: string[]) => Promise<ReadonlyMap<string, V>>,
): ReadonlyMap<string, V> {
  const [known, setKnown] = useState<ReadonlyMap<string, V>>(() => new Map());
  const asked = useRef(new Set<string>());
  // A value, so the effect runs when the set of keys changes, not on every new array.
  const signature = JSON.stringify([...new Set(keys)].sort());

  useEffect(() => {
    const missing = (JSON.parse(signature) as string[]).filter((key) => !asked.current.has(key));
    if (missing.length === 0) return;
    for (const key of missing) asked.current.add(key);
    void load(missing).then((answers) => setKnown((current) => new Map([...current, ...answers])));
  }, [signature, load]);

  return known;
}
