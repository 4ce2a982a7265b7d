import { z } from 'zod';
import {
  ContentSourceSchema,
  EntityStatusSchema,
  OwnerTypeFilterSchema,
  OwnerTypeSchema,
  ThumbnailFilterSchema,
  UpdatedDaysAgoSchema,
} from '../enumerations';
import { IdTextSchema } from '../ids';
import { commaListSchema, IdListSchema, PageNumberSchema, SortDirectionSchema } from '../list-schemas';
import { DEFAULT_PAGE_SIZE, DEFAULT_VIDEO_SORT, PAGE_SIZE_OPTIONS, SUGGESTION_LIMIT } from '../paging';
import { SearchTextSchema, sortedPageSchema } from '../records';

/** Part 2 §2: the columns the videos table sorts by (createdOn descending by default, §9). */
export const VIDEO_SORT_PROPERTIES = [
  'createdOn',
  'updatedOn',
  'publishedAt',
  'title',
  'duration',
  'numberOfPlaylists',
  'artist',
] as const;
export type VideoSortProperty = (typeof VIDEO_SORT_PROPERTIES)[number];

/** Where a video's media stands; the media pipeline moves it along (null duration while not READY). */
export const MediaStatusSchema = z.enum(['PENDING', 'PROCESSING', 'READY', 'FAILED']);
export type MediaStatus = z.infer<typeof MediaStatusSchema>;

export const OwnerRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type OwnerRef = z.infer<typeof OwnerRefSchema>;

/**
 * Part 2 §3 video (and part 1 §3: caption, hls_720p). `ownerType` null means no owner ('Not
 * assigned'); `publisherVideo` / `coVideo` name the owning publisher or content owner;
 * `companyOwner` is the owner's name as the owner column shows it. `posters[0]` is the thumbnail;
 * no poster means the placeholder image. `duration` is in seconds, null while unknown.
 */
export const VideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  caption: z.string().nullable(),
  artist: z.string().nullable(),
  /** YYYY-MM-DD. */
  publishedAt: z.string().nullable(),
  imageUrls: z.array(z.string()),
  posterUrls: z.array(z.string()),
  posters: z.array(z.string()),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  genres: z.array(z.string()),
  /** The first genre, as the single-genre controls show it. */
  genre: z.string().nullable(),
  flags: z.array(z.string()),
  ownerType: OwnerTypeSchema.nullable(),
  coId: z.number().int().nullable(),
  publisherId: z.number().int().nullable(),
  publisherVideo: OwnerRefSchema.nullable(),
  coVideo: OwnerRefSchema.nullable(),
  companyOwner: z.string().nullable(),
  duration: z.number().nullable(),
  numberOfPlaylists: z.number().int().nonnegative(),
  quality: z.string().nullable(),
  views: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  rating: z.number().nullable(),
  source: ContentSourceSchema,
  mediaStatus: MediaStatusSchema,
  /** The 720p HLS playlist URL once transcoded. */
  hls_720p: z.string().nullable(),
  /** A YouTube video's id: it plays in YouTube's embed player (its media is not downloaded). */
  youtubeId: z.string().nullable(),
  /** Always ACTIVE in the catalogue's lists (records share the status column). */
  status: EntityStatusSchema,
  /** The owner's network (null for the product's own videos and unowned ones). */
  networkId: z.number().int().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type Video = z.infer<typeof VideoSchema>;

/** Flags, tags, genres and artists: trimmed, non-empty strings. */
export const TermSchema = z.string().trim().min(1).max(100);
const TermListSchema = commaListSchema(TermSchema);

/**
 * Part 2 §3 video list filter as the API reads it. Lists are comma-joined or repeated.
 * `contentOwnerId`, `coId` and `coIds` all name content owners (any of them matches), as do
 * `publisherId` and `publisherIds` for publishers; `missingThumb` true keeps videos without a
 * poster, false those with one.
 */
