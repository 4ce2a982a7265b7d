import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../../resource/record-list';
import { usePlacementColumns } from './placement-columns';
import { placementResource } from './placement-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/placements');

/** /placements: status boxes, name search, sort and paging. */
export function PlacementsPage() {
  return (
    <RecordListPage
      resource={placementResource}
      route={listRoute}
      columns={usePlacementColumns()}
      createLink={{ to: '/placements/create' }}
    />
  );
}
