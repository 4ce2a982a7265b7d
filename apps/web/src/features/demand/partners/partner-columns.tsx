import { type DemandPartner, PARTNER_COLUMN_LABELS } from '@adcast/domain/demand/partners';
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
import { supplyChainColumn } from '../../supply-chain/supply-chain-flag';
import { DiscrepancyFlag } from '../discrepancies/discrepancy-flag';

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
    { id: 'network', label: PARTNER_COLUMN_LABELS.network, render: (row) => row.network?.name ?? '—' },
    enumColumn(
      'integrationType',
      PARTNER_COLUMN_LABELS.integrationType,
      INTEGRATION_TYPE_OPTIONS,
      (row) => row.integrationType,
    ),
    moneyColumn('defaultBidFloor', PARTNER_COLUMN_LABELS.defaultBidFloor, (row) => row.defaultBidFloor),
    {
      id: 'connectionCount',
      label: PARTNER_COLUMN_LABELS.connectionCount,
      sortProperty: 'connectionCount',
      align: 'right',
      render: (row) => row.connectionCount,
    },
    {
      id: 'discrepancyFlaggedOn',
      label: PARTNER_COLUMN_LABELS.discrepancyFlaggedOn,
      render: (row) => <DiscrepancyFlag day={row.discrepancyFlaggedOn} />,
    },
    supplyChainColumn<DemandPartner>('PARTNER'),
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