export const VideoListFilterSchema = sortedPageSchema(VIDEO_SORT_PROPERTIES, DEFAULT_VIDEO_SORT).extend({
  title: SearchTextSchema,
  contentOwnerId: IdTextSchema.optional(),
  coId: IdTextSchema.optional(),
  coIds: IdListSchema,
  publisherId: IdTextSchema.optional(),
  publisherIds: IdListSchema,
  updatedDaysAgo: z.coerce.number().pipe(UpdatedDaysAgoSchema).optional(),
  flags: TermListSchema,
  tags: TermListSchema,
  genres: TermListSchema,
  artists: TermListSchema,
  ownerType: OwnerTypeFilterSchema.optional(),
  missingThumb: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  ids: IdListSchema,
});
export type VideoListFilter = z.output<typeof VideoListFilterSchema>;
export type VideoListQuery = z.input<typeof VideoListFilterSchema>;

/**
 * Part 2 §4: 'updatedDaysAgo' 1, 7 and 30 keep videos updated within that many days; 31 ('More
 * than month ago') keeps those not updated for more than 30 days.
 */
export function updatedWindowOf(days: 1 | 7 | 30 | 31): { within: number } | { olderThan: number } {
  return days === 31 ? { olderThan: 30 } : { within: days };
}

/**
 * Part 2 §2: the videos table's URL query, replaced on each change. `dateFrom` fills
 * updatedDaysAgo and `missing` is the thumbnail filter; `contentOwnerId` and `publisherIds` hold
 * the owner chips of the filter panel.
 */
export const VideoListSearchSchema = z.object({
  page: PageNumberSchema.catch(0).default(0),
  size: z.coerce
    .number()
    .pipe(z.literal(PAGE_SIZE_OPTIONS))
    .catch(DEFAULT_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE),
  sortProperty: z
    .enum(VIDEO_SORT_PROPERTIES)
    .catch(DEFAULT_VIDEO_SORT.sortProperty)
    .default(DEFAULT_VIDEO_SORT.sortProperty),
  sortDirection: SortDirectionSchema.catch(DEFAULT_VIDEO_SORT.sortDirection).default(
    DEFAULT_VIDEO_SORT.sortDirection,
  ),
  title: z.string().optional().catch(undefined),
  contentOwnerId: IdListSchema.catch(undefined),
  publisherIds: IdListSchema.catch(undefined),
  dateFrom: z.coerce.number().pipe(UpdatedDaysAgoSchema).optional().catch(undefined),
  flags: TermListSchema.catch(undefined),
  tags: TermListSchema.catch(undefined),
  genres: TermListSchema.catch(undefined),
  artists: TermListSchema.catch(undefined),
  ownerType: OwnerTypeFilterSchema.optional().catch(undefined),
  missing: ThumbnailFilterSchema.optional().catch(undefined),
});
export type VideoListSearch = z.output<typeof VideoListSearchSchema>;

/** The API query of the table's URL state: `dateFrom` -> updatedDaysAgo, `missing` -> missingThumb, ALL dropped. */
export function videoQueryOf(search: Partial<VideoListSearch>): VideoListQuery {
  return {
    page: search.page,
    size: search.size,
    sortProperty: search.sortProperty,
    sortDirection: search.sortDirection,
    title: search.title || undefined,
    coIds: search.contentOwnerId?.length ? search.contentOwnerId.map(String) : undefined,
    publisherIds: search.publisherIds?.length ? search.publisherIds.map(String) : undefined,
    updatedDaysAgo: search.dateFrom,
    flags: search.flags,
    tags: search.tags,
    genres: search.genres,
    artists: search.artists,
    ownerType: search.ownerType === 'ALL' ? undefined : search.ownerType,
    missingThumb: search.missing === 'MISSING' ? 'true' : search.missing === 'PRESENT' ? 'false' : undefined,
  };
}

/** Artist suggestions: up to 10 artists whose name contains the text (part 2 §9). */
export const ArtistSearchSchema = z.object({
  search: SearchTextSchema,
  size: z.coerce.number().int().min(1).max(SUGGESTION_LIMIT).default(SUGGESTION_LIMIT),
});
export const TermListAnswerSchema = z.array(z.string());
