import { EntityStatusSchema } from '@adcast/domain/enumerations';
import type { StatusCount } from '@adcast/domain/records';
import { count, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** SELECT status, count(*) ... GROUP BY status. */
export const statusCountQuery = (db: Db, table: PgTable, status: AnyPgColumn, where: SQL | undefined) =>
  db.select({ status, n: count() }).from(table).where(where).groupBy(status);

/** How many rows have each status; every status is listed, zero included, in the enumeration's order. */
export async function countByStatus(
  db: Db,
  table: PgTable,
  status: AnyPgColumn,
  where: SQL | undefined,
): Promise<StatusCount[]> {
  return everyStatus(await statusCountQuery(db, table, status, where));
}

/** Counts found per status -> one entry per status of the enumeration, zero where none was found. */
export function everyStatus(rows: { status: unknown; n: number }[]): StatusCount[] {
  const found = new Map(rows.map((row) => [row.status, row.n]));
  return EntityStatusSchema.options.map((key) => ({ status: key, count: found.get(key) ?? 0 }));
}
