import type { FastifyInstance } from 'fastify';
import { registerUploadBodyParser } from '../../http/tus-upload';
import type { ModuleDeps } from '../module-deps';
import { registerChannelRoutes } from './channel-routes';
import { registerContentByteRoutes } from './content-byte-routes';
import { registerFeedRoutes } from './feed-routes';
import { registerHlsServing } from './hls-serving';
import { registerMediaJobRoutes } from './media-job-routes';
import { createMediaPipeline } from './media-pipeline';
import { registerQueueEstimateRoute } from './queue-estimate-route';
import { registerUploadRoutes } from './upload-routes';

/** Issue 10: uploads, feed ingest, processing states, HLS serving, linear channels. */
export function registerMediaRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const pipeline = createMediaPipeline(deps);
  registerHlsServing(app, pipeline.storage);
  registerUploadBodyParser(app);
  registerUploadRoutes(app, deps, pipeline);
  registerContentByteRoutes(app, deps);
  registerFeedRoutes(app, deps, pipeline);
  registerMediaJobRoutes(app, deps, pipeline);
  registerChannelRoutes(app, deps, pipeline);
  registerQueueEstimateRoute(app, deps);
  // Once listening (the job queue runs by then): the demo's media, made once in the background.
  if (deps.config.seedDemo && deps.config.media.demoMedia)
    app.addHook('onListen', async () => {
      await pipeline
        .queueDemoMedia()
        .catch((error: unknown) => deps.log.warn({ err: error }, 'demo media not queued'));
      await pipeline
        .queueDemoSpots()
        .catch((error: unknown) => deps.log.warn({ err: error }, 'demo spots not queued'));
    });
}
