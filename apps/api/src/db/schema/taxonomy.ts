import type { DayParting } from '@adcast/domain/inventory/targeting-day-parts';
import type { EpgKeyword } from '@adcast/domain/keyword-packages/epg-keywords';
import type { SqueezeLayout } from '@adcast/domain/squeezeback/layout';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listIndexes } from './list-indexes';
import { channels } from './media';
import { networks } from './tenancy';

const versioned = () => ({
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** The genre tree: top-level genres and their subgenres, each mapped to an IAB Content Taxonomy category. */
export const taxonomyGenres = pgTable(
  'taxonomy_genres',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    parentId: integer('parent_id').references((): AnyPgColumn => taxonomyGenres.id),
    iabCategoryId: text('iab_category_id'),
    notes: text('notes'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('taxonomy_genres_name_unique').on(
      sql`coalesce(${t.networkId}, 0)`,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('taxonomy_genres_parent_idx').on(t.parentId),
    index('taxonomy_genres_network_idx').on(t.networkId, t.status),
    ...listIndexes('taxonomy_genres', t.status, [t.id, t.networkId], {
      name: sql`lower(${t.name}) collate "C"`,
      created_on: t.createdOn,
    }),
  ],
);

/** Named sets of programme guide keywords for contextual targeting. */
export const keywordPackages = pgTable(
  'keyword_packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    keywords: jsonb('keywords').$type<EpgKeyword[]>().notNull().default(sql`'[]'::jsonb`),
    notes: text('notes'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('keyword_packages_name_unique').on(sql`coalesce(${t.networkId}, 0)`, sql`lower(${t.name})`),
    index('keyword_packages_network_idx').on(t.networkId, t.status),
    ...listIndexes('keyword_packages', t.status, [t.id, t.networkId], {
      name: sql`lower(${t.name}) collate "C"`,
      created_on: t.createdOn,
    }),
  ],
);

/** Channels and apps sold together; a child bundle's own terms win over its parent's. */
export const channelBundles = pgTable(
  'channel_bundles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    parentId: integer('parent_id').references((): AnyPgColumn => channelBundles.id),
    bundleRevenueShare: numeric('bundle_revenue_share', { precision: 5, scale: 2, mode: 'number' }),
    bundleCpm: numeric('bundle_cpm', { precision: 12, scale: 2, mode: 'number' }),
    channelIds: integer('channel_ids').array().notNull().default(sql`'{}'::integer[]`),
    appIds: integer('app_ids').array().notNull().default(sql`'{}'::integer[]`),
    notes: text('notes'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('channel_bundles_name_unique').on(sql`coalesce(${t.networkId}, 0)`, sql`lower(${t.name})`),
    index('channel_bundles_parent_idx').on(t.parentId),
    index('channel_bundles_network_idx').on(t.networkId, t.status),
    ...listIndexes('channel_bundles', t.status, [t.id, t.networkId], {
      name: sql`lower(${t.name}) collate "C"`,
      bundle_revenue_share: t.bundleRevenueShare,
      bundle_cpm: t.bundleCpm,
      created_on: t.createdOn,
    }),
  ],
);

/** Live sources whose picture is squeezed into a corner for an L-shaped ad. */
export const squeezebackSources = pgTable(
  'squeezeback_sources',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    hlsUrl: text('hls_url').notNull(),
    channelId: integer('channel_id').references(() => channels.id),
    layout: jsonb('layout').$type<SqueezeLayout>().notNull(),
    schedule: jsonb('schedule').$type<DayParting>().notNull(),
    notes: text('notes'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('squeezeback_sources_name_unique').on(
      sql`coalesce(${t.networkId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('squeezeback_sources_network_idx').on(t.networkId, t.status),
    ...listIndexes('squeezeback_sources', t.status, [t.id, t.networkId], {
      name: sql`lower(${t.name}) collate "C"`,
      created_on: t.createdOn,
    }),
  ],
);
