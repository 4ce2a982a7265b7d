import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import {
  estimateWait,
  MEDIA_JOB_NAMES,
  MIXER_API,
  QUEUE_ESTIMATE_SAMPLE,
  type QueueEstimate,
  QueueEstimateSchema,
} from '@adcast/domain/media/queue-estimate';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queueLoad } from '../../db/jobs/queue-load';
import { needsAnyOf } from '../../http/auth';
import type { ModuleDeps } from '../module-deps';

/** The estimate from the queue; the workers are one process's transcodes and its creative check. */
export async function queueEstimate(deps: ModuleDeps): Promise<QueueEstimate> {
  const load = await queueLoad(deps.db, MEDIA_JOB_NAMES, QUEUE_ESTIMATE_SAMPLE);
  const workers = deps.config.media.transcodeConcurrency + 1;
  const averageSeconds = load.averageSeconds === null ? null : Math.round(load.averageSeconds * 10) / 10;
  return { ...load, averageSeconds, estimatedWaitSeconds: estimateWait(load, workers) };
}

/** Part 2 §7 "GET /api/mixer/queue-estimate", for whoever uploads a video or a creative. */
export function registerQueueEstimateRoute(app: FastifyInstance, deps: ModuleDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    MIXER_API.queueEstimate,
    {
      config: needsAnyOf(
        CATALOGUE_PERMISSIONS.changeVideos,
        'CAMPAIGNS_CREATIVES_CREATE',
        'CAMPAIGNS_CREATIVES_UPDATE',
      ),
      schema: {
        tags: ['videos'],
        summary: 'Media jobs queued and running, their average run and the wait before a new one starts',
        response: { 200: QueueEstimateSchema },
      },
    },
    () => queueEstimate(deps),
  );
}
