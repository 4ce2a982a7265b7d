import { PLACEMENT_SORT_PROPERTIES } from '@adcast/domain/inventory/placements';
import { PLACEMENTS_DIALOG_SORT } from '@adcast/domain/paging';
import { DEFAULT_STATUS_FILTER } from '@adcast/domain/records';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { ListCard } from '../../../ui/list-card';
import { listSearchSchema } from '../../../ui/list-search';
import { NewButton } from '../../../ui/new-button';
import { Toolbar } from '../../../ui/toolbar';
import { useListState } from '../../../ui/use-list-state';
import { usePlacementCounts, usePlacementPage } from './placement-api';
import { placementColumns } from './placement-columns';
import { PLACEMENT_ROUTES } from './placement-routes';

const placementListSearchSchema = listSearchSchema(PLACEMENT_SORT_PROPERTIES, {
  sortProperty: PLACEMENTS_DIALOG_SORT.sortProperty,
  sortDirection: PLACEMENTS_DIALOG_SORT.sortDirection,
  status: DEFAULT_STATUS_FILTER,
});

/** /placements: status boxes, name search, sort and paging. */
export function PlacementsPage() {
  const controls = useListState(placementListSearchSchema);
  const page = usePlacementPage(controls.state);
  const counts = usePlacementCounts(controls.state.search);
  const can = useCan();
  const navigate = useNavigate();
  return (
    <>
      <Toolbar
        title="Placements"
        actions={can('PLACEMENTS_CREATE') && <NewButton to={PLACEMENT_ROUTES.create} label="New placement" />}
      />
      <ListCard
        title="Placements list"
        label="Placements"
        controls={controls}
        counts={counts.data}
        page={page}
        rowKey={(row) => row.id}
        columns={placementColumns(can('PLACEMENTS_EDIT'), (placement) =>
          navigate({ to: PLACEMENT_ROUTES.edit(placement.id) }),
        )}
      />
    </>
  );
}
