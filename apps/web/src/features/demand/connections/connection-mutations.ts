import type { Connection, ConnectionInput, ConnectionUpdate } from '@adcast/domain/demand/connections';
import { DEMAND_NOTICES } from '@adcast/domain/demand/notices';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { useWrite, type WriteRequest } from '../../../api/use-write';
import { PARTNERS_KEY } from '../partners/partner-api';
import { CONNECTIONS_KEY } from './connection-api';

const saved = { fallback: DEMAND_NOTICES.errorConnectionSave };
const pathOf = (connection: Connection) => [connection.demandPartner.id, connection.id] as const;

export const connectionWrites = {
  /** Create; with `duplicateOf` the server copies that connection's placements. */
  create: (dpId: number, input: ConnectionInput): WriteRequest => ({
    ...saved,
    method: 'POST',
    path: DEMAND_API.partnerConnections(dpId),
    body: input,
    notice:
      input.duplicateOf === undefined
        ? DEMAND_NOTICES.connectionCreated
        : DEMAND_NOTICES.connectionDuplicated,
  }),
  update: (connection: Connection, input: ConnectionUpdate): WriteRequest => ({
    ...saved,
    method: 'PUT',
    path: DEMAND_API.connection(...pathOf(connection)),
    body: input,
    notice: DEMAND_NOTICES.connectionUpdated,
  }),
  archive: (connection: Connection, archive: boolean): WriteRequest => ({
    method: 'PUT',
    path: (archive ? DEMAND_API.archiveConnection : DEMAND_API.unarchiveConnection)(...pathOf(connection)),
    body: { version: connection.version },
    notice: archive ? DEMAND_NOTICES.connectionArchived : DEMAND_NOTICES.connectionUnarchived,
    fallback: DEMAND_NOTICES.errorConnectionStatus,
  }),
  /** Sets exactly these placements on the connection. */
  placements: (connection: Connection, placementIds: number[]): WriteRequest => ({
    method: 'PUT',
    path: DEMAND_API.connectionPlacements(...pathOf(connection)),
    body: { placementIds, version: connection.version },
    notice: DEMAND_NOTICES.placementsAssigned,
    fallback: DEMAND_NOTICES.errorAssignPlacements,
  }),
};

/** Connection writes also change the partners' connection counts. */
export const CONNECTION_WRITE_KEYS = [CONNECTIONS_KEY, PARTNERS_KEY];
export const useConnectionWrite = () => useWrite<Connection>(CONNECTION_WRITE_KEYS);
