import type { Connection, ConnectionSortProperty } from '@adcast/domain/demand/connections';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { RecordList } from '../../../resource/record-list';
import { useCan } from '../../../session/can';
import type { ListRoute } from '../../../ui/list-search';
import type { RowAction } from '../../../ui/row-actions-menu';
import { connectionColumns } from './connection-columns';
import { ConnectionPlacementsDialog } from './connection-placements-dialog';
import { connectionResource } from './connection-resource';

export interface ConnectionsListProps {
  /** The standalone list's route or the partner details route; both validate the list's search. */
  route: ListRoute<ConnectionSortProperty>;
  /** Inside a demand partner's details: only that partner's connections. */
  dpId?: number;
  action?: ReactNode;
}

/** Part 1 §2: the demand connections list, standalone or inside a partner's details. */
export function ConnectionsList({ route, dpId, action }: ConnectionsListProps) {
  const can = useCan();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Connection | null>(null);

  const actionsOf = (row: Connection): RowAction[] => [
    ...(can('CONNECTIONS_EDIT')
      ? [
          {
            label: 'Edit',
            onSelect: () =>
              navigate({
                to: '/demand/details/$dpId/connections/edit/$id',
                params: { dpId: row.demandPartner.id, id: row.id },
              }),
          },
        ]
      : []),
    ...(can('CONNECTIONS_DUPLICATE')
      ? [
          {
            label: 'Duplicate',
            onSelect: () => navigate({ to: '/demand/connections/create/$id', params: { id: row.id } }),
          },
        ]
      : []),
  ];

  return (
    <>
      <RecordList
        resource={connectionResource}
        route={route}
        action={action}
        paths={
          dpId === undefined
            ? undefined
            : { list: DEMAND_API.partnerConnections(dpId), counts: DEMAND_API.partnerConnectionCounts(dpId) }
        }
        columns={connectionColumns({
          standalone: dpId === undefined,
          canEdit: can('CONNECTIONS_EDIT'),
          onShowPlacements: setShown,
          actionsOf,
        })}
      />
      <ConnectionPlacementsDialog connection={shown} onClose={() => setShown(null)} />
    </>
  );
}
