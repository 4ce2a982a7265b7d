import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { listIndexes } from './list-indexes';
import { contentOwners, networks, publishers } from './tenancy';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images and media files by content hash: the same bytes are stored once and shared by every
 * video or collection that uses them; a file goes when nothing refers to it any more. Small
 * images keep their bytes here; large media name a `storage_key` on disk instead.
 */
export const mediaFiles = pgTable('media_files', {
  id: serial('id').primaryKey(),
  sha256: text('sha256').notNull().unique(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width'),
  height: integer('height'),
  bytes: bytea('bytes'),
  storageKey: text('storage_key'),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The video catalogue. Tags, genres and flags are text arrays with GIN indexes, so each filter is
 * an index lookup at a million rows; the owner's network is copied here (network users filter on
 * one column); `playlist_count` is kept by triggers on collection_videos (migration 0008). Sort
 * keys that may be empty are coalesced so the list's index walks never compare NULLs.
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    caption: text('caption'),
    artist: text('artist'),
    publishedAt: date('published_at', { mode: 'string' }),
    category: text('category'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    genres: text('genres').array().notNull().default(sql`'{}'::text[]`),
    flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
    /** VB, PUBLISHER or CONTENT_OWNER; null: no owner ('Not assigned'). */
    ownerType: text('owner_type'),
    publisherId: integer('publisher_id').references(() => publishers.id),
    coId: integer('co_id').references(() => contentOwners.id),
    networkId: integer('network_id').references(() => networks.id),
    /** Seconds; null until the media is probed. */
    duration: doublePrecision('duration'),
    /** The uploaded thumbnail (posters[0]); poster_urls are posters found at the source (feeds). */
    posterFileId: integer('poster_file_id').references(() => mediaFiles.id),
    posterUrls: text('poster_urls').array().notNull().default(sql`'{}'::text[]`),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    hasThumb: boolean('has_thumb')
      .notNull()
      .generatedAlwaysAs(sql`poster_file_id is not null or cardinality(poster_urls) > 0`),
    quality: text('quality'),
    views: integer('views').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    rating: doublePrecision('rating'),
    /** Where the media comes from (YOUTUBE, UPLOAD, RSS), its address there and its file once fetched. */
    source: text('source').notNull().default('UPLOAD'),
    sourceUrl: text('source_url'),
    /** A feed item's feed (its address as read): with `source_url`, what a re-run of that feed matches. */
    feedUrl: text('feed_url'),
    sourceFileId: integer('source_file_id').references(() => mediaFiles.id),
    mediaStatus: text('media_status').notNull().default('PENDING'),
    /** The 720p HLS playlist, relative to the media root, once transcoded. */
    hlsPath: text('hls_path'),
    playlistCount: integer('playlist_count').notNull().default(0),
    /** The record machinery's status; the catalogue lists ACTIVE videos. */
    status: text('status').notNull().default('ACTIVE'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    ...listIndexes('videos', t.status, [t.id], {
      created_on: t.createdOn,
      updated_on: t.updatedOn,
      published_at: sql`coalesce(${t.publishedAt}, '0001-01-01'::date)`,
      title: sql`lower(${t.title}) collate "C"`,
      duration: sql`coalesce(${t.duration}, -1::double precision)`,
      playlist_count: t.playlistCount,
      artist: sql`lower(coalesce(${t.artist}, '')) collate "C"`,
    }),
    index('videos_tags_idx').using('gin', t.tags),
    index('videos_genres_idx').using('gin', t.genres),
    index('videos_flags_idx').using('gin', t.flags),
    index('videos_artist_idx').on(t.artist),
    index('videos_publisher_idx').on(t.publisherId, t.createdOn),
    index('videos_co_idx').on(t.coId, t.createdOn),
    index('videos_network_idx').on(t.networkId),
    index('videos_owner_type_idx').on(t.ownerType),
    index('videos_updated_on_idx').on(t.updatedOn),
    index('videos_poster_file_idx').on(t.posterFileId),
    index('videos_source_file_idx').on(t.sourceFileId),
    index('videos_feed_item_idx').on(t.feedUrl, t.sourceUrl).where(sql`${t.feedUrl} is not null`),
  ],
);

/** Every flag, genre, tag and artist in use, kept by a trigger on videos: the pickers' lists. */
export const videoTerms = pgTable(
  'video_terms',
  {
    kind: text('kind').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/** Collections (the spec's playlists); `video_count` is kept by triggers on collection_videos. */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Playlist feed category ids (part 2 §3). */
    categories: integer('categories').array().notNull().default(sql`'{}'::integer[]`),
    imageFileId: integer('image_file_id').references(() => mediaFiles.id),
    posterFileId: integer('poster_file_id').references(() => mediaFiles.id),
    videoCount: integer('video_count').notNull().default(0),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    ...listIndexes('collections', t.status, [t.id, t.networkId], {
      title: sql`lower(${t.title}) collate "C"`,
      video_count: t.videoCount,
      created_on: t.createdOn,
      updated_on: t.updatedOn,
    }),
    index('collections_status_idx').on(t.status, t.id),
  ],
);

/** A collection's videos in order: position 0 first. */
export const collectionVideos = pgTable(
  'collection_videos',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedOn: timestamp('added_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.videoId] }),
    index('collection_videos_position_idx').on(t.collectionId, t.position),
    index('collection_videos_video_idx').on(t.videoId),
  ],
);
