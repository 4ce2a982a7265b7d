import { pageOf } from '@adcast/domain/list-schemas';
import { PUBLISHERS_API } from '@adcast/domain/publishers/paths';
import { PublisherListFilterSchema, PublisherSchema } from '@adcast/domain/publishers/publishers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { anyMask, authOf } from '../../http/auth';
import type { AppDeps } from '../../http/deps';
import { IdParamsSchema } from '../../http/params';
import { getPublisher, listPublishers } from './service';

const tags = ['publishers'];

export function registerPublisherRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    PUBLISHERS_API.publishers,
    {
      config: anyMask,
      schema: {
        tags,
        summary: 'Publishers the mask may see',
        querystring: PublisherListFilterSchema,
        response: { 200: pageOf(PublisherSchema) },
      },
    },
    async (request) => listPublishers(deps.db, authOf(request), request.query),
  );
  r.get(
    PUBLISHERS_API.publisher(':id'),
    { config: anyMask, schema: { tags, params: IdParamsSchema, response: { 200: PublisherSchema } } },
    async (request) => getPublisher(deps.db, authOf(request), request.params.id),
  );
}
