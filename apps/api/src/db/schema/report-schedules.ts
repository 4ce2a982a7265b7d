import type { Mask } from '@adcast/domain/masks';
import type { ScheduledReport } from '@adcast/domain/reports/schedules';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** A report sent by e-mail on a schedule, run in its creator's scope (the mask it was made under). */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mask: jsonb('mask').$type<Mask>().notNull(),
    name: text('name').notNull(),
    report: jsonb('report').$type<ScheduledReport>().notNull(),
    frequency: text('frequency').notNull(),
    hour: integer('hour').notNull(),
    dayOfWeek: integer('day_of_week'),
    dayOfMonth: integer('day_of_month'),
    timeZone: text('time_zone').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    format: text('format').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_schedules_user_idx').on(t.userId, t.id)],
);

/** One send of a scheduled report: when, which range, to whom, and whether it went. */
export const reportScheduleSends = pgTable(
  'report_schedule_sends',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    dateFrom: text('date_from').notNull(),
    dateTo: text('date_to').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    rows: integer('rows').notNull(),
    status: text('status').notNull(),
    error: text('error'),
  },
  (t) => [index('report_schedule_sends_schedule_idx').on(t.scheduleId, t.sentAt)],
);

/** A user's saved report builder state, by name (unique per user). */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    search: jsonb('search').$type<Record<string, unknown>>().notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_reports_user_name_key').on(t.userId, t.name)],
);
