import {
  FEED_MESSAGES,
  type FeedPreviewRequestSchema,
  type FeedRequestSchema,
} from '@adcast/domain/media/feeds';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { storeImage } from '../../db/catalogue/media-files';
import { insertFeedImport, setFeedImportJob } from '../../db/media/feed-imports';
import { collections } from '../../db/schema/catalogue';
import type { AuthContext } from '../../http/auth';
import { badRequest } from '../../http/errors';
import type { CheckedImage } from '../../http/image-check';
import { itemsFrom } from '../../media/feeds/parse-feed';
import { NotAFeedError, readFeed } from '../../media/feeds/read-feed';
import { FetchError } from '../../media/fetch/fetch-error';
import { collectionsVisibleTo } from '../catalogue/collection-record';
import { createCollection, setCollectionImage } from '../catalogue/collection-write-service';
import type { ModuleDeps } from '../module-deps';
import type { MediaPipeline } from './media-pipeline';
import { ownerNetworkFor } from './upload-service';
import { youtubeFeedSource } from './youtube-feed';
import { storeYoutubeFeedVideos } from './youtube-store';

type FeedPreviewRequest = z.output<typeof FeedPreviewRequestSchema>;
type FeedRequest = z.output<typeof FeedRequestSchema>;

/** The feed's video items from date-from on; an unreachable address or a non-feed is a 400 saying why. */
async function feedItems(pipeline: MediaPipeline, feed: { url: string; dateFrom?: string }) {
  try {
    return itemsFrom(await readFeed(pipeline.fetcher, feed.url), feed.dateFrom);
  } catch (error) {
    if (error instanceof FetchError || error instanceof NotAFeedError) throw badRequest(error.message);
    throw error;
  }
}

/** 'Preview RSS count': how many videos the ingest would bring. */
export async function previewFeed(pipeline: MediaPipeline, feed: FeedPreviewRequest) {
  return { count: (await feedItems(pipeline, feed)).length };
}

/**
 * 'Create feed': the owner and collection are checked against the caller, the feed is read once
 * (so a bad address, or a feed with no video from date-from on (part 1 §5: count 0 disables Finish),
 * is a 400 and nothing is made), a new collection is created when asked, and
 * the ingest is queued (one YouTube video is stored at once, nothing is downloaded; an RSS feed,
 * a YouTube channel or a playlist is read by a background job whose progress `importId` names). The
 * feed's thumbnail, when given, is the new collection's image and the thumbnail of every video
 * the feed gives none of its own.
 */
export async function createFeed(
  deps: ModuleDeps,
  pipeline: MediaPipeline,
  auth: AuthContext,
  feed: FeedRequest,
  thumbnail?: CheckedImage,
) {
  const networkId = await ownerNetworkFor(deps.db, auth, feed.ownerType, feed.ownerId);
  if (networkId === undefined) throw badRequest(FEED_MESSAGES.unknownOwner);
  if (!feed.newPlaylist) await chosenCollection(deps, auth, feed.playlistId ?? 0);
  const youtube = feed.source === 'YOUTUBE' ? await youtubeFeedSource(deps, pipeline, feed) : undefined;
  if (!youtube && (await feedItems(pipeline, feed)).length === 0)
    throw badRequest(feed.dateFrom ? FEED_MESSAGES.noVideosFrom : FEED_MESSAGES.noVideos);
  const playlistId = feed.newPlaylist
    ? (
        await createCollection(
          { db: deps.db, auth },
          {
            title: feed.newPlaylistName ?? feed.title,
            description: feed.description || feed.title,
            categories: feed.category === undefined ? [] : [feed.category],
          },
        )
      ).id
    : (feed.playlistId ?? 0);
  const ctx = { db: deps.db, auth };
  if (thumbnail && feed.newPlaylist) await setCollectionImage(ctx, playlistId, 'image', thumbnail);
  const posterFileId = thumbnail && (await storeImage(deps.db, thumbnail)).id;
  const ownerId = feed.ownerType === 'VB' ? undefined : feed.ownerId;
  if (youtube && 'videos' in youtube) {
    // One video: nothing to download, YouTube's embed player plays it, so it is stored at once.
    const target = { playlistId, ownerType: feed.ownerType, ownerId, networkId, posterFileId };
    await storeYoutubeFeedVideos(deps.db, youtube.videos, target, auth.user.id);
    return { playlistId, jobId: null, importId: null };
  }
  const fields = { source: feed.source, title: feed.title, playlistId, networkId, userId: auth.user.id };
  const importId = await insertFeedImport(deps.db, fields);
  const jobId = youtube
    ? await pipeline.queueYoutubeIngest({
        importId,
        playlistId: youtube.playlistId,
        count: feed.count,
        target: { playlistId, ownerType: feed.ownerType, ownerId, networkId, posterFileId },
        userId: auth.user.id,
      })
    : await pipeline.queueFeedIngest({
        importId,
        url: feed.url,
        dateFrom: feed.dateFrom,
        playlistId,
        ownerType: feed.ownerType,
        ownerId,
        networkId,
        userId: auth.user.id,
        posterFileId,
      });
  await setFeedImportJob(deps.db, importId, jobId);
  return { playlistId, jobId, importId };
}

async function chosenCollection(deps: ModuleDeps, auth: AuthContext, id: number): Promise<void> {
  const [row] = await deps.db
    .select({ status: collections.status })
    .from(collections)
    .where(and(eq(collections.id, id), collectionsVisibleTo(auth)));
  if (!row || row.status === 'ARCHIVED') throw badRequest(FEED_MESSAGES.unknownCollection);
}
