import { CREATIVE_MESSAGES } from '@adcast/domain/campaigns/creative-messages';
import {
  CREATIVE_PARTS,
  CreativeInputSchema,
  CreativeSchema,
  CreativeUpdateSchema,
} from '@adcast/domain/campaigns/creatives';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { VastCheckRequestSchema, VastReportSchema } from '@adcast/domain/campaigns/vast-check';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { needs, needsAnyOf } from '../../../http/auth';
import { IdParamsSchema } from '../../../http/params';
import { creativeProbeQueue } from '../../../media/creative-probe-job';
import { GuardedFetcher } from '../../../media/fetch/guarded-fetcher';
import { checkVast } from '../../../media/vast/vast-checker';
import { recordArea } from '../../../records/area';
import { writeContext } from '../../../records/route-parts';
import type { ModuleDeps } from '../../module-deps';
import { registerConnectedLineItems } from './connected-line-items';
import { registerCreativeDesignerRoutes } from './creative-designer';
import type { CreativeMedia } from './creative-media';
import { CREATIVE } from './creative-record';
import { registerDcoRoutes } from './dco';
import { creativeUpload } from './upload';
import { createCreative, reprocessCreative, restoreCreative, updateCreative } from './write-service';

const tags = [CREATIVE.tag];
const MULTIPART = `JSON, or multipart: ${CREATIVE_PARTS.creative} (its JSON) and, for a video creative, its ${CREATIVE_PARTS.file} (MP4, H.264, at least 720p)`;

function creativeMedia(deps: ModuleDeps): CreativeMedia {
  const { probe, queueProbe } = creativeProbeQueue(deps.jobs, {
    db: deps.db,
    storage: deps.storage.media,
    media: deps.config.media,
    log: deps.log,
  });
  deps.jobs.register(probe);
  return {
    fetcher: new GuardedFetcher({
      allowHosts: deps.config.media.fetchAllowHosts,
      userAgent: 'Adcast VAST checker',
    }),
    storage: deps.storage.media,
    queueProbe,
  };
}

/** The creative's own routes: multipart create and edit, the VAST check before saving, reprocess. */
function registerCreativeRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const media = creativeMedia(deps);
  const multipartParts = (schema: typeof CreativeInputSchema | typeof CreativeUpdateSchema) => ({
    json: { part: CREATIVE_PARTS.creative, schema },
    files: [{ part: CREATIVE_PARTS.file, kind: 'video' as const }],
  });
  r.post(
    CAMPAIGN_API.creatives,
    {
      config: { ...needs(CREATIVE.permissions.create), multipart: multipartParts(CreativeInputSchema) },
      schema: {
        tags,
        summary: MULTIPART,
        description: 'An invalid VAST is a 400 naming each problem at its element.',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: CreativeSchema },
      },
    },
    async (request, reply) => {
      const { creative, video } = await creativeUpload(request, CreativeInputSchema);
      return reply
        .status(201)
        .send(await createCreative(writeContext(deps, request), media, creative, video));
    },
  );
  r.put(
    CAMPAIGN_API.creative(':id'),
    {
      config: { ...needs(CREATIVE.permissions.edit), multipart: multipartParts(CreativeUpdateSchema) },
      schema: {
        tags,
        summary: MULTIPART,
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: CreativeSchema },
      },
    },
    async (request) => {
      const { creative, video } = await creativeUpload(request, CreativeUpdateSchema);
      return updateCreative(writeContext(deps, request), media, request.params.id, creative, video);
    },
  );
  r.post(
    CAMPAIGN_API.validateVast,
    {
      config: needsAnyOf(CREATIVE.permissions.create, CREATIVE.permissions.edit),
      schema: {
        tags,
        summary: 'Checks a VAST for CTV before saving: its problems, each at its element, wrappers followed',
        body: VastCheckRequestSchema,
        response: { 200: VastReportSchema },
      },
    },
    ({ body }) =>
      checkVast(
        media.fetcher,
        { vastType: body.vastType, vastXml: body.vastXml ?? null, vastUrl: body.vastUrl },
        body.duration,
      ),
  );
  r.put(
    CAMPAIGN_API.reprocessCreative(':id'),
    {
      config: needs('CAMPAIGNS_CREATIVES_PROCESS'),
      schema: {
        tags,
        summary: `Probes a video creative's file again (a failed processing's retry). ${CREATIVE_MESSAGES.notAVideoCreative}.`,
        params: IdParamsSchema,
        response: { 200: CreativeSchema },
      },
    },
    (request) => reprocessCreative(writeContext(deps, request), media, request.params.id),
  );
  registerConnectedLineItems(app, deps);
  registerDcoRoutes(app, deps, media);
  registerCreativeDesignerRoutes(app, deps, media);
}

/**
 * The creative library (part 2 §7 /api/campaign/creative): the record's list, get and status-name
 * calls, and its own multipart saves, VAST check and reprocess; a revert writes back the snapshot.
 */
export const CREATIVE_AREA = recordArea<ModuleDeps>(CREATIVE, {
  summaries: { list: 'Creatives the mask may see (list and picker)' },
  restore: restoreCreative,
  routes: registerCreativeRoutes,
});
