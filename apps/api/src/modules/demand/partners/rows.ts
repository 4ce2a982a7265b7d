import type { DemandPartner, DemandPartnerSortProperty } from '@adcast/domain/demand/partners';
import type { EntityStatus, IntegrationType } from '@adcast/domain/enumerations';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { connectionStatusCounts, demandPartners } from '../../../db/schema/demand';
import { networks } from '../../../db/schema/tenancy';
import { type SortKeys, textKey } from '../../../db/sorting';
import type { AuthContext } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import { networkFilter } from '../../../http/scope-filter';
import type { TrackedRow } from '../../changelog/tracked-write';

/** From the counts the triggers keep on connections, so sorting partners by it reads no connection. */
const connectionCount = sql<number>`(select coalesce(sum(${connectionStatusCounts.n}), 0)
  from ${connectionStatusCounts} where ${connectionStatusCounts.demandPartnerId} = ${demandPartners.id})`.mapWith(
  Number,
);

export const partnerColumns = {
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
  connectionCount,
  createdOn: demandPartners.createdOn,
  updatedOn: demandPartners.updatedOn,
  version: demandPartners.version,
};

export const PARTNER_SORT_KEYS: SortKeys<DemandPartnerSortProperty> = {
  displayName: textKey(demandPartners.displayName),
  status: demandPartners.status,
  integrationType: demandPartners.integrationType,
  defaultBidFloor: demandPartners.defaultBidFloor,
  connectionCount,
  createdOn: demandPartners.createdOn,
  updatedOn: demandPartners.updatedOn,
};

type NetworkColumns = { networkId: number | null; networkName: string | null };
export const networkOf = (row: NetworkColumns) =>
  row.networkId === null ? null : { id: row.networkId, name: row.networkName ?? '' };

/** Partners with their network's name; the list, the picker and the loader start from it. */
export const selectPartners = (db: Db) =>
  db
    .select(partnerColumns)
    .from(demandPartners)
    .leftJoin(networks, eq(networks.id, demandPartners.networkId));

type PartnerRow = Awaited<ReturnType<typeof selectPartners>>[number];

export const toPartner = (row: PartnerRow): DemandPartner => ({
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
  createdOn: row.createdOn.toISOString(),
  updatedOn: row.updatedOn.toISOString(),
  version: row.version,
});

/** Partners the caller may see: a network user only its network's. */
export const partnersVisibleTo = (auth: AuthContext) => networkFilter(demandPartners.networkId, auth);

export async function loadPartner(db: Db, auth: AuthContext, id: number): Promise<DemandPartner> {
  const [row] = await selectPartners(db).where(and(eq(demandPartners.id, id), partnersVisibleTo(auth)));
  if (!row) throw notFound('Demand partner');
  return toPartner(row);
}

export const PARTNER_ROW: TrackedRow<DemandPartner, typeof demandPartners> = {
  entityType: 'DEMAND_PARTNER',
  what: 'demand partner',
  table: demandPartners,
  load: loadPartner,
  networkOf: (partner) => partner.network?.id ?? null,
};
