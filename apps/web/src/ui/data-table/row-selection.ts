import { useCallback, useMemo, useState } from 'react';

/** Which rows of a list are chosen for a bulk action (part 2 §8: one row, or every row of the page). */
export interface RowSelection<K extends string | number = number> {
  /** The chosen keys, in the order they were chosen. */
  selected: readonly K[];
  isSelected: (key: K) => boolean;
  toggle: (key: K) => void;
  /** The page's master toggle: chooses every key given, or clears them when all are already chosen. */
  togglePage: (keys: readonly K[]) => void;
  clear: () => void;
}

/** A selection held by the list that shows it; clear it after a successful bulk action. */
export function useRowSelection<K extends string | number = number>(): RowSelection<K> {
  const [selected, setSelected] = useState<readonly K[]>([]);
  const toggle = useCallback(
    (key: K) =>
      setSelected((keys) => (keys.includes(key) ? keys.filter((each) => each !== key) : [...keys, key])),
    [],
  );
  const togglePage = useCallback(
    (page: readonly K[]) =>
      setSelected((keys) =>
        page.every((key) => keys.includes(key))
          ? keys.filter((key) => !page.includes(key))
          : [...keys, ...page.filter((key) => !keys.includes(key))],
      ),
    [],
  );
  const clear = useCallback(() => setSelected((keys) => (keys.length === 0 ? keys : [])), []);
  return useMemo(
    () => ({ selected, isSelected: (key: K) => selected.includes(key), toggle, togglePage, clear }),
    [selected, toggle, togglePage, clear],
  );
}
