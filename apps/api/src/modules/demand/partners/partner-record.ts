import { PARTNER_CONTRACT } from '@adcast/domain/demand/partner-contract';
import type { EntityStatus, IntegrationType } from '@adcast/domain/enumerations';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { demandPartners } from '../../../db/schema/demand';
import { networks } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import { supplyChainFilterWhere } from '../../../db/supply-chain-flags';
import type { AuthContext } from '../../../http/auth';
import { networkFilter } from '../../../http/scope-filter';
import { defineRecord } from '../../../records/definition';
import { networkOf } from '../../../records/network-choice';
import { loadRecord } from '../../../records/rows';

/** Partners the caller may see: a network user only its network's. */
export const partnersVisibleTo = (auth: AuthContext, networkIds?: number[]) =>
  networkFilter(demandPartners.networkId, auth, networkIds);

export const PARTNER = defineRecord(PARTNER_CONTRACT, {
  table: demandPartners,
  select: (db: Db) =>
    db
      .select({
        id: demandPartners.id,
        displayName: demandPartners.displayName,
        status: demandPartners.status,
        networkId: demandPartners.networkId,
        networkName: networks.name,
        integrationType: demandPartners.integrationType,
        endpointUrl: demandPartners.endpointUrl,
        vastTagUrl: demandPartners.vastTagUrl,
        defaultBidFloor: demandPartners.defaultBidFloor,
        notes: demandPartners.notes,
        connectionCount: demandPartners.connectionCount,
        discrepancyThresholdPct: demandPartners.discrepancyThresholdPct,
        discrepancyFlaggedOn: demandPartners.discrepancyFlaggedOn,
        createdOn: demandPartners.createdOn,
        updatedOn: demandPartners.updatedOn,
        version: demandPartners.version,
      })
      .from(demandPartners)
      .leftJoin(networks, eq(networks.id, demandPartners.networkId))
      .$dynamic(),
  toDto: (row) => ({
    id: row.id,
    displayName: row.displayName,
    status: row.status as EntityStatus,
    network: networkOf(row),
    integrationType: row.integrationType as IntegrationType,
    endpointUrl: row.endpointUrl,
    vastTagUrl: row.vastTagUrl,
    defaultBidFloor: row.defaultBidFloor,
    notes: row.notes,
    connectionCount: row.connectionCount,
    discrepancyThresholdPct: row.discrepancyThresholdPct,
    discrepancyFlaggedOn: row.discrepancyFlaggedOn,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  // Network users see their network's partners; the list takes no networkIds filter.
  visibleTo: (auth) => partnersVisibleTo(auth),
  networkOf: (partner) => partner.network?.id ?? null,
  sortKeys: {
    displayName: textKey(demandPartners.displayName),
    status: demandPartners.status,
    integrationType: demandPartners.integrationType,
    defaultBidFloor: demandPartners.defaultBidFloor,
    connectionCount: demandPartners.connectionCount,
    createdOn: demandPartners.createdOn,
    updatedOn: demandPartners.updatedOn,
  },
  search: { column: demandPartners.displayName, shortTermIndex: true },
  filter: (query) => supplyChainFilterWhere('PARTNER', demandPartners.id, query.supplyChain),
});

export const loadPartner = (db: Db, auth: AuthContext, id: number) => loadRecord(db, auth, PARTNER, id);
