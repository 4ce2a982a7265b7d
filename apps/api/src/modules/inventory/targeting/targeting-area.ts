import { DEMAND_API } from '@adcast/domain/demand/paths';
import { PlacementSchema } from '@adcast/domain/inventory/placements';
import { type PlacementTargeting, PlacementTargetingSchema } from '@adcast/domain/inventory/targeting';
import type { RouteAccess } from '../../../http/auth';
import { IdParamsSchema } from '../../../http/params';
import { recordArea } from '../../../records/area';
import { bodyOf, parsed, writeContext } from '../../../records/route-parts';
import { registerGeoRoutes } from './geo-routes';
import { attachTargeting } from './placement-targeting';
import { TARGETING } from './targeting-record';
import { createTargeting, updateTargeting } from './write-service';

/** Editing the placement, and seeing the sets it may take. */
const attachAccess = {
  access: { kind: 'mask', permission: 'PLACEMENTS_EDIT', anyOf: ['TARGETING_READ'] } as RouteAccess,
};

/** Targeting sets: the record's routes, the geographic data their places come from, and a placement's set. */
export const TARGETING_AREA = recordArea(TARGETING, {
  writes: { create: createTargeting, update: updateTargeting },
  routes: (app, deps) => {
    registerGeoRoutes(app);
    app.put(
      DEMAND_API.placementTargeting(':id'),
      {
        config: attachAccess,
        schema: {
          tags: [TARGETING.tag],
          summary: "Sets the placement's targeting set (null: none)",
          params: IdParamsSchema,
          body: PlacementTargetingSchema,
          response: { 200: PlacementSchema },
        },
      },
      async (request) =>
        attachTargeting(
          writeContext(deps, request),
          parsed(request).params.id!,
          bodyOf<PlacementTargeting>(request),
        ),
    );
  },
});
