import type { Db } from '../../db/client';
import { endFeedImport, startFeedImport } from '../../db/media/feed-imports';
import type { JobRun } from '../../jobs/job-definition';

/**
 * Runs a feed import's work with its `feed_imports` row following along: RUNNING from the start
 * (counts reset: a retry starts over), DONE at the end, or the failure's reason with FAILED when
 * no retry follows (QUEUED when one does). Without an import id (a run queued before imports were
 * recorded) the work just runs.
 */
export async function trackedImport(
  db: Db,
  importId: number | undefined,
  job: JobRun,
  work: () => Promise<void>,
): Promise<void> {
  if (importId === undefined) return work();
  await startFeedImport(db, importId);
  try {
    await work();
    await endFeedImport(db, importId, { state: 'DONE' });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await endFeedImport(db, importId, { state: job.lastAttempt ? 'FAILED' : 'QUEUED', error: reason });
    throw error;
  }
}
