import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const networks = pgTable('networks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain'),
  /** The white-label brand its users see: title, logo and favicon URLs, primary colour (#rrggbb). */
  brandTitle: text('brand_title'),
  brandLogo: text('brand_logo'),
  brandFavicon: text('brand_favicon'),
  brandPrimaryColour: text('brand_primary_colour'),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
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
