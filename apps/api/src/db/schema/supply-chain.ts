import type { PartnerSeller } from '@adcast/domain/supply-chain/partner-seller';
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { demandPartners } from './demand';

/**
 * Each demand partner's sellers.json (migration 0054): where it is read, the seller id the partner
 * gave this platform, and the last fetch (status, reason, when, the sellers read).
 */
export const partnerSellersJson = pgTable('partner_sellers_json', {
  demandPartnerId: integer('demand_partner_id')
    .primaryKey()
    .references(() => demandPartners.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  accountId: text('account_id'),
  status: text('status').notNull(),
  reason: text('reason'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  sellers: jsonb('sellers').$type<PartnerSeller[]>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each partner's and publisher's supply-chain mismatch count as last worked out (migration 0062),
 * for the lists' filter; `staleSince` marks a row to work out again after a change that moves it.
 * A partner without a sellers.json address, and a publisher no connection carries, need no row.
 */
export const supplyChainFlags = pgTable(
  'supply_chain_flags',
  {
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    mismatches: integer('mismatches').notNull().default(0),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    staleSince: timestamp('stale_since', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'supply_chain_flags_pkey', columns: [t.subjectKind, t.subjectId] })],
);
