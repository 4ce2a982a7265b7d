import { A2V_API } from '@adcast/domain/a2v/paths';
import { RenderInputSchema, RenderListFilterSchema, RenderSchema } from '@adcast/domain/a2v/renders';
import { pageOf } from '@adcast/domain/list-schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { renderById, renderPage } from '../../db/a2v/renders';
import { a2vRenders } from '../../db/schema/a2v';
import { type AuthContext, authOf, needs } from '../../http/auth';
import { notFound } from '../../http/errors';
import { IdParamsSchema } from '../../http/params';
import { networkFilter } from '../../http/scope-filter';
import { a2vRenderJob } from '../../media/a2v-render-job';
import { creativeProbeQueue } from '../../media/creative-probe-job';
import { writeContext } from '../../records/route-parts';
import type { ModuleDeps } from '../module-deps';
import { renderOf, startRender } from './render-service';

const tags = ['a2v-renders'];
const rendersVisibleTo = (auth: AuthContext) => networkFilter(a2vRenders.networkId, auth);

/** Rendering an asset with a brand and its network's template into a video creative, and its progress. */
export function registerRenderRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const storage = deps.storage.media;
  const { queueProbe } = creativeProbeQueue(deps.jobs, {
    db: deps.db,
    storage,
    media: deps.config.media,
    log: deps.log,
  });
  const render = a2vRenderJob({ db: deps.db, storage, log: deps.log, queueProbe });
  deps.jobs.register(render);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    A2V_API.renders,
    {
      config: needs('CAMPAIGNS_CREATIVES_CREATE'),
      schema: {
        tags,
        summary:
          'Renders an asset with a brand and its network’s template into a video creative (in the background)',
        body: RenderInputSchema,
        response: { 201: RenderSchema },
      },
    },
    async (request, reply) => {
      const { renderId, job } = await startRender(writeContext(deps, request), request.body);
      await deps.jobs.send(render, job);
      const row = await renderById(deps.db, renderId, undefined);
      return reply.status(201).send(renderOf(row!));
    },
  );
  r.get(
    A2V_API.renders,
    {
      config: needs('ASSETS_READ'),
      schema: { tags, querystring: RenderListFilterSchema, response: { 200: pageOf(RenderSchema) } },
    },
    async (request) => {
      const { assetId, ...page } = request.query;
      const where = and(
        rendersVisibleTo(authOf(request)),
        assetId ? eq(a2vRenders.assetId, assetId) : undefined,
      );
      const { rows, total } = await renderPage(deps.db, where, page);
      return { content: rows.map(renderOf), totalElements: total };
    },
  );
  r.get(
    A2V_API.render(':id'),
    {
      config: needs('ASSETS_READ'),
      schema: { tags, params: IdParamsSchema, response: { 200: RenderSchema } },
    },
    async (request) => {
      const row = await renderById(deps.db, request.params.id, rendersVisibleTo(authOf(request)));
      if (!row) throw notFound('Render');
      return renderOf(row);
    },
  );
}
