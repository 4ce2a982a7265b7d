import type { DemandPartner } from '@adcast/domain/demand';
import { INTEGRATION_TYPE_OPTIONS, optionOf } from '@adcast/domain/enumerations';
import { formatMoney } from '@adcast/domain/format';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { DateWithTime } from '../../../ui/date-with-time';
import { RecordLink } from '../../../ui/record-link';
import { type RowAction, RowActionsMenu } from '../../../ui/row-actions-menu';
import { StatusLabel } from '../../../ui/status-label';
import { DEMAND_ROUTES } from '../demand-routes';

/** The demand partners list: name (to the details), status, network, integration, floor, connections, added. */
export function partnerColumns(
  actionsOf: (partner: DemandPartner) => RowAction[],
): DataColumn<DemandPartner>[] {
  return [
    {
      id: 'displayName',
      label: 'Name',
      sortProperty: 'displayName',
      render: (row) => <RecordLink to={DEMAND_ROUTES.partner(row.id)} text={row.displayName} />,
    },
    {
      id: 'status',
      label: 'Status',
      sortProperty: 'status',
      render: (row) => <StatusLabel status={row.status} />,
    },
    { id: 'network', label: 'Network', render: (row) => row.network?.name ?? '—' },
    {
      id: 'integrationType',
      label: 'Integration type',
      sortProperty: 'integrationType',
      render: (row) => optionOf(INTEGRATION_TYPE_OPTIONS, row.integrationType)?.label ?? row.integrationType,
    },
    {
      id: 'defaultBidFloor',
      label: 'Default bid floor',
      sortProperty: 'defaultBidFloor',
      align: 'right',
      render: (row) => formatMoney(row.defaultBidFloor),
    },
    {
      id: 'connectionCount',
      label: 'Connections',
      sortProperty: 'connectionCount',
      align: 'right',
      render: (row) => row.connectionCount,
    },
    {
      id: 'createdOn',
      label: 'Added',
      sortProperty: 'createdOn',
      render: (row) => <DateWithTime value={row.createdOn} />,
    },
    {
      id: 'actions',
      label: 'Actions',
      labelHidden: true,
      align: 'right',
      render: (row) => <RowActionsMenu label={`Actions for ${row.displayName}`} actions={actionsOf(row)} />,
    },
  ];
}
