import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { placements } from './inventory';
import { listIndexes } from './list-indexes';
import { networks } from './tenancy';

export const demandPartners = pgTable(
  'demand_partners',
  {
    id: serial('id').primaryKey(),
    displayName: text('display_name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    integrationType: text('integration_type').notNull(),
    endpointUrl: text('endpoint_url'),
    vastTagUrl: text('vast_tag_url'),
    defaultBidFloor: numeric('default_bid_floor', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    notes: text('notes'),
    /** Its connections in every status, kept by the connection_status_counts trigger (migration 0022). */
    connectionCount: integer('connection_count').notNull().default(0),
    discrepancyThresholdPct: numeric('discrepancy_threshold_pct', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(10),
    /** The latest day flagged by revenue reconciliation (kept by its alert job, not a user edit). */
    discrepancyFlaggedOn: date('discrepancy_flagged_on', { mode: 'string' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('demand_partners_network_idx').on(t.networkId),
    index('demand_partners_list_connection_count_idx').on(t.status, t.connectionCount, t.id, t.networkId),
    index('demand_partners_display_name_idx').on(sql`lower(${t.displayName}) collate "C"`, t.id),
  ],
);

/**
 * A partner's connection. The partner's display name and network are copied here (and kept in
 * step when the partner changes) and the placement count is kept by the assignment, so the
 * list filters and sorts on this table alone.
 */
export const connections = pgTable(
  'connections',
  {
    id: serial('id').primaryKey(),
    demandPartnerId: integer('demand_partner_id')
      .notNull()
      .references(() => demandPartners.id),
    dpDisplayName: text('dp_display_name').notNull(),
    networkId: integer('network_id').references(() => networks.id),
    name: text('name').notNull(),
    schainAsi: text('schain_asi').notNull(),
    integrationType: text('integration_type').notNull(),
    duplicateDpConnection: boolean('duplicate_dp_connection').notNull().default(false),
    duplicatedFromId: integer('duplicated_from_id'),
    notes: text('notes'),
    status: text('status').notNull().default('ACTIVE'),
    placementCnt: integer('placement_cnt').notNull().default(0),
    /** How long its partner may take to bid (ms); the placement's tmax comes first, 300 when neither. */
    tmaxMs: integer('tmax_ms'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('connections_partner_name_unique').on(t.demandPartnerId, sql`lower(${t.name})`),
    index('connections_network_idx').on(t.networkId, t.status),
    // One index per sortable column, led by the status the list filters on and ending with the id
    // (the tie-breaker) and the columns visibility filters on, so a page is an index-only walk.
    // The name walk also holds the name itself, so a name search tests it without reading the row.
    index('connections_list_name_idx').on(
      t.status,
      sql`lower(${t.name}) collate "C"`,
      t.id,
      t.networkId,
      t.demandPartnerId,
      t.name,
    ),
    ...listIndexes('connections', t.status, [t.id, t.networkId, t.demandPartnerId], {
      created_on: t.createdOn,
      dp_display_name: sql`lower(${t.dpDisplayName}) collate "C"`,
      placement_cnt: t.placementCnt,
      schain_asi: sql`lower(${t.schainAsi}) collate "C"`,
      integration_type: t.integrationType,
      duplicate: t.duplicateDpConnection,
    }),
    index('connections_status_idx').on(t.status, t.id),
  ],
);

/**
 * How many connections each partner has in each status, kept by triggers on `connections`
 * (migration 0003): list totals and status boxes without a name search read this, not the table.
 */
export const connectionStatusCounts = pgTable(
  'connection_status_counts',
  {
    demandPartnerId: integer('demand_partner_id')
      .notNull()
      .references(() => demandPartners.id),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.demandPartnerId, t.status] })],
);

export const connectionPlacements = pgTable(
  'connection_placements',
  {
    connectionId: integer('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    placementId: integer('placement_id')
      .notNull()
      .references(() => placements.id),
  },
  (t) => [
    primaryKey({ columns: [t.connectionId, t.placementId] }),
    index('connection_placements_placement_idx').on(t.placementId),
  ],
);

/**
 * A private-marketplace deal: what buyers' bidders receive in `imp.pmp.deals[]`. Its list is small
 * (hundreds per network), so it walks no kept keys: one index per sort, led by the status.
 */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The id sent in bid requests: unique across the platform, as bidders key on it alone. */
    dealId: text('deal_id').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    dealType: text('deal_type').notNull(),
    auctionType: text('auction_type').notNull(),
    floorCpm: numeric('floor_cpm', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    buyerSeats: text('buyer_seats').array().notNull().default(sql`'{}'::text[]`),
    advertiserDomains: text('advertiser_domains').array().notNull().default(sql`'{}'::text[]`),
    startDate: date('start_date'),
    endDate: date('end_date'),
    notes: text('notes'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('deals_deal_id_unique').on(t.dealId),
    index('deals_network_idx').on(t.networkId, t.status),
    ...listIndexes('deals', t.status, [t.id, t.networkId], {
      name: sql`lower(${t.name}) collate "C"`,
      deal_id: sql`lower(${t.dealId}) collate "C"`,
      deal_type: t.dealType,
      auction_type: t.auctionType,
      floor_cpm: t.floorCpm,
      start_date: t.startDate,
      end_date: t.endDate,
      created_on: t.createdOn,
    }),
    index('deals_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const dealPlacements = pgTable(
  'deal_placements',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    placementId: integer('placement_id')
      .notNull()
      .references(() => placements.id),
  },
  (t) => [
    primaryKey({ columns: [t.dealId, t.placementId] }),
    index('deal_placements_placement_idx').on(t.placementId),
  ],
);

export const dealConnections = pgTable(
  'deal_connections',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => connections.id),
  },
  (t) => [
    primaryKey({ columns: [t.dealId, t.connectionId] }),
    index('deal_connections_connection_idx').on(t.connectionId),
  ],
);

/** What the tag's calls to each connection came to, per UTC day (written in batches by the tag). */
export const connectionCallCounts = pgTable(
  'connection_call_counts',
  {
    connectionId: integer('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    requests: integer('requests').notNull().default(0),
    bids: integer('bids').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    noBids: integer('no_bids').notNull().default(0),
    timeouts: integer('timeouts').notNull().default(0),
    errors: integer('errors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.day] })],
);
