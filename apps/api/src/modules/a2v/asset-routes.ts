import {
  ASSET_MAX_BYTES,
  ASSET_MESSAGES,
  AssetListFilterSchema,
  AssetSchema,
  AssetUpdateSchema,
} from '@adcast/domain/a2v/assets';
import { A2V_API } from '@adcast/domain/a2v/paths';
import { pageOf } from '@adcast/domain/list-schemas';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { a2vAssets } from '../../db/schema/a2v';
import { containsText } from '../../db/search';
import { fileAnswer } from '../../http/answer-docs';
import { authOf, needs } from '../../http/auth';
import { IdParamsSchema } from '../../http/params';
import { registerTusUpload } from '../../http/tus-upload';
import { assetProbeJob } from '../../media/a2v-asset-probe-job';
import { sniffAudioFile } from '../../media/sniff-audio';
import type { ModuleDeps } from '../module-deps';
import { assetOf, assetsVisibleTo, selectAssets, visibleAsset } from './asset-record';
import { checkAssetRequest, finishAssetUpload, UPLOAD_ASSET_HEADER } from './asset-upload';
import { sendStoredFile } from './stored-file';
import { registerTranscriptRoutes } from './transcript-routes';

const tags = ['a2v-assets'];

/** A2V assets: the resumable audio upload, its probe job, the list, one asset, its edit and its audio. */
export function registerAssetRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const storage = deps.storage.media;
  const probe = assetProbeJob({ db: deps.db, storage, log: deps.log });
  deps.jobs.register(probe);
  registerTusUpload(app, {
    path: A2V_API.assetUpload,
    workDir: storage.workDir,
    maxBytes: ASSET_MAX_BYTES,
    tooLarge: ASSET_MESSAGES.tooLarge,
    permission: 'ASSETS_CREATE',
    corsOrigins: deps.config.corsOrigins,
    log: deps.log,
    check: (auth, metadata) => checkAssetRequest(deps.db, auth, metadata),
    finish: async (finished) => {
      const assetId = await finishAssetUpload(deps.db, storage, finished);
      await deps.jobs.send(probe, { assetId });
      return { [UPLOAD_ASSET_HEADER]: String(assetId) };
    },
  });

  registerTranscriptRoutes(app, deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    A2V_API.assets,
    {
      config: needs('ASSETS_READ'),
      schema: { tags, querystring: AssetListFilterSchema, response: { 200: pageOf(AssetSchema) } },
    },
    async (request) => {
      const { page, size, name, advertiserIds, processing } = request.query;
      const where = and(
        assetsVisibleTo(authOf(request)),
        name ? containsText(a2vAssets.name, name) : undefined,
        advertiserIds?.length ? inArray(a2vAssets.advertiserId, advertiserIds) : undefined,
        processing ? eq(a2vAssets.processing, processing) : undefined,
      );
      const rows = await selectAssets(deps.db)
        .where(where)
        .orderBy(desc(a2vAssets.createdOn), desc(a2vAssets.id))
        .limit(size)
        .offset(page * size);
      const [total] = await deps.db.select({ value: count() }).from(a2vAssets).where(where);
      return { content: rows.map(assetOf), totalElements: total?.value ?? 0 };
    },
  );
  r.get(
    A2V_API.asset(':id'),
    {
      config: needs('ASSETS_READ'),
      schema: { tags, params: IdParamsSchema, response: { 200: AssetSchema } },
    },
    async (request) => (await visibleAsset(deps.db, authOf(request), request.params.id)).dto,
  );
  r.put(
    A2V_API.asset(':id'),
    {
      config: needs('ASSETS_EDIT'),
      schema: { tags, params: IdParamsSchema, body: AssetUpdateSchema, response: { 200: AssetSchema } },
    },
    async (request) => {
      const { id } = request.params;
      await visibleAsset(deps.db, authOf(request), id);
      await deps.db.update(a2vAssets).set(request.body).where(eq(a2vAssets.id, id));
      return (await visibleAsset(deps.db, authOf(request), id)).dto;
    },
  );
  r.get(
    A2V_API.assetAudio(':id'),
    {
      config: needs('ASSETS_READ'),
      schema: {
        tags,
        params: IdParamsSchema,
        summary: 'The asset’s audio file',
        response: fileAnswer('audio/mpeg', 'audio/mp4', 'audio/wav', 'audio/flac', 'audio/ogg'),
      },
    },
    async (request, reply) => {
      const { row } = await visibleAsset(deps.db, authOf(request), request.params.id);
      return sendStoredFile(
        reply,
        storage,
        row.fileKey,
        async (path) => (await sniffAudioFile(path)) ?? 'audio/mpeg',
      );
    },
  );
}
