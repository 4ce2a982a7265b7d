import { DEAL_TYPE_OPTIONS, type Deal, DEAL_COLUMN_LABELS as L } from '@adcast/domain/demand/deals';
import { AUCTION_PRICING_OPTIONS } from '@adcast/domain/enumerations';
import { formatAmount, formatFlight } from '@adcast/domain/format';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { useMe } from '../../../session/me';
import {
  actionsColumn,
  addedColumn,
  enumColumn,
  nameColumn,
  statusColumn,
} from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';

const editLink = (deal: Deal) => ({ to: '/demand/deals/edit/$id', params: { id: deal.id } }) as const;

/** The deals list: name (to the editor for users who may edit), Deal ID, type, auction, floor, network, flight, status, added. */
export function useDealColumns(): DataColumn<Deal>[] {
  const canEdit = useCan()('PMP_EDIT');
  const staffWithoutNetwork = useMe().network === null;
  const navigate = useNavigate();
  const columns: (DataColumn<Deal> | false)[] = [
    nameColumn(
      'name',
      (deal) => deal.name,
      (deal) => (canEdit ? editLink(deal) : undefined),
    ),
    { id: 'dealId', label: L.dealId, sortProperty: 'dealId', render: (deal) => deal.dealId },
    enumColumn('dealType', L.dealType, DEAL_TYPE_OPTIONS, (deal) => deal.dealType),
    enumColumn('auctionType', L.auctionType, AUCTION_PRICING_OPTIONS, (deal) => deal.auctionType),
    {
      id: 'floorCpm',
      label: L.floorCpm,
      sortProperty: 'floorCpm',
      align: 'right',
      render: (deal) => formatAmount(deal.floorCpm, deal.currency),
    },
    staffWithoutNetwork && {
      id: 'network',
      label: L.network,
      render: (deal) => deal.network?.name ?? '—',
    },
    {
      id: 'startDate',
      label: 'Flight',
      sortProperty: 'startDate',
      render: (deal) => formatFlight(deal),
    },
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (deal) => deal.name,
      (deal) =>
        canEdit && deal.status !== 'ARCHIVED'
          ? [{ label: 'Edit', onSelect: () => navigate(editLink(deal)) }]
          : [],
    ),
  ];
  return columns.filter((column) => column !== false);
}
