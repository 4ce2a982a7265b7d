import { SOURCE_API } from '@adcast/domain/squeezeback/paths';
import { fileAnswer } from '../../http/answer-docs';
import { authOf, needs } from '../../http/auth';
import { ruleBroken } from '../../http/errors';
import { IdParamsSchema } from '../../http/params';
import { GuardedFetcher } from '../../media/fetch/guarded-fetcher';
import { PreviewError, squeezebackPreview } from '../../media/squeezeback/preview-frame';
import { recordArea } from '../../records/area';
import { parsed } from '../../records/route-parts';
import { loadRecord } from '../../records/rows';
import type { ModuleDeps } from '../module-deps';
import { SOURCE } from './source-record';
import { createSource, updateSource } from './write-service';

/** Squeezeback sources: the record's routes and a preview of the squeezed frame, made on request. */
export const SOURCE_AREA = recordArea<ModuleDeps>(SOURCE, {
  writes: { create: createSource, update: updateSource },
  routes: (app, deps) => {
    const fetcher = new GuardedFetcher({
      allowHosts: deps.config.media.fetchAllowHosts,
      userAgent: 'Adcast squeezeback preview',
    });
    app.get(
      SOURCE_API.preview(':id'),
      {
        config: needs(SOURCE.permissions.read),
        schema: {
          tags: [SOURCE.tag],
          summary: "A PNG of the squeezeback frame: the source's newest live picture in its layout",
          description: 'An unreachable or unreadable source is a 422 saying why.',
          params: IdParamsSchema,
          response: fileAnswer('image/png'),
        },
      },
      async (request, reply) => {
        const source = await loadRecord(deps.db, authOf(request), SOURCE, parsed(request).params.id!);
        try {
          const png = await squeezebackPreview(fetcher, source);
          return reply.type('image/png').header('cache-control', 'no-store').send(png);
        } catch (error) {
          if (error instanceof PreviewError) throw ruleBroken(error.message);
          throw error;
        }
      },
    );
  },
});
