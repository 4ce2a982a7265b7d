import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { OwnerTypeSchema } from '@adcast/domain/enumerations';
import { FEED_MESSAGES } from '@adcast/domain/media/feeds';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { feedImportItem, feedImportProgress } from '../../db/media/feed-imports';
import { addToCollection, ingestedVideo } from '../../db/media/feed-videos';
import type { NewVideo } from '../../db/media/uploaded-video';
import type { JobDefinition } from '../../jobs/job-definition';
import { FetchError } from '../fetch/fetch-error';
import type { GuardedFetcher } from '../fetch/guarded-fetcher';
import { sniffVideoFile } from '../sniff-video';
import type { MediaStorage } from '../storage/media-storage';
import { type FeedItem, itemsFrom } from './parse-feed';
import { feedAddress, readFeed } from './read-feed';
import { trackedImport } from './tracked-import';

const FeedIngestSchema = z.object({
  /** The `feed_imports` row the user follows (none for runs queued before imports were recorded). */
  importId: z.number().int().positive().optional(),
  url: z.string(),
  dateFrom: z.string().optional(),
  playlistId: z.number().int().positive(),
  ownerType: OwnerTypeSchema,
  ownerId: z.number().int().positive().optional(),
  networkId: z.number().int().nullable(),
  /** Who created the feed: the videos' changelog entries name them. */
  userId: z.number().int().nullable().default(null),
  /** The feed's own thumbnail: the poster of every video the feed gives none. */
  posterFileId: z.number().int().positive().optional(),
});
export type FeedIngest = z.infer<typeof FeedIngestSchema>;

export type FeedIngestDeps = {
  db: Db;
  storage: MediaStorage;
  fetcher: GuardedFetcher;
  maxMediaBytes: number;
  log: FastifyBaseLogger;
  queueTranscode(videoId: number, sourceKey: string): Promise<void>;
  /** Creates the video and its changelog entry. */
  createVideo(video: NewVideo, networkId: number | null, userId: number | null): Promise<number>;
};

/** A media download may take a while; a feed item larger or slower than this is skipped. */
const MEDIA_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Issue 10 feed ingest: reads the feed (guarded fetcher), and for each video item from date-from
 * on that this feed has not brought into this network yet (keyed by the feed's address and the
 * item's guid / media URL) downloads the media (size and
 * time capped), creates the video with the chosen owner and queues its transcode like an upload.
 * Every item, new or known, ends up in the collection. A re-run (or a retry after a crash) adds
 * nothing twice.
 */
export function feedIngestJob(deps: FeedIngestDeps): JobDefinition<FeedIngest> {
  return {
    name: 'media-feed-ingest',
    schema: FeedIngestSchema,
    concurrency: 1,
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 3 * 60 * 60,
    run: (feed, job) =>
      trackedImport(deps.db, feed.importId, job, async () => {
        const items = itemsFrom(await readFeed(deps.fetcher, feed.url), feed.dateFrom);
        if (feed.importId) await feedImportProgress(deps.db, feed.importId, items.length, 0);
        for (const item of items) {
          if (job.signal.aborted) throw new Error('feed ingest stopped');
          const outcome = await ingestItem(deps, feed, item);
          if (feed.importId) await feedImportItem(deps.db, feed.importId, outcome);
        }
      }),
  };
}

type ItemOutcome =
  | { imported: true }
  | { imported: false; failure: string }
  | { imported: false; skipped: string };

/** Why an item failed, fit to show: the fetcher's words, else a general one (the log has the rest). */
const failureOf = (item: FeedItem, error: unknown) =>
  `${item.title}: ${error instanceof FetchError ? error.message : 'the media could not be stored'}`;

async function ingestItem(deps: FeedIngestDeps, feed: FeedIngest, item: FeedItem): Promise<ItemOutcome> {
  const feedUrl = feedAddress(feed.url);
  const known = await ingestedVideo(deps.db, { feedUrl, sourceKey: item.key }, feed.networkId);
  if (known && !known.waitingForMedia) {
    // Held already: it joins the collection, nothing is downloaded again.
    await addToCollection(deps.db, feed.playlistId, known.id);
    return { imported: false, skipped: `${item.title}: ${FEED_MESSAGES.skippedHeld}` };
  }
  const scratch = await deps.storage.scratch();
  try {
    const file = join(scratch, 'source');
    await deps.fetcher.download(item.mediaUrl, file, {
      maxBytes: deps.maxMediaBytes,
      timeoutMs: MEDIA_TIMEOUT_MS,
    });
    if (!(await sniffVideoFile(file))) {
      deps.log.warn({ url: item.mediaUrl }, 'feed item skipped: its media is not a video');
      return { imported: false, skipped: `${item.title}: ${FEED_MESSAGES.skippedNotVideo}` };
    }
    const videoId =
      known?.id ??
      (await deps.createVideo(
        {
          title: item.title.slice(0, 300),
          description: item.description.slice(0, 5000),
          ownerType: feed.ownerType,
          ownerId: feed.ownerId,
          source: 'RSS',
          sourceUrl: item.key,
          feedUrl,
          publishedAt: item.publishedAt ?? undefined,
          posterUrls: item.thumbnailUrl ? [item.thumbnailUrl] : [],
          posterFileId: item.thumbnailUrl ? undefined : feed.posterFileId,
        },
        feed.networkId,
        feed.userId,
      ));
    const sourceKey = `sources/${videoId}-feed-${randomBytes(8).toString('hex')}`;
    await deps.storage.putFrom(sourceKey, file);
    await deps.queueTranscode(videoId, sourceKey);
    await addToCollection(deps.db, feed.playlistId, videoId);
    return { imported: true };
  } catch (error) {
    // One unreachable or oversized item does not stop the rest; a re-run tries it again.
    deps.log.warn({ err: error, url: item.mediaUrl }, 'feed item failed');
    return { imported: false, failure: failureOf(item, error) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
