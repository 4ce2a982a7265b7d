import {
  DISPLAY_CREATIVE_PARTS,
  DisplayCreativeInputSchema,
  DisplayCreativeSchema,
  DisplayCreativeUpdateSchema,
} from '@adcast/domain/campaigns/display-creatives';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { needs } from '../../../http/auth';
import { IdParamsSchema } from '../../../http/params';
import { recordArea } from '../../../records/area';
import { writeContext } from '../../../records/route-parts';
import type { ModuleDeps } from '../../module-deps';
import { DISPLAY_CREATIVE } from './display-creative-record';
import { displayCreativeUpload } from './upload';
import { createDisplayCreative, restoreDisplayCreative, updateDisplayCreative } from './write-service';

const tags = [DISPLAY_CREATIVE.tag];
const MULTIPART = `Multipart: ${DISPLAY_CREATIVE_PARTS.creative} (its JSON) and its ${DISPLAY_CREATIVE_PARTS.image} (PNG, JPG or GIF); an edit may send JSON alone`;

const multipartParts = (schema: typeof DisplayCreativeInputSchema | typeof DisplayCreativeUpdateSchema) => ({
  json: { part: DISPLAY_CREATIVE_PARTS.creative, schema },
  files: [{ part: DISPLAY_CREATIVE_PARTS.image, kind: 'image' as const }],
});

/** The display creative's own routes: its multipart create and edit. */
function registerDisplayCreativeRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    CAMPAIGN_API.displayCreatives,
    {
      config: {
        ...needs(DISPLAY_CREATIVE.permissions.create),
        multipart: multipartParts(DisplayCreativeInputSchema),
      },
      schema: {
        tags,
        summary: MULTIPART,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: DisplayCreativeSchema },
      },
    },
    async (request, reply) => {
      const { creative, image } = await displayCreativeUpload(request, DisplayCreativeInputSchema);
      return reply
        .status(201)
        .send(await createDisplayCreative(writeContext(deps, request), creative, image));
    },
  );
  r.put(
    CAMPAIGN_API.displayCreative(':id'),
    {
      config: {
        ...needs(DISPLAY_CREATIVE.permissions.edit),
        multipart: multipartParts(DisplayCreativeUpdateSchema),
      },
      schema: {
        tags,
        summary: MULTIPART,
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: DisplayCreativeSchema },
      },
    },
    async (request) => {
      const { creative, image } = await displayCreativeUpload(request, DisplayCreativeUpdateSchema);
      return updateDisplayCreative(writeContext(deps, request), request.params.id, creative, image);
    },
  );
}

/**
 * Display creatives (part 2 §7 /api/campaign/display-creative): the record's list, get, archive
 * and unarchive, and its own multipart saves; a revert writes back the snapshot's fields.
 */
export const DISPLAY_CREATIVE_AREA = recordArea<ModuleDeps>(DISPLAY_CREATIVE, {
  summaries: { list: 'Display creatives the mask may see' },
  restore: restoreDisplayCreative,
  routes: registerDisplayCreativeRoutes,
});
