import { LIST_COUNT_CAP } from '@adcast/domain/paging';
import { and, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import type { ReadMemo } from '../read-memo';
import { isCaseless, searchedText } from '../search';
import type { ListDefinition } from './definition';
import { keptRows, rowsOf, type StatementShape } from './execute';
import { memoKeyOf } from './memo-key';

/** Counts stop here: beyond it a list says "10,000+" instead of reading every match. */
export const COUNT_CAP = LIST_COUNT_CAP;

/** A count; `capped` (only ever true) when it stopped at the cap and is a lower bound. */
export type CappedCount = { count: number; capped?: true };
export type CappedStatusCount<S extends string = string> = CappedCount & { status: S };

/** The columns of a count per status. */
const STATUS_COUNT = ['status', 'n'] as const;

export const capped = (n: number, cap: number): CappedCount =>
  n > cap ? { count: cap, capped: true } : { count: n };

/** count(*) of at most cap + 1 rows: the scan stops once the cap is passed. */
const countUpTo = (def: ListDefinition, where: SQL | undefined, cap: number) =>
  sql`(select count(*)::int from (select 1 from ${def.table} where ${where ?? sql`true`} limit ${cap + 1}) upto)`;

/** Rows of any table matching `where`, exact up to the cap (a list outside the record resource). */
export async function cappedRowCount(db: Db, table: PgTable, where: SQL | undefined, cap = COUNT_CAP) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${table} where ${where ?? sql`true`} limit ${cap + 1}) upto`,
  );
  return capped(row?.n ?? 0, cap);
}

/**
 * cappedRowCount kept in the read memo under its own statement (the same SQL and parameters count
 * the same rows), for lists outside the record resource: paging through a list, or its tiles
 * asked again, does not count again until a write or the memo's few seconds pass.
 */
export function rememberedRowCount(
  db: Db,
  reads: ReadMemo,
  table: PgTable,
  where: SQL | undefined,
  cap = COUNT_CAP,
): Promise<CappedCount> {
  const key = memoKeyOf('row-count', sql`${table} ${where ?? sql`true`} ${cap}`);
  return reads.get(key, () => cappedRowCount(db, table, where, cap));
}

export const cappedTotalSql = (
  def: ListDefinition,
  where: SQL | undefined,
  statuses: readonly string[],
  cap: number,
) => sql`select ${countUpTo(def, and(inArray(def.status, [...statuses]), where), cap)} as n`;

/** Rows in these statuses matching `where`, exact up to the cap. */
export async function cappedTotal(
  db: Db,
  def: ListDefinition,
  where: SQL | undefined,
  statuses: readonly string[],
  cap = COUNT_CAP,
  kept?: StatementShape,
): Promise<CappedCount> {
  const [row] = await keptRows<{ n: number }>(db, kept ?? {}, () => ({
    statement: cappedTotalSql(def, where, statuses, cap),
    columns: ['n'],
  }));
  return capped(row?.n ?? 0, cap);
}

export const cappedStatusCountsSql = (
  def: ListDefinition,
  where: SQL | undefined,
  statuses: readonly string[],
  cap: number,
) =>
  sql.join(
    statuses.map(
      (status) =>
        sql`select ${status}::text as status, ${countUpTo(def, and(sql`${def.status} = ${status}`, where), cap)} as n`,
    ),
    sql` union all `,
  );

/** Rows per status matching `where`, each exact up to the cap; one statement, one bounded index walk per status. */
export async function cappedStatusCounts<S extends string>(
  db: Db,
  def: ListDefinition<string, S>,
  where: SQL | undefined,
  statuses: readonly S[] = def.statuses,
  cap = COUNT_CAP,
  kept?: StatementShape,
): Promise<CappedStatusCount<S>[]> {
  const rows = await keptRows<{ status: S; n: number }>(db, kept ?? {}, () => ({
    statement: cappedStatusCountsSql(def, where, statuses, cap),
    columns: STATUS_COUNT,
  }));
  return rows.map((row) => ({ status: row.status, ...capped(row.n, cap) }));
}

export const searchedStatusCountsSql = (def: ListDefinition, where: SQL | undefined, cap: number) =>
  sql`select status, count(*)::int as n from (select ${def.status} as status from ${def.table}
      where ${where ?? sql`true`} limit ${cap + 1}) upto group by status`;

/**
 * A search's rows per status from one scan that stops after cap + 1 matches: exact when it did
 * not stop, else every status is a lower bound (capped).
 */
export async function searchedStatusCounts<S extends string>(
  db: Db,
  def: ListDefinition<string, S>,
  where: SQL | undefined,
  cap: number,
  kept?: StatementShape,
): Promise<CappedStatusCount<S>[]> {
  const found = await keptRows<{ status: S; n: number }>(db, kept ?? {}, () => ({
    statement: searchedStatusCountsSql(def, where, cap),
    columns: STATUS_COUNT,
  }));
  return statusesFound(def.statuses, found, cap);
}

/**
 * Every status with the rows one capped scan found of it: exact when the scan found at most `cap`
 * rows in all, else every status is a lower bound (capped).
 */
export function statusesFound<S extends string>(
  statuses: readonly S[],
  found: readonly { status: string; n: number }[],
  cap: number,
): CappedStatusCount<S>[] {
  const stopped = found.reduce((sum, row) => sum + row.n, 0) > cap;
  const counts = new Map(found.map((row) => [row.status, row.n]));
  return statuses.map((status) => {
    const count = counts.get(status) ?? 0;
    return stopped ? { status, count, capped: true } : { status, count };
  });
}

/** How many rows in scope a short term's count reads before it asks the term's index instead. */
export const DENSE_REACH = 50_000;

/**
 * Tables from this many rows count a short term from their first rows first (denseStatusCounts):
 * with 10 clients over the 1- and 2-character terms it cut a list request's p95 over 1 million
 * connections from 52 to 29 ms and over 3 million placements from 72 to 28 ms, and made it slower
 * over 300,000 placements (17 to 30 ms), whose term index is small enough to read whole.
 */
export const DENSE_TABLE_ROWS = 500_000;

/** The planner's estimate of a table's rows (as of its last ANALYZE), 0 before any. */
export async function estimatedRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = ${getTableName(table)}::regclass`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The first DENSE_REACH rows in scope with their status and lowered searched text. Where the words
 * are kept the name walk's index holds the name (status, key, ..., name): each status is read in
 * key order from it, which reads no table row; else as the table gives them.
 */
