import { CONTENT_OWNERS_API } from '@adcast/domain/content/owner-paths';
import {
  ContentOwnerFinancialSchema,
  ContentOwnerInputSchema,
  ContentOwnerSchema,
  ContentOwnerShareInputSchema,
  ContentOwnerShareSchema,
  ContentOwnerUpdateSchema,
} from '@adcast/domain/content/owners';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { needs } from '../../../http/auth';
import { IdParamsSchema } from '../../../http/params';
import { recordArea } from '../../../records/area';
import { writeContext } from '../../../records/route-parts';
import { registerUpdateRoute } from '../../../records/routes';
import type { ModuleDeps } from '../../module-deps';
import { registerDocumentRoutes } from '../../owners/document-routes';
import { registerShareRoutes } from '../../owners/share-routes';
import { CONTENT_OWNER } from './content-owner-record';
import { contentOwnerUpload } from './upload';
import {
  createContentOwner,
  restoreContentOwner,
  updateContentOwner,
  updateContentOwnerFinancial,
} from './write-service';

const tags = [CONTENT_OWNER.tag];
const MULTIPART = 'JSON, or multipart: contentOwner (its JSON) and an optional logo file (PNG or JPG)';

/** The content owner's own routes: multipart create and update, financial terms, shares, documents. */
function registerContentOwnerRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    CONTENT_OWNERS_API.contentOwners,
    {
      config: needs(CONTENT_OWNER.permissions.create),
      schema: {
        tags,
        summary: MULTIPART,
        description: `details: ${JSON.stringify(Object.keys(ContentOwnerInputSchema.shape))}`,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: ContentOwnerSchema },
      },
    },
    async (request, reply) => {
      const { details, logo } = await contentOwnerUpload(request, ContentOwnerInputSchema);
      return reply.status(201).send(await createContentOwner(writeContext(deps, request), details, logo));
    },
  );
  r.put(
    CONTENT_OWNERS_API.record(':id'),
    {
      config: needs(CONTENT_OWNER.permissions.edit),
      schema: {
        tags,
        summary: MULTIPART,
        description: `details: ${JSON.stringify(Object.keys(ContentOwnerUpdateSchema.shape))}`,
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: ContentOwnerSchema },
      },
    },
    async (request) => {
      const { details, logo } = await contentOwnerUpload(request, ContentOwnerUpdateSchema);
      return updateContentOwner(writeContext(deps, request), request.params.id, details, logo);
    },
  );
  registerUpdateRoute(app, CONTENT_OWNER, deps, {
    path: CONTENT_OWNERS_API.financial(':id'),
    body: ContentOwnerFinancialSchema,
    summary: 'Set the financial terms: revenue model, contract term (M3…Y5) and start',
    write: (ctx, body, params) => updateContentOwnerFinancial(ctx, params.id, body),
  });
  registerShareRoutes(
    app,
    deps,
    { definition: CONTENT_OWNER, kind: 'contentOwner', path: CONTENT_OWNERS_API.shares(':id') },
    { entry: ContentOwnerShareSchema, input: ContentOwnerShareInputSchema },
  );
  registerDocumentRoutes(app, deps, { definition: CONTENT_OWNER, kind: 'contentOwner' });
}

/**
 * Content owners (part 2 §7 /api/co): the record's list, details, archive and unarchive, and its own
 * multipart saves; a revert writes back the details, terms and logo of the snapshot.
 */
export const CONTENT_OWNER_AREA = recordArea<ModuleDeps>(CONTENT_OWNER, {
  summaries: { list: 'Content owners the mask may see (list and picker)' },
  restore: restoreContentOwner,
  routes: registerContentOwnerRoutes,
});
