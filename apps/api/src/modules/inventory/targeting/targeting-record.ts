import type { EntityStatus } from '@adcast/domain/enumerations';
import { TARGETING_MESSAGES, type TargetingSet } from '@adcast/domain/inventory/targeting';
import { TARGETING_CONTRACT } from '@adcast/domain/inventory/targeting-contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { targetingSets } from '../../../db/schema/targeting';
import { networks } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import { networkFilter } from '../../../http/scope-filter';
import { defineRecord } from '../../../records/definition';
import { networkOf } from '../../../records/network-choice';

const selectTargetingSets = (db: Db) =>
  db
    .select({
      id: targetingSets.id,
      name: targetingSets.name,
      status: targetingSets.status,
      networkId: targetingSets.networkId,
      networkName: networks.name,
      geoInclude: targetingSets.geoInclude,
      geoExclude: targetingSets.geoExclude,
      deviceTypes: targetingSets.deviceTypes,
      platforms: targetingSets.platforms,
      apps: targetingSets.apps,
      bundleIds: targetingSets.bundleIds,
      domains: targetingSets.domains,
      dayParting: targetingSets.dayParting,
      createdOn: targetingSets.createdOn,
      updatedOn: targetingSets.updatedOn,
      version: targetingSets.version,
    })
    .from(targetingSets)
    .leftJoin(networks, eq(networks.id, targetingSets.networkId))
    .$dynamic();

export const TARGETING = defineRecord(TARGETING_CONTRACT, {
  table: targetingSets,
  select: selectTargetingSets,
  toDto: (row): TargetingSet => ({
    id: row.id,
    name: row.name,
    status: row.status as EntityStatus,
    network: networkOf(row),
    geo: { include: row.geoInclude, exclude: row.geoExclude },
    deviceTypes: row.deviceTypes,
    platforms: row.platforms,
    apps: row.apps,
    bundleIds: row.bundleIds,
    domains: row.domains,
    dayParting: row.dayParting,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  visibleTo: (auth, networkIds) => networkFilter(targetingSets.networkId, auth, networkIds),
  networkOf: (set) => set.network?.id ?? null,
  sortKeys: {
    name: textKey(targetingSets.name),
    status: targetingSets.status,
    createdOn: targetingSets.createdOn,
  },
  search: { column: targetingSets.name },
  unique: { constraint: 'targeting_sets_network_name_unique', message: TARGETING_MESSAGES.duplicate },
});
