import { type AnyColumn, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type VersionedTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn; updatedOn: AnyPgColumn };

/** Rows per statement: well under the drivers' parameter limit for a dozen columns. */
const BATCH = 500;

/**
 * Inserts the rows, or where one with the same `target` values exists, sets `update` from the new
 * row and moves it to its next version. Answers the written rows' ids with their target values.
 */
export async function upsertRows<T extends VersionedTable, K extends string>(
  db: Db,
  table: T,
  rows: readonly Record<string, unknown>[],
  target: Record<K, AnyPgColumn>,
  update: Record<string, AnyColumn>,
): Promise<({ id: number } & Record<K, unknown>)[]> {
  const set = Object.fromEntries(
    Object.entries(update).map(([field, column]) => [field, sql.raw(`excluded."${column.name}"`)]),
  );
  const written: ({ id: number } & Record<K, unknown>)[] = [];
  for (let at = 0; at < rows.length; at += BATCH) {
    const batch = await db
      .insert(table)
      .values(rows.slice(at, at + BATCH) as never)
      .onConflictDoUpdate({
        target: Object.values<AnyPgColumn>(target),
        set: { ...set, version: sql`${table.version} + 1`, updatedOn: sql`now()` } as never,
      })
      .returning({ id: table.id, ...target } as never);
    written.push(...(batch as ({ id: number } & Record<K, unknown>)[]));
  }
  return written;
}
