import {
  DESIGN_DURATION_S,
  DESIGNER_API,
  type Design,
  DesignRenderSchema,
  DesignSchema,
} from '@adcast/domain/campaigns/creative-designer';
import { CreativeSchema } from '@adcast/domain/campaigns/creatives';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../../http/answer-docs';
import { needs } from '../../../http/auth';
import { designPreview, designRenderJob } from '../../../media/design-render-job';
import { writeContext } from '../../../records/route-parts';
import { createRecord, type WriteContext } from '../../../records/writes';
import type { ModuleDeps } from '../../module-deps';
import { networkOfAdvertiser } from '../advertisers/advertiser-network';
import type { CreativeMedia } from './creative-media';
import { CREATIVE } from './creative-record';
import { displayImageKey } from './dco';

/** The design's advertiser (its network) and image, checked as the caller sees them. */
async function checkedDesign(ctx: WriteContext, design: Design) {
  const networkId = await networkOfAdvertiser(ctx, design.advertiserId);
  const imageKey = design.imageId ? await displayImageKey(ctx, design.advertiserId, design.imageId) : null;
  return { networkId, imageKey };
}

/**
 * Issue 25 "the designer" (`creative-designer`): a preview frame of a design, and its render into a
 * video creative of the library, rendered and probed in the background as a DCO creative is.
 */
export function registerCreativeDesignerRoutes(app: FastifyInstance, deps: ModuleDeps, media: CreativeMedia) {
  const render = designRenderJob({
    db: deps.db,
    storage: media.storage,
    log: deps.log,
    queueProbe: media.queueProbe,
  });
  deps.jobs.register(render);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const create = needs(CREATIVE.permissions.create);
  r.post(
    DESIGNER_API.preview,
    {
      config: create,
      schema: {
        tags: [CREATIVE.tag],
        summary: 'A PNG of the design (1280x720): the frame its video will show',
        body: DesignSchema,
        response: fileAnswer('image/png'),
        produces: ['image/png'],
      },
    },
    async (request, reply) => {
      const { imageKey } = await checkedDesign(writeContext(deps, request), request.body);
      const png = await designPreview({ db: deps.db, storage: media.storage }, request.body, imageKey);
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
  );
  r.post(
    DESIGNER_API.render,
    {
      config: create,
      schema: {
        tags: [CREATIVE.tag],
        summary: 'A video creative of 15 s from the design, its file rendered in the background',
        body: DesignRenderSchema,
        response: { 201: CreativeSchema },
      },
    },
    async (request, reply) => {
      const ctx = writeContext(deps, request);
      const { name, design } = request.body;
      const { networkId, imageKey } = await checkedDesign(ctx, design);
      const creative = await createRecord(ctx, CREATIVE, {
        name,
        advertiserId: design.advertiserId,
        networkId,
        type: 'VIDEO',
        duration: DESIGN_DURATION_S,
        creativeDesign: JSON.stringify(design),
        videoFileName: 'design.mp4',
        processing: 'QUEUED',
      });
      await deps.jobs.send(render, { creativeId: creative.id, design, imageKey });
      return reply.status(201).send(creative);
    },
  );
}
