import { AssignPlacementsSchema } from '@adcast/domain/demand/connections';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { ConnectionPlacementsFilterSchema, PlacementSchema } from '@adcast/domain/inventory/placements';
import { pageOf } from '@adcast/domain/list-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, needs, needsAnyOf } from '../../../http/auth';
import { PathIdSchema } from '../../../http/params';
import { recordArea } from '../../../records/area';
import type { ModuleDeps } from '../../module-deps';
import { PARTNER } from '../partners/partner-record';
import { CONNECTION } from './connection-record';
import { assignPlacements, listConnectionPlacements } from './placements-service';
import { createConnection, updateConnection } from './write-service';

const ConnectionParamsSchema = z.object({ dpId: PathIdSchema, id: PathIdSchema });

/** The connection's placements: the dialog's page and the assignment. */
function registerPlacementRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [CONNECTION.tag];
  r.get(
    DEMAND_API.connectionPlacements(':dpId', ':id'),
    {
      config: needs(CONNECTION.permissions.read),
      schema: {
        tags,
        summary: "The connection's placements (placements dialog)",
        params: ConnectionParamsSchema,
        querystring: ConnectionPlacementsFilterSchema,
        response: { 200: pageOf(PlacementSchema) },
      },
    },
    async (request) => listConnectionPlacements(deps.db, authOf(request), request.params, request.query),
  );
  r.put(
    DEMAND_API.connectionPlacements(':dpId', ':id'),
    {
      config: needs(CONNECTION.permissions.edit),
      schema: {
        tags,
        summary: "Sets the connection's placements",
        params: ConnectionParamsSchema,
        body: AssignPlacementsSchema,
        response: { 200: CONNECTION.schemas.dto },
      },
    },
    async (request) => assignPlacements(deps.db, authOf(request), request.params, request.body),
  );
}

/** The partner a connection's path names. */
const partnerOf = (parent: Record<string, number> | undefined) => parent?.dpId ?? 0;

/** Connections: under their partner's path, created or duplicated there, with their placements. */
export const CONNECTION_AREA = recordArea<ModuleDeps>(CONNECTION, {
  writes: {
    create: ({ db, auth }, input, parent) => createConnection(db, auth, partnerOf(parent), input),
    update: (ctx, input, id, parent) => updateConnection(ctx, { dpId: partnerOf(parent), id }, input),
  },
  parent: PARTNER,
  createAccess: needsAnyOf('CONNECTIONS_CREATE', 'CONNECTIONS_DUPLICATE'),
  summaries: {
    list: 'All connections (list and picker)',
    create: 'Create a connection, or duplicate one with duplicateOf',
  },
  routes: registerPlacementRoutes,
});
