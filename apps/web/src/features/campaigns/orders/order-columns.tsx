import { ORDER_COLUMN_LABELS as L, type Order } from '@adcast/domain/campaigns/orders';
import { formatAmount, formatFlight, formatPercent } from '@adcast/domain/format';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { useMe } from '../../../session/me';
import { actionsColumn, addedColumn, nameColumn, statusColumn } from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { RecordLink } from '../../../ui/record-link';
import { useUnreadCount } from './order-discussion-api';

const editLink = (order: Order) => ({ to: '/orders/edit/$id', params: { id: order.id } }) as const;
const advertiserLink = (order: Order) =>
  ({ to: '/campaigns/advertisers/edit/$id', params: { id: order.advertiser.id } }) as const;

/** The caller's unread messages of the campaign's discussion; nothing when none. */
function UnreadCell({ orderId }: { orderId: number }) {
  const unread = useUnreadCount(orderId);
  return unread > 0 ? <abbr title={`${unread} unread messages`}>{unread}</abbr> : null;
}

/** The campaigns list: name, advertiser, IO number, budget, flight, bundle terms, unread messages, network, status, added. */
export function useOrderColumns(): DataColumn<Order>[] {
  const can = useCan();
  const canEdit = can('CAMPAIGNS_ORDERS_EDIT');
  const canOpenAdvertiser = can('ADVERTISER_READ');
  const staffWithoutNetwork = useMe().network === null;
  const navigate = useNavigate();
  const columns: (DataColumn<Order> | false)[] = [
    nameColumn(
      'name',
      (order) => order.name,
      (order) => (canEdit ? editLink(order) : undefined),
    ),
    {
      id: 'advertiser',
      label: L.advertiser,
      render: (order) => (
        <RecordLink
          link={canOpenAdvertiser ? advertiserLink(order) : undefined}
          text={order.advertiser.name}
        />
      ),
    },
    { id: 'ioNumber', label: L.ioNumber, sortProperty: 'ioNumber', render: (order) => order.ioNumber ?? '—' },
    {
      id: 'budget',
      label: L.budget,
      sortProperty: 'budget',
      align: 'right',
      render: (order) => formatAmount(order.budget, order.currency),
    },
    { id: 'startDate', label: 'Flight', sortProperty: 'startDate', render: (order) => formatFlight(order) },
    {
      id: 'bundle',
      label: 'Bundle share / CPM',
      render: (order) =>
        [
          order.bundleRevenueShare === null ? '—' : formatPercent(order.bundleRevenueShare, 2, true),
          order.bundleCpm === null ? '—' : formatAmount(order.bundleCpm, order.currency),
        ].join(' / '),
    },
    { id: 'unread', label: 'Unread', align: 'right', render: (order) => <UnreadCell orderId={order.id} /> },
    staffWithoutNetwork && {
      id: 'network',
      label: L.network,
      render: (order) => order.network?.name ?? '—',
    },
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (order) => order.name,
      (order) =>
        canEdit && order.status !== 'ARCHIVED'
          ? [{ label: 'Edit', onSelect: () => navigate(editLink(order)) }]
          : [],
    ),
  ];
  return columns.filter((column) => column !== false);
}
