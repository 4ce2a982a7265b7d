import type { FeedImport } from '@adcast/domain/media/feeds';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { feedImports } from '../schema/media';

type NewImport = {
  source: string;
  title: string;
  playlistId: number;
  networkId: number | null;
  userId: number;
};

export async function insertFeedImport(db: Db, fields: NewImport): Promise<number> {
  const [row] = await db.insert(feedImports).values(fields).returning({ id: feedImports.id });
  if (!row) throw new Error('feed import not inserted');
  return row.id;
}

export async function setFeedImportJob(db: Db, id: number, jobId: string | null): Promise<void> {
  await db.update(feedImports).set({ jobId }).where(eq(feedImports.id, id));
}

/** A run starts over: a retry reads the feed again from its first page. */
export async function startFeedImport(db: Db, id: number): Promise<void> {
  await db
    .update(feedImports)
    .set({ state: 'RUNNING', found: 0, stored: 0, error: null, updatedOn: sql`now()` })
    .where(eq(feedImports.id, id));
}

/** The counts so far; stored videos are added as they are written. */
export async function feedImportProgress(db: Db, id: number, found: number, stored: number): Promise<void> {
  await db.update(feedImports).set({ found, stored, updatedOn: sql`now()` }).where(eq(feedImports.id, id));
}

export async function endFeedImport(
  db: Db,
  id: number,
  end: { state: 'DONE' } | { state: 'FAILED' | 'QUEUED'; error: string },
): Promise<void> {
  await db
    .update(feedImports)
    .set({ state: end.state, error: 'error' in end ? end.error : null, updatedOn: sql`now()` })
    .where(eq(feedImports.id, id));
}

/**
 * One import as its user follows it: a network user sees only its network's, and with `userId`
 * (a publisher's or content owner's mask) only the imports that user started.
 */
export async function feedImportById(
  db: Db,
  id: number,
  scope: { networkId: number | null; userId?: number },
): Promise<FeedImport | null> {
  const [row] = await db
    .select()
    .from(feedImports)
    .where(
      and(
        eq(feedImports.id, id),
        scope.networkId === null ? undefined : eq(feedImports.networkId, scope.networkId),
        scope.userId === undefined ? undefined : eq(feedImports.userId, scope.userId),
      ),
    );
  return row
    ? {
        id: row.id,
        source: row.source,
        title: row.title,
        playlistId: row.playlistId,
        state: row.state as FeedImport['state'],
        found: row.found,
        stored: row.stored,
        error: row.error,
        updatedOn: row.updatedOn.toISOString(),
      }
    : null;
}
