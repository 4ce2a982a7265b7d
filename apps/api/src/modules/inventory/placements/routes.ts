import { DEMAND_API } from '@adcast/domain/demand/paths';
import { ENTITY_STATUS_OPTIONS } from '@adcast/domain/enumerations';
import {
  PlacementCountFilterSchema,
  PlacementInputSchema,
  PlacementListFilterSchema,
  PlacementSchema,
  PlacementUpdateSchema,
} from '@adcast/domain/inventory/placements';
import { pageOf } from '@adcast/domain/list-schemas';
import { StatusCountSchema, StatusOptionSchema, VersionBodySchema } from '@adcast/domain/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, needs } from '../../../http/auth';
import type { AppDeps } from '../../../http/deps';
import { IdParamsSchema } from '../../../http/params';
import { countPlacementsByStatus, listPlacements } from './list-service';
import { loadPlacement } from './rows';
import { archivePlacement, createPlacement, updatePlacement } from './write-service';

const tags = ['placements'];
const one = { 200: PlacementSchema };

export function registerPlacementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const read = needs('PLACEMENTS_READ');
  r.get(
    DEMAND_API.placements,
    {
      config: read,
      schema: {
        tags,
        summary: 'Placements (list and picker)',
        querystring: PlacementListFilterSchema,
        response: { 200: pageOf(PlacementSchema) },
      },
    },
    async (request) => listPlacements(db, authOf(request), request.query),
  );
  r.get(
    DEMAND_API.placementCounts,
    {
      config: read,
      schema: {
        tags,
        querystring: PlacementCountFilterSchema,
        response: { 200: z.array(StatusCountSchema) },
      },
    },
    async (request) => countPlacementsByStatus(db, authOf(request), request.query),
  );
  r.get(
    DEMAND_API.placementStatuses,
    { config: read, schema: { tags, response: { 200: z.array(StatusOptionSchema) } } },
    async () => [...ENTITY_STATUS_OPTIONS],
  );
  r.get(
    DEMAND_API.placement(':id'),
    { config: read, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => loadPlacement(db, authOf(request), request.params.id),
  );
  r.post(
    DEMAND_API.placements,
    {
      config: needs('PLACEMENTS_CREATE'),
      schema: { tags, body: PlacementInputSchema, response: { 201: PlacementSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPlacement(db, authOf(request), request.body)),
  );
  r.put(
    DEMAND_API.placement(':id'),
    {
      config: needs('PLACEMENTS_EDIT'),
      schema: { tags, params: IdParamsSchema, body: PlacementUpdateSchema, response: one },
    },
    async (request) => updatePlacement(db, authOf(request), request.params.id, request.body),
  );
  for (const archive of [true, false]) {
    r.put(
      archive ? DEMAND_API.archivePlacement(':id') : DEMAND_API.unarchivePlacement(':id'),
      {
        config: needs('PLACEMENTS_ARCHIVE'),
        schema: { tags, params: IdParamsSchema, body: VersionBodySchema, response: one },
      },
      async (request) =>
        archivePlacement(db, authOf(request), request.params.id, archive, request.body?.version),
    );
  }
}
