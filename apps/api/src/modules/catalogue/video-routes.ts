import { UPLOAD_PARTS } from '@adcast/domain/catalogue/images';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import {
  AddToCollectionsSchema,
  VideoBulkEditSchema,
  VideoChangesSchema,
  VideoDeletionSchema,
  VideoIdsBodySchema,
  VideoUpdateSchema,
} from '@adcast/domain/catalogue/video-writes';
import {
  ArtistSearchSchema,
  TermListAnswerSchema,
  type VideoListFilter,
  VideoListFilterSchema,
  VideoSchema,
} from '@adcast/domain/catalogue/videos';
import { listActionPaths } from '@adcast/domain/list-actions';
import { pageOf } from '@adcast/domain/list-schemas';
import { SUGGESTION_LIMIT } from '@adcast/domain/paging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TermKind } from '../../db/catalogue/terms';
import { anyMask, authOf, needs } from '../../http/auth';
import { IdParamsSchema } from '../../http/params';
import type { ParentScope } from '../../records/definition';
import { readContext, writeContext } from '../../records/route-parts';
import type { ModuleDeps } from '../module-deps';
import { addVideosToCollections } from './collection-videos-service';
import { deleteContentOwnerVideos } from './video-delete-service';
import {
  checkContentOwner,
  checkPublisher,
  exportVideos,
  getVideo,
  listVideos,
  videoTerms,
} from './video-read-service';
import { bulkEditUpload, thumbnailUpload } from './video-upload';
import {
  addContentOwnerToVideos,
  bulkEditVideos,
  removeOwner,
  setThumbnail,
  updateVideo,
} from './video-write-service';

const tags = ['videos'];
const page = { 200: pageOf(VideoSchema) };
const changed = { 200: VideoChangesSchema };

