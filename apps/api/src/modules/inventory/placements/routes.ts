import { DEMAND_API } from '@adcast/domain/demand/paths';
import { PlacementInputSchema, PlacementUpdateSchema } from '@adcast/domain/inventory/placements';
import type { FastifyInstance } from 'fastify';
import { registerRecordRoutes } from '../../../records/routes';
import type { ModuleDeps } from '../../module-deps';
import { PLACEMENT } from './rows';
import { createPlacement, updatePlacement } from './write-service';

export function registerPlacementRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerRecordRoutes(app, deps, PLACEMENT, {
    list: {
      list: DEMAND_API.placements,
      counts: DEMAND_API.placementCounts,
      statuses: DEMAND_API.placementStatuses,
      summary: 'Placements (list and picker)',
    },
    rows: {
      one: DEMAND_API.placement(':id'),
      archive: DEMAND_API.archivePlacement(':id'),
      unarchive: DEMAND_API.unarchivePlacement(':id'),
    },
    create: { path: DEMAND_API.placements, body: PlacementInputSchema, write: createPlacement },
    update: {
      path: DEMAND_API.placement(':id'),
      body: PlacementUpdateSchema,
      write: (ctx, body, params) => updatePlacement(ctx, body, params.id),
    },
  });
}
