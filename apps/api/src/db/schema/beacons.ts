import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Each ad event taken once (issue 26 §2): a replayed or repeated beacon finds its receipt. */
export const beaconReceipts = pgTable(
  'beacon_receipts',
  {
    decisionId: text('decision_id').notNull(),
    sequence: integer('sequence').notNull(),
    event: text('event').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.decisionId, table.sequence, table.event] }),
    index('beacon_receipts_received_idx').on(table.receivedAt),
  ],
);

/** A device's impressions of a line item by UTC hour: what its frequency cap counts. */
export const deviceImpressions = pgTable(
  'device_impressions',
  {
    deviceKey: text('device_key').notNull(),
    lineItemId: integer('line_item_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    impressions: integer('impressions').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceKey, table.lineItemId, table.hour] }),
    index('device_impressions_hour_idx').on(table.hour),
  ],
);

/** The tag's decisions of the last day, read by `GET /api/decisions/{id}` on any server. */
export const decisionLog = pgTable(
  'decision_log',
  {
    id: uuid('id').primaryKey(),
    networkId: integer('network_id'),
    decidedOn: timestamp('decided_on', { withTimezone: true }).notNull(),
    /** The decision: its pod, summary and the verdicts explained in full. */
    decision: jsonb('decision').notNull(),
    /** The other line items by reason, as id ranges (`1-5,7`). */
    unexplained: jsonb('unexplained').notNull(),
  },
  (table) => [index('decision_log_decided_on_idx').on(table.decidedOn)],
);

/**
 * The VAST of a partner's winning bid, for the player to fetch through the tag's wrapper from any
 * server (issue 26 §1); kept a quarter hour.
 */
export const bidMarkups = pgTable(
  'bid_markups',
  {
    key: uuid('key').primaryKey(),
    placementId: integer('placement_id').notNull(),
    vast: text('vast').notNull(),
    keptUntil: timestamp('kept_until', { withTimezone: true }).notNull(),
  },
  (table) => [index('bid_markups_kept_until_idx').on(table.keptUntil)],
);
