import type { DemandPartner } from '@adcast/domain/demand/partners';
import { INTEGRATION_TYPE_OPTIONS } from '@adcast/domain/enumerations';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import {
  actionsColumn,
  addedColumn,
  enumColumn,
  moneyColumn,
  nameColumn,
  statusColumn,
} from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';

/** The demand partners list: name (to the details), status, network, integration, floor, connections, added. */
export function usePartnerColumns(): DataColumn<DemandPartner>[] {
  const can = useCan();
  const navigate = useNavigate();
  return [
    nameColumn(
      'displayName',
      (row) => row.displayName,
      (row) => ({ to: '/demand/details/$dpId', params: { dpId: row.id } }),
    ),
    statusColumn(),
    { id: 'network', label: 'Network', render: (row) => row.network?.name ?? '—' },
    enumColumn('integrationType', 'Integration type', INTEGRATION_TYPE_OPTIONS, (row) => row.integrationType),
    moneyColumn('defaultBidFloor', 'Default bid floor', (row) => row.defaultBidFloor),
    {
      id: 'connectionCount',
      label: 'Connections',
      sortProperty: 'connectionCount',
      align: 'right',
      render: (row) => row.connectionCount,
    },
    addedColumn(),
    actionsColumn(
      (row) => row.displayName,
      (row) =>
        can('DEMAND_PARTNERS_EDIT') && row.status !== 'ARCHIVED'
          ? [
              {
                label: 'Edit',
                onSelect: () => navigate({ to: '/demand/details/$dpId/edit', params: { dpId: row.id } }),
              },
            ]
          : [],
    ),
  ];
}
