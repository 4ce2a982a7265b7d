import type { RevenueColumns, RevenueRow } from '@adcast/domain/demand/revenue/imports';
import {
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { demandPartners } from './demand';
import { users } from './identity';

/** A partner's named column mapping of its revenue report files (part 2 §7 supported-imports). */
export const dpSupportedImports = pgTable('dp_supported_imports', {
  id: serial('id').primaryKey(),
  demandPartnerId: integer('demand_partner_id')
    .notNull()
    .references(() => demandPartners.id),
  name: text('name').notNull(),
  columns: jsonb('columns').$type<RevenueColumns>().notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** One uploaded revenue file: read in the background into preview rows, then applied. */
export const dpRevenueImports = pgTable('dp_revenue_imports', {
  id: serial('id').primaryKey(),
  demandPartnerId: integer('demand_partner_id')
    .notNull()
    .references(() => demandPartners.id),
  supportedImportId: integer('supported_import_id')
    .notNull()
    .references(() => dpSupportedImports.id),
  fileName: text('file_name').notNull(),
  /** SHA-256 of the file: the same file for the same partner is one import. */
  contentHash: text('content_hash').notNull(),
  /** The file until it is read. */
  fileBase64: text('file_base64'),
  status: text('status').notNull().default('READING'),
  failure: text('failure'),
  rows: jsonb('rows').$type<RevenueRow[]>().notNull().default([]),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  appliedOn: timestamp('applied_on', { withTimezone: true }),
});

/** The partner's own figures, one row per day × publisher (0: the file names none). */
export const dpRevenue = pgTable(
  'dp_revenue',
  {
    demandPartnerId: integer('demand_partner_id')
      .notNull()
      .references(() => demandPartners.id),
    day: date('day', { mode: 'string' }).notNull(),
    publisherId: integer('publisher_id').notNull().default(0),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    revenueMicros: bigint('revenue_micros', { mode: 'number' }).notNull(),
    importId: integer('import_id')
      .notNull()
      .references(() => dpRevenueImports.id),
  },
  (t) => [primaryKey({ name: 'dp_revenue_pk', columns: [t.demandPartnerId, t.day, t.publisherId] })],
);

/** Users who get a partner's discrepancy mails. */
export const dpPartnerFollowers = pgTable(
  'dp_partner_followers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    demandPartnerId: integer('demand_partner_id')
      .notNull()
      .references(() => demandPartners.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'dp_partner_followers_pk', columns: [t.demandPartnerId, t.userId] })],
);

/** A flagged day already mailed: each day of a partner is mailed once. */
export const dpDiscrepancyAlerts = pgTable(
  'dp_discrepancy_alerts',
  {
    demandPartnerId: integer('demand_partner_id')
      .notNull()
      .references(() => demandPartners.id),
    day: date('day', { mode: 'string' }).notNull(),
    mailedOn: timestamp('mailed_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'dp_discrepancy_alerts_pk', columns: [t.demandPartnerId, t.day] })],
);
