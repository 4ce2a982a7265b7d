import { TARGETING_COLUMN_LABELS as L, type TargetingSet } from '@adcast/domain/inventory/targeting';
import { targetingSummary } from '@adcast/domain/inventory/targeting-summary';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { useMe } from '../../../session/me';
import { actionsColumn, addedColumn, nameColumn, statusColumn } from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';

const editLink = (set: TargetingSet) => ({ to: '/targeting/edit/$id', params: { id: set.id } }) as const;

/** The targeting sets list: name (to the editor for users who may edit), network, what it targets, status, added. */
export function useTargetingColumns(): DataColumn<TargetingSet>[] {
  const canEdit = useCan()('TARGETING_EDIT');
  const staffWithoutNetwork = useMe().network === null;
  const navigate = useNavigate();
  const columns: (DataColumn<TargetingSet> | false)[] = [
    nameColumn(
      'name',
      (set) => set.name,
      (set) => (canEdit ? editLink(set) : undefined),
    ),
    staffWithoutNetwork && { id: 'network', label: L.network, render: (set) => set.network?.name ?? '—' },
    { id: 'targets', label: L.targets, render: targetingSummary },
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (set) => set.name,
      (set) =>
        canEdit && set.status !== 'ARCHIVED'
          ? [{ label: 'Edit', onSelect: () => navigate(editLink(set)) }]
          : [],
    ),
  ];
  return columns.filter((column) => column !== false);
}
