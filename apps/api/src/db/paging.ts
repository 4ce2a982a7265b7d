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
 * A page and the total. A deep page nearer the end is read from the end in the opposite order
 * (the sort always ends with the id, so it is total): the index walk stays as short as for page 0.
 */
export async function fetchPage<T>(source: PageSource<T>): Promise<Page<T>> {
  const offset = source.page * source.size;
  if (offset < DEEP_OFFSET) {
    const [content, totalElements] = await Promise.all([
      source.rows({ limit: source.size, offset, reversed: false }),
      source.count(),
    ]);
    return { content, totalElements };
  }
  const totalElements = await source.count();
  if (offset >= totalElements) return { content: [], totalElements };
  const limit = Math.min(source.size, totalElements - offset);
  if (offset <= totalElements / 2) {
    return { content: await source.rows({ limit, offset, reversed: false }), totalElements };
  }
  const fromEnd = totalElements - offset - limit;
  const rows = await source.rows({ limit, offset: fromEnd, reversed: true });
  return { content: rows.reverse(), totalElements };
}
