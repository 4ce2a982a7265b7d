import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { listIndexes } from './list-indexes';
import { networks } from './tenancy';

/** Alert rules on the report facts (issue 27), judged every hour by the `alerts-evaluate` job. */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    metric: text('metric').notNull(),
    scopeKind: text('scope_kind').notNull(),
    scopeId: integer('scope_id'),
    condition: text('condition').notNull(),
    threshold: doublePrecision('threshold').notNull(),
    emailAlerts: boolean('email_alerts').notNull().default(true),
    /** Who is mailed: the user who created the rule. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    /** The last hour judged, so a job that missed hours catches up and never judges one twice. */
    judgedUntil: timestamp('judged_until', { withTimezone: true }),
    notes: text('notes'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('alert_rules_network_idx').on(t.networkId, t.status),
    ...listIndexes('alert_rules', t.status, [t.id, t.networkId], {
      name: sql`lower(${t.name}) collate "C"`,
      metric: t.metric,
      condition: t.condition,
      created_on: t.createdOn,
    }),
  ],
);

/** Each alert a rule raised: its history, and the bell's list until acknowledged. */
export const alertEvents = pgTable(
  'alert_events',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => alertRules.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    value: doublePrecision('value').notNull(),
    baseline: doublePrecision('baseline'),
    message: text('message').notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('alert_events_rule_idx').on(t.ruleId, t.firedAt),
    index('alert_events_open_idx').on(t.acknowledgedAt, t.firedAt),
  ],
);
