import {
  CATEGORIES,
  CategorySchema,
  CollectionListAllFilterSchema,
  CollectionRefSchema,
  CollectionSchema,
  CollectionVideoMoveSchema,
  CollectionVideoSchema,
  CollectionVideosChangeSchema,
  CollectionVideosFilterSchema,
} from '@adcast/domain/catalogue/collections';
import { UPLOAD_PARTS } from '@adcast/domain/catalogue/images';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { pageOf } from '@adcast/domain/list-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../http/answer-docs';
import { anyMask, needs } from '../../http/auth';
import { IdParamsSchema } from '../../http/params';
import { recordArea } from '../../records/area';
import { readContext, writeContext } from '../../records/route-parts';
import type { ModuleDeps } from '../module-deps';
import { deleteCollection } from './collection-delete-service';
import { collectionVideos, listAllCollections } from './collection-read-service';
import { COLLECTION } from './collection-record';
import {
  addCollectionVideos,
  moveCollectionVideo,
  removeCollectionVideos,
} from './collection-videos-service';
import { createCollection, setCollectionImage, updateCollection } from './collection-write-service';
import { collectionImageUpload } from './video-upload';

const tags = [COLLECTION.tag];
const one = { 200: CollectionSchema };

/** The collection's own routes: list-all, image and poster, its videos in order, and the categories. */
function registerCollectionRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    CATALOGUE_API.playlistsListAll,
    {
      config: needs(COLLECTION.permissions.read),
      schema: {
        tags,
        querystring: CollectionListAllFilterSchema,
        response: { 200: z.array(CollectionRefSchema) },
      },
    },
    async (request) => listAllCollections(readContext(deps, request), request.query.ids),
  );
  for (const which of ['image', 'poster'] as const) {
    r.put(
      which === 'image' ? CATALOGUE_API.playlistImage(':id') : CATALOGUE_API.playlistPoster(':id'),
      {
        config: {
          ...needs(COLLECTION.permissions.edit),
          multipart: { text: ['version'], files: [{ part: UPLOAD_PARTS.file, kind: 'image' }] },
        },
        schema: {
          tags,
          summary: `multipart: file (PNG or JPG), optional version: the collection's ${which}`,
          consumes: ['multipart/form-data'],
          params: IdParamsSchema,
          response: one,
        },
      },
      async (request) => {
        const { image, version } = await collectionImageUpload(request);
        return setCollectionImage(writeContext(deps, request), request.params.id, which, image, version);
      },
    );
  }
  r.get(
    CATALOGUE_API.playlistVideos(':id'),
    {
      config: needs(COLLECTION.permissions.read),
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CollectionVideosFilterSchema,
        response: { 200: pageOf(CollectionVideoSchema) },
      },
    },
    async (request) =>
      collectionVideos(readContext(deps, request), request.params.id, request.query.page, request.query.size),
  );
  r.post(
    CATALOGUE_API.playlistVideos(':id'),
    {
      config: needs(COLLECTION.permissions.edit),
      schema: { tags, params: IdParamsSchema, body: CollectionVideosChangeSchema, response: one },
    },
    async (request) => addCollectionVideos(writeContext(deps, request), request.params.id, request.body),
  );
  r.delete(
    CATALOGUE_API.playlistVideos(':id'),
    {
      config: needs(COLLECTION.permissions.edit),
      schema: { tags, params: IdParamsSchema, body: CollectionVideosChangeSchema, response: one },
    },
    async (request) => removeCollectionVideos(writeContext(deps, request), request.params.id, request.body),
  );
  r.put(
    CATALOGUE_API.playlistPosition(':id'),
    {
      config: needs(COLLECTION.permissions.edit),
      schema: { tags, params: IdParamsSchema, body: CollectionVideoMoveSchema, response: one },
    },
    async (request) => moveCollectionVideo(writeContext(deps, request), request.params.id, request.body),
  );
  r.delete(
    CATALOGUE_API.playlist(':id'),
    {
      config: needs(COLLECTION.permissions.archive),
      schema: {
        tags,
        summary: 'Delete a collection no channel plays (its videos stay in the catalogue)',
        params: IdParamsSchema,
        response: noContent(),
      },
    },
    async (request, reply) => {
      await deleteCollection(writeContext(deps, request), request.params.id);
      return reply.status(204).send();
    },
  );
  r.get(
    CATALOGUE_API.categories,
    { config: anyMask, schema: { tags: ['categories'], response: { 200: z.array(CategorySchema) } } },
    async () => [...CATEGORIES],
  );
}

/** Collections: the record's routes and their own. */
export const COLLECTION_AREA = recordArea<ModuleDeps>(COLLECTION, {
  writes: {
    create: createCollection,
    update: (ctx, input, id) => updateCollection(ctx, id, input),
  },
  summaries: { list: 'Collections (list and the playlists picker: page 0, size 10, title)' },
  routes: registerCollectionRoutes,
});
