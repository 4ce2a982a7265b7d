import type { Page } from '@adcast/domain/paging';

/** Offsets below this are read directly; deeper pages may be read from the far end. */
const DEEP_OFFSET = 1000;

export type PageWindow = { limit: number; offset: number; reversed: boolean };

export type PageSource<T> = {
  page: number;
  size: number;
  count: () => Promise<number>;
  /** Rows of the window in the list's order, or in the opposite order when `reversed`. */
  rows: (window: PageWindow) => Promise<T[]>;
};

/**
 * Where a page past the first thousand rows is read, once the total is known: a page nearer the
 * end is read from the end in the opposite order (the sort always ends with the id, so it is
 * total) and the index walk stays as short as for an early page. Null when the page is empty.
 */
export function deepPageWindow(page: number, size: number, total: number): PageWindow | null {
  const offset = page * size;
  if (offset >= total) return null;
  const limit = Math.min(size, total - offset);
  if (offset <= total / 2) return { limit, offset, reversed: false };
  return { limit, offset: total - offset - limit, reversed: true };
}

export const isDeepPage = (page: number, size: number) => page * size >= DEEP_OFFSET;

/** A page and the total; early pages read both at once, deep ones count first. */
export async function fetchPage<T>(source: PageSource<T>): Promise<Page<T>> {
  const { page, size } = source;
  if (!isDeepPage(page, size)) {
    const [content, totalElements] = await Promise.all([
      source.rows({ limit: size, offset: page * size, reversed: false }),
      source.count(),
    ]);
    return { content, totalElements };
  }
  const totalElements = await source.count();
  const window = deepPageWindow(page, size, totalElements);
  if (!window) return { content: [], totalElements };
  const rows = await source.rows(window);
  return { content: window.reversed ? rows.reverse() : rows, totalElements };
}
