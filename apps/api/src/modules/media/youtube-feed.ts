import { FEED_MESSAGES, type FeedRequestSchema, youtubeIdOf } from '@adcast/domain/media/feeds';
import type { z } from 'zod';
import type { AppDeps } from '../../http/deps';
import { badRequest } from '../../http/errors';
import { YoutubeClient, YoutubeError, type YoutubeVideo } from '../../media/youtube/youtube-client';
import type { MediaPipeline } from './media-pipeline';

type FeedRequest = z.output<typeof FeedRequestSchema>;

/**
 * A YouTube feed's videos, read before anything is made: no key, an unknown id or a refusal by
 * YouTube is a 400 saying so. The address was checked by the schema.
 */
export async function youtubeFeedVideos(
  deps: AppDeps,
  pipeline: MediaPipeline,
  feed: FeedRequest,
): Promise<YoutubeVideo[]> {
  const type = feed.feedTypeYT ?? 'VIDEO';
  const id = youtubeIdOf(type, feed.url);
  if (id === undefined) throw badRequest(FEED_MESSAGES.youtubeAddress);
  try {
    return await new YoutubeClient(pipeline.fetcher, deps.config.media.youtube).videos(type, id, feed.count);
  } catch (error) {
    if (error instanceof YoutubeError) throw badRequest(error.message);
    throw error;
  }
}
