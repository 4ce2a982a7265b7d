import { recordArea } from '../../../records/area';
import { PLACEMENT } from './placement-record';
import { createPlacement, updatePlacement } from './write-service';

/** Placements: the record's routes, nothing of their own. */
export const PLACEMENT_AREA = recordArea(PLACEMENT, {
  writes: { create: createPlacement, update: updatePlacement },
});
