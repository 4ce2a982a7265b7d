import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const networks = pgTable('networks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

export const publishers = pgTable(
  'publishers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('publishers_network_idx').on(t.networkId),
    index('publishers_name_idx').on(sql`lower(${t.name})`),
  ],
);

export const contentOwners = pgTable('content_owners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').notNull().default('ACTIVE'),
  networkId: integer('network_id').references(() => networks.id),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
