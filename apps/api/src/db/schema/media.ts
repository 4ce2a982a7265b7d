import type { BreakPodAd } from '@adcast/domain/media/channel-breaks';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { collections, mediaFiles, videos } from './catalogue';
import { users } from './identity';
import { placements } from './inventory';
import { networks } from './tenancy';

/**
 * A video's processing, as the user sees it (issue 10): queued, processing N %, ready, failed with
 * the reason. One row per video (the latest run); `job_id` is the queued job doing it.
 */
export const mediaJobs = pgTable(
  'media_jobs',
  {
    videoId: integer('video_id')
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** QUEUED, PROCESSING, READY or FAILED. */
    state: text('state').notNull().default('QUEUED'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    jobId: text('job_id'),
    /** The original file under the media folder. */
    sourceKey: text('source_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_jobs_state_idx').on(t.state, t.updatedOn)],
);

/** Linear channels (part 1 §3 Channel): collections played in order, with ad breaks. */
export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Minutes of content between ad breaks, 1 to 5. */
    adFrequency: integer('ad_frequency').notNull().default(3),
    /** Seconds of each ad break: 30, 60, 90 or 120. */
    adDuration: integer('ad_duration').notNull().default(60),
    imageFileId: integer('image_file_id').references(() => mediaFiles.id),
    active: boolean('active').notNull().default(false),
    /** When the broadcast started: the live playlist's clock counts from here. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    networkId: integer('network_id').references(() => networks.id),
    /** The placement its ad breaks are decided for (server-side ad insertion); none plays slate. */
    placementId: integer('placement_id').references(() => placements.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('ACTIVE'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('channels_list_idx').on(t.status, t.id), index('channels_network_idx').on(t.networkId)],
);

/** A channel's collections in play order (position 0 first). */
export const channelPlaylists = pgTable(
  'channel_playlists',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.collectionId] }),
    index('channel_playlists_position_idx').on(t.channelId, t.position),
    index('channel_playlists_collection_idx').on(t.collectionId),
  ],
);

/**
 * A feed read in the background (a YouTube channel or playlist of any size), as the user sees it:
 * QUEUED, RUNNING with the videos found and stored so far, DONE, or FAILED with the reason.
 */
export const feedImports = pgTable(
  'feed_imports',
  {
    id: serial('id').primaryKey(),
    jobId: text('job_id'),
    source: text('source').notNull(),
    title: text('title').notNull(),
    playlistId: integer('playlist_id').references(() => collections.id, { onDelete: 'set null' }),
    networkId: integer('network_id').references(() => networks.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('QUEUED'),
    found: integer('found').notNull().default(0),
    stored: integer('stored').notNull().default(0),
    error: text('error'),
    /** Why each skipped item was skipped, a line each (`title: reason`). */
    skippedReasons: text('skipped_reasons'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feed_imports_state_idx').on(t.state, t.updatedOn)],
);

/**
 * The pod decided for one ad break of a channel, kept so every viewer and every API process plays
 * (and counts) the same ads: the first process to reach the break inserts it, the others read it.
 */
export const channelBreaks = pgTable(
  'channel_breaks',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    breakStart: timestamp('break_start', { withTimezone: true }).notNull(),
    decisionId: text('decision_id').notNull(),
    placementId: integer('placement_id').notNull(),
    pod: jsonb('pod').$type<BreakPodAd[]>().notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.breakStart] })],
);
