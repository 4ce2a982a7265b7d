import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box kept in the URL: the box shows what is typed at once, the URL gets it 800 ms after
 * the last keystroke (part 2 §4), and a URL changed from outside (back button, a link) shows in the box.
 */
export function useUrlText(
  inUrl: string,
  write: (text: string) => void,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(inUrl);
  const written = useRef(inUrl);
  const debounced = useDebouncedValue(text);
  const latestWrite = useRef(write);
  latestWrite.current = write;
  useEffect(() => {
    if (debounced === written.current) return;
    written.current = debounced;
    latestWrite.current(debounced);
  }, [debounced]);
  useEffect(() => {
    if (inUrl === written.current) return;
    written.current = inUrl;
    setText(inUrl);
  }, [inUrl]);
  return [text, setText];
}
