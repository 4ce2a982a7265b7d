import { type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]';

/** A row's stops that are shown: a phone hides some columns, and a hidden link can take no focus. */
const focusablesOf = (row: Element) =>
  Array.from(row.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => typeof element.checkVisibility !== 'function' || element.checkVisibility(),
  );

interface Position {
  row: number;
  item: number;
}

/**
 * One tab stop for all the rows of a table body: arrow keys move between rows (up, down) and
 * between the links and buttons of a row (left, right); Tab leaves the table.
 */
export function useRovingRows(
  body: RefObject<HTMLElement | null>,
  /** The table's scrolling box and its name: it takes the focus itself when no row has a stop (axe: scrollable-region-focusable). */
  scroller?: { ref: RefObject<HTMLElement | null>; label: string | undefined },
) {
  const active = useRef<Position>({ row: 0, item: 0 });

  const rows = () => Array.from(body.current?.querySelectorAll(':scope > tr') ?? []);

  const apply = () => {
    const all = rows().map(focusablesOf);
    const { row, item } = active.current;
    const target =
      all[row]?.[Math.min(item, (all[row]?.length ?? 1) - 1)] ?? all.find((items) => items.length)?.[0];
    for (const items of all) for (const element of items) element.tabIndex = element === target ? 0 : -1;
    return target;
  };

  // Rows change with every page: the stop is set again after each render.
  useLayoutEffect(() => {
    const stop = apply();
    const box = scroller?.ref.current;
    if (!box) return;
    if (stop) {
      for (const name of ['tabindex', 'role', 'aria-label']) box.removeAttribute(name);
    } else {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', scroller.label ?? 'Table');
    }
  });

  const move = (row: number, item: number) => {
    const all = rows().map(focusablesOf);
    const nextRow = Math.max(0, Math.min(row, all.length - 1));
    const items = all[nextRow] ?? [];
    if (items.length === 0) return;
    active.current = { row: nextRow, item: Math.max(0, Math.min(item, items.length - 1)) };
    apply()?.focus();
  };

  const onFocus = (event: { target: EventTarget }) => {
    const all = rows();
    const row = all.findIndex((element) => element.contains(event.target as Node));
    if (row < 0) return;
    const item = focusablesOf(all[row]!).indexOf(event.target as HTMLElement);
    if (item < 0) return;
    active.current = { row, item };
    apply();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const { row, item } = active.current;
    const moves: Record<string, Position> = {
      ArrowDown: { row: row + 1, item },
      ArrowUp: { row: row - 1, item },
      ArrowRight: { row, item: item + 1 },
      ArrowLeft: { row, item: item - 1 },
      Home: { row: 0, item: 0 },
      End: { row: rows().length - 1, item: 0 },
    };
    const next = moves[event.key];
    // Keys inside an open menu or a text box stay theirs.
    if (!next || (event.target as HTMLElement).closest('input:not([type="checkbox"]), [role="menu"]')) return;
    event.preventDefault();
    move(next.row, next.item);
  };

  return { onFocus, onKeyDown };
}
