import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { listIndexes } from './list-indexes';
import { networks } from './tenancy';

/**
 * Advertisers: who campaigns are sold to, with the domains (adomain) deals and reports name them
 * by. A name is held once per network (none counting as one); the create form warns of similar
 * names before that, through the trigram index.
 */
export const advertisers = pgTable(
  'advertisers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    advertiserDomains: text('advertiser_domains').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('advertisers_network_name_unique').on(
      sql`coalesce(${t.networkId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('advertisers_network_idx').on(t.networkId, t.status),
    ...listIndexes('advertisers', t.status, [t.id, t.networkId], {
      name: sql`lower(${t.name}) collate "C"`,
      created_on: t.createdOn,
    }),
    index('advertisers_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Orders (campaigns on the screens): an advertiser's insertion order. Its network is its advertiser's. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id),
    ioNumber: text('io_number'),
    budget: numeric('budget', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    bundleRevenueShare: numeric('bundle_revenue_share', { precision: 5, scale: 2, mode: 'number' }),
    bundleCpm: numeric('bundle_cpm', { precision: 12, scale: 2, mode: 'number' }),
    notes: text('notes'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('orders_network_idx').on(t.networkId, t.status),
    index('orders_advertiser_idx').on(t.advertiserId, t.status),
    ...listIndexes('orders', t.status, [t.id, t.networkId], {
      name: sql`lower(${t.name}) collate "C"`,
      io_number: sql`lower(${t.ioNumber}) collate "C"`,
      budget: t.budget,
      start_date: t.startDate,
      end_date: t.endDate,
      created_on: t.createdOn,
    }),
    index('orders_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** An order's discussion: its messages, oldest first by id. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    /** The addresses it mentions, lower-cased; each was mailed. */
    mentions: text('mentions').array().notNull().default(sql`'{}'::text[]`),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_messages_order_idx').on(t.orderId, t.id)],
);

/** How far each user has read an order's discussion: the last message id they saw. */
export const orderDiscussionReads = pgTable(
  'order_discussion_reads',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeenId: integer('last_seen_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.userId] })],
);

/**
 * The creative library: an advertiser's video ads, a video file (probed: its size, codec and
 * duration, and the processing state) or a VAST given as XML or URL. Its network is its advertiser's.
 */
export const creatives = pgTable(
  'creatives',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id),
    type: text('type').notNull(),
    vastType: text('vast_type'),
    vastXml: text('vast_xml'),
    vastUrl: text('vast_url'),
    vastVersion: text('vast_version'),
    duration: integer('duration').notNull(),
    ivtEnabled: boolean('ivt_enabled').notNull().default(false),
    ivtType: text('ivt_type'),
    ivtIntegrationType: text('ivt_integration_type'),
    thirdPartyName: text('third_party_name'),
    thirdPartyId: text('third_party_id'),
    execution: text('execution'),
    watermarkEnabled: boolean('watermark_enabled').notNull().default(false),
    mute: boolean('mute').notNull().default(false),
    creativeDesign: text('creative_design'),
    videoFileName: text('video_file_name'),
    /** The original under `sources/` of the media storage. */
    videoKey: text('video_key'),
    processing: text('processing'),
    processingError: text('processing_error'),
    videoWidth: integer('video_width'),
    videoHeight: integer('video_height'),
    videoCodec: text('video_codec'),
    videoDuration: doublePrecision('video_duration'),
    /** The creative's HLS master playlist under `hls/` once transcoded: what a live ad break stitches. */
    hlsPath: text('hls_path'),
    /** Its progressive MP4 renditions beside the HLS (`{height, width, path}` under `hls/`), for players that want a file. */
    renditions: jsonb('renditions').$type<{ height: number; width: number; path: string }[]>(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('creatives_network_idx').on(t.networkId, t.status),
    index('creatives_advertiser_idx').on(t.advertiserId, t.status),
    ...listIndexes('creatives', t.status, [t.id, t.networkId], {
      name: sql`lower(${t.name}) collate "C"`,
      type: t.type,
      duration: t.duration,
      created_on: t.createdOn,
    }),
  ],
);

/** The campaigns (orders) a creative runs in. */
export const creativeOrders = pgTable(
  'creative_orders',
  {
    creativeId: integer('creative_id')
      .notNull()
      .references(() => creatives.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
  },
  (t) => [
    primaryKey({ columns: [t.creativeId, t.orderId] }),
    index('creative_orders_order_idx').on(t.orderId),
  ],
);

/**
 * Line items: what an order buys, at its CPM, toward its goal over its flight (whole days in its
 * time zone). Its network is a copy of its order's, kept in step when the order moves.
 */
export const lineItems = pgTable(
  'line_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    type: text('type').notNull(),
    cpm: numeric('cpm', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    goalType: text('goal_type').notNull(),
    goalAmount: numeric('goal_amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    timeZone: text('time_zone').notNull(),
    pacing: text('pacing').notNull(),
    frequencyCap: integer('frequency_cap'),
    frequencyPeriod: text('frequency_period'),
    priority: integer('priority').notNull(),
    bundleRevenueShare: numeric('bundle_revenue_share', { precision: 5, scale: 2, mode: 'number' }),
    bundleCpm: numeric('bundle_cpm', { precision: 12, scale: 2, mode: 'number' }),
    notes: text('notes'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('line_items_network_idx').on(t.networkId, t.status),
    index('line_items_order_idx').on(t.orderId, t.status),
    ...listIndexes('line_items', t.status, [t.id, t.networkId, t.orderId], {
      name: sql`lower(${t.name}) collate "C"`,
      start_date: t.startDate,
      end_date: t.endDate,
      priority: t.priority,
      created_on: t.createdOn,
    }),
    index('line_items_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** The latest health the refresh job computed per line item: the list reads it, never the facts. */
export const lineItemHealth = pgTable('line_item_health', {
  lineItemId: integer('line_item_id')
    .primaryKey()
    .references(() => lineItems.id, { onDelete: 'cascade' }),
  health: text('health').notNull(),
  deliveredPercent: doublePrecision('delivered_percent').notNull(),
  paceRatio: doublePrecision('pace_ratio'),
  checkedOn: timestamp('checked_on', { withTimezone: true }).notNull(),
});