/** Part 2 §7 /api/videos and the embedded tables of a content owner's and a publisher's videos. */
export function registerVideoRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    CATALOGUE_API.videos,
    { config: anyMask, schema: { tags, querystring: VideoListFilterSchema, response: page } },
    async (request) => listVideos(readContext(deps, request), request.query),
  );
  r.get(
    CATALOGUE_API.contentOwnerVideos(':id'),
    {
      config: anyMask,
      schema: { tags, params: IdParamsSchema, querystring: VideoListFilterSchema, response: page },
    },
    async (request) => {
      await checkContentOwner(deps.db, authOf(request), request.params.id);
      return listVideos(readContext(deps, request), request.query, { coId: request.params.id });
    },
  );
  r.get(
    CATALOGUE_API.publisherVideos(':id'),
    {
      config: anyMask,
      schema: { tags, params: IdParamsSchema, querystring: VideoListFilterSchema, response: page },
    },
    async (request) => {
      await checkPublisher(deps.db, authOf(request), request.params.id);
      return listVideos(readContext(deps, request), request.query, { publisherId: request.params.id });
    },
  );
  // The CSV of each list's current filter (every row, streamed), as every record list has.
  const exportOf = (
    listPath: string,
    parentOf: (request: FastifyRequest) => Promise<ParentScope | undefined>,
    params?: typeof IdParamsSchema,
  ) =>
    r.get(
      listActionPaths(listPath).exportCsv,
      {
        config: anyMask,
        schema: {
          tags,
          summary: 'Every video of the filter as CSV',
          ...(params && { params }),
          querystring: VideoListFilterSchema,
        },
      },
      async (request, reply) => {
        const parent = await parentOf(request);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="videos.csv"')
          .send(exportVideos(readContext(deps, request), request.query as VideoListFilter, parent));
      },
    );
  exportOf(CATALOGUE_API.videos, async () => undefined);
  exportOf(
    CATALOGUE_API.contentOwnerVideos(':id'),
    async (request) => {
      const { id } = request.params as { id: number };
      await checkContentOwner(deps.db, authOf(request), id);
      return { coId: id };
    },
    IdParamsSchema,
  );
  exportOf(
    CATALOGUE_API.publisherVideos(':id'),
    async (request) => {
      const { id } = request.params as { id: number };
      await checkPublisher(deps.db, authOf(request), id);
      return { publisherId: id };
    },
    IdParamsSchema,
  );
  const terms = (path: string, kind: Exclude<TermKind, 'ARTIST'>) =>
    r.get(
      path,
      {
        config: needs(CATALOGUE_PERMISSIONS.readVideos),
        schema: {
          tags,
          summary: `Every ${kind.toLowerCase()} in use`,
          response: { 200: TermListAnswerSchema },
        },
      },
      async (request) => videoTerms(deps.db, authOf(request), kind),
    );
  terms(CATALOGUE_API.videoFlags, 'FLAG');
  terms(CATALOGUE_API.videoGenres, 'GENRE');
  terms(CATALOGUE_API.videoTags, 'TAG');
  r.get(
    CATALOGUE_API.videoArtists,
    {
      config: needs(CATALOGUE_PERMISSIONS.readVideos),
      schema: {
        tags,
        summary: `Artists whose name contains the text, up to ${SUGGESTION_LIMIT}`,
        querystring: ArtistSearchSchema,
        response: { 200: TermListAnswerSchema },
      },
    },
    async (request) =>
      videoTerms(deps.db, authOf(request), 'ARTIST', request.query.search, request.query.size),
  );
  r.get(
    CATALOGUE_API.video(':id'),
    { config: anyMask, schema: { tags, params: IdParamsSchema, response: { 200: VideoSchema } } },
    async (request) => getVideo(deps.db, authOf(request), request.params.id),
  );
  r.put(
    CATALOGUE_API.video(':id'),
    {
      config: needs(CATALOGUE_PERMISSIONS.metadata),
      schema: { tags, params: IdParamsSchema, body: VideoUpdateSchema, response: { 200: VideoSchema } },
    },
    async (request) => updateVideo(writeContext(deps, request), request.params.id, request.body),
  );
  r.put(
    CATALOGUE_API.videoThumb(':id'),
    {
      config: {
        ...needs(CATALOGUE_PERMISSIONS.metadata),
        multipart: { text: ['version'], files: [{ part: UPLOAD_PARTS.file, kind: 'image' }] },
      },
      schema: {
        tags,
        summary: 'multipart: file (PNG or JPG, greater than 480x360), optional version',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: VideoSchema },
      },
    },
    async (request) => {
      const { image, version } = await thumbnailUpload(request);
      return setThumbnail(writeContext(deps, request), request.params.id, image, version);
    },
  );
  r.put(
    CATALOGUE_API.videosBulkUpdate,
    {
      config: {
        ...needs(CATALOGUE_PERMISSIONS.changeVideos),
        multipart: {
          json: { part: UPLOAD_PARTS.bulkRequest, schema: VideoBulkEditSchema },
          files: [{ part: UPLOAD_PARTS.bulkThumbnail, kind: 'image' }],
        },
      },
      schema: {
        tags,
        summary: 'JSON VideoBulkEdit, or multipart: request (its JSON) and an optional thumbnail file',
        description: `JSON body: ${JSON.stringify(Object.keys(VideoBulkEditSchema.shape))}`,
        consumes: ['application/json', 'multipart/form-data'],
        response: changed,
      },
    },
    async (request) => {
      const { edit, thumbnail } = await bulkEditUpload(request);
      return bulkEditVideos(writeContext(deps, request), edit, thumbnail);
    },
  );
  r.post(
    CATALOGUE_API.videosToPlaylists,
    {
      config: needs(CATALOGUE_PERMISSIONS.changeVideos),
      schema: { tags, body: AddToCollectionsSchema, response: changed },
    },
    async (request) => addVideosToCollections(writeContext(deps, request), request.body),
  );
  r.delete(
    CATALOGUE_API.videosOwner,
    {
      config: needs(CATALOGUE_PERMISSIONS.changeVideos),
      schema: { tags, summary: 'Remove owner', body: VideoIdsBodySchema, response: changed },
    },
    async (request) => removeOwner(writeContext(deps, request), request.body.videoIds),
  );
  r.put(
    CATALOGUE_API.contentOwnerVideosOwner(':id'),
    {
      config: needs(CATALOGUE_PERMISSIONS.changeVideos),
      schema: {
        tags,
        summary: 'Add owner to videos',
        params: IdParamsSchema,
        body: VideoIdsBodySchema,
        response: changed,
      },
    },
    async (request) => {
      await checkContentOwner(deps.db, authOf(request), request.params.id);
      return addContentOwnerToVideos(writeContext(deps, request), request.params.id, request.body.videoIds);
    },
  );
  r.delete(
    CATALOGUE_API.contentOwnerVideos(':id'),
    {
      config: needs(CATALOGUE_PERMISSIONS.changeVideos),
      schema: {
        tags,
        summary:
          'Delete videos of the content owner with their HLS and originals (images kept while others use them)',
        params: IdParamsSchema,
        body: VideoIdsBodySchema,
        response: { 200: VideoDeletionSchema },
      },
    },
    async (request) => {
      await checkContentOwner(deps.db, authOf(request), request.params.id);
      const ctx = { ...writeContext(deps, request), media: deps.storage.media, log: request.log };
      return deleteContentOwnerVideos(ctx, request.params.id, request.body.videoIds);
    },
  );
}
