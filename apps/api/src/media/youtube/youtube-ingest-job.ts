import { OwnerTypeSchema } from '@adcast/domain/enumerations';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { feedImportProgress } from '../../db/media/feed-imports';
import type { YoutubeTarget, YoutubeVideo } from '../../db/media/youtube-videos';
import type { JobDefinition } from '../../jobs/job-definition';
import { trackedImport } from '../feeds/tracked-import';
import { mostViewed, type YoutubeClient } from './youtube-client';

const YoutubeIngestSchema = z.object({
  importId: z.number().int().positive(),
  playlistId: z.string().min(1),
  /** The N most viewed; none: every video, stored page by page as it is read. */
  count: z.number().int().positive().optional(),
  target: z.object({
    playlistId: z.number().int().positive(),
    ownerType: OwnerTypeSchema,
    ownerId: z.number().int().positive().optional(),
    networkId: z.number().int().nullable(),
    posterFileId: z.number().int().positive().optional(),
  }),
  userId: z.number().int().nullable(),
});
export type YoutubeIngest = z.infer<typeof YoutubeIngestSchema>;

export type YoutubeIngestDeps = {
  db: Db;
  client: () => YoutubeClient;
  /** Stores videos into the collection with their changelog entries (idempotent by YouTube id). */
  store(videos: YoutubeVideo[], target: YoutubeTarget, userId: number | null): Promise<void>;
};

/**
 * A YouTube channel's uploads or a playlist, of any size, read page by page (50 videos) in the
 * background: without a count each page is stored as it comes, with one the N most viewed are
 * stored at the end. `feed_imports` shows the videos found and stored so far; a retry starts over
 * and duplicates nothing (videos are keyed by YouTube id).
 */
export function youtubeIngestJob(deps: YoutubeIngestDeps): JobDefinition<YoutubeIngest> {
  return {
    name: 'media-youtube-ingest',
    schema: YoutubeIngestSchema,
    concurrency: 1,
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 6 * 60 * 60,
    run: (ingest, job) =>
      trackedImport(deps.db, ingest.importId, job, async () => {
        // With a count only the N most viewed so far are kept, however long the channel.
        let kept: YoutubeVideo[] = [];
        let found = 0;
        let stored = 0;
        for await (const page of deps.client().pages(ingest.playlistId)) {
          if (job.signal.aborted) throw new Error('YouTube ingest stopped');
          found += page.length;
          if (ingest.count === undefined) {
            await deps.store(page, ingest.target, ingest.userId);
            stored += page.length;
          } else kept = mostViewed([...kept, ...page], ingest.count);
          await feedImportProgress(deps.db, ingest.importId, found, stored);
        }
        if (ingest.count !== undefined) {
          await deps.store(kept, ingest.target, ingest.userId);
          await feedImportProgress(deps.db, ingest.importId, found, kept.length);
        }
      }),
  };
}
