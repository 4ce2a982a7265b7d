import {
  AssignPlacementsSchema,
  ConnectionCountFilterSchema,
  ConnectionInputSchema,
  ConnectionQuerySchema,
  ConnectionSchema,
  ConnectionUpdateSchema,
} from '@adcast/domain/demand/connections';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { ConnectionPlacementsFilterSchema, PlacementSchema } from '@adcast/domain/inventory/placements';
import { pageOf } from '@adcast/domain/list-schemas';
import { StatusCountSchema, VersionBodySchema } from '@adcast/domain/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, needs, needsAnyOf } from '../../../http/auth';
import type { AppDeps } from '../../../http/deps';
import { PathIdSchema } from '../../../http/params';
import { loadPartner } from '../partners/rows';
import { countConnectionsByStatus, listConnections } from './list-service';
import { assignPlacements, listConnectionPlacements } from './placements-service';
import { loadConnection } from './rows';
import { archiveConnection, createConnection, updateConnection } from './write-service';

const tags = ['connections'];
const PartnerParamsSchema = z.object({ dpId: PathIdSchema });
const ConnectionParamsSchema = z.object({ dpId: PathIdSchema, id: PathIdSchema });
const page = { 200: pageOf(ConnectionSchema) };
const counts = { 200: z.array(StatusCountSchema) };
const one = { 200: ConnectionSchema };

export function registerConnectionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const read = needs('CONNECTIONS_READ');

  r.get(
    DEMAND_API.connections,
    {
      config: read,
      schema: {
        tags,
        summary: 'All connections (list and picker)',
        querystring: ConnectionQuerySchema,
        response: page,
      },
    },
    async (request) => listConnections(db, deps.reads, authOf(request), request.query),
  );
  r.get(
    DEMAND_API.connectionCounts,
    { config: read, schema: { tags, querystring: ConnectionCountFilterSchema, response: counts } },
    async (request) =>
      countConnectionsByStatus(db, deps.reads, { auth: authOf(request), name: request.query.name }),
  );
  r.get(
    DEMAND_API.partnerConnections(':dpId'),
    {
      config: read,
      schema: { tags, params: PartnerParamsSchema, querystring: ConnectionQuerySchema, response: page },
    },
    async (request) => {
      const partner = await loadPartner(db, authOf(request), request.params.dpId);
      return listConnections(db, deps.reads, authOf(request), request.query, partner.id);
    },
  );
  r.get(
    DEMAND_API.partnerConnectionCounts(':dpId'),
    {
      config: read,
      schema: {
        tags,
        params: PartnerParamsSchema,
        querystring: ConnectionCountFilterSchema,
        response: counts,
      },
    },
    async (request) => {
      const partner = await loadPartner(db, authOf(request), request.params.dpId);
      return countConnectionsByStatus(db, deps.reads, {
        auth: authOf(request),
        dpId: partner.id,
        name: request.query.name,
      });
    },
  );
  r.get(
    DEMAND_API.connection(':dpId', ':id'),
    { config: read, schema: { tags, params: ConnectionParamsSchema, response: one } },
    async (request) => loadConnection(db, authOf(request), request.params.id, request.params.dpId),
  );
  r.post(
    DEMAND_API.partnerConnections(':dpId'),
    {
      config: needsAnyOf('CONNECTIONS_CREATE', 'CONNECTIONS_DUPLICATE'),
      schema: {
        tags,
        summary: 'Create a connection, or duplicate one with duplicateOf',
        params: PartnerParamsSchema,
        body: ConnectionInputSchema,
        response: { 201: ConnectionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createConnection(db, authOf(request), request.params.dpId, request.body)),
  );
  r.put(
    DEMAND_API.connection(':dpId', ':id'),
    {
      config: needs('CONNECTIONS_EDIT'),
      schema: { tags, params: ConnectionParamsSchema, body: ConnectionUpdateSchema, response: one },
    },
    async (request) => updateConnection(db, authOf(request), request.params, request.body),
  );
  for (const archive of [true, false]) {
    r.put(
      archive ? DEMAND_API.archiveConnection(':dpId', ':id') : DEMAND_API.unarchiveConnection(':dpId', ':id'),
      {
        config: needs('CONNECTIONS_ARCHIVE'),
        schema: { tags, params: ConnectionParamsSchema, body: VersionBodySchema, response: one },
      },
      async (request) =>
        archiveConnection(
          db,
          authOf(request),
          { ...request.params, version: request.body?.version },
          archive,
        ),
    );
  }
  r.get(
    DEMAND_API.connectionPlacements(':dpId', ':id'),
    {
      config: read,
      schema: {
        tags,
        summary: "The connection's placements (placements dialog)",
        params: ConnectionParamsSchema,
        querystring: ConnectionPlacementsFilterSchema,
        response: { 200: pageOf(PlacementSchema) },
      },
    },
    async (request) => listConnectionPlacements(db, authOf(request), request.params, request.query),
  );
  r.put(
    DEMAND_API.connectionPlacements(':dpId', ':id'),
    {
      config: needs('CONNECTIONS_EDIT'),
      schema: {
        tags,
        summary: "Sets the connection's placements",
        params: ConnectionParamsSchema,
        body: AssignPlacementsSchema,
        response: one,
      },
    },
    async (request) => assignPlacements(db, authOf(request), request.params, request.body),
  );
}
