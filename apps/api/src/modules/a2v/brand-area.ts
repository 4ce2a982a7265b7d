import { BRAND_PARTS, BrandInputSchema, BrandSchema, BrandUpdateSchema } from '@adcast/domain/a2v/brands';
import { A2V_API } from '@adcast/domain/a2v/paths';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { a2vBrands } from '../../db/schema/a2v';
import { fileAnswer } from '../../http/answer-docs';
import { authOf, needs } from '../../http/auth';
import { notFound } from '../../http/errors';
import { IdParamsSchema } from '../../http/params';
import { sniffVideoFile } from '../../media/sniff-video';
import { recordArea } from '../../records/area';
import { writeContext } from '../../records/route-parts';
import type { ModuleDeps } from '../module-deps';
import { registerAssetRoutes } from './asset-routes';
import { BRAND } from './brand-record';
import { brandUpload } from './brand-upload';
import { createBrand, restoreBrand, updateBrand } from './brand-write-service';
import { registerRenderRoutes } from './render-routes';
import { sendStoredFile } from './stored-file';
import { registerTemplateRoutes } from './template-routes';

const tags = [BRAND.tag];
const MULTIPART = `Multipart: ${BRAND_PARTS.brand} (its JSON), its ${BRAND_PARTS.logo} (PNG or JPG) and optionally its ${BRAND_PARTS.background} (PNG, JPG or a video); an edit may send JSON alone`;

const multipartParts = (schema: typeof BrandInputSchema | typeof BrandUpdateSchema) => ({
  json: { part: BRAND_PARTS.brand, schema },
  files: [
    { part: BRAND_PARTS.logo, kind: 'image' as const },
    { part: BRAND_PARTS.background, kind: 'image' as const },
  ],
});

/** The brand's own routes (multipart create and edit, its background video), then the rest of A2V. */
function registerA2vRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const storage = deps.storage.media;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const multipart = { tags, summary: MULTIPART, consumes: ['application/json', 'multipart/form-data'] };
  r.post(
    A2V_API.brands,
    {
      config: { ...needs(BRAND.permissions.create), multipart: multipartParts(BrandInputSchema) },
      schema: { ...multipart, response: { 201: BrandSchema } },
    },
    async (request, reply) => {
      const { brand, files } = await brandUpload(request, BrandInputSchema);
      return reply.status(201).send(await createBrand(writeContext(deps, request), storage, brand, files));
    },
  );
  r.put(
    A2V_API.brand(':id'),
    {
      config: { ...needs(BRAND.permissions.edit), multipart: multipartParts(BrandUpdateSchema) },
      schema: { ...multipart, params: IdParamsSchema, response: { 200: BrandSchema } },
    },
    async (request) => {
      const { brand, files } = await brandUpload(request, BrandUpdateSchema);
      return updateBrand(writeContext(deps, request), storage, request.params.id, brand, files);
    },
  );
  r.get(
    A2V_API.brandBackgroundVideo(':id'),
    {
      config: needs(BRAND.permissions.read),
      schema: {
        tags,
        params: IdParamsSchema,
        summary: 'The brand’s background video',
        response: fileAnswer('video/mp4', 'video/quicktime', 'video/webm'),
      },
    },
    async (request, reply) => {
      const [row] = await BRAND.select(deps.db).where(
        and(eq(a2vBrands.id, request.params.id), BRAND.visibleTo(authOf(request))),
      );
      if (!row?.backgroundVideoKey) throw notFound('Background video');
      return sendStoredFile(
        reply,
        storage,
        row.backgroundVideoKey,
        async (path) => (await sniffVideoFile(path)) ?? 'video/mp4',
      );
    },
  );
  registerAssetRoutes(app, deps);
  registerTemplateRoutes(app, deps);
  registerRenderRoutes(app, deps);
}

/**
 * Audio to Video. Brands are a record area (list, counts, get, archive, export, changelog with
 * revert) with multipart saves; assets, the network template and renders are its other routes.
 */
export const BRAND_AREA = recordArea<ModuleDeps>(BRAND, {
  summaries: { list: 'A2V brands the mask may see' },
  restore: restoreBrand,
  routes: registerA2vRoutes,
});
