import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './list/execute';

// One counter every server on the database shares (migration 0028): a write moves it on, and a
// server that sees it moved forgets what it kept (remembered counts, loaded identities).

export async function readCacheEpoch(db: Db): Promise<bigint> {
  // Before its first nextval the sequence shows its start value uncalled: that is the epoch before it.
  const [row] = await rowsOf<{ value: string }>(
    db,
    sql`select (case when is_called then last_value else last_value - 1 end)::text as value from cache_epoch`,
  );
  return BigInt(row!.value);
}

export async function bumpCacheEpoch(db: Db): Promise<bigint> {
  const [row] = await rowsOf<{ value: string }>(db, sql`select nextval('cache_epoch')::text as value`);
  return BigInt(row!.value);
}
