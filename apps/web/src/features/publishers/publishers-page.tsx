import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../resource/record-list';
import { usePublisherColumns } from './publisher-columns';
import { publisherResource } from './publisher-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/publishers');

/** /publishers: ACTIVE and ARCHIVED tiles, name search, sort and paging. */
export function PublishersPage() {
  return (
    <RecordListPage
      resource={publisherResource}
      route={listRoute}
      columns={usePublisherColumns()}
      createLink={{ to: '/publishers/create' }}
    />
  );
}
