import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './campaigns';
import { users } from './identity';
import { contentOwners, publishers } from './tenancy';

/** Documents attached to a publisher, a content owner or a campaign (order): exactly one; the bytes are on disk under `storage_key`. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id').references(() => publishers.id, { onDelete: 'cascade' }),
    contentOwnerId: integer('content_owner_id').references(() => contentOwners.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('documents_publisher_idx').on(t.publisherId, t.createdOn, t.id),
    index('documents_content_owner_idx').on(t.contentOwnerId, t.createdOn, t.id),
    index('documents_order_idx').on(t.orderId, t.createdOn, t.id),
    check('documents_one_owner', sql`num_nonnulls(${t.publisherId}, ${t.contentOwnerId}, ${t.orderId}) = 1`),
  ],
);
