import { SEARCH_DEBOUNCE_MS } from '@adcast/domain/paging';
import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `delay` ms (part 2 §4: searches wait 800 ms). */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
