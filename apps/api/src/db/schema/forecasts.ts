import type { ForecastQuery } from '@adcast/domain/forecast/forecast';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { targetingSets } from './targeting';
import { networks } from './tenancy';

/**
 * A forecast saved under a name in its network (unique there, ignoring case): the slice and flight
 * as asked, and the totals the server's forecast gave when it was saved.
 */
export const savedForecasts = pgTable(
  'saved_forecasts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Null: staff's forecast across every network. */
    networkId: integer('network_id').references(() => networks.id),
    query: jsonb('query').$type<ForecastQuery>().notNull(),
    /** The query's targeting set, kept as a column to name it in the list. */
    targetingId: integer('targeting_id').references(() => targetingSets.id, { onDelete: 'set null' }),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedOn: timestamp('saved_on', { withTimezone: true }).notNull().defaultNow(),
    requests: doublePrecision('requests').notNull(),
    impressions: doublePrecision('impressions').notNull(),
    booked: doublePrecision('booked').notNull(),
    available: doublePrecision('available').notNull(),
    requestsMape: doublePrecision('requests_mape'),
    impressionsMape: doublePrecision('impressions_mape'),
    /** The forecast had a backtest (its MAPEs may still be null: no held-out day with traffic). */
    backtested: boolean('backtested').notNull(),
    notEnoughHistory: boolean('not_enough_history').notNull(),
  },
  (t) => [
    uniqueIndex('saved_forecasts_network_name_unique').on(
      sql`coalesce(${t.networkId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('saved_forecasts_network_idx').on(t.networkId, t.id),
  ],
);
