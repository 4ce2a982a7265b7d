import { API } from '@adcast/domain/api-paths';
import type { FastifyInstance } from 'fastify';
import { anyMask, authOf } from '../../http/auth';
import type { AppDeps } from '../../http/deps';
import { listNetworks } from './service';

export function registerNetworkRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(API.networks, { config: anyMask, schema: { tags: ['networks'] } }, async (request) =>
    listNetworks(deps.db, authOf(request)),
  );
}
