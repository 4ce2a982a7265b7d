import { FEED_MESSAGES } from '@adcast/domain/media/feeds';
import { z } from 'zod';
import { FetchError } from '../fetch/fetch-error';
import type { GuardedFetcher } from '../fetch/guarded-fetcher';
import { isoDurationSeconds } from './iso-duration';

export type YoutubeType = 'CHANNEL' | 'PLAYLIST' | 'VIDEO';

export type YoutubeSettings = { apiKey: string; apiUrl: string };

/** What the catalogue keeps of a YouTube video. */
export type YoutubeVideo = {
  youtubeId: string;
  title: string;
  description: string;
  durationSeconds: number;
  publishedAt: string | undefined;
  thumbnails: string[];
  views: number;
  likes: number;
  comments: number;
};

export class YoutubeError extends Error {}

/** The API's page size ceiling: 50 ids a page, 50 ids a videos call. */
const PAGE = 50;
/** A channel's uploads read page by page; past this many pages the rest is left (10 000 videos). */
const MAX_PAGES = 200;
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
    if (this.settings.apiKey === '') throw new YoutubeError(FEED_MESSAGES.youtubeKeyMissing);
    const ids =
      type === 'VIDEO' ? [id] : await this.playlistVideoIds(type === 'CHANNEL' ? await this.uploads(id) : id);
    const found: YoutubeVideo[] = [];
    for (let start = 0; start < ids.length; start += PAGE)
      found.push(...(await this.details(ids.slice(start, start + PAGE))));
    if (found.length === 0) throw new YoutubeError(FEED_MESSAGES.youtubeNotFound);
    const popular = found.sort((a, b) => b.views - a.views);
    return limit === undefined ? popular : popular.slice(0, limit);
  }

  private async uploads(channelId: string): Promise<string> {
    const answer = ChannelsSchema.parse(
      await this.call('channels', { part: 'contentDetails', id: channelId }),
    );
    const uploads = answer.items[0]?.contentDetails.relatedPlaylists.uploads;
    if (!uploads) throw new YoutubeError(FEED_MESSAGES.youtubeNotFound);
    return uploads;
  }

  private async playlistVideoIds(playlistId: string): Promise<string[]> {
    const ids: string[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = PlaylistItemsSchema.parse(
        await this.call('playlistItems', {
          part: 'contentDetails',
          playlistId,
          maxResults: String(PAGE),
          ...(pageToken ? { pageToken } : {}),
        }),
      );
      ids.push(...answer.items.map((item) => item.contentDetails.videoId));
      pageToken = answer.nextPageToken;
      if (!pageToken) break;
    }
    return [...new Set(ids)];
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
