import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../../resource/record-list';
import { useTargetingColumns } from './targeting-columns';
import { targetingResource } from './targeting-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/targeting');

/** /targeting: status tiles, name search, sort, paging, CSV export and bulk archive. */
export function TargetingPage() {
  return (
    <RecordListPage
      resource={targetingResource}
      route={listRoute}
      columns={useTargetingColumns()}
      createLink={{ to: '/targeting/new' }}
    />
  );
}
