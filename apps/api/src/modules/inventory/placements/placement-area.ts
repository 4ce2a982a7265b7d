import { DEMAND_API } from '@adcast/domain/demand/paths';
import { AD_FORMATS, AdFormatSchema } from '@adcast/domain/inventory/placements';
import { z } from 'zod';
import { needs } from '../../../http/auth';
import { recordArea } from '../../../records/area';
import { restorePlacement } from '../targeting/placement-targeting';
import { PLACEMENT } from './placement-record';
import { createPlacement, updatePlacement } from './write-service';

/** Placements: the record's routes and the ad formats a placement may take. */
export const PLACEMENT_AREA = recordArea(PLACEMENT, {
  writes: { create: createPlacement, update: updatePlacement },
  restore: restorePlacement,
  routes: (app) => {
    app.get(
      DEMAND_API.placementAdFormats,
      {
        config: needs(PLACEMENT.permissions.read),
        schema: {
          tags: [PLACEMENT.tag],
          summary: 'The ad formats (placement types) a placement may take, with their labels',
          response: { 200: z.array(AdFormatSchema) },
        },
      },
      async () => AD_FORMATS,
    );
  },
});
