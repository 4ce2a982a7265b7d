import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { collections, mediaFiles, videos } from './catalogue';
import { listIndexes } from './list-indexes';
import { channels } from './media';
import { contentOwners, networks, publishers } from './tenancy';

/** Owned-and-operated CTV apps: the platform's own apps for a publisher or a content owner (migration 0045). */
export const ooApps = pgTable(
  'oo_apps',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    ownerType: text('owner_type').notNull(),
    publisherId: integer('publisher_id').references(() => publishers.id),
    coId: integer('co_id').references(() => contentOwners.id),
    /** The owner's network, copied so tenancy is one column. */
    networkId: integer('network_id').references(() => networks.id),
    feedStatus: text('feed_status').notNull().default('NOT_SUBMITTED'),
    appJson: jsonb('app_json').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    ...listIndexes('oo_apps', t.status, [t.id, t.networkId], {
      name: sql`lower(${t.name}) collate "C"`,
      platform: t.platform,
      feed_status: t.feedStatus,
      created_on: t.createdOn,
    }),
    index('oo_apps_publisher_idx').on(t.publisherId),
    index('oo_apps_co_idx').on(t.coId),
  ],
);

/** The collections an O&O app carries, in the order given. */
export const ooAppCollections = pgTable(
  'oo_app_collections',
  {
    ooAppId: integer('oo_app_id')
      .notNull()
      .references(() => ooApps.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ooAppId, t.collectionId] })],
);

/** The live channels an O&O app carries, in the order given. */
export const ooAppChannels = pgTable(
  'oo_app_channels',
  {
    ooAppId: integer('oo_app_id')
      .notNull()
      .references(() => ooApps.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ooAppId, t.channelId] })],
);

/** A Roku app's images by key (part 2 §3's eight keys); the file is a stored image. */
export const ooAppImages = pgTable(
  'oo_app_images',
  {
    ooAppId: integer('oo_app_id')
      .notNull()
      .references(() => ooApps.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => mediaFiles.id),
  },
  (t) => [primaryKey({ columns: [t.ooAppId, t.imageKey] })],
);

/** Roku channel package builds: the background job fills the package (a zip) or the error. */
export const rokuBuilds = pgTable(
  'roku_builds',
  {
    id: serial('id').primaryKey(),
    ooAppId: integer('oo_app_id')
      .notNull()
      .references(() => ooApps.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('QUEUED'),
    buildVersion: integer('build_version').notNull(),
    /** The package's key in the media storage once built. */
    packageKey: text('package_key'),
    error: text('error'),
    requestedBy: integer('requested_by'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    finishedOn: timestamp('finished_on', { withTimezone: true }),
  },
  (t) => [index('roku_builds_app_idx').on(t.ooAppId, t.id)],
);

/** Videos uploaded as content bytes (`/api/cb`): short clips for CONTENT_BYTE placements. */
export const contentBytes = pgTable(
  'content_bytes',
  {
    videoId: integer('video_id')
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_bytes_created_idx').on(t.createdOn, t.videoId)],
);
