import { statusBulkEdit } from '../contracts/bulk-edit';
import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS, INTEGRATION_TYPE_OPTIONS } from '../enumerations';
import { MESSAGES } from '../messages';
import { DEFAULT_CONNECTION_SORT } from '../paging';
import { PICKER_LABELS } from '../picker-labels';
import {
  CONNECTION_LIST_FILTERS,
  CONNECTION_SORT_PROPERTIES,
  type Connection,
  ConnectionCountFilterSchema,
  type ConnectionInput,
  ConnectionInputSchema,
  ConnectionQuerySchema,
  ConnectionSchema,
  type ConnectionUpdate,
  ConnectionUpdateSchema,
  CONNECTION_COLUMN_LABELS as L,
} from './connections';
import { DEMAND_NOTICES as N } from './notices';
import { DEMAND_API, type PathId } from './paths';

/** A connection is addressed under its demand partner: its own calls need the partner's id. */
const underPartner =
  (path: (dpId: PathId, id: PathId) => string) =>
  (id: PathId, dpId?: PathId): string => {
    if (dpId === undefined) throw new Error('A connection is addressed under its demand partner');
    return path(dpId, id);
  };

/** Demand connections (part 2 §7 /api/dpconnection, /api/dp/{dpId}/connections): a partner's feeds of placements. */
export const CONNECTION_CONTRACT = recordContract<Connection, ConnectionInput, ConnectionUpdate>()({
  key: 'connections',
  entityType: 'CONNECTION',
  changeFields: L,
  labels: {
    one: 'Connection',
    what: 'connection',
    plural: 'Demand connections',
    list: 'Demand connections list',
    create: 'New connection',
  },
  nameOf: (connection) => connection.name,
  paths: {
    list: DEMAND_API.connections,
    counts: DEMAND_API.connectionCounts,
    one: underPartner(DEMAND_API.connection),
    archive: underPartner(DEMAND_API.archiveConnection),
    unarchive: underPartner(DEMAND_API.unarchiveConnection),
  },
  parent: {
    param: 'dpId',
    idOf: (connection) => connection.demandPartner.id,
    list: DEMAND_API.partnerConnections,
    counts: DEMAND_API.partnerConnectionCounts,
  },
  screens: {
    list: '/connections',
    create: '/demand/connections/create',
    record: '/demand/connection/$id/details',
  },
  permissions: {
    read: 'CONNECTIONS_READ',
    create: 'CONNECTIONS_CREATE',
    edit: 'CONNECTIONS_EDIT',
    archive: 'CONNECTIONS_ARCHIVE',
  },
  schemas: {
    dto: ConnectionSchema,
    input: ConnectionInputSchema,
    update: ConnectionUpdateSchema,
    list: ConnectionQuerySchema,
    counts: ConnectionCountFilterSchema,
  },
  sort: { properties: CONNECTION_SORT_PROPERTIES, default: DEFAULT_CONNECTION_SORT },
  searchParam: 'name',
  filters: CONNECTION_LIST_FILTERS,
  notices: {
    created: N.connectionCreated,
    updated: N.connectionUpdated,
    archived: N.connectionArchived,
    unarchived: N.connectionUnarchived,
    errorSave: N.errorConnectionSave,
    errorStatus: N.errorConnectionStatus,
    errorFetching: MESSAGES.errorFetchingDemandConnections,
  },
  inputOf: (connection) => ({
    name: connection.name,
    schainAsi: connection.schainAsi,
    integrationType: connection.integrationType,
    tmaxMs: connection.tmaxMs,
    status: connection.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    notes: connection.notes ?? '',
  }),
  exportColumns: [
    { label: L.name, value: (connection) => connection.name },
    { label: L.demandPartner, value: (connection) => connection.demandPartner.displayName },
    { label: L.placementCnt, value: (connection) => connection.placementCnt },
    { label: L.schainAsi, value: (connection) => connection.schainAsi },
    {
      label: L.integrationType,
      value: (connection) => optionLabel(INTEGRATION_TYPE_OPTIONS, connection.integrationType),
    },
    { label: L.tmaxMs, value: (connection) => connection.tmaxMs },
    {
      label: L.duplicateDpConnection,
      value: (connection) => (connection.duplicateDpConnection ? 'Yes' : 'No'),
    },
    { label: L.status, value: (connection) => optionLabel(ENTITY_STATUS_OPTIONS, connection.status) },
    { label: L.createdOn, value: (connection) => connection.createdOn },
    { label: L.notes, value: (connection) => connection.notes },
  ],
  bulkEdit: [statusBulkEdit(ConnectionUpdateSchema.shape.status)],
  picker: {
    label: PICKER_LABELS.connection,
    errorMessage: MESSAGES.errorConnectionAutocomplete,
    statuses: ['ACTIVE', 'INACTIVE'],
  },
  menu: 'connections',
  // A connection write changes its partner's connection count.
  alsoChanges: ['demand-partners'],
});
