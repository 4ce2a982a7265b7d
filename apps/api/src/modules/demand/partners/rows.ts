import {
  DemandPartnerCountFilterSchema,
  DemandPartnerListFilterSchema,
  DemandPartnerSchema,
  PARTNER_COLUMN_LABELS as L,
} from '@adcast/domain/demand/partners';
import {
  ENTITY_STATUS_OPTIONS,
  type EntityStatus,
  INTEGRATION_TYPE_OPTIONS,
  type IntegrationType,
} from '@adcast/domain/enumerations';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { demandPartners } from '../../../db/schema/demand';
import { networks } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import type { AuthContext } from '../../../http/auth';
import { networkFilter } from '../../../http/scope-filter';
import { optionLabel } from '../../../records/csv';
import { defineLegacyRecord } from '../../../records/definition';
import { networkOf } from '../../../records/network-choice';
import { loadRecord } from '../../../records/rows';

/** Partners the caller may see: a network user only its network's. */
export const partnersVisibleTo = (auth: AuthContext, networkIds?: number[]) =>
  networkFilter(demandPartners.networkId, auth, networkIds);

export const PARTNER = defineLegacyRecord({
  what: 'demand partner',
  label: 'Demand partner',
  title: (partner) => partner.displayName,
  exportColumns: [
    { label: L.name, value: (partner) => partner.displayName },
    { label: L.status, value: (partner) => optionLabel(ENTITY_STATUS_OPTIONS, partner.status) },
    { label: L.network, value: (partner) => partner.network?.name ?? null },
    {
      label: L.integrationType,
      value: (partner) => optionLabel(INTEGRATION_TYPE_OPTIONS, partner.integrationType),
    },
    { label: L.defaultBidFloor, value: (partner) => partner.defaultBidFloor },
    { label: L.connectionCount, value: (partner) => partner.connectionCount },
    { label: L.createdOn, value: (partner) => partner.createdOn },
  ],
  entityType: 'DEMAND_PARTNER',
  tag: 'demand partners',
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
  search: { param: 'displayName', column: demandPartners.displayName, shortTermIndex: true },
  permissions: {
    read: 'DEMAND_PARTNERS_READ',
    create: 'DEMAND_PARTNERS_CREATE',
    edit: 'DEMAND_PARTNERS_EDIT',
    archive: 'DEMAND_PARTNERS_ARCHIVE',
  },
  schemas: {
    dto: DemandPartnerSchema,
    list: DemandPartnerListFilterSchema,
    counts: DemandPartnerCountFilterSchema,
  },
});

export const loadPartner = (db: Db, auth: AuthContext, id: number) => loadRecord(db, auth, PARTNER, id);
