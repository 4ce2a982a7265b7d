import { ONBOARDING_STAGE_OPTIONS, PUBLISHER_MODEL_OPTIONS } from '@adcast/domain/enumerations';
import { PUBLISHER_COLUMN_LABELS as L, type Publisher } from '@adcast/domain/publishers/publishers';
import { formatShare } from '@adcast/domain/shares';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../session/can';
import {
  actionsColumn,
  addedColumn,
  enumColumn,
  moneyColumn,
  nameColumn,
  statusColumn,
} from '../../ui/data-table/common-columns';
import type { DataColumn } from '../../ui/data-table/data-table';
import { supplyChainColumn } from '../supply-chain/supply-chain-flag';

/** The publishers list: the name opens the publisher's details. */
export function usePublisherColumns(): DataColumn<Publisher>[] {
  const can = useCan();
  const canEdit = can('PUBLISHERS_EDIT');
  const navigate = useNavigate();
  const onEdit = (publisher: Publisher) =>
    navigate({ to: '/publishers/edit/$id', params: { id: publisher.id } });
  return [
    nameColumn<Publisher>(
      'name',
      (row) => row.name,
      (row) => ({ to: '/publishers/$id', params: { id: row.id } }),
    ),
    { id: 'network', label: L.network, sortProperty: 'network', render: (row) => row.network?.name ?? '—' },
    enumColumn('publisherModel', L.publisherModel, PUBLISHER_MODEL_OPTIONS, (row) => row.publisherModel),
    { id: 'share', label: L.share, render: (row) => (row.share ? formatShare(row.share) : '—') },
    moneyColumn<Publisher>('costCpm', L.costCpm, (row) => row.costCpm),
    enumColumn('onboardingStage', L.onboardingStage, ONBOARDING_STAGE_OPTIONS, (row) => row.onboardingStage),
    statusColumn(),
    // The flags are staff's: a publisher user's list has no supply-chain column.
    ...(can('PUBLISHERS_READ') ? [supplyChainColumn<Publisher>('PUBLISHER')] : []),
    addedColumn(),
    actionsColumn(
      (row) => row.name,
      (row) => (canEdit && row.status !== 'ARCHIVED' ? [{ label: 'Edit', onSelect: () => onEdit(row) }] : []),
    ),
  ];
}
