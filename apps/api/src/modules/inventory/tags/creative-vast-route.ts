import { TAG_API } from '@adcast/domain/tags/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storedVastOf } from '../../../db/tag-candidates';
import { fileAnswer } from '../../../http/answer-docs';
import { publicRoute } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import { IdParamsSchema } from '../../../http/params';
import type { ModuleDeps } from '../../module-deps';

/**
 * The VAST document a creative was given as XML, which the tag's wrapper points at: public as the
 * tag is, but only under the key the tag signed for the creative, so ids cannot be walked.
 */
export function registerCreativeVastRoute(app: FastifyInstance, deps: ModuleDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    TAG_API.creativeVast(':id'),
    {
      config: publicRoute,
      schema: {
        tags: ['tags'],
        summary:
          "An active creative's VAST given as XML, for the tag's wrapper (under the key the tag signed)",
        params: IdParamsSchema,
        querystring: z.object({ k: z.string().max(64) }),
        response: fileAnswer('application/xml'),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!deps.beaconSigner.isCreativeKey(id, request.query.k)) throw notFound('Creative VAST');
      const xml = await deps.reads.get(`creative-vast:${id}`, () => storedVastOf(deps.db, id));
      if (xml === null) throw notFound('Creative VAST');
      return reply.type('application/xml').send(xml);
    },
  );
}
