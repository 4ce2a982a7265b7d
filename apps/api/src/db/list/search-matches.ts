import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import type { ReadMemo } from '../read-memo';
import { rowsOf } from './execute';
import { memoKeyOf } from './memo-key';

/** How a searched list is ordered: the columns its order reads (the id first) and the ORDER BY terms. */
export type SearchOrder = { columns: [id: AnyPgColumn, ...AnyPgColumn[]]; orderBy: SQL[] };

/**
 * The ids of the rows matching a search, in list order, when there are at most `cap` of them:
 * read once through the search's own (trigram) index, capped, then put in order, and kept in the
 * read memo so the total and every page of the search come from one index scan. Null when more
 * rows match: a term that common is found soon by a walk in list order instead.
 */
export function rememberedMatches(
  db: Db,
  reads: ReadMemo,
  table: PgTable,
  where: SQL,
  order: SearchOrder,
  cap: number,
): Promise<number[] | null> {
  const columns = sql.join(
    order.columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  // The capped matches take the table's name, so the ORDER BY terms read their columns.
  const statement = sql`select ${order.columns[0]} as id
    from (select ${columns} from ${table} where ${where} limit ${cap + 1}) ${table}
    order by ${sql.join(order.orderBy, sql`, `)}`;
  return reads.get(memoKeyOf('matches', statement), async () => {
    const ids = (await rowsOf<{ id: number }>(db, statement)).map((row) => Number(row.id));
    return ids.length > cap ? null : ids;
  });
}

/** Page `page` of remembered matches: its rows, loaded by id and put back in list order, and the exact total. */
export async function pageOfMatches<T extends { id: number }>(
  matches: number[],
  page: number,
  size: number,
  loadRows: (ids: number[]) => Promise<T[]>,
): Promise<{ content: T[]; totalElements: number }> {
  const ids = matches.slice(page * size, (page + 1) * size);
  if (ids.length === 0) return { content: [], totalElements: matches.length };
  const byId = new Map((await loadRows(ids)).map((row) => [row.id, row]));
  return { content: ids.flatMap((id) => byId.get(id) ?? []), totalElements: matches.length };
}
