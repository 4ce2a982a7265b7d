import { PLACEMENT_NOTICES } from '@adcast/domain/demand/notices';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import {
  PLACEMENT_SORT_PROPERTIES,
  type Placement,
  type PlacementInput,
  type PlacementUpdate,
} from '@adcast/domain/inventory/placements';
import { PLACEMENTS_DIALOG_SORT } from '@adcast/domain/paging';
import { recordResource } from '../../../resource/record-resource';

export const placementResource = recordResource<Placement, PlacementInput, PlacementUpdate>()({
  key: 'placements',
  what: 'placement',
  nameOf: (row) => row.name,
  labels: { plural: 'Placements', list: 'Placements list', create: 'New placement' },
  paths: {
    list: DEMAND_API.placements,
    counts: DEMAND_API.placementCounts,
    one: DEMAND_API.placement,
    record: (placement) => DEMAND_API.placement(placement.id),
  },
  searchParam: 'searchTerm',
  sortProperties: PLACEMENT_SORT_PROPERTIES,
  defaultSort: PLACEMENTS_DIALOG_SORT,
  notices: PLACEMENT_NOTICES,
  bulkActions: ['ARCHIVE', 'UNARCHIVE'],
  permissions: { create: 'PLACEMENTS_CREATE', edit: 'PLACEMENTS_EDIT', archive: 'PLACEMENTS_ARCHIVE' },
  // Placement writes also change the connections' placement lists.
  alsoChanges: [['connections']],
});
