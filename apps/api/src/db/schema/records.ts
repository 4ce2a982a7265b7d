import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Who changed which business row, when, and its state before and after. */
export const changelog = pgTable(
  'changelog',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    /** The record's name when the change was made, for the list and its text search. */
    entityName: text('entity_name'),
    action: text('action').notNull(),
    userId: integer('user_id'),
    networkId: integer('network_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('changelog_entity_idx').on(t.entityType, t.entityId),
    index('changelog_type_at_idx').on(t.entityType, t.at, t.id),
    index('changelog_at_idx').on(t.at, t.id),
    index('changelog_network_at_idx').on(t.networkId, t.at, t.id),
    index('changelog_user_at_idx').on(t.userId, t.at, t.id),
  ],
);

/** Mail that was not sent through SMTP lands here (the dev outbox). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});
