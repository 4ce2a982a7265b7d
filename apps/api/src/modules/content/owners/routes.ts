import { CONTENT_OWNERS_API } from '@adcast/domain/content/owner-paths';
import {
  ContentOwnerCountFilterSchema,
  ContentOwnerListFilterSchema,
  ContentOwnerSchema,
} from '@adcast/domain/content/owners';
import { pageOf } from '@adcast/domain/list-schemas';
import { StatusCountSchema } from '@adcast/domain/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyMask, authOf } from '../../../http/auth';
import type { AppDeps } from '../../../http/deps';
import { IdParamsSchema } from '../../../http/params';
import { countContentOwnersByStatus, getContentOwner, listContentOwners } from './service';

export function registerContentOwnerRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    CONTENT_OWNERS_API.contentOwners,
    {
      config: anyMask,
      schema: {
        tags: ['content owners'],
        summary: 'Content owners the mask may see',
        querystring: ContentOwnerListFilterSchema,
        response: { 200: pageOf(ContentOwnerSchema) },
      },
    },
    async (request) => listContentOwners(deps.db, authOf(request), request.query),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    CONTENT_OWNERS_API.counts,
    {
      config: anyMask,
      schema: {
        tags: ['content owners'],
        summary: 'Content owners the mask may see, per status',
        querystring: ContentOwnerCountFilterSchema,
        response: { 200: z.array(StatusCountSchema) },
      },
    },
    async (request) => countContentOwnersByStatus(deps.db, authOf(request), request.query),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    CONTENT_OWNERS_API.contentOwner(':id'),
    {
      config: anyMask,
      schema: {
        tags: ['content owners'],
        summary: 'One content owner the mask may see',
        params: IdParamsSchema,
        response: { 200: ContentOwnerSchema },
      },
    },
    async (request) => getContentOwner(deps.db, authOf(request), request.params.id),
  );
}
