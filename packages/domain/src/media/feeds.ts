import { z } from 'zod';
import { isWireDate } from '../date-ranges';
import { OwnerTypeSchema, PlaylistFeedCategoryIdSchema } from '../enumerations';
import { DOMAIN_PATTERN, FIELD_MESSAGES } from '../patterns';

/** The furthest-ahead time zone (UTC+14): a date-from is "not after today" wherever the user is. */
const LATEST_ZONE_MS = 14 * 60 * 60 * 1000;
export const latestToday = (now = Date.now()): string =>
  new Date(now + LATEST_ZONE_MS).toISOString().slice(0, 10);

export const FEED_MESSAGES = {
  onlyRss: 'Feeds are read from RSS (RSS 2.0, Media RSS or Atom) or YouTube; uploads use the upload endpoint',
  dateFromFuture: 'Date from cannot be later than today',
  dateFromFormat: 'Date from must be a date (YYYY-MM-DD)',
  categoryRequired: 'A new collection needs a category',
  collectionNameRequired: 'A new collection needs a name',
  collectionRequired: 'Choose a collection or create a new one',
  ownerRequired: 'Pick an owner for the owner type',
  unknownOwner: 'The chosen owner does not exist or is not yours',
  unknownCollection: 'The chosen collection does not exist or is not yours',
  notAFeed: 'The address does not answer an RSS, Media RSS or Atom feed',
  noVideos: 'The feed holds no videos',
  noVideosFrom: 'The feed holds no videos from that date',
  skippedHeld: 'already imported by this feed',
  skippedNotVideo: 'its media is not a video',
  unsafeXml:
    'The feed is refused: it declares external entities, too many or too large entities, or nests elements more than 100 deep',
  unknownCharset: (label: string) => `The feed's character encoding '${label}' is not supported`,
  youtubeKeyMissing: 'YouTube ingest is not configured: set YOUTUBE_API_KEY on the server',
  youtubeRefused: 'YouTube refused the request',
  youtubeNotFound: 'YouTube has no channel, playlist or video with that id',
  youtubeTypeRequired: 'Type is required',
  youtubeAddress: 'Enter the YouTube address of the channel, playlist or video',
} as const;

/**
 * Part 1 §3 Feed, for the RSS source (RSS 2.0, Media RSS, Atom) and §5 rules: URL (domain pattern)
 * and title required, date-from not after today, a new collection needs a name and a category,
 * an owner type and, for Publisher or Content owner, an owner. `playlistId` is the chosen
 * collection when no new one is made.
 */
const FeedSourceFields = {
  source: z.literal('RSS', FEED_MESSAGES.onlyRss),
  url: z
    .string(FIELD_MESSAGES.required('URL'))
    .trim()
    .min(1, FIELD_MESSAGES.required('URL'))
    .max(2000)
    .regex(DOMAIN_PATTERN, FIELD_MESSAGES.domain),
  dateFrom: z
    .string()
    .refine(isWireDate, FEED_MESSAGES.dateFromFormat)
    .refine((date) => date <= latestToday(), FEED_MESSAGES.dateFromFuture)
    .optional(),
};

/** Part 1 §4: a YouTube feed is a channel, a playlist or one video. */
export const YoutubeFeedTypeSchema = z.enum(['CHANNEL', 'PLAYLIST', 'VIDEO']);
export type YoutubeFeedType = z.infer<typeof YoutubeFeedTypeSchema>;

/** The id a YouTube address names: `/channel/UC…`, `?list=PL…`, `?v=…`, `youtu.be/…` or `/shorts/…`. */
export function youtubeIdOf(type: YoutubeFeedType, address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(address) ? address : `https://${address}`);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host !== 'youtube.com' && host !== 'youtu.be') return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  const id =
    type === 'CHANNEL'
      ? segments[0] === 'channel'
        ? segments[1]
        : undefined
      : type === 'PLAYLIST'
        ? url.searchParams.get('list')
        : host === 'youtu.be'
          ? segments[0]
          : segments[0] === 'shorts'
            ? segments[1]
            : url.searchParams.get('v');
  return id && /^[\w-]{2,64}$/.test(id) ? id : undefined;
}

