import {
  ConnectionCountFilterSchema,
  ConnectionQuerySchema,
  ConnectionSchema,
  CONNECTION_COLUMN_LABELS as L,
} from '@adcast/domain/demand/connections';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import {
  ENTITY_STATUS_OPTIONS,
  type EntityStatus,
  INTEGRATION_TYPE_OPTIONS,
  type IntegrationType,
} from '@adcast/domain/enumerations';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { connections } from '../../../db/schema/demand';
import { networks } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import { networkFilter } from '../../../http/scope-filter';
import { optionLabel } from '../../../records/csv';
import { defineRecord } from '../../../records/definition';
import { networkOf } from '../../../records/network-choice';
import { KEPT_CONNECTION_COUNTS } from './counts';

export const CONNECTION = defineRecord({
  what: 'connection',
  label: 'Connection',
  title: (connection) => connection.name,
  exportColumns: [
    { label: L.name, value: (connection) => connection.name },
    { label: L.demandPartner, value: (connection) => connection.demandPartner.displayName },
    { label: L.placementCnt, value: (connection) => connection.placementCnt },
    { label: L.schainAsi, value: (connection) => connection.schainAsi },
    {
      label: L.integrationType,
      value: (connection) => optionLabel(INTEGRATION_TYPE_OPTIONS, connection.integrationType),
    },
    {
      label: L.duplicateDpConnection,
      value: (connection) => (connection.duplicateDpConnection ? 'Yes' : 'No'),
    },
    { label: L.status, value: (connection) => optionLabel(ENTITY_STATUS_OPTIONS, connection.status) },
    { label: L.createdOn, value: (connection) => connection.createdOn },
    { label: L.notes, value: (connection) => connection.notes },
  ],
  entityType: 'CONNECTION',
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
  search: { param: 'name', column: connections.name, shortTermIndex: true },
  list: {
    large: true,
    parentWhere: (parent) =>
      parent.dpId === undefined ? undefined : eq(connections.demandPartnerId, parent.dpId),
    kept: KEPT_CONNECTION_COUNTS,
    words: { words: 'connection_name_words', vocabulary: 'connection_name_vocabulary', sortProperty: 'name' },
  },
  unique: { constraint: 'connections_partner_name_unique', message: DEMAND_MESSAGES.duplicateConnectionName },
  permissions: {
    read: 'CONNECTIONS_READ',
    create: 'CONNECTIONS_CREATE',
    edit: 'CONNECTIONS_EDIT',
    archive: 'CONNECTIONS_ARCHIVE',
  },
  schemas: { dto: ConnectionSchema, list: ConnectionQuerySchema, counts: ConnectionCountFilterSchema },
});
