import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageByKey } from '../../db/catalogue/media-files';
import { fileAnswer } from '../../http/answer-docs';
import { publicRoute } from '../../http/auth';
import { notFound } from '../../http/errors';
import { IdParamsSchema } from '../../http/params';
import type { ModuleDeps } from '../module-deps';
import { publicFeed } from './mrss-service';

/** What players, partners and <img> tags fetch without signing in: a collection's MRSS feed and images by hash. */
export function registerPublicCatalogueRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    CATALOGUE_API.mrss(':id'),
    {
      config: publicRoute,
      schema: {
        tags: ['collections'],
        summary: "A collection's MRSS feed (RSS 2.0 + Media RSS)",
        params: IdParamsSchema,
        response: fileAnswer('application/rss+xml'),
      },
    },
    async (request, reply) =>
      reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(await publicFeed(deps, request.params.id)),
  );
  r.get(
    CATALOGUE_API.mediaImage(':key'),
    {
      config: publicRoute,
      schema: {
        tags: ['media'],
        summary: 'An image by its content hash',
        params: z.object({ key: z.string().regex(/^[0-9a-f]{64}$/, 'An image key is 64 hex digits') }),
        response: fileAnswer('image/png', 'image/jpeg'),
      },
    },
    async (request, reply) => {
      const image = await imageByKey(deps.db, request.params.key);
      if (!image) throw notFound('Image');
      // The key is the content's hash: the bytes behind it never change.
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    },
  );
}
