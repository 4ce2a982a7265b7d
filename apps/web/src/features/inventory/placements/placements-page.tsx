import { RecordListPage } from '../../../resource/record-list';
import { usePlacementColumns } from './placement-columns';
import { placementResource } from './placement-resource';

/** /placements: status boxes, name search, sort and paging. */
export function PlacementsPage() {
  return (
    <RecordListPage
      resource={placementResource}
      columns={usePlacementColumns()}
      createLink={{ to: '/placements/create' }}
    />
  );
}
