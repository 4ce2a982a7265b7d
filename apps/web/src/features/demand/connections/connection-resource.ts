import {
  CONNECTION_SORT_PROPERTIES,
  type Connection,
  type ConnectionInput,
  type ConnectionUpdate,
} from '@adcast/domain/demand/connections';
import { DEMAND_NOTICES } from '@adcast/domain/demand/notices';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { MESSAGES } from '@adcast/domain/messages';
import { DEFAULT_CONNECTION_SORT } from '@adcast/domain/paging';
import { recordResource } from '../../../resource/record-resource';

/** Part 1 §9 list defaults: createdOn descending, status ACTIVE, page size 10. */
export const connectionResource = recordResource<Connection, ConnectionInput, ConnectionUpdate>()({
  key: 'connections',
  what: 'connection',
  nameOf: (row) => row.name,
  labels: { plural: 'Demand connections', list: 'Demand connections list', create: 'New connection' },
  paths: {
    list: DEMAND_API.connections,
    counts: DEMAND_API.connectionCounts,
    record: (connection) => DEMAND_API.connection(connection.demandPartner.id, connection.id),
  },
  searchParam: 'name',
  sortProperties: CONNECTION_SORT_PROPERTIES,
  defaultSort: DEFAULT_CONNECTION_SORT,
  notices: {
    created: DEMAND_NOTICES.connectionCreated,
    updated: DEMAND_NOTICES.connectionUpdated,
    archived: DEMAND_NOTICES.connectionArchived,
    unarchived: DEMAND_NOTICES.connectionUnarchived,
    errorSave: DEMAND_NOTICES.errorConnectionSave,
    errorStatus: DEMAND_NOTICES.errorConnectionStatus,
    errorFetching: MESSAGES.errorFetchingDemandConnections,
  },
  bulkActions: ['ARCHIVE', 'UNARCHIVE'],
  permissions: { create: 'CONNECTIONS_CREATE', edit: 'CONNECTIONS_EDIT', archive: 'CONNECTIONS_ARCHIVE' },
  // A connection write changes its partner's connection count.
  alsoChanges: [['demand-partners']],
});
