import type { Collection, CollectionSortProperty } from '@adcast/domain/catalogue/collections';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { RecordListPage } from '../../../resource/record-list';
import { actionsColumn, addedColumn, nameColumn, statusColumn } from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';
import type { ListRoute } from '../../../ui/list-search';
import { collectionResource } from './collection-resource';

function useCollectionColumns(): DataColumn<Collection>[] {
  const navigate = useNavigate();
  return [
    {
      ...nameColumn<Collection>(
        'title',
        (row) => row.title,
        (row) => ({ to: '/collections/edit/$id', params: { id: row.id } }),
      ),
      label: 'Title',
    },
    {
      id: 'videoCount',
      label: 'Videos',
      sortProperty: 'videoCount',
      align: 'right',
      render: (row) => row.videoCount,
    },
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (row) => row.title,
      (row) => [
        {
          label: 'Open',
          onSelect: () => void navigate({ to: '/collections/edit/$id', params: { id: row.id } }),
        },
      ],
    ),
  ];
}

const listRoute = getRouteApi('/_authenticated/_shell/_staff/collections');

/** /collections: status boxes, title search, sort and paging, bulk archive / unarchive (part 1 §2). */
export function CollectionsPage({ route = listRoute }: { route?: ListRoute<CollectionSortProperty> }) {
  return (
    <RecordListPage
      resource={collectionResource}
      route={route}
      columns={useCollectionColumns()}
      createLink={{ to: '/collections/create' }}
    />
  );
}