export const FeedRequestSchema = z
  .object({
    ...FeedSourceFields,
    source: z.enum(['RSS', 'YOUTUBE'], FEED_MESSAGES.onlyRss),
    /** YouTube: what the address names, and how many of its most viewed videos (empty: all). */
    feedTypeYT: YoutubeFeedTypeSchema.optional(),
    count: z.number().int().positive().max(10_000).optional(),
    title: z
      .string(FIELD_MESSAGES.required('Title'))
      .trim()
      .min(1, FIELD_MESSAGES.required('Title'))
      .max(300),
    description: z.string().trim().max(5000).default(''),
    newPlaylist: z.boolean().default(false),
    newPlaylistName: z.string().trim().max(200).optional(),
    category: PlaylistFeedCategoryIdSchema.optional(),
    playlistId: z.number().int().positive().optional(),
    ownerType: OwnerTypeSchema,
    ownerId: z.number().int().positive().optional(),
  })
  .superRefine((feed, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (feed.source === 'YOUTUBE') {
      if (feed.feedTypeYT === undefined) issue('feedTypeYT', FEED_MESSAGES.youtubeTypeRequired);
      else if (youtubeIdOf(feed.feedTypeYT, feed.url) === undefined)
        issue('url', FEED_MESSAGES.youtubeAddress);
    }
    if (feed.newPlaylist) {
      if (!feed.newPlaylistName) issue('newPlaylistName', FEED_MESSAGES.collectionNameRequired);
      if (feed.category === undefined) issue('category', FEED_MESSAGES.categoryRequired);
    } else if (feed.playlistId === undefined) issue('playlistId', FEED_MESSAGES.collectionRequired);
    if (feed.ownerType !== 'VB' && feed.ownerId === undefined) issue('ownerId', FEED_MESSAGES.ownerRequired);
  });
export type FeedRequest = z.input<typeof FeedRequestSchema>;

/** 'Create feed' as multipart: the feed JSON and the optional thumbnail (part 1 §5: PNG or JPG, at least 480x360). */
export const FEED_UPLOAD_PARTS = { feed: 'feed', thumbnail: 'thumbnail' } as const;

/** 'Preview RSS count' takes the feed payload; only the source, URL and date-from count. */
export const FeedPreviewRequestSchema = z.object(FeedSourceFields);
export const FeedPreviewSchema = z.object({ count: z.number().int().nonnegative() });

/**
 * What 'Create feed' answers: the collection the videos go into; the ingest runs in the background
 * (`importId`: a YouTube channel or playlist read page by page, followed at `MEDIA_API.feedImport`).
 */
export const FeedCreatedSchema = z.object({
  playlistId: z.number().int(),
  jobId: z.string().nullable(),
  importId: z.number().int().nullable().default(null),
});
export type FeedCreated = z.output<typeof FeedCreatedSchema>;

/** The 'Parse feed' dialog's wording (part 1 §2); the spec names the dialog and its fields. */
export const FEED_SCREEN = {
  title: 'Parse feed',
  source: 'Source',
  type: 'Type',
  count: 'Count',
  countHelp: 'The most viewed videos of the channel; empty for all',
  url: 'URL',
  feedTitle: 'Title',
  description: 'Description',
  dateFrom: 'Date from',
  newPlaylist: 'New collection',
  newPlaylistName: 'Collection name',
  category: 'Category',
  collection: 'Collection',
  ownerType: 'Owner type',
  previewCount: (count: number) => `${count} videos to ingest`,
  previewEmpty: FEED_MESSAGES.noVideosFrom,
  thumbnail: 'Upload thumbnail',
  finish: 'Finish',
} as const;

/** A feed read in the background (RSS, or a YouTube channel or playlist of any size) as the user follows it. */
export const FeedImportStateSchema = z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']);
export type FeedImportState = z.infer<typeof FeedImportStateSchema>;
export const FeedImportSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  title: z.string(),
  playlistId: z.number().int().nullable(),
  state: FeedImportStateSchema,
  /** Videos read from the feed so far, and of those stored (imported) into the collection. */
  found: z.number().int(),
  stored: z.number().int(),
  /** Items that could not be imported (each with its reason in `errors`). */
  failed: z.number().int(),
  /** Items left out (already held, not a video, not among the most viewed): known once the import is done. */
  skipped: z.number().int().nullable(),
  /** Why the run itself failed (or waits for a retry); null otherwise. */
  error: z.string().nullable(),
  errors: z.array(z.string()),
  /** Why each skipped item was skipped (`title: reason`), as they were skipped. */
  skippedReasons: z.array(z.string()),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type FeedImport = z.infer<typeof FeedImportSchema>;

/** How many of the latest imports the recent-imports list answers. */
export const RECENT_FEED_IMPORTS = 20;

/** The words of an import's progress (the 'Parse feed' result and the recent imports list). */
export const FEED_IMPORT_SCREEN = {
  title: 'Feed imports',
  progress: 'Import progress',
  found: 'Found',
  imported: 'Imported',
  skipped: 'Skipped',
  failed: 'Failed',
  states: { QUEUED: 'Queued', RUNNING: 'Running', DONE: 'Done', FAILED: 'Failed' } as Record<
    FeedImportState,
    string
  >,
  retrying: (reason: string) => `Retrying shortly: ${reason}`,
  failedWith: (reason: string) => `Failed: ${reason}`,
  close: 'Close',
  none: 'No feed imports yet',
} as const;
