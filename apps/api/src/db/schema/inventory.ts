import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { listIndexes } from './list-indexes';
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
    status: text('status').notNull().default('ACTIVE'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('placements_name_idx').on(sql`lower(${t.name}) collate "C"`, t.id),
    index('placements_publisher_idx').on(t.publisherId),
    index('placements_network_idx').on(t.networkId),
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
