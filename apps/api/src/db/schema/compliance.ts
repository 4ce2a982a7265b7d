import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { demandPartners } from './demand';

/**
 * A demand partner's approval of one publisher domain or app (`kind` says which table
 * `inventory_id` names). Asked for as PENDING; `decided_on` is the day it was approved or rejected.
 */
export const dpApprovals = pgTable(
  'dp_approvals',
  {
    id: serial('id').primaryKey(),
    demandPartnerId: integer('demand_partner_id')
      .notNull()
      .references(() => demandPartners.id),
    kind: text('kind').notNull(),
    inventoryId: integer('inventory_id').notNull(),
    status: text('status').notNull().default('PENDING'),
    note: text('note'),
    requestedOn: timestamp('requested_on', { withTimezone: true }).notNull().defaultNow(),
    decidedOn: date('decided_on', { mode: 'string' }),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('dp_approvals_item_unique').on(t.demandPartnerId, t.kind, t.inventoryId),
    index('dp_approvals_inventory_idx').on(t.kind, t.inventoryId),
    index('dp_approvals_waiting_idx').on(t.status, t.requestedOn, t.id),
  ],
);
