import type { Platform } from '@adcast/domain/enumerations';
import type { RoutingRuleFields } from '@adcast/domain/marketplace/routing';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { placements } from './inventory';
import { listIndexes } from './list-indexes';
import { targetingSets } from './targeting';
import { networks } from './tenancy';

/** Supply packages: a named selection of inventory a sales team sells, at a floor, with its audience. */
export const supplyPackages = pgTable(
  'supply_packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    publicationStatus: text('publication_status').notNull().default('DRAFT'),
    tier: text('tier').notNull().default('STANDARD'),
    floorCpm: numeric('floor_cpm', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    selectionScope: text('selection_scope').notNull().default('SELECTED'),
    platforms: text('platforms').array().$type<Platform[]>().notNull().default(sql`'{}'::text[]`),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    genreIds: integer('genre_ids').array().notNull().default(sql`'{}'::integer[]`),
    targetingSetId: integer('targeting_set_id').references(() => targetingSets.id),
    description: text('description'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('supply_packages_network_name_unique').on(
      sql`coalesce(${t.networkId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('supply_packages_network_idx').on(t.networkId, t.status),
    ...listIndexes('supply_packages', t.status, [t.id, t.networkId], {
      name: sql`lower(${t.name}) collate "C"`,
      tier: t.tier,
      floor_cpm: t.floorCpm,
      publication_status: t.publicationStatus,
      created_on: t.createdOn,
    }),
  ],
);

/** The placements a SELECTED or NEW package names. */
export const supplyPackagePlacements = pgTable(
  'supply_package_placements',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => supplyPackages.id, { onDelete: 'cascade' }),
    placementId: integer('placement_id')
      .notNull()
      .references(() => placements.id),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.placementId] }),
    index('supply_package_placements_placement_idx').on(t.placementId),
  ],
);

/** The networks a published package is offered to on the marketplace. */
export const supplyPackageShares = pgTable(
  'supply_package_shares',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => supplyPackages.id, { onDelete: 'cascade' }),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.networkId] }),
    index('supply_package_shares_network_idx').on(t.networkId),
  ],
);

/** A network's marketplace routing rules, in priority order, saved whole (null network: the platform's own). */
export const marketplaceRoutingPlans = pgTable(
  'marketplace_routing_plans',
  {
    id: serial('id').primaryKey(),
    networkId: integer('network_id').references(() => networks.id),
    rules: jsonb('rules').$type<RoutingRuleFields[]>().notNull().default(sql`'[]'::jsonb`),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('marketplace_routing_plans_network_unique').on(sql`coalesce(${t.networkId}, 0)`)],
);
