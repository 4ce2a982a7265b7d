import {
  GOAL_TYPE_OPTIONS,
  LINE_ITEM_COLUMN_LABELS as L,
  LINE_ITEM_TYPE_OPTIONS,
  type LineItem,
  PACING_OPTIONS,
} from '@adcast/domain/campaigns/line-items';
import { optionLabel } from '@adcast/domain/contracts/record-contract';
import { formatAmount, formatDate, formatFlight, formatNumber, formatPercent } from '@adcast/domain/format';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { useMe } from '../../../session/me';
import { actionsColumn, addedColumn, nameColumn, statusColumn } from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { RecordLink } from '../../../ui/record-link';
import { HealthChip } from './health-chip';

export const editLink = (item: LineItem) =>
  ({ to: '/line-items/edit/$id', params: { id: item.id } }) as const;
const orderLink = (item: LineItem) => ({ to: '/orders/edit/$id', params: { id: item.order.id } }) as const;

/** '500,000 impressions' or '$20,000.00 spend'. */
export function goalOf(item: LineItem) {
  const amount =
    item.goalType === 'IMPRESSIONS'
      ? formatNumber(item.goalAmount)
      : formatAmount(item.goalAmount, item.currency);
  return `${amount} ${optionLabel(GOAL_TYPE_OPTIONS, item.goalType).toLowerCase()}`;
}

/** The line items list: name, campaign, type, flight, goal, delivered %, pacing, health, network, status, added. */
export function useLineItemColumns(): DataColumn<LineItem>[] {
  const can = useCan();
  const canEdit = can('CAMPAIGNS_LINE_ITEMS_EDIT');
  const canOpenOrder = can('CAMPAIGNS_ORDERS_READ');
  const staffWithoutNetwork = useMe().network === null;
  const navigate = useNavigate();
  const columns: (DataColumn<LineItem> | false)[] = [
    nameColumn(
      'name',
      (item) => item.name,
      (item) => (canEdit ? editLink(item) : undefined),
    ),
    {
      id: 'order',
      label: L.order,
      render: (item) => (
        <RecordLink link={canOpenOrder ? orderLink(item) : undefined} text={item.order.name} />
      ),
    },
    { id: 'type', label: L.type, render: (item) => optionLabel(LINE_ITEM_TYPE_OPTIONS, item.type) },
    { id: 'startDate', label: L.flight, sortProperty: 'startDate', render: (item) => formatFlight(item) },
    { id: 'goal', label: L.goal, align: 'right', render: goalOf },
    {
      id: 'delivered',
      label: L.delivered,
      align: 'right',
      render: (item) => (item.health ? formatPercent(item.health.deliveredPercent, 2, true) : '—'),
    },
    { id: 'pacing', label: L.pacing, render: (item) => optionLabel(PACING_OPTIONS, item.pacing) },
    {
      id: 'health',
      label: L.health,
      render: (item) =>
        item.health ? (
          <HealthChip health={item.health.health} detail={`Checked ${formatDate(item.health.checkedOn)}.`} />
        ) : (
          '—'
        ),
    },
    staffWithoutNetwork && {
      id: 'network',
      label: L.network,
      render: (item) => item.network?.name ?? '—',
    },
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (item) => item.name,
      (item) =>
        canEdit && item.status !== 'ARCHIVED'
          ? [{ label: 'Edit', onSelect: () => navigate(editLink(item)) }]
          : [],
    ),
  ];
  return columns.filter((column) => column !== false);
}
