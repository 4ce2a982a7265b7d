import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { channels } from './schema/media';
import { channelBundles, squeezebackSources, taxonomyGenres } from './schema/taxonomy';
import { networks } from './schema/tenancy';

type Ref = { id: number; name: string };

const parentGenres = alias(taxonomyGenres, 'parent_genres');

/** Genres with their network's and parent's names and how many subgenres they hold. */
export const selectGenres = (db: Db) =>
  db
    .select({
      id: taxonomyGenres.id,
      name: taxonomyGenres.name,
      status: taxonomyGenres.status,
      networkId: taxonomyGenres.networkId,
      networkName: networks.name,
      parentId: taxonomyGenres.parentId,
      parentName: parentGenres.name,
      iabCategoryId: taxonomyGenres.iabCategoryId,
      subgenreCount: sql<number>`(select count(*)::int from taxonomy_genres s where s.parent_id = ${taxonomyGenres.id})`,
      notes: taxonomyGenres.notes,
      createdOn: taxonomyGenres.createdOn,
      updatedOn: taxonomyGenres.updatedOn,
      version: taxonomyGenres.version,
    })
    .from(taxonomyGenres)
    .leftJoin(networks, eq(networks.id, taxonomyGenres.networkId))
    .leftJoin(parentGenres, eq(parentGenres.id, taxonomyGenres.parentId))
    .$dynamic();

const parentBundles = alias(channelBundles, 'parent_bundles');

/** The rows of `table` named in the id array column, as { id, name } by name. */
const refsOf = (table: 'channels' | 'apps', nameColumn: 'title' | 'name', ids: AnyPgColumn) =>
  sql<Ref[]>`coalesce((
    select json_agg(json_build_object('id', t.id, 'name', t.${sql.raw(nameColumn)}) order by lower(t.${sql.raw(nameColumn)}), t.id)
    from ${sql.raw(table)} t where t.id = any(${ids})), '[]'::json)`;

/** Bundles with their network, their parent's name and terms, and their channels' and apps' names. */
export const selectChannelBundles = (db: Db) =>
  db
    .select({
      id: channelBundles.id,
      name: channelBundles.name,
      status: channelBundles.status,
      networkId: channelBundles.networkId,
      networkName: networks.name,
      parentId: channelBundles.parentId,
      parentName: parentBundles.name,
      parentRevenueShare: parentBundles.bundleRevenueShare,
      parentCpm: parentBundles.bundleCpm,
      bundleRevenueShare: channelBundles.bundleRevenueShare,
      bundleCpm: channelBundles.bundleCpm,
      channels: refsOf('channels', 'title', channelBundles.channelIds),
      apps: refsOf('apps', 'name', channelBundles.appIds),
      notes: channelBundles.notes,
      createdOn: channelBundles.createdOn,
      updatedOn: channelBundles.updatedOn,
      version: channelBundles.version,
    })
    .from(channelBundles)
    .leftJoin(networks, eq(networks.id, channelBundles.networkId))
    .leftJoin(parentBundles, eq(parentBundles.id, channelBundles.parentId))
    .$dynamic();

/** Sources with their network's and channel's names. */
export const selectSources = (db: Db) =>
  db
    .select({
      id: squeezebackSources.id,
      name: squeezebackSources.name,
      status: squeezebackSources.status,
      networkId: squeezebackSources.networkId,
      networkName: networks.name,
      hlsUrl: squeezebackSources.hlsUrl,
      channelId: squeezebackSources.channelId,
      channelName: channels.title,
      layout: squeezebackSources.layout,
      schedule: squeezebackSources.schedule,
      notes: squeezebackSources.notes,
      createdOn: squeezebackSources.createdOn,
      updatedOn: squeezebackSources.updatedOn,
      version: squeezebackSources.version,
    })
    .from(squeezebackSources)
    .leftJoin(networks, eq(networks.id, squeezebackSources.networkId))
    .leftJoin(channels, eq(channels.id, squeezebackSources.channelId))
    .$dynamic();

/** The active squeezeback sources of a channel, with what its live playlist marks of them. */
export const channelSqueezebacks = (db: Db, channelId: number) =>
  db
    .select({
      id: squeezebackSources.id,
      name: squeezebackSources.name,
      layout: squeezebackSources.layout,
      schedule: squeezebackSources.schedule,
      version: squeezebackSources.version,
    })
    .from(squeezebackSources)
    .where(and(eq(squeezebackSources.channelId, channelId), eq(squeezebackSources.status, 'ACTIVE')))
    .orderBy(squeezebackSources.id);

export type TreeTable = typeof taxonomyGenres | typeof channelBundles;

/** A genre or bundle row of a tree table: its parent and network, to check a new parent against. */
export async function treeNode(
  db: Db,
  table: TreeTable,
  id: number,
  visible: SQL | undefined,
): Promise<{ id: number; parentId: number | null; networkId: number | null } | undefined> {
  const [row] = await db
    .select({ id: table.id, parentId: table.parentId, networkId: table.networkId })
    .from(table)
    .where(and(eq(table.id, id), visible));
  return row;
}

/** Whether a genre or bundle has children (other than itself). */
export async function hasChildren(db: Db, table: TreeTable, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.parentId, id), ne(table.id, id)))
    .limit(1);
  return row !== undefined;
}
