import type { ConnectionCallDay } from '@adcast/domain/decisioning/partner-calls';
import type { Connection, ConnectionInput } from '@adcast/domain/demand/connections';
import { DEMAND_NOTICES } from '@adcast/domain/demand/notices';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { EntityStatusSchema } from '@adcast/domain/enumerations';
import type { Placement } from '@adcast/domain/inventory/placements';
import { MESSAGES } from '@adcast/domain/messages';
import { type Page, PICKER_PAGE_SIZE, type SortDirection } from '@adcast/domain/paging';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { pageQuery } from '../../../api/list-queries';
import { toastingErrors } from '../../../api/notify-error';
import type { WriteRequest } from '../../../resource/write-api';
import { connectionResource } from './connection-resource';

const CONNECTIONS_KEY = [connectionResource.key] as const;

export interface PlacementsPaging {
  page: number;
  size: number;
  sortProperty: string;
  sortDirection: SortDirection;
}

/** Part 1 §2 placements dialog: the connection's placements, a page at a time. */
export const useConnectionPlacements = (connection: Connection, paging: PlacementsPaging) =>
  useQuery(
    pageQuery<Placement>(
      CONNECTIONS_KEY,
      DEMAND_API.connectionPlacements(connection.demandPartner.id, connection.id),
      { ...paging },
      MESSAGES.errorFetchingDemandPartnerPlacement,
    ),
  );

/** The ids of every placement of the connection, for the placement picker. */
export const useAssignedPlacementIds = (connection: Connection) =>
  useQuery({
    queryKey: [...CONNECTIONS_KEY, 'assigned', connection.id, connection.version],
    queryFn: toastingErrors(MESSAGES.errorFetchingDemandPartnerPlacement, async () => {
      const page = await api.get<Page<Placement>>(
        DEMAND_API.connectionPlacements(connection.demandPartner.id, connection.id),
        { query: { page: 0, size: PICKER_PAGE_SIZE } },
      );
      return page.content.map((placement) => placement.id);
    }),
  });

/** What the tag's calls to the connection came to per UTC day, the latest first. */
export const useConnectionCalls = (connection: Connection) =>
  useQuery({
    queryKey: [...CONNECTIONS_KEY, 'calls', connection.id],
    queryFn: toastingErrors(DEMAND_NOTICES.errorFetchingCalls, () =>
      api.get<ConnectionCallDay[]>(DEMAND_API.connectionCalls(connection.demandPartner.id, connection.id)),
    ),
  });

/** The partner's connection names a copy of `source` could clash with, in every status. */
export const useCopyNamesTaken = (source: Connection) =>
  useQuery({
    queryKey: [...CONNECTIONS_KEY, 'copy-names', source.demandPartner.id, source.name],
    queryFn: toastingErrors(MESSAGES.errorFetchingDemandConnections, async () => {
      const page = await api.get<Page<Connection>>(DEMAND_API.partnerConnections(source.demandPartner.id), {
        query: {
          name: `${source.name} (copy`,
          status: EntityStatusSchema.options,
          page: 0,
          size: PICKER_PAGE_SIZE,
        },
      });
      return page.content.map((connection) => connection.name);
    }),
  });

/** What only connections write: the create under a partner (a duplicate with `duplicateOf`) and the placements. */
export const connectionWrites = {
  /** With `duplicateOf` the server copies that connection's placements. */
  create: (dpId: number, input: ConnectionInput): WriteRequest => ({
    method: 'POST',
    path: DEMAND_API.partnerConnections(dpId),
    body: input,
    notice:
      input.duplicateOf === undefined
        ? DEMAND_NOTICES.connectionCreated
        : DEMAND_NOTICES.connectionDuplicated,
    fallback: DEMAND_NOTICES.errorConnectionSave,
  }),
  /** Sets exactly these placements on the connection. */
  placements: (connection: Connection, placementIds: number[]): WriteRequest => ({
    method: 'PUT',
    path: DEMAND_API.connectionPlacements(connection.demandPartner.id, connection.id),
    body: { placementIds, version: connection.version },
    notice: DEMAND_NOTICES.placementsAssigned,
    fallback: DEMAND_NOTICES.errorAssignPlacements,
  }),
};