function denseReach(
  def: ListDefinition,
  statuses: readonly string[],
  scope: SQL | undefined,
  caseless: boolean,
): SQL {
  const row = sql`select ${def.status} as status, ${searchedText(def.search, caseless)} as searched from ${def.table}`;
  const key = def.words && def.sortKeys[def.words.sortProperty];
  if (!key) return sql`${row} where ${and(inArray(def.status, [...statuses]), scope)} limit ${DENSE_REACH}`;
  const walks = statuses.map(
    (status) =>
      sql`(${row} where ${and(sql`${def.status} = ${status}`, scope)} order by ${key} limit ${DENSE_REACH})`,
  );
  return sql`select status, searched from (${sql.join(walks, sql` union all `)}) walked limit ${DENSE_REACH}`;
}

/**
 * A short search's rows per status among the first DENSE_REACH rows in scope (denseReach),
 * stopping after cap + 1 matches: when it stops, every status is a lower bound (capped), as
 * searchedStatusCounts answers. A 1- or 2-character term is mostly that common, and its index would
 * first gather every one of its hundreds of thousands of rows. Null when the reach held no more
 * than the cap: only a count of every match can say then.
 */
export async function denseStatusCounts<S extends string>(
  db: Db,
  def: ListDefinition<string, S>,
  req: { term: string; scope: SQL | undefined; scopeKey: string },
  statuses: readonly S[],
  cap: number,
): Promise<CappedStatusCount<S>[] | null> {
  const caseless = isCaseless(req.term);
  const statement = {
    key: JSON.stringify([def.name, 'dense-counts', req.scopeKey, statuses, cap, caseless]),
    values: { term: req.term },
  };
  const found = await keptRows<{ status: S; n: number }>(db, statement, (bind) => ({
    statement: sql`select status, count(*)::int as n from (
        select status from (${denseReach(def, statuses, req.scope, caseless)}) reached
        where strpos(searched, ${searchedText(sql`${bind('term')}::text`, caseless)}) <> 0 limit ${cap + 1}) upto
      group by status`,
    columns: STATUS_COUNT,
  }));
  return found.reduce((sum, row) => sum + row.n, 0) > cap ? statusesFound(statuses, found, cap) : null;
}
