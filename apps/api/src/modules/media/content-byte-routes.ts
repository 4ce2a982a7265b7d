import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { VideoUpdateSchema } from '@adcast/domain/catalogue/video-writes';
import { VideoSchema } from '@adcast/domain/catalogue/videos';
import { pageOf } from '@adcast/domain/list-schemas';
import {
  CONTENT_BYTE_API,
  CONTENT_BYTE_MESSAGES,
  ContentByteListFilterSchema,
} from '@adcast/domain/media/content-bytes';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentBytePage, isContentByte } from '../../db/media/content-bytes';
import { authOf, needs } from '../../http/auth';
import { notFound } from '../../http/errors';
import { IdParamsSchema } from '../../http/params';
import { writeContext } from '../../records/route-parts';
import { getVideo } from '../catalogue/video-read-service';
import { VIDEO, videosVisibleTo } from '../catalogue/video-record';
import { updateVideo } from '../catalogue/video-write-service';
import type { ModuleDeps } from '../module-deps';

const tags = ['content-bytes'];

/** Part 2 §7 /api/cb beside its tus upload: the content bytes' own list, and a content byte's update. */
export function registerContentByteRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    CONTENT_BYTE_API.list,
    {
      config: needs(CATALOGUE_PERMISSIONS.readVideos),
      schema: { tags, querystring: ContentByteListFilterSchema, response: { 200: pageOf(VideoSchema) } },
    },
    async (request) => {
      const auth = authOf(request);
      const { ids, total } = await contentBytePage(deps.db, videosVisibleTo(auth), request.query);
      const rows = ids.length ? await VIDEO.select(deps.db).where(inArray(VIDEO.table.id, ids)) : [];
      const byId = new Map(rows.map((row) => VIDEO.toDto(row)).map((video) => [video.id, video]));
      return { content: ids.flatMap((id) => byId.get(id) ?? []), totalElements: total };
    },
  );
  r.put(
    CONTENT_BYTE_API.one(':id'),
    {
      config: needs(CATALOGUE_PERMISSIONS.metadata),
      schema: { tags, params: IdParamsSchema, body: VideoUpdateSchema, response: { 200: VideoSchema } },
    },
    async (request) => {
      const { id } = request.params;
      await getVideo(deps.db, authOf(request), id);
      if (!(await isContentByte(deps.db, id))) throw notFound(CONTENT_BYTE_MESSAGES.notContentByte);
      return updateVideo(writeContext(deps, request), id, request.body);
    },
  );
}
