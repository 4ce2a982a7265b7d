import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../../resource/record-list';
import { useDealColumns } from './deal-columns';
import { dealResource } from './deal-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/demand/deals');

/** /demand/deals: status tiles, name search, sort, paging, CSV export and bulk archive. */
export function DealsPage() {
  return (
    <RecordListPage
      resource={dealResource}
      route={listRoute}
      columns={useDealColumns()}
      createLink={{ to: '/demand/deals/create' }}
    />
  );
}
