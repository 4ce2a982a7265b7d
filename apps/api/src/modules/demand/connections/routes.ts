import {
  AssignPlacementsSchema,
  ConnectionInputSchema,
  ConnectionUpdateSchema,
} from '@adcast/domain/demand/connections';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { ConnectionPlacementsFilterSchema, PlacementSchema } from '@adcast/domain/inventory/placements';
import { pageOf } from '@adcast/domain/list-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, needs, needsAnyOf } from '../../../http/auth';
import { PathIdSchema } from '../../../http/params';
import {
  registerCreateRoute,
  registerListRoutes,
  registerRowRoutes,
  registerUpdateRoute,
} from '../../../records/routes';
import type { ModuleDeps } from '../../module-deps';
import { loadPartner } from '../partners/rows';
import { assignPlacements, listConnectionPlacements } from './placements-service';
import { CONNECTION } from './rows';
import { createConnection, updateConnection } from './write-service';

const PartnerParamsSchema = z.object({ dpId: PathIdSchema });
const ConnectionParamsSchema = z.object({ dpId: PathIdSchema, id: PathIdSchema });

export function registerConnectionRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerListRoutes(app, deps, CONNECTION, {
    list: DEMAND_API.connections,
    counts: DEMAND_API.connectionCounts,
    summary: 'All connections (list and picker)',
  });
  registerListRoutes(app, deps, CONNECTION, {
    list: DEMAND_API.partnerConnections(':dpId'),
    counts: DEMAND_API.partnerConnectionCounts(':dpId'),
    params: PartnerParamsSchema,
    checkParent: async ({ db, auth }, parent) => {
      await loadPartner(db, auth, parent.dpId!);
    },
  });
  registerRowRoutes(app, deps, CONNECTION, {
    one: DEMAND_API.connection(':dpId', ':id'),
    archive: DEMAND_API.archiveConnection(':dpId', ':id'),
    unarchive: DEMAND_API.unarchiveConnection(':dpId', ':id'),
    params: ConnectionParamsSchema,
  });
  registerCreateRoute(app, CONNECTION, deps, {
    path: DEMAND_API.partnerConnections(':dpId'),
    access: needsAnyOf('CONNECTIONS_CREATE', 'CONNECTIONS_DUPLICATE'),
    summary: 'Create a connection, or duplicate one with duplicateOf',
    params: PartnerParamsSchema,
    body: ConnectionInputSchema,
    write: ({ db, auth }, body, params) => createConnection(db, auth, params.dpId, body),
  });
  registerUpdateRoute(app, CONNECTION, deps, {
    path: DEMAND_API.connection(':dpId', ':id'),
    params: ConnectionParamsSchema,
    body: ConnectionUpdateSchema,
    write: (ctx, body, params) => updateConnection(ctx, params, body),
  });
  registerPlacementRoutes(app, deps);
}

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
