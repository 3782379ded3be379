import { useCallback, useState } from 'react';

/**
 * SPEC §4 cart selection: every row is selected by default (a row that appears later too, so
 * the set kept is of rows the shopper unticked); select-all ticks or unticks them all and is
 * ticked whenever every row is.
 */
export function useSelection(keys: readonly string[]) {
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(() => new Set());
  const selectedKeys = keys.filter((key) => !unticked.has(key));

  const setSelected = useCallback((key: string, selected: boolean) => {
    setUnticked((current) => {
      const next = new Set(current);
      if (selected) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  const setAll = (selected: boolean) => setUnticked(selected ? new Set() : new Set(keys));

  return {
    isSelected: (key: string) => !unticked.has(key),
    count: selectedKeys.length,
    allSelected: keys.length > 0 && selectedKeys.length === keys.length,
    someSelected: selectedKeys.length > 0,
    setSelected,
    setAll,
  };
}
