import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { MediaJobListFilterSchema, MediaJobSchema } from '@adcast/domain/media/media-jobs';
import { MEDIA_API } from '@adcast/domain/media/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listMediaJobs, mediaJobOf } from '../../db/media/media-jobs';
import { authOf, needs } from '../../http/auth';
import { notFound, ruleBroken } from '../../http/errors';
import { videosVisibleTo } from '../catalogue/video-record';
import type { ModuleDeps } from '../module-deps';
import type { MediaPipeline } from './media-pipeline';

const VideoIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const RETRY_ONLY_FAILED = 'Only a failed job can be retried';

/** 'import pending jobs' and a video's processing state; a failed job retried from the screen. */
export function registerMediaJobRoutes(
  app: FastifyInstance,
  deps: ModuleDeps,
  pipeline: MediaPipeline,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const publicJob = ({
    sourceKey: _s,
    hlsPath: _h,
    ...job
  }: Awaited<ReturnType<typeof mediaJobOf>> & object) => job;

  typed.get(
    MEDIA_API.importPendingJobs,
    {
      config: needs(CATALOGUE_PERMISSIONS.readVideos),
      schema: {
        tags: ['videos'],
        summary: 'Uploads and imports queued, processing or failed',
        querystring: MediaJobListFilterSchema,
        response: { 200: z.array(MediaJobSchema) },
      },
    },
    async (request) => {
      const rows = await listMediaJobs(deps.db, request.query.states, videosVisibleTo(authOf(request)));
      return rows.map(publicJob);
    },
  );

  typed.get(
    MEDIA_API.videoJob(':id'),
    {
      config: needs(CATALOGUE_PERMISSIONS.readVideos),
      schema: {
        tags: ['videos'],
        summary: "A video's processing state",
        params: VideoIdParamsSchema,
        response: { 200: MediaJobSchema },
      },
    },
    async (request) => {
      const job = await mediaJobOf(deps.db, request.params.id, videosVisibleTo(authOf(request)));
      if (!job) throw notFound('Video processing');
      return publicJob(job);
    },
  );

  typed.post(
    MEDIA_API.retryJob(':id'),
    {
      config: needs(CATALOGUE_PERMISSIONS.changeVideos),
      schema: {
        tags: ['videos'],
        summary: "Runs a failed video's processing again",
        params: VideoIdParamsSchema,
        response: { 200: MediaJobSchema },
      },
    },
    async (request) => {
      const visible = videosVisibleTo(authOf(request));
      const job = await mediaJobOf(deps.db, request.params.id, visible);
      if (!job) throw notFound('Video processing');
      if (job.state !== 'FAILED') throw ruleBroken(RETRY_ONLY_FAILED);
      await pipeline.queueTranscode(job.videoId, job.sourceKey);
      const queued = await mediaJobOf(deps.db, job.videoId, visible);
      if (!queued) throw notFound('Video processing');
      return publicJob(queued);
    },
  );
}
