import { tmaxText } from '@adcast/domain/decisioning/tmax';
import {
  AUCTION_PRICING_OPTIONS,
  DELIVERY_TYPE_OPTIONS,
  optionOf,
  PLACEMENT_TYPE_OPTIONS,
  PLATFORM_OPTIONS,
} from '@adcast/domain/enumerations';
import { PLACEMENT_COLUMN_LABELS, type Placement } from '@adcast/domain/inventory/placements';
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

/** The name, linked to the editor only for users who may edit. */
export const placementNameColumn = (canEdit: boolean) =>
  nameColumn<Placement>(
    'name',
    (row) => row.name,
    (row) => (canEdit ? { to: '/placements/edit/$id', params: { id: row.id } } : undefined),
  );

export const deliveryTypeColumn = enumColumn<Placement, Placement['deliveryType']>(
  'deliveryType',
  PLACEMENT_COLUMN_LABELS.deliveryType,
  DELIVERY_TYPE_OPTIONS,
  (row) => row.deliveryType,
);
export const floorColumn = moneyColumn<Placement>(
  'bidFloor',
  PLACEMENT_COLUMN_LABELS.bidFloor,
  (row) => row.bidFloor,
);
export const cpmColumn = moneyColumn<Placement>('cpm', PLACEMENT_COLUMN_LABELS.cpm, (row) => row.cpm);

/** How partners bid on it: the auction's pricing and their timeout (not sortable: the list keeps no index for them). */
export const auctionTypeColumn: DataColumn<Placement> = {
  id: 'auctionType',
  label: PLACEMENT_COLUMN_LABELS.auctionType,
  render: (row) => optionOf(AUCTION_PRICING_OPTIONS, row.auctionType)?.label ?? row.auctionType,
};
export const tmaxColumn: DataColumn<Placement> = {
  id: 'tmaxMs',
  label: PLACEMENT_COLUMN_LABELS.tmaxMs,
  align: 'right',
  render: (row) => tmaxText(row.tmaxMs, 'Default'),
};

/** The placements list. */
export function usePlacementColumns(): DataColumn<Placement>[] {
  const canEdit = useCan()('PLACEMENTS_EDIT');
  const navigate = useNavigate();
  const onEdit = (placement: Placement) =>
    navigate({ to: '/placements/edit/$id', params: { id: placement.id } });
  return [
    placementNameColumn(canEdit),
    {
      id: 'publisher',
      label: PLACEMENT_COLUMN_LABELS.publisher,
      sortProperty: 'publisher',
      render: (row) => row.publisher.name,
    },
    enumColumn('type', PLACEMENT_COLUMN_LABELS.type, PLACEMENT_TYPE_OPTIONS, (row) => row.type),
    enumColumn('platform', PLACEMENT_COLUMN_LABELS.platform, PLATFORM_OPTIONS, (row) => row.platform),
    deliveryTypeColumn,
    floorColumn,
    cpmColumn,
    statusColumn(),
    addedColumn(),
    // After the columns part 2 §2 names, so those keep their places.
    auctionTypeColumn,
    tmaxColumn,
    actionsColumn(
      (row) => row.name,
      (row) => (canEdit && row.status !== 'ARCHIVED' ? [{ label: 'Edit', onSelect: () => onEdit(row) }] : []),
    ),
  ];
}
