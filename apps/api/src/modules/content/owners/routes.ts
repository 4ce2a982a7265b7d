import { API } from '@adcast/domain/api-paths';
import { IdListSchema, LookupPageSchema } from '@adcast/domain/list-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyMask, authOf } from '../../../http/auth';
import type { AppDeps } from '../../../http/deps';
import { listContentOwners } from './service';

const ListQuerySchema = LookupPageSchema.extend({
  coIds: IdListSchema,
  name: z.string().trim().max(200).optional(),
});

export function registerContentOwnerRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.contentOwners,
    {
      config: anyMask,
      schema: {
        tags: ['content owners'],
        querystring: ListQuerySchema,
        summary: 'Content owners the mask may see',
      },
    },
    async (request) => listContentOwners(deps.db, authOf(request), request.query),
  );
}
