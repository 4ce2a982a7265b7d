import type { ContentOwner } from '@adcast/domain/content/owners';
import { ACTIVE_ARCHIVED_OPTIONS, type ActiveArchived } from '@adcast/domain/enumerations';
import { getRouteApi } from '@tanstack/react-router';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { ListCard } from '../../../ui/list-card';
import { RecordLink } from '../../../ui/record-link';
import { Toolbar } from '../../../ui/toolbar';
import { useListState } from '../../../ui/use-list-state';
import { useContentOwnerCounts, useContentOwnerPage } from './content-owner-api';
import { contentOwnerListSearch } from './content-owner-search';

const route = getRouteApi('/_authenticated/_shell/_staff/content-owner');

const columns: DataColumn<ContentOwner>[] = [
  {
    id: 'name',
    label: 'Name',
    render: (owner) => (
      <RecordLink link={{ to: '/content-owner/$id', params: { id: owner.id } }} text={owner.name} />
    ),
  },
  { id: 'id', label: 'ID', render: (owner) => owner.id },
];

/** /content-owner: the content owners the user may see, with status tiles, name search and paging. */
export function ContentOwnersPage() {
  const controls = useListState<'name', ActiveArchived>(contentOwnerListSearch, route);
  const page = useContentOwnerPage(controls.state);
  const counts = useContentOwnerCounts(controls.state.search);
  return (
    <>
      <Toolbar title="Content owners" />
      <ListCard
        title="Content owners"
        label="Content owners"
        controls={controls}
        counts={counts.data}
        statusOptions={ACTIVE_ARCHIVED_OPTIONS}
        page={page}
        columns={columns}
        rowKey={(owner) => owner.id}
        rowName={(owner) => owner.name}
      />
    </>
  );
}
