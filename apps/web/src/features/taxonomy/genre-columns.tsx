import { type Genre, GENRE_COLUMN_LABELS as L } from '@adcast/domain/taxonomy/genres';
import { iabCategoryLabel } from '@adcast/domain/taxonomy/iab-content-taxonomy';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../session/can';
import { useMe } from '../../session/me';
import { actionsColumn, addedColumn, nameColumn, statusColumn } from '../../ui/data-table/common-columns';
import type { DataColumn } from '../../ui/data-table/data-table';

const editLink = (genre: Genre) => ({ to: '/taxonomy/edit/$id', params: { id: genre.id } }) as const;

/** The taxonomy list: name, parent genre, IAB category, subgenre count, network, status, added. */
export function useGenreColumns(): DataColumn<Genre>[] {
  const canEdit = useCan()('TAXONOMY_GENRES_EDIT');
  const staffWithoutNetwork = useMe().network === null;
  const navigate = useNavigate();
  const columns: (DataColumn<Genre> | false)[] = [
    nameColumn(
      'name',
      (genre) => genre.name,
      (genre) => (canEdit ? editLink(genre) : undefined),
    ),
    { id: 'parent', label: L.parent, render: (genre) => genre.parent?.name ?? '—' },
    {
      id: 'iabCategory',
      label: L.iabCategory,
      render: (genre) => (genre.iabCategoryId ? iabCategoryLabel(genre.iabCategoryId) : '—'),
    },
    { id: 'subgenres', label: L.subgenres, align: 'right', render: (genre) => genre.subgenreCount },
    staffWithoutNetwork && { id: 'network', label: L.network, render: (genre) => genre.network?.name ?? '—' },
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (genre) => genre.name,
      (genre) =>
        canEdit && genre.status !== 'ARCHIVED'
          ? [{ label: 'Edit', onSelect: () => navigate(editLink(genre)) }]
          : [],
    ),
  ];
  return columns.filter((column) => column !== false);
}
