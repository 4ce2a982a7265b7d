import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { advertisers, creatives } from './campaigns';
import { mediaFiles } from './catalogue';
import { users } from './identity';
import { listIndexes } from './list-indexes';
import { networks } from './tenancy';

/** Audio to Video brands: an advertiser's logo (a stored image), colours and background image or video. */
export const a2vBrands = pgTable(
  'a2v_brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id),
    logoFileId: integer('logo_file_id')
      .notNull()
      .references(() => mediaFiles.id),
    logoFileName: text('logo_file_name').notNull(),
    primaryColour: text('primary_colour').notNull(),
    secondaryColour: text('secondary_colour').notNull(),
    backgroundFileId: integer('background_file_id').references(() => mediaFiles.id),
    /** A background video's key in the media storage (disk or bucket). */
    backgroundVideoKey: text('background_video_key'),
    backgroundFileName: text('background_file_name'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('a2v_brands_advertiser_idx').on(t.advertiserId, t.status),
    ...listIndexes('a2v_brands', t.status, [t.id, t.networkId], {
      name: sql`lower(${t.name}) collate "C"`,
      created_on: t.createdOn,
    }),
  ],
);

/** Audio to Video assets: an advertiser's uploaded audio and what ffprobe read of it. */
export const a2vAssets = pgTable(
  'a2v_assets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    networkId: integer('network_id').references(() => networks.id),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    processing: text('processing').notNull().default('QUEUED'),
    processingError: text('processing_error'),
    durationSeconds: real('duration_seconds'),
    codec: text('codec'),
    channels: integer('channels'),
    sampleRate: integer('sample_rate'),
    loudness: real('loudness'),
    createdBy: integer('created_by').references(() => users.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('a2v_assets_network_idx').on(t.networkId, t.createdOn),
    index('a2v_assets_advertiser_idx').on(t.advertiserId, t.createdOn),
  ],
);

/** An asset's transcript (WebVTT or SRT, parsed and checked): the cues a render draws as captions. */
export const a2vTranscripts = pgTable('a2v_transcripts', {
  assetId: integer('asset_id')
    .primaryKey()
    .references(() => a2vAssets.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  format: text('format').notNull(),
  cueCount: integer('cue_count').notNull(),
  cues: jsonb('cues').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
});

/** One Audio to Video layout per network (networks without a row use the default). */
export const a2vTemplates = pgTable('a2v_templates', {
  networkId: integer('network_id')
    .primaryKey()
    .references(() => networks.id),
  layout: jsonb('layout').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Each render of an asset with a brand: the video creative it makes and how far ffmpeg got. */
export const a2vRenders = pgTable(
  'a2v_renders',
  {
    id: serial('id').primaryKey(),
    creativeId: integer('creative_id')
      .notNull()
      .references(() => creatives.id),
    assetId: integer('asset_id')
      .notNull()
      .references(() => a2vAssets.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => a2vBrands.id),
    networkId: integer('network_id').references(() => networks.id),
    /** 0 to 100, as ffmpeg reports the time it has encoded. */
    progress: integer('progress').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('a2v_renders_network_idx').on(t.networkId, t.createdOn)],
);
