import type { DeviceType, Platform } from '@adcast/domain/enumerations';
import type { TargetedApp, TargetedDomain } from '@adcast/domain/inventory/targeting';
import type { DayParting } from '@adcast/domain/inventory/targeting-day-parts';
import type { GeoPlaces } from '@adcast/domain/inventory/targeting-geo';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listIndexes } from './list-indexes';
import { networks } from './tenancy';

const EMPTY_PLACES = sql`'{"countries":[],"regions":[],"cities":[]}'::jsonb`;

/**
 * Targeting sets: which ad requests a placement takes. The apps and domains are kept as they were
 * when the set was saved (their bundle ids and urls), so matching a request reads this row alone.
 */
export const targetingSets = pgTable(
  'targeting_sets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    geoInclude: jsonb('geo_include').$type<GeoPlaces>().notNull().default(EMPTY_PLACES),
    geoExclude: jsonb('geo_exclude').$type<GeoPlaces>().notNull().default(EMPTY_PLACES),
    deviceTypes: integer('device_types')
      .array()
      .$type<DeviceType[]>()
      .notNull()
      .default(sql`'{}'::integer[]`),
    platforms: text('platforms').array().$type<Platform[]>().notNull().default(sql`'{}'::text[]`),
    apps: jsonb('apps').$type<TargetedApp[]>().notNull().default(sql`'[]'::jsonb`),
    bundleIds: text('bundle_ids').array().notNull().default(sql`'{}'::text[]`),
    domains: jsonb('domains').$type<TargetedDomain[]>().notNull().default(sql`'[]'::jsonb`),
    dayParting: jsonb('day_parting').$type<DayParting>().notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('targeting_sets_network_name_unique').on(
      sql`coalesce(${t.networkId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('targeting_sets_network_idx').on(t.networkId, t.status),
    ...listIndexes('targeting_sets', t.status, [t.id, t.networkId], {
      name: sql`lower(${t.name}) collate "C"`,
      created_on: t.createdOn,
    }),
  ],
);
