import { CONNECTION_SORT_PROPERTIES, type Connection } from '@adcast/domain/demand/connections';
import { DEFAULT_CONNECTION_SORT } from '@adcast/domain/paging';
import { DEFAULT_STATUS_FILTER } from '@adcast/domain/records';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useCan } from '../../../session/can';
import { ListCard } from '../../../ui/list-card';
import { listSearchSchema } from '../../../ui/list-search';
import type { RowAction } from '../../../ui/row-actions-menu';
import { useListState } from '../../../ui/use-list-state';
import { DEMAND_ROUTES } from '../demand-routes';
import { useConnectionCounts, useConnectionPage } from './connection-api';
import { connectionColumns } from './connection-columns';
import { ConnectionPlacementsDialog } from './connection-placements-dialog';

/** Part 1 §9: createdOn descending, status ACTIVE, page size 10. */
export const connectionListSearchSchema = listSearchSchema(CONNECTION_SORT_PROPERTIES, {
  sortProperty: DEFAULT_CONNECTION_SORT.sortProperty,
  sortDirection: DEFAULT_CONNECTION_SORT.sortDirection,
  status: DEFAULT_STATUS_FILTER,
});

export interface ConnectionsListProps {
  /** Inside a demand partner's details: only that partner's connections. */
  dpId?: number;
  action?: ReactNode;
}

/** Part 1 §2: the demand connections list, standalone or inside a partner's details. */
export function ConnectionsList({ dpId, action }: ConnectionsListProps) {
  const controls = useListState(connectionListSearchSchema);
  const page = useConnectionPage(controls.state, dpId);
  const counts = useConnectionCounts(controls.state.search, dpId);
  const can = useCan();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Connection | null>(null);

  const actionsOf = (row: Connection): RowAction[] => [
    ...(can('CONNECTIONS_EDIT')
      ? [
          {
            label: 'Edit',
            onSelect: () => navigate({ to: DEMAND_ROUTES.connectionEdit(row.demandPartner.id, row.id) }),
          },
        ]
      : []),
    ...(can('CONNECTIONS_DUPLICATE')
      ? [{ label: 'Duplicate', onSelect: () => navigate({ to: DEMAND_ROUTES.connectionDuplicate(row.id) }) }]
      : []),
  ];

  return (
    <>
      <ListCard
        title="Demand connections list"
        action={action}
        label="Demand connections"
        controls={controls}
        counts={counts.data}
        page={page}
        rowKey={(row) => row.id}
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
