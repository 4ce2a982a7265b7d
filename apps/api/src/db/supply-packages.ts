import type { SupplyPackageListFilter } from '@adcast/domain/marketplace/supply-packages';
import { and, arrayOverlaps, eq, gt, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { placements } from './schema/inventory';
import { supplyPackagePlacements, supplyPackageShares, supplyPackages } from './schema/marketplace';

type Ref = { id: number; name: string };

/** A package's named placements as { id, name }, by name. */
export const packagePlacementRefs = () =>
  sql<Ref[]>`coalesce((
    select json_agg(json_build_object('id', p.id, 'name', p.name) order by lower(p.name), p.id)
    from supply_package_placements l join placements p on p.id = l.placement_id
    where l.package_id = ${supplyPackages.id}), '[]'::json)`;

/** The networks a package is offered to as { id, name }, by name. */
export const packageShareRefs = () =>
  sql<Ref[]>`coalesce((
    select json_agg(json_build_object('id', n.id, 'name', n.name) order by lower(n.name), n.id)
    from supply_package_shares s join networks n on n.id = s.network_id
    where s.package_id = ${supplyPackages.id}), '[]'::json)`;

/** The marketplace's browse filters (platform, geo, genre, tier, publication, floor range). */
export function supplyPackageFilter(query: Partial<SupplyPackageListFilter>): SQL | undefined {
  return and(
    query.platforms?.length ? arrayOverlaps(supplyPackages.platforms, query.platforms) : undefined,
    query.countries?.length ? arrayOverlaps(supplyPackages.countries, query.countries) : undefined,
    query.genreIds?.length ? arrayOverlaps(supplyPackages.genreIds, query.genreIds) : undefined,
    query.tiers?.length ? inArray(supplyPackages.tier, query.tiers) : undefined,
    query.publicationStatuses?.length
      ? inArray(supplyPackages.publicationStatus, query.publicationStatuses)
      : undefined,
    query.floorMin === undefined ? undefined : gte(supplyPackages.floorCpm, query.floorMin),
    query.floorMax === undefined ? undefined : lte(supplyPackages.floorCpm, query.floorMax),
  );
}

/** Gives a package exactly these placements. */
export async function replacePackagePlacements(db: Db, packageId: number, placementIds: readonly number[]) {
  await db.delete(supplyPackagePlacements).where(eq(supplyPackagePlacements.packageId, packageId));
  if (placementIds.length > 0)
    await db
      .insert(supplyPackagePlacements)
      .values(placementIds.map((placementId) => ({ packageId, placementId })));
}

/** Offers a package to exactly these networks. */
export async function replacePackageShares(db: Db, packageId: number, networkIds: readonly number[]) {
  await db.delete(supplyPackageShares).where(eq(supplyPackageShares.packageId, packageId));
  if (networkIds.length > 0)
    await db.insert(supplyPackageShares).values(networkIds.map((networkId) => ({ packageId, networkId })));
}

export type PackageSelection = {
  id: number;
  networkId: number | null;
  selectionScope: string;
  createdOn: string;
};

/**
 * The active placements a package sells now: those it names (SELECTED), every one of its network
 * (ALL), or those it names plus any its network gained since the package was made (NEW).
 */
export async function activePlacementsOf(db: Db, pkg: PackageSelection): Promise<number[]> {
  const named = inArray(
    placements.id,
    db
      .select({ id: supplyPackagePlacements.placementId })
      .from(supplyPackagePlacements)
      .where(eq(supplyPackagePlacements.packageId, pkg.id)),
  );
  const inNetwork = pkg.networkId === null ? undefined : eq(placements.networkId, pkg.networkId);
  const chosen =
    pkg.selectionScope === 'ALL'
      ? inNetwork
      : pkg.selectionScope === 'NEW'
        ? or(named, and(inNetwork, gt(placements.createdOn, new Date(pkg.createdOn))))
        : named;
  const rows = await db
    .select({ id: placements.id })
    .from(placements)
    .where(and(eq(placements.status, 'ACTIVE'), chosen))
    .orderBy(placements.id);
  return rows.map((row) => row.id);
}

/** Active placements of a network (null: those without one): what routing may leave unrouted. */
export async function activePlacementsOfNetwork(db: Db, networkId: number | null): Promise<number[]> {
  const rows = await db
    .select({ id: placements.id })
    .from(placements)
    .where(
      and(
        eq(placements.status, 'ACTIVE'),
        networkId === null ? sql`${placements.networkId} is null` : eq(placements.networkId, networkId),
      ),
    )
    .orderBy(placements.id);
  return rows.map((row) => row.id);
}
