import { CONNECTION_CONTRACT } from '@adcast/domain/demand/connection-contract';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import type { EntityStatus, IntegrationType } from '@adcast/domain/enumerations';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { connections } from '../../../db/schema/demand';
import { networks } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import { networkFilter } from '../../../http/scope-filter';
import { defineRecord } from '../../../records/definition';
import { networkOf } from '../../../records/network-choice';
import { KEPT_CONNECTION_COUNTS } from './counts';

export const CONNECTION = defineRecord(CONNECTION_CONTRACT, {
  tag: 'connections',
  table: connections,
  /** Connections with their network's name: the list reads only this table (and the few networks). */
  select: (db: Db) =>
    db
      .select({
        id: connections.id,
        name: connections.name,
        demandPartnerId: connections.demandPartnerId,
        dpDisplayName: connections.dpDisplayName,
        networkId: connections.networkId,
        networkName: networks.name,
        placementCnt: connections.placementCnt,
        schainAsi: connections.schainAsi,
        integrationType: connections.integrationType,
        duplicateDpConnection: connections.duplicateDpConnection,
        duplicatedFromId: connections.duplicatedFromId,
        tmaxMs: connections.tmaxMs,
        createdOn: connections.createdOn,
        updatedOn: connections.updatedOn,
        notes: connections.notes,
        status: connections.status,
        version: connections.version,
      })
      .from(connections)
      .leftJoin(networks, eq(networks.id, connections.networkId))
      .$dynamic(),
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    demandPartner: { id: row.demandPartnerId, displayName: row.dpDisplayName },
    network: networkOf(row),
    placementCnt: row.placementCnt,
    schainAsi: row.schainAsi,
    integrationType: row.integrationType as IntegrationType,
    duplicateDpConnection: row.duplicateDpConnection,
    duplicatedFromId: row.duplicatedFromId,
    tmaxMs: row.tmaxMs,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    notes: row.notes,
    status: row.status as EntityStatus,
    version: row.version,
  }),
  visibleTo: (auth, networkIds) => networkFilter(connections.networkId, auth, networkIds),
  networkOf: (connection) => connection.network?.id ?? null,
  // Each key has an index of its own (key, id), so a page is an index walk; the partner's name is the copy kept here.
  sortKeys: {
    name: textKey(connections.name),
    demandPartner: textKey(connections.dpDisplayName),
    placementCnt: connections.placementCnt,
    schainAsi: textKey(connections.schainAsi),
    integrationType: connections.integrationType,
    duplicateDpConnection: connections.duplicateDpConnection,
    createdOn: connections.createdOn,
    status: connections.status,
  },
  search: { column: connections.name, shortTermIndex: true },
  filterColumns: { dpIds: connections.demandPartnerId, integrationTypes: connections.integrationType },
  list: {
    large: true,
    parentWhere: (parent) =>
      parent.dpId === undefined ? undefined : eq(connections.demandPartnerId, parent.dpId),
    kept: KEPT_CONNECTION_COUNTS,
    words: { words: 'connection_name_words', vocabulary: 'connection_name_vocabulary', sortProperty: 'name' },
  },
  unique: { constraint: 'connections_partner_name_unique', message: DEMAND_MESSAGES.duplicateConnectionName },
});
