import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** After inserting rows with explicit ids, moves the table's id sequence past them. */
export async function syncIdSequence(db: Db, table: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
  );
}
