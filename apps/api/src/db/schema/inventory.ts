import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listIndexes } from './list-indexes';
import { targetingSets } from './targeting';
import { networks, publishers } from './tenancy';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const placements = pgTable(
  'placements',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id),
    /**
     * The publisher's name, kept by triggers (migration 0022): set on insert and reassignment,
     * rewritten when the publisher is renamed, so the list sorts by publisher on this table alone.
     */
    publisherName: text('publisher_name').notNull().default(''),
    /** The publisher's network, copied so network users' lists filter on one column. */
    networkId: integer('network_id').references(() => networks.id),
    type: text('type').notNull(),
    platform: text('platform').notNull(),
    deliveryType: text('delivery_type').notNull(),
    bidFloor: money('bid_floor').notNull().default(0),
    cpm: money('cpm').notNull().default(0),
    /** The targeting set its requests must match; none: any request. */
    targetingSetId: integer('targeting_set_id').references(() => targetingSets.id),
    /** How the tag prices its winners (FIRST_PRICE, SECOND_PRICE, BID_FLOOR_PRICE). */
    auctionType: text('auction_type').notNull().default('FIRST_PRICE'),
    /** How long its demand partners may take to bid (ms); null: the connection's, else 300. */
    tmaxMs: integer('tmax_ms'),
    status: text('status').notNull().default('ACTIVE'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('placements_name_idx').on(sql`lower(${t.name}) collate "C"`, t.id),
    index('placements_publisher_idx').on(t.publisherId),
    index('placements_network_idx').on(t.networkId),
    index('placements_targeting_set_idx').on(t.targetingSetId),
    index('placements_status_idx').on(t.status, t.id),
    // The list's walks (db/list): status first, the id and the visibility columns last.
    // The name walk also holds the name itself, so a name search tests it without reading the row.
    index('placements_list_name_idx').on(
      t.status,
      sql`lower(${t.name}) collate "C"`,
      t.id,
      t.networkId,
      t.publisherId,
      t.name,
    ),
    ...listIndexes('placements', t.status, [t.id, t.networkId, t.publisherId], {
      publisher: sql`lower(${t.publisherName}) collate "C"`,
      delivery_type: t.deliveryType,
      bid_floor: t.bidFloor,
      cpm: t.cpm,
      type: t.type,
      platform: t.platform,
      created_on: t.createdOn,
    }),
  ],
);

/** The publisher of an inventory row, with its name and network kept on the row by triggers (migration 0034). */
const publisherColumns = () => ({
  publisherId: integer('publisher_id')
    .notNull()
    .references(() => publishers.id),
  publisherName: text('publisher_name').notNull().default(''),
  networkId: integer('network_id').references(() => networks.id),
});

const recordColumns = () => ({
  status: text('status').notNull().default('ACTIVE'),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** A publisher's CTV or mobile app, named in ad requests by its bundle id. */
export const apps = pgTable(
  'apps',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    bundleId: text('bundle_id').notNull(),
    store: text('store').notNull(),
    storeId: text('store_id'),
    storeUrl: text('store_url'),
    platform: text('platform').notNull(),
    deviceType: integer('device_type'),
    developerUrl: text('developer_url'),
    ...publisherColumns(),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('apps_publisher_bundle_unique').on(t.publisherId, t.bundleId),
    index('apps_bundle_idx').on(t.bundleId),
    index('apps_network_idx').on(t.networkId, t.status),
    ...listIndexes('apps', t.status, [t.id, t.networkId, t.publisherId], {
      name: sql`lower(${t.name}) collate "C"`,
      bundle_id: sql`lower(${t.bundleId}) collate "C"`,
      publisher: sql`lower(${t.publisherName}) collate "C"`,
      store: t.store,
      platform: t.platform,
      created_on: t.createdOn,
    }),
  ],
);

/** A publisher's web domain (lower-cased, with its scheme). */
export const domains = pgTable(
  'domains',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    ...publisherColumns(),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('domains_publisher_url_unique').on(t.publisherId, t.url),
    index('domains_network_idx').on(t.networkId, t.status),
    ...listIndexes('domains', t.status, [t.id, t.networkId, t.publisherId], {
      url: sql`lower(${t.url}) collate "C"`,
      publisher: sql`lower(${t.publisherName}) collate "C"`,
      created_on: t.createdOn,
    }),
  ],
);

/** Bundles seen in ad requests that no publisher has claimed yet; a claim links the app made of it. */
export const exchangeApps = pgTable(
  'exchange_apps',
  {
    id: serial('id').primaryKey(),
    bundleId: text('bundle_id').notNull(),
    name: text('name').notNull().default(''),
    store: text('store'),
    platform: text('platform'),
    requests: bigint('requests', { mode: 'number' }).notNull().default(0),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    claimedAppId: integer('claimed_app_id').references(() => apps.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('exchange_apps_bundle_unique').on(t.bundleId),
    index('exchange_apps_unclaimed_idx').on(t.lastSeen, t.id).where(sql`${t.claimedAppId} IS NULL`),
  ],
);
