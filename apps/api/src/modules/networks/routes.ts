import { NetworkSchema } from '@adcast/domain/networks/networks';
import { NETWORKS_API } from '@adcast/domain/networks/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyMask, authOf } from '../../http/auth';
import type { AppDeps } from '../../http/deps';
import { listNetworks } from './service';

export function registerNetworkRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    NETWORKS_API.networks,
    {
      config: anyMask,
      schema: {
        tags: ['networks'],
        summary: 'Networks the mask may see',
        response: { 200: z.array(NetworkSchema) },
      },
    },
    async (request) => listNetworks(deps.db, authOf(request)),
  );
}
