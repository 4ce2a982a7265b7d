import type { Page } from '@adcast/domain/paging';

/** Offsets below this are read directly; deeper pages may be read from the far end. */
const DEEP_OFFSET = 1000;

export type PageWindow = { limit: number; offset: number; reversed: boolean };

/** A total, or one that stopped at a cap (a lower bound, shown as '10,000+'). */
export type PageTotal = number | { count: number; capped?: true };

export type PageSource<T> = {
  page: number;
  size: number;
  count: () => Promise<PageTotal>;
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

const totalOf = (total: PageTotal) => (typeof total === 'number' ? { count: total } : total);

const pageOf = <T>(content: T[], total: PageTotal): Page<T> => {
  const { count, capped } = totalOf(total);
  return capped ? { content, totalElements: count, totalCapped: true } : { content, totalElements: count };
};

/**
 * A page and the total; early pages read both at once, deep ones count first. Past a capped total
 * the end is unknown, so a deep page is read forward.
 */
export async function fetchPage<T>(source: PageSource<T>): Promise<Page<T>> {
  const { page, size } = source;
  const forward = { limit: size, offset: page * size, reversed: false };
  if (!isDeepPage(page, size)) {
    const [content, total] = await Promise.all([source.rows(forward), source.count()]);
    return pageOf(content, total);
  }
  const total = await source.count();
  if (totalOf(total).capped) return pageOf(await source.rows(forward), total);
  const window = deepPageWindow(page, size, totalOf(total).count);
  if (!window) return pageOf([], total);
  const rows = await source.rows(window);
  return pageOf(window.reversed ? rows.reverse() : rows, total);
}
