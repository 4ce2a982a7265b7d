import { FEED_MESSAGES } from '@adcast/domain/media/feeds';
import { z } from 'zod';
import type { YoutubeVideo } from '../../db/media/youtube-videos';
import { FetchError } from '../fetch/fetch-error';
import type { GuardedFetcher } from '../fetch/guarded-fetcher';
import { isoDurationSeconds } from './iso-duration';

export type YoutubeType = 'CHANNEL' | 'PLAYLIST' | 'VIDEO';

export type YoutubeSettings = { apiKey: string; apiUrl: string };

export class YoutubeError extends Error {}

/** The API's page size ceiling: 50 ids a page, 50 ids a videos call. */
const PAGE = 50;
/** A playlist read page by page stops here (a million videos): a guard against a token loop, not a cap on real channels. */
const MAX_PAGES = 20_000;
const LIMITS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 20_000 };

const ChannelsSchema = z.object({
  items: z
    .array(z.object({ contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string() }) }) }))
    .default([]),
});
const PlaylistItemsSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(z.object({ contentDetails: z.object({ videoId: z.string() }) })).default([]),
});
const count = z.coerce.number().int().nonnegative().catch(0);
const VideosSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string(),
          description: z.string().default(''),
          publishedAt: z.string().optional(),
          thumbnails: z
            .record(z.string(), z.object({ url: z.string(), width: z.number().optional() }))
            .default({}),
        }),
        contentDetails: z.object({ duration: z.string().default('PT0S') }).default({ duration: 'PT0S' }),
        statistics: z
          .object({
            viewCount: count.default(0),
            likeCount: count.default(0),
            commentCount: count.default(0),
          })
          .default({ viewCount: 0, likeCount: 0, commentCount: 0 }),
      }),
    )
    .default([]),
});

/** The `limit` most viewed (all without one), most viewed first. */
export const mostViewed = (videos: YoutubeVideo[], limit?: number): YoutubeVideo[] => {
  const sorted = [...videos].sort((a, b) => b.views - a.views);
  return limit === undefined ? sorted : sorted.slice(0, limit);
};

/**
 * The YouTube Data API v3, read through the guarded fetcher: the videos of a channel (its uploads
 * playlist), a playlist or one video, with their details and statistics. `limit` keeps the most
 * viewed; without it every video comes, page by page.
 */
export class YoutubeClient {
  constructor(
    private readonly fetcher: GuardedFetcher,
    private readonly settings: YoutubeSettings,
  ) {}

  async videos(type: YoutubeType, id: string, limit?: number): Promise<YoutubeVideo[]> {
    this.needsKey();
    const found: YoutubeVideo[] = [];
    if (type === 'VIDEO') found.push(...(await this.details([id])));
    else
      for await (const page of this.pages(type === 'CHANNEL' ? await this.uploads(id) : id))
        found.push(...page);
    if (found.length === 0) throw new YoutubeError(FEED_MESSAGES.youtubeNotFound);
    return mostViewed(found, limit);
  }

  /** The playlist a channel (its uploads) or playlist address names; an unknown one is refused now. */
  async playlistFor(type: 'CHANNEL' | 'PLAYLIST', id: string): Promise<string> {
    this.needsKey();
    const playlistId = type === 'CHANNEL' ? await this.uploads(id) : id;
    const first = await this.playlistPage(playlistId);
    if (first.items.length === 0) throw new YoutubeError(FEED_MESSAGES.youtubeNotFound);
    return playlistId;
  }

  /** The playlist's videos with their details, one page (50) at a time, to its end. */
  async *pages(playlistId: string): AsyncGenerator<YoutubeVideo[]> {
    this.needsKey();
    const seen = new Set<string>();
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await this.playlistPage(playlistId, pageToken);
      const ids = answer.items.map((item) => item.contentDetails.videoId).filter((id) => !seen.has(id));
      for (const id of ids) seen.add(id);
      if (ids.length > 0) yield await this.details(ids);
      pageToken = answer.nextPageToken;
      if (!pageToken) return;
    }
  }

  private needsKey(): void {
    if (this.settings.apiKey === '') throw new YoutubeError(FEED_MESSAGES.youtubeKeyMissing);
  }

  private async uploads(channelId: string): Promise<string> {
    const answer = ChannelsSchema.parse(
      await this.call('channels', { part: 'contentDetails', id: channelId }),
    );
    const uploads = answer.items[0]?.contentDetails.relatedPlaylists.uploads;
    if (!uploads) throw new YoutubeError(FEED_MESSAGES.youtubeNotFound);
    return uploads;
  }

  private async playlistPage(playlistId: string, pageToken?: string) {
    return PlaylistItemsSchema.parse(
      await this.call('playlistItems', {
        part: 'contentDetails',
        playlistId,
        maxResults: String(PAGE),
        ...(pageToken ? { pageToken } : {}),
      }),
    );
  }

  private async details(ids: string[]): Promise<YoutubeVideo[]> {
    const answer = VideosSchema.parse(
      await this.call('videos', {
        part: 'snippet,contentDetails,statistics',
        id: ids.join(','),
        maxResults: String(PAGE),
      }),
    );
    return answer.items.map((item) => ({
      youtubeId: item.id,
      title: item.snippet.title,
      description: item.snippet.description,
      durationSeconds: isoDurationSeconds(item.contentDetails.duration),
      publishedAt: item.snippet.publishedAt?.slice(0, 10),
      thumbnails: Object.values(item.snippet.thumbnails)
        .sort((a, b) => (b.width ?? 0) - (a.width ?? 0))
        .map((thumbnail) => thumbnail.url),
      views: item.statistics.viewCount,
      likes: item.statistics.likeCount,
      comments: item.statistics.commentCount,
    }));
  }

  private async call(resource: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${this.settings.apiUrl.replace(/\/$/, '')}/${resource}`);
    for (const [name, value] of Object.entries({ ...params, key: this.settings.apiKey }))
      url.searchParams.set(name, value);
    try {
      return JSON.parse((await this.fetcher.fetch(url.toString(), LIMITS)).body.toString('utf8'));
    } catch (error) {
      if (error instanceof FetchError)
        throw new YoutubeError(`${FEED_MESSAGES.youtubeRefused}: ${error.message}`);
      throw error;
    }
  }
}
