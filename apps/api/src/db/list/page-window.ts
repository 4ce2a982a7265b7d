import type { CappedCount } from './capped-count';

/** Which rows of the ordered list a page reads: `limit` rows after `offset`, counted from the far end when `reversed`. */
export type PageWindow = { limit: number; offset: number; reversed: boolean };

/**
 * The window of page `page`, or null when the page is past the end. With an exact total a page
 * in the second half is read from the end in the opposite order, so no page walks more than half
 * the list; with a capped total the end is unknown and the page is read from the start.
 */
export function pageWindow(page: number, size: number, total: CappedCount): PageWindow | null {
  const offset = page * size;
  if (offset >= total.count) return null;
  const limit = Math.min(size, total.count - offset);
  if (total.capped) return { limit: size, offset, reversed: false };
  if (offset <= (total.count - limit) / 2) return { limit, offset, reversed: false };
  return { limit, offset: total.count - offset - limit, reversed: true };
}
