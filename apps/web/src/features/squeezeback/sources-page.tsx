import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../resource/record-list';
import { useSourceColumns } from './source-columns';
import { sourceResource } from './source-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/sources');

/** /sources: status tiles, name search, sort, paging, CSV export and bulk archive. */
export function SourcesPage() {
  return (
    <RecordListPage
      resource={sourceResource}
      route={listRoute}
      columns={useSourceColumns()}
      createLink={{ to: '/sources/create' }}
    />
  );
}
