import { API } from '@adcast/domain/api-paths';
import { IdListSchema, LookupPageSchema } from '@adcast/domain/list-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyMask, authOf } from '../../http/auth';
import type { AppDeps } from '../../http/deps';
import { IdParamsSchema } from '../../http/params';
import { getPublisher, listPublishers } from './service';

const tags = ['publishers'];
const ListQuerySchema = LookupPageSchema.extend({
  ids: IdListSchema,
  networkIds: IdListSchema,
  name: z.string().trim().max(200).optional(),
});

export function registerPublisherRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API.publishers,
    {
      config: anyMask,
      schema: { tags, querystring: ListQuerySchema, summary: 'Publishers the mask may see' },
    },
    async (request) => listPublishers(deps.db, authOf(request), request.query),
  );
  r.get(
    '/api/publishers/:id',
    { config: anyMask, schema: { tags, params: IdParamsSchema } },
    async (request) => getPublisher(deps.db, authOf(request), request.params.id),
  );
}
