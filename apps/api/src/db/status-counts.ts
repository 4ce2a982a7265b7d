import type { StatusCount } from '@adcast/domain/demand';
import { EntityStatusSchema } from '@adcast/domain/enumerations';
import { count, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** How many rows have each status; every status is listed, zero included, in the enumeration's order. */
export async function countByStatus(
  db: Db,
  table: PgTable,
  status: AnyPgColumn,
  where: SQL | undefined,
): Promise<StatusCount[]> {
  const rows = await db.select({ status, n: count() }).from(table).where(where).groupBy(status);
  const found = new Map<unknown, number>(rows.map((row) => [row.status, row.n]));
  return EntityStatusSchema.options.map((key) => ({ status: key, count: found.get(key) ?? 0 }));
}
