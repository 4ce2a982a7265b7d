import { z } from 'zod';
import { EntityStatusSchema, PLAYLIST_FEED_CATEGORIES, PlaylistFeedCategoryIdSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { IdListSchema } from '../list-schemas';
import { PLAYLIST_SEARCH_PAGE_SIZE, type Sort } from '../paging';
import { FIELD_MESSAGES } from '../patterns';
import { SearchTextSchema, sortedPageSchema, statusFilterSchema, VersionSchema } from '../records';
import { VideoIdsSchema } from './video-writes';
import { VideoSchema } from './videos';

/** Part 2 §3 playlist feed category (id to title); `/api/categories` answers the list. */
export const CategorySchema = z.object({ id: z.number().int(), title: z.string() });
export type Category = z.infer<typeof CategorySchema>;
export const CATEGORIES: readonly Category[] = PLAYLIST_FEED_CATEGORIES;

export const COLLECTION_SORT_PROPERTIES = [
  'title',
  'status',
  'videoCount',
  'createdOn',
  'updatedOn',
] as const;
export type CollectionSortProperty = (typeof COLLECTION_SORT_PROPERTIES)[number];
export const DEFAULT_COLLECTION_SORT = {
  sortProperty: 'title',
  sortDirection: 'asc',
} as const satisfies Sort;

/** Part 2 §3 playlist / collection as pickers list it: id and title. */
export const CollectionRefSchema = z.object({ id: z.number().int(), title: z.string() });
export type CollectionRef = z.infer<typeof CollectionRefSchema>;

/** Part 1 §3 collection: title, description, categories, image and poster; its videos are counted. */
export const CollectionSchema = CollectionRefSchema.extend({
  description: z.string(),
  categories: z.array(z.number().int()),
  imageUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  videoCount: z.number().int().nonnegative(),
  status: EntityStatusSchema,
  networkId: z.number().int().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type Collection = z.infer<typeof CollectionSchema>;

/** Part 1 §5: title and description required; categories from the playlist feed categories. */
const CollectionFieldsSchema = z.object({
  title: z.string().trim().min(1, FIELD_MESSAGES.required('Title')).max(200),
  description: z.string().trim().min(1, FIELD_MESSAGES.required('Description')).max(5000),
  categories: z
    .array(PlaylistFeedCategoryIdSchema)
    .max(PLAYLIST_FEED_CATEGORIES.length)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export const CollectionInputSchema = CollectionFieldsSchema;
export type CollectionInput = z.input<typeof CollectionInputSchema>;
export const CollectionUpdateSchema = CollectionFieldsSchema.extend({ version: VersionSchema });
export type CollectionUpdate = z.input<typeof CollectionUpdateSchema>;

/**
 * The collections list and the playlists picker (part 2 §7: page 0, size 10, title; ids): every
 * status unless asked.
 */
export const CollectionListFilterSchema = sortedPageSchema(
  COLLECTION_SORT_PROPERTIES,
  DEFAULT_COLLECTION_SORT,
).extend({
  title: SearchTextSchema,
  status: statusFilterSchema(),
  ids: IdListSchema,
});
export type CollectionListFilter = z.output<typeof CollectionListFilterSchema>;
export const CollectionCountFilterSchema = CollectionListFilterSchema.pick({ title: true });
export const COLLECTION_PICKER_PAGE_SIZE = PLAYLIST_SEARCH_PAGE_SIZE;

/** `/api/playlists/list-all?ids=`: the named collections, as an array. */
export const CollectionListAllFilterSchema = z.object({ ids: IdListSchema });

/** A collection's videos, by position (0 first). */
export const CollectionVideosFilterSchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(100),
});

/** Add or remove videos of a collection; `version` is the collection's (stale: 409). */
export const CollectionVideosChangeSchema = z.object({
  videoIds: VideoIdsSchema,
  version: VersionSchema.optional(),
});
export type CollectionVideosChange = z.input<typeof CollectionVideosChangeSchema>;

/** Part 2 §7 reorder (playlistId and position): one video moves to `position` (0 first), the rest shift. */
export const CollectionVideoMoveSchema = z.object({
  videoId: IdSchema,
  position: z.number().int().min(0),
  version: VersionSchema.optional(),
});
export type CollectionVideoMove = z.input<typeof CollectionVideoMoveSchema>;

/** A collection's video with its place in the collection. */
export const CollectionVideoSchema = VideoSchema.extend({ position: z.number().int().nonnegative() });
export type CollectionVideo = z.infer<typeof CollectionVideoSchema>;
