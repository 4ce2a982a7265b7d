import type { SortDirection } from '@adcast/domain/paging';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/** A text sort key: case-insensitive, byte order on every engine (the "C" collation its index uses). */
export const textKey = (column: AnyColumn): SQL => sql`lower(${column}) collate "C"`;

export type SortKeys<P extends string> = Record<P, AnyColumn | SQL>;

/** ORDER BY the chosen key, then the id in the same direction so the order is total. */
export function orderOf<P extends string>(
  keys: SortKeys<P>,
  id: AnyColumn,
  sort: { sortProperty: P; sortDirection: SortDirection },
  reversed = false,
): SQL[] {
  const by = (sort.sortDirection === 'asc') !== reversed ? asc : desc;
  return [by(keys[sort.sortProperty]), by(id)];
}
