import {
  DELIVERY_TYPE_OPTIONS,
  type EnumOption,
  optionOf,
  PLACEMENT_TYPE_OPTIONS,
  PLATFORM_OPTIONS,
} from '@adcast/domain/enumerations';
import { formatMoney } from '@adcast/domain/format';
import type { Placement } from '@adcast/domain/placements';
import type { DataColumn } from '../../ui/data-table/data-table';
import { DateWithTime } from '../../ui/date-with-time';
import { RecordLink } from '../../ui/record-link';
import { RowActionsMenu } from '../../ui/row-actions-menu';
import { StatusLabel } from '../../ui/status-label';
import { PLACEMENT_ROUTES } from './placement-routes';

const labelOf = <K extends string>(options: readonly EnumOption<K>[], key: K) =>
  optionOf(options, key)?.label ?? key;

/** The placements list; names open the editor only for users who may edit. */
export function placementColumns(
  canEdit: boolean,
  onEdit: (placement: Placement) => void,
): DataColumn<Placement>[] {
  return [
    {
      id: 'name',
      label: 'Name',
      sortProperty: 'name',
      render: (row) => (
        <RecordLink to={canEdit ? PLACEMENT_ROUTES.edit(row.id) : undefined} text={row.name} />
      ),
    },
    { id: 'publisher', label: 'Publisher', sortProperty: 'publisher', render: (row) => row.publisher.name },
    {
      id: 'type',
      label: 'Type',
      sortProperty: 'type',
      render: (row) => labelOf(PLACEMENT_TYPE_OPTIONS, row.type),
    },
    {
      id: 'platform',
      label: 'Platform',
      sortProperty: 'platform',
      render: (row) => labelOf(PLATFORM_OPTIONS, row.platform),
    },
    {
      id: 'deliveryType',
      label: 'Delivery type',
      sortProperty: 'deliveryType',
      render: (row) => labelOf(DELIVERY_TYPE_OPTIONS, row.deliveryType),
    },
    {
      id: 'bidFloor',
      label: 'Floor',
      sortProperty: 'bidFloor',
      align: 'right',
      render: (row) => formatMoney(row.bidFloor),
    },
    { id: 'cpm', label: 'CPM', sortProperty: 'cpm', align: 'right', render: (row) => formatMoney(row.cpm) },
    {
      id: 'status',
      label: 'Status',
      sortProperty: 'status',
      render: (row) => <StatusLabel status={row.status} />,
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
      render: (row) => (
        <RowActionsMenu
          label={`Actions for ${row.name}`}
          actions={
            canEdit && row.status !== 'ARCHIVED' ? [{ label: 'Edit', onSelect: () => onEdit(row) }] : []
          }
        />
      ),
    },
  ];
}
