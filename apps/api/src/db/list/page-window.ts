import type { CappedCount } from './capped-count';

/** Which rows of the ordered list a page reads: `limit` rows after `offset`, counted from the far end when `reversed`. */
export type PageWindow = { limit: number; offset: number; reversed: boolean };

/**
 * The window of page `page`, or null when the page is past the end. With an exact total a page
 * in the second half is read from the end in the opposite order, so no page walks more than half
 * the list. With a capped total the end is unknown: the page is read from the start, with one row
 * more than the page, which says whether the list goes on past it (see totalAfter).
 */
export function pageWindow(page: number, size: number, total: CappedCount): PageWindow | null {
  const offset = page * size;
  if (total.capped) return { limit: size + 1, offset, reversed: false };
  if (offset >= total.count) return null;
  const limit = Math.min(size, total.count - offset);
  if (offset <= (total.count - limit) / 2) return { limit, offset, reversed: false };
  return { limit, offset: total.count - offset - limit, reversed: true };
}

/**
 * The total a capped list answers once a page of it was read with one row more: the rows up to
 * and including that extra row while the list goes on (still a lower bound, so the paginator offers
 * the next page past the cap), or the exact total once the page reached the end.
 */
export function totalAfter(total: CappedCount, window: PageWindow, found: number, size: number): CappedCount {
  if (!total.capped) return total;
  if (found > size) return { count: Math.max(total.count, window.offset + found), capped: true };
  if (found > 0 || window.offset === 0) return { count: window.offset + found };
  return total;
}

/** A list page; `totalCapped` (only ever true) says the total is a lower bound: the count stopped at the cap. */
export type ListPage<T> = { content: T[]; totalElements: number; totalCapped?: true };

export const pageTotal = (total: CappedCount) =>
  total.capped ? { totalElements: total.count, totalCapped: true as const } : { totalElements: total.count };

/**
 * The page the window's rows make: back in list order when read from the far end, without the
 * row read past the page, and the total they show (see totalAfter).
 */
export function windowPage<T>(rows: T[], window: PageWindow, total: CappedCount, size: number): ListPage<T> {
  if (window.reversed) rows.reverse();
  return { content: rows.slice(0, size), ...pageTotal(totalAfter(total, window, rows.length, size)) };
}
