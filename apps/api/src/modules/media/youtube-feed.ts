import { FEED_MESSAGES, type FeedRequestSchema, youtubeIdOf } from '@adcast/domain/media/feeds';
import type { z } from 'zod';
import type { YoutubeVideo } from '../../db/media/youtube-videos';
import { badRequest } from '../../http/errors';
import { YoutubeClient, YoutubeError } from '../../media/youtube/youtube-client';
import type { ModuleDeps } from '../module-deps';
import type { MediaPipeline } from './media-pipeline';

type FeedRequest = z.output<typeof FeedRequestSchema>;

/** What a YouTube feed brings: one video, read now, or a channel's uploads or a playlist, read in the background. */
export type YoutubeSource = { videos: YoutubeVideo[] } | { playlistId: string };

/**
 * A YouTube feed, checked before anything is made: no key, an unknown id or a refusal by YouTube
 * is a 400 saying so. The address was checked by the schema.
 */
export async function youtubeFeedSource(
  deps: ModuleDeps,
  pipeline: MediaPipeline,
  feed: FeedRequest,
): Promise<YoutubeSource> {
  const type = feed.feedTypeYT ?? 'VIDEO';
  const id = youtubeIdOf(type, feed.url);
  if (id === undefined) throw badRequest(FEED_MESSAGES.youtubeAddress);
  const client = new YoutubeClient(pipeline.fetcher, deps.config.media.youtube);
  try {
    return type === 'VIDEO'
      ? { videos: await client.videos(type, id) }
      : { playlistId: await client.playlistFor(type, id) };
  } catch (error) {
    if (error instanceof YoutubeError) throw badRequest(error.message);
    throw error;
  }
}
