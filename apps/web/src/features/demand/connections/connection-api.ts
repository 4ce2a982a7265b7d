import type { Connection } from '@adcast/domain/demand/connections';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { EntityStatusSchema } from '@adcast/domain/enumerations';
import type { Placement } from '@adcast/domain/inventory/placements';
import { MESSAGES } from '@adcast/domain/messages';
import { type Page, PICKER_PAGE_SIZE, type SortDirection } from '@adcast/domain/paging';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { pageQuery, statusCountsQuery } from '../../../api/list-queries';
import { toastingErrors } from '../../../api/notify-error';
import { type ListState, toListQuery } from '../../../ui/list-search';

export const CONNECTIONS_KEY = ['connections'] as const;

/** Part 1 §2: all connections, or one demand partner's when `dpId` is given. */
export const useConnectionPage = (state: ListState, dpId?: number) =>
  useQuery(
    pageQuery<Connection>(
      CONNECTIONS_KEY,
      dpId === undefined ? DEMAND_API.connections : DEMAND_API.partnerConnections(dpId),
      toListQuery(state, 'name'),
      MESSAGES.errorFetchingDemandConnections,
    ),
  );

export const useConnectionCounts = (name: string, dpId?: number) =>
  useQuery(
    statusCountsQuery(
      CONNECTIONS_KEY,
      dpId === undefined ? DEMAND_API.connectionCounts : DEMAND_API.partnerConnectionCounts(dpId),
      { name },
      MESSAGES.errorFetchingDemandConnections,
    ),
  );

/** One connection by id alone (the details and duplicate routes carry no partner id): the list call with `ids`. */
export const useConnection = (id: number) =>
  useQuery({
    queryKey: [...CONNECTIONS_KEY, 'one', id],
    queryFn: toastingErrors(MESSAGES.errorFetchingDemandConnections, async () => {
      const page = await api.get<Page<Connection>>(DEMAND_API.connections, {
        query: { ids: [id], status: EntityStatusSchema.options, size: 5 },
      });
      return page.content[0] ?? null;
    }),
  });

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
