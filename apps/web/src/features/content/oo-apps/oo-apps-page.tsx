import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../../resource/record-list';
import { useOoAppColumns } from './oo-app-columns';
import { ooAppResource } from './oo-app-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/owned-operated-apps');

/** /owned-operated-apps: status tiles, name search, sort, paging, CSV export and bulk archive. */
export function OoAppsPage() {
  return (
    <RecordListPage
      resource={ooAppResource}
      route={listRoute}
      columns={useOoAppColumns()}
      createLink={{ to: '/owned-operated-apps/create' }}
    />
  );
}
