import { CreativeSchema } from '@adcast/domain/campaigns/creatives';
import {
  DCO_MESSAGES,
  DCO_TEMPLATE,
  DcoCreativeInputSchema,
  type DcoDesign,
} from '@adcast/domain/campaigns/dco';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { mediaFiles } from '../../../db/schema/catalogue';
import { displayCreatives } from '../../../db/schema/display-creatives';
import { needs } from '../../../http/auth';
import { badRequest } from '../../../http/errors';
import { dcoRenderJob } from '../../../media/dco-render-job';
import { writeContext } from '../../../records/route-parts';
import { createRecord, type WriteContext } from '../../../records/writes';
import type { ModuleDeps } from '../../module-deps';
import { networkOfAdvertiser } from '../advertisers/advertiser-network';
import { DISPLAY_CREATIVE } from '../display-creatives/display-creative-record';
import type { CreativeMedia } from './creative-media';
import { CREATIVE } from './creative-record';

type DcoCreativeInput = z.output<typeof DcoCreativeInputSchema>;
type QueueRender = (
  job: { creativeId: number; imageKey: string } & Omit<DcoDesign, 'template' | 'backgroundId'> & {
      seconds: number;
    },
) => Promise<void>;

/** An image of the advertiser: a display creative the caller sees, of that advertiser; its image's key. */
export async function displayImageKey(
  ctx: WriteContext,
  advertiserId: number,
  displayCreativeId: number,
): Promise<string> {
  const [found] = await ctx.db
    .select({ advertiserId: displayCreatives.advertiserId, imageKey: mediaFiles.sha256 })
    .from(displayCreatives)
    .innerJoin(mediaFiles, eq(mediaFiles.id, displayCreatives.imageFileId))
    .where(and(eq(displayCreatives.id, displayCreativeId), DISPLAY_CREATIVE.visibleTo(ctx.auth)));
  if (!found) throw badRequest(DCO_MESSAGES.backgroundNotFound(displayCreativeId));
  if (found.advertiserId !== advertiserId) throw badRequest(DCO_MESSAGES.backgroundOfAnotherAdvertiser);
  return found.imageKey;
}

/**
 * Part 2 §7 `POST dco/creative`: a video creative of 15 seconds in the library, its design the
 * template and assets, its file rendered by the `dco-render` job and then probed as an upload is.
 */
export async function createDcoCreative(
  ctx: WriteContext,
  queueRender: QueueRender,
  input: DcoCreativeInput,
) {
  const networkId = await networkOfAdvertiser(ctx, input.advertiserId);
  const imageKey = await displayImageKey(ctx, input.advertiserId, input.backgroundId);
  const design: DcoDesign = {
    template: DCO_TEMPLATE,
    backgroundId: input.backgroundId,
    headline: input.headline,
    callToAction: input.callToAction,
  };
  const creative = await createRecord(ctx, CREATIVE, {
    name: input.name,
    advertiserId: input.advertiserId,
    networkId,
    type: 'VIDEO',
    duration: input.duration,
    creativeDesign: JSON.stringify(design),
    videoFileName: 'dco.mp4',
    processing: 'QUEUED',
  });
  await queueRender({
    creativeId: creative.id,
    imageKey,
    headline: input.headline,
    callToAction: input.callToAction,
    seconds: input.duration,
  });
  return creative;
}

/** `POST /api/campaign/dco/creative`, with the render job it queues. */
export function registerDcoRoutes(app: FastifyInstance, deps: ModuleDeps, media: CreativeMedia): void {
  const render = dcoRenderJob({
    db: deps.db,
    storage: media.storage,
    log: deps.log,
    queueProbe: media.queueProbe,
  });
  deps.jobs.register(render);
  const queueRender: QueueRender = async (job) => {
    await deps.jobs.send(render, job);
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    CAMPAIGN_API.dcoCreative,
    {
      config: needs(CREATIVE.permissions.create),
      schema: {
        tags: [CREATIVE.tag],
        summary:
          'A dynamic creative from the template and the advertiser’s assets: 15 seconds whatever is sent, its video rendered in the background',
        body: DcoCreativeInputSchema,
        response: { 201: CreativeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDcoCreative(writeContext(deps, request), queueRender, request.body)),
  );
}
