import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A round trip to the database: resolves when it answers, rejects when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
