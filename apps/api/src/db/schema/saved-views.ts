import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A user's named view of a list (issue 31): the list's screen path and its URL search (filters,
 * sort, statuses, hidden columns). Names are unique per user and list, ignoring case.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    name: text('name').notNull(),
    search: jsonb('search').$type<Record<string, string>>().notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also the list's index: a user's views of a list, by name.
  (t) => [uniqueIndex('saved_views_user_list_name_unique').on(t.userId, t.list, sql`lower(${t.name})`)],
);
