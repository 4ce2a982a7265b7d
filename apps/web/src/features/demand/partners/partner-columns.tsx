import type { DemandPartner } from '@adcast/domain/demand/partners';
import { INTEGRATION_TYPE_OPTIONS } from '@adcast/domain/enumerations';
import {
  actionsColumn,
  addedColumn,
  enumColumn,
  moneyColumn,
  nameColumn,
  statusColumn,
} from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';
import type { RowAction } from '../../../ui/row-actions-menu';
import { DEMAND_ROUTES } from '../demand-routes';

/** The demand partners list: name (to the details), status, network, integration, floor, connections, added. */
export function partnerColumns(
  actionsOf: (partner: DemandPartner) => RowAction[],
): DataColumn<DemandPartner>[] {
  return [
    nameColumn(
      'displayName',
      (row) => row.displayName,
      (row) => DEMAND_ROUTES.partner(row.id),
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
    actionsColumn((row) => row.displayName, actionsOf),
  ];
}
