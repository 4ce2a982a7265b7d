import type { FeedImport, FeedImportState } from '@adcast/domain/media/feeds';
import { type AnyColumn, and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { feedImports } from '../schema/media';

type NewImport = {
  source: string;
  title: string;
  playlistId: number;
  networkId: number | null;
  userId: number;
};

/** Who follows an import: a network user its network's, a publisher or content owner (`userId`) its own. */
export type FeedImportScope = { networkId: number | null; userId?: number };

export async function insertFeedImport(db: Db, fields: NewImport): Promise<number> {
  const [row] = await db.insert(feedImports).values(fields).returning({ id: feedImports.id });
  if (!row) throw new Error('feed import not inserted');
  return row.id;
}

export async function setFeedImportJob(db: Db, id: number, jobId: string | null): Promise<void> {
  await db.update(feedImports).set({ jobId }).where(eq(feedImports.id, id));
}

/** A run starts over: a retry reads the feed again from its first item. */
export async function startFeedImport(db: Db, id: number): Promise<void> {
  await db
    .update(feedImports)
    .set({ state: 'RUNNING', found: 0, stored: 0, error: null, skippedReasons: null, updatedOn: sql`now()` })
    .where(eq(feedImports.id, id));
}

/** The counts so far; stored videos are added as they are written. */
export async function feedImportProgress(db: Db, id: number, found: number, stored: number): Promise<void> {
  await db.update(feedImports).set({ found, stored, updatedOn: sql`now()` }).where(eq(feedImports.id, id));
}

/** `error` holds one message a line: each item that failed, then (a run that failed) the run's reason. */
const withLine = (line: string, column: AnyColumn = feedImports.error): SQL =>
  sql`coalesce(${column} || E'\\n', '') || ${line}`;
const oneLine = (text: string) => text.replaceAll('\n', ' ').slice(0, 300);

/** One item's outcome: imported (counted), skipped or failed (each with its reason kept). */
export async function feedImportItem(
  db: Db,
  id: number,
  outcome: { imported: true } | { imported: false; failure: string } | { imported: false; skipped: string },
): Promise<void> {
  const change = outcome.imported
    ? { stored: sql`${feedImports.stored} + 1` }
    : 'failure' in outcome
      ? { error: withLine(oneLine(outcome.failure)) }
      : { skippedReasons: withLine(oneLine(outcome.skipped), feedImports.skippedReasons) };
  await db
    .update(feedImports)
    .set({ ...change, updatedOn: sql`now()` })
    .where(eq(feedImports.id, id));
}

export async function endFeedImport(
  db: Db,
  id: number,
  end: { state: 'DONE' } | { state: 'FAILED' | 'QUEUED'; error: string },
): Promise<void> {
  await db
    .update(feedImports)
    .set({
      state: end.state,
      ...('error' in end ? { error: withLine(end.error.replaceAll('\n', ' ')) } : {}),
      updatedOn: sql`now()`,
    })
    .where(eq(feedImports.id, id));
}

const visibleTo = (scope: FeedImportScope) =>
  and(
    scope.networkId === null ? undefined : eq(feedImports.networkId, scope.networkId),
    scope.userId === undefined ? undefined : eq(feedImports.userId, scope.userId),
  );

/** One import as its user follows it. */
export async function feedImportById(db: Db, id: number, scope: FeedImportScope): Promise<FeedImport | null> {
  const [row] = await db
    .select()
    .from(feedImports)
    .where(and(eq(feedImports.id, id), visibleTo(scope)));
  return row ? feedImportOf(row) : null;
}

/** The latest imports the caller may follow, newest first. */
export async function recentFeedImports(
  db: Db,
  scope: FeedImportScope,
  limit: number,
): Promise<FeedImport[]> {
  const rows = await db
    .select()
    .from(feedImports)
    .where(visibleTo(scope))
    .orderBy(desc(feedImports.id))
    .limit(limit);
  return rows.map(feedImportOf);
}

/**
 * What the user reads: a failed run's reason is the last line of `error` (the state says so), the
 * lines before it are the items that failed; what was neither imported nor failed was skipped
 * (known once the import is done).
 */
function feedImportOf(row: typeof feedImports.$inferSelect): FeedImport {
  const state = row.state as FeedImportState;
  const lines = row.error ? row.error.split('\n') : [];
  const runFailed = (state === 'FAILED' || state === 'QUEUED') && lines.length > 0;
  const errors = runFailed ? lines.slice(0, -1) : lines;
  return {
    id: row.id,
    source: row.source,
    title: row.title,
    playlistId: row.playlistId,
    state,
    found: row.found,
    stored: row.stored,
    failed: errors.length,
    skipped: state === 'DONE' ? Math.max(0, row.found - row.stored - errors.length) : null,
    error: runFailed ? (lines.at(-1) ?? null) : null,
    errors,
    skippedReasons: row.skippedReasons ? row.skippedReasons.split('\n') : [],
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}
