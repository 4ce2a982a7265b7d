import type { EntityStatus, PublicationStatus, SelectionScope, Tier } from '@adcast/domain/enumerations';
import { SUPPLY_PACKAGE_MESSAGES } from '@adcast/domain/marketplace/marketplace-messages';
import { SUPPLY_PACKAGE_CONTRACT } from '@adcast/domain/marketplace/supply-package-contract';
import type { Currency } from '@adcast/domain/record-fields';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { supplyPackages } from '../../../db/schema/marketplace';
import { targetingSets } from '../../../db/schema/targeting';
import { networks } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import { packagePlacementRefs, packageShareRefs, supplyPackageFilter } from '../../../db/supply-packages';
import { networkFilter } from '../../../http/scope-filter';
import { defineRecord } from '../../../records/definition';
import { networkOf } from '../../../records/network-choice';

/** Packages with their network's and targeting set's names, their placements and the networks they are offered to. */
const selectPackages = (db: Db) =>
  db
    .select({
      id: supplyPackages.id,
      name: supplyPackages.name,
      status: supplyPackages.status,
      networkId: supplyPackages.networkId,
      networkName: networks.name,
      publicationStatus: supplyPackages.publicationStatus,
      tier: supplyPackages.tier,
      floorCpm: supplyPackages.floorCpm,
      currency: supplyPackages.currency,
      selectionScope: supplyPackages.selectionScope,
      placements: packagePlacementRefs(),
      platforms: supplyPackages.platforms,
      countries: supplyPackages.countries,
      genreIds: supplyPackages.genreIds,
      targetingSetId: supplyPackages.targetingSetId,
      targetingSetName: targetingSets.name,
      sharedWith: packageShareRefs(),
      description: supplyPackages.description,
      createdOn: supplyPackages.createdOn,
      updatedOn: supplyPackages.updatedOn,
      version: supplyPackages.version,
    })
    .from(supplyPackages)
    .leftJoin(networks, eq(networks.id, supplyPackages.networkId))
    .leftJoin(targetingSets, eq(targetingSets.id, supplyPackages.targetingSetId))
    .$dynamic();

export const SUPPLY_PACKAGE = defineRecord(SUPPLY_PACKAGE_CONTRACT, {
  table: supplyPackages,
  select: selectPackages,
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status as EntityStatus,
    network: networkOf(row),
    publicationStatus: row.publicationStatus as PublicationStatus,
    tier: row.tier as Tier,
    floorCpm: row.floorCpm,
    currency: row.currency as Currency,
    selectionScope: row.selectionScope as SelectionScope,
    placements: row.placements,
    platforms: row.platforms,
    countries: row.countries,
    genreIds: row.genreIds,
    targetingSet:
      row.targetingSetId === null ? null : { id: row.targetingSetId, name: row.targetingSetName ?? '' },
    sharedWith: row.sharedWith,
    description: row.description,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  // A network user sees its network's packages; others those of the networks a picker asks for.
  visibleTo: (auth, networkIds) => networkFilter(supplyPackages.networkId, auth, networkIds),
  networkOf: (pkg) => pkg.network?.id ?? null,
  sortKeys: {
    name: textKey(supplyPackages.name),
    tier: supplyPackages.tier,
    floorCpm: supplyPackages.floorCpm,
    publicationStatus: supplyPackages.publicationStatus,
    status: supplyPackages.status,
    createdOn: supplyPackages.createdOn,
  },
  filter: supplyPackageFilter,
  search: { column: supplyPackages.name },
  unique: {
    constraint: 'supply_packages_network_name_unique',
    message: SUPPLY_PACKAGE_MESSAGES.duplicateName,
  },
});
