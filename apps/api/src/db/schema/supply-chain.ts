import type { PartnerSeller } from '@adcast/domain/supply-chain/partner-sellers-json';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
