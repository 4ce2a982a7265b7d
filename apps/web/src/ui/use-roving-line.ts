import { type FocusEvent, type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from 'react';

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * One tab stop for a line of controls (a list's status tiles, its sort headers): the arrow keys
 * move between them, Home and End go to the first and the last; Tab leaves the line. The stop
 * stays on the control used last.
 */
export function useRovingLine<E extends HTMLElement>(container: RefObject<E | null>, items: string) {
  const active = useRef(0);
  const all = () => Array.from(container.current?.querySelectorAll<HTMLElement>(items) ?? []);

  const apply = () => {
    const controls = all();
    const stop = Math.min(active.current, controls.length - 1);
    controls.forEach((control, index) => {
      control.tabIndex = index === stop ? 0 : -1;
    });
    return controls[stop];
  };

  // Controls come and go with the columns shown: the stop is set again after each render.
  useLayoutEffect(() => {
    apply();
  });

  const onFocus = (event: FocusEvent<E>) => {
    const index = all().indexOf(event.target as HTMLElement);
    if (index < 0) return;
    active.current = index;
    apply();
  };

  const onKeyDown = (event: KeyboardEvent<E>) => {
    const count = all().length;
    const index = all().indexOf(event.target as HTMLElement);
    if (index < 0 || count === 0) return;
    let next: number | undefined;
    if (NEXT.has(event.key)) next = Math.min(index + 1, count - 1);
    else if (PREVIOUS.has(event.key)) next = Math.max(index - 1, 0);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === undefined) return;
    event.preventDefault();
    active.current = next;
    apply()?.focus();
  };

  return { onFocus, onKeyDown };
}
