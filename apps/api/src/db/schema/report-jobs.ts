import type { ReportQuery } from '@adcast/domain/reports/report-query';
import type { ReportScope } from '@adcast/domain/reports/report-scope';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** A report run in the background for one user, in the scope the user had when asking, and its file. */
export const reportJobs = pgTable(
  'report_jobs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format').notNull(),
    query: jsonb('query').$type<ReportQuery>().notNull(),
    scope: jsonb('scope').$type<ReportScope>().notNull(),
    status: text('status').notNull().default('QUEUED'),
    progress: integer('progress').notNull().default(0),
    rows: integer('rows'),
    /** The file's name under the report files folder: generated, never from the user. */
    fileKey: text('file_key'),
    error: text('error'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    finishedOn: timestamp('finished_on', { withTimezone: true }),
  },
  (t) => [index('report_jobs_user_idx').on(t.userId, t.id)],
);
