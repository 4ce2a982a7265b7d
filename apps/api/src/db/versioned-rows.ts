import type { EntityStatus } from '@adcast/domain/enumerations';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type VersionedTable = { id: AnyPgColumn; version: AnyPgColumn };

/** The SET part that moves a row to its next version. */
export const nextVersion = (table: { version: AnyPgColumn }) => ({
  version: sql`${table.version} + 1`,
  updatedOn: sql`now()`,
});

/** The WHERE part that matches the row only while it still has the version read before. */
export const stillAt = (table: VersionedTable, before: { id: number; version: number }) =>
  and(eq(table.id, before.id), eq(table.version, before.version));

/** Sets a row's status and moves it to its next version while it still has the version read before; says whether it did. */
export async function setStatusAt(
  tx: Db,
  table: PgTable,
  before: { id: number; version: number },
  status: EntityStatus,
): Promise<boolean> {
  const result = await tx.execute(
    sql`update ${table} set status = ${status}, version = version + 1, updated_on = now()
        where id = ${before.id} and version = ${before.version} returning id`,
  );
  // node-postgres and PGlite both answer an object with the returned rows.
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
