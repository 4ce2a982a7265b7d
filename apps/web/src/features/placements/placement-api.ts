import { DEMAND_API } from '@adcast/domain/demand-paths';
import type { Placement, PlacementInput, PlacementUpdate } from '@adcast/domain/placements';
import { useQuery } from '@tanstack/react-query';
import { oneQuery, pageQuery, statusCountsQuery } from '../../api/list-queries';
import { useWrite, type WriteRequest } from '../../api/use-write';
import { type ListState, toListQuery } from '../../ui/list-search';
import { PLACEMENT_NOTICES } from './placement-notices';

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

const saved = { fallback: PLACEMENT_NOTICES.errorSave };

export const placementWrites = {
  create: (input: PlacementInput): WriteRequest => ({
    ...saved,
    method: 'POST',
    path: DEMAND_API.placements,
    body: input,
    notice: PLACEMENT_NOTICES.created,
  }),
  update: (id: number, input: PlacementUpdate): WriteRequest => ({
    ...saved,
    method: 'PUT',
    path: DEMAND_API.placement(id),
    body: input,
    notice: PLACEMENT_NOTICES.updated,
  }),
  archive: (placement: Placement, archive: boolean): WriteRequest => ({
    method: 'PUT',
    path: (archive ? DEMAND_API.archivePlacement : DEMAND_API.unarchivePlacement)(placement.id),
    body: { version: placement.version },
    notice: archive ? PLACEMENT_NOTICES.archived : PLACEMENT_NOTICES.unarchived,
    fallback: PLACEMENT_NOTICES.errorStatus,
  }),
};

/** Placement writes also change the connections' placement lists. */
export const PLACEMENT_WRITE_KEYS = [PLACEMENTS_KEY, ['connections']];
export const usePlacementWrite = () => useWrite<Placement>(PLACEMENT_WRITE_KEYS);
