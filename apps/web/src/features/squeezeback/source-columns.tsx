import { layoutLabel } from '@adcast/domain/squeezeback/source-contract';
import { SOURCE_COLUMN_LABELS as L, type Source } from '@adcast/domain/squeezeback/sources';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../session/can';
import { useMe } from '../../session/me';
import { actionsColumn, addedColumn, nameColumn, statusColumn } from '../../ui/data-table/common-columns';
import type { DataColumn } from '../../ui/data-table/data-table';

const editLink = (source: Source) => ({ to: '/sources/edit/$id', params: { id: source.id } }) as const;

/** The sources list: name, channel, layout, network, status, added. */
export function useSourceColumns(): DataColumn<Source>[] {
  const canEdit = useCan()('SOURCES_EDIT');
  const staffWithoutNetwork = useMe().network === null;
  const navigate = useNavigate();
  const columns: (DataColumn<Source> | false)[] = [
    nameColumn(
      'name',
      (source) => source.name,
      (source) => (canEdit ? editLink(source) : undefined),
    ),
    { id: 'channel', label: L.channel, render: (source) => source.channel?.name ?? '—' },
    { id: 'layout', label: L.layout, render: (source) => layoutLabel(source.layout) },
    staffWithoutNetwork && {
      id: 'network',
      label: L.network,
      render: (source) => source.network?.name ?? '—',
    },
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (source) => source.name,
      (source) =>
        canEdit && source.status !== 'ARCHIVED'
          ? [{ label: 'Edit', onSelect: () => navigate(editLink(source)) }]
          : [],
    ),
  ];
  return columns.filter((column) => column !== false);
}
