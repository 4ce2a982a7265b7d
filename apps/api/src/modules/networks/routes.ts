import {
  NetworkBrandSchema,
  NetworkDetailsSchema,
  NetworkInputSchema,
  NetworkSchema,
  NetworkUpdateSchema,
} from '@adcast/domain/networks/networks';
import { NETWORKS_API } from '@adcast/domain/networks/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyMask, authOf, identityOf, identityRoute, needs } from '../../http/auth';
import { IdParamsSchema } from '../../http/params';
import type { ModuleDeps } from '../module-deps';
import { brandOfNetwork, createNetwork, listNetworks, loadNetwork, updateNetwork } from './service';
import { registerNetworkTwoFactorRoutes } from './two-factor-routes';

const tags = ['networks'];

export function registerNetworkRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    NETWORKS_API.networks,
    {
      config: anyMask,
      schema: { tags, summary: 'Networks the mask may see', response: { 200: z.array(NetworkSchema) } },
    },
    async (request) => listNetworks(deps.db, authOf(request)),
  );
  r.get(
    NETWORKS_API.myBrand,
    {
      config: identityRoute,
      schema: {
        tags,
        summary: "The signed-in user's network brand (null: the product's own)",
        response: { 200: NetworkBrandSchema.nullable() },
      },
    },
    async (request) => brandOfNetwork(deps.db, identityOf(request).network?.id ?? null),
  );
  r.get(
    NETWORKS_API.network(':id'),
    {
      config: needs('NETWORKS_READ'),
      schema: { tags, params: IdParamsSchema, response: { 200: NetworkDetailsSchema } },
    },
    async (request) => loadNetwork(deps.db, authOf(request), request.params.id),
  );
  r.post(
    NETWORKS_API.networks,
    {
      config: needs('NETWORKS_CREATE'),
      schema: { tags, body: NetworkInputSchema, response: { 201: NetworkDetailsSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createNetwork(deps.db, authOf(request), request.body)),
  );
  r.put(
    NETWORKS_API.network(':id'),
    {
      config: needs('NETWORKS_EDIT'),
      schema: {
        tags,
        params: IdParamsSchema,
        body: NetworkUpdateSchema,
        response: { 200: NetworkDetailsSchema },
      },
    },
    async (request) => updateNetwork(deps.db, authOf(request), request.params.id, request.body),
  );
  registerNetworkTwoFactorRoutes(app, deps);
}
