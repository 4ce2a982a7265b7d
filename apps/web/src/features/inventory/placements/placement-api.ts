import { PLACEMENT_NOTICES } from '@adcast/domain/demand/notices';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import type { Placement, PlacementInput, PlacementUpdate } from '@adcast/domain/inventory/placements';
import { useQuery } from '@tanstack/react-query';
import { oneQuery, pageQuery, statusCountsQuery } from '../../../api/list-queries';
import { recordWrites } from '../../../api/record-writes';
import { useWrite } from '../../../api/use-write';
import { type ListState, toListQuery } from '../../../ui/list-search';

export const PLACEMENTS_KEY = ['placements'] as const;

export const usePlacementPage = (state: ListState) =>
  useQuery(
    pageQuery<Placement>(
      PLACEMENTS_KEY,
      DEMAND_API.placements,
      toListQuery(state, 'searchTerm'),
      PLACEMENT_NOTICES.errorFetching,
    ),
  );

export const usePlacementCounts = (searchTerm: string) =>
  useQuery(
    statusCountsQuery(
      PLACEMENTS_KEY,
      DEMAND_API.placementCounts,
      { searchTerm },
      PLACEMENT_NOTICES.errorFetching,
    ),
  );

export const usePlacement = (id: number) =>
  useQuery(oneQuery<Placement>(PLACEMENTS_KEY, DEMAND_API.placement(id), PLACEMENT_NOTICES.errorFetching));

export const placementWrites = recordWrites<PlacementInput, PlacementUpdate>(
  {
    list: DEMAND_API.placements,
    one: DEMAND_API.placement,
    archive: DEMAND_API.archivePlacement,
    unarchive: DEMAND_API.unarchivePlacement,
  },
  PLACEMENT_NOTICES,
);

/** Placement writes also change the connections' placement lists. */
export const PLACEMENT_WRITE_KEYS = [PLACEMENTS_KEY, ['connections']];
export const usePlacementWrite = () => useWrite<Placement>(PLACEMENT_WRITE_KEYS);
