import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { imageByKey } from '../db/catalogue/media-files';
import type { Db } from '../db/client';
import { setCreativeProcessing, setCreativeVideoKey } from '../db/creatives';
import type { JobDefinition } from '../jobs/job-definition';
import { renderDcoVideo } from './ffmpeg/dco-render';
import { MediaToolError } from './ffmpeg/run-tool';
import type { MediaStorage } from './storage/media-storage';

const DcoRenderSchema = z.object({
  creativeId: z.number().int().positive(),
  imageKey: z.string(),
  headline: z.string(),
  callToAction: z.string(),
  seconds: z.number().int().positive(),
});
type DcoRender = z.infer<typeof DcoRenderSchema>;

export type DcoRenderDeps = {
  db: Db;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  /** The rendered file is then checked for CTV as an uploaded one is. */
  queueProbe(creativeId: number): Promise<void>;
};

const reasonOf = (error: unknown): string =>
  error instanceof MediaToolError
    ? error.message
    : 'Rendering failed unexpectedly; create the DCO creative again';

/**
 * A DCO creative's video, rendered by ffmpeg from its background image and texts, stored as its
 * video file under `sources/creatives/` and handed to the creative probe.
 */
export function dcoRenderJob(deps: DcoRenderDeps): JobDefinition<DcoRender> {
  return {
    name: 'dco-render',
    schema: DcoRenderSchema,
    concurrency: 1,
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 10 * 60,
    run: async ({ creativeId, imageKey, headline, callToAction, seconds }, job) => {
      await setCreativeProcessing(deps.db, creativeId, { processing: 'PROCESSING', processingError: null });
      const scratch = await deps.storage.scratch();
      try {
        const image = await imageByKey(deps.db, imageKey);
        if (!image?.bytes) throw new MediaToolError('The background image is no longer stored');
        // A GIF's first frame, and any image, as the one PNG frame ffmpeg loops.
        const background = join(scratch, 'background.png');
        await sharp(image.bytes).png().toFile(background);
        const video = await renderDcoVideo(
          { background, headline, callToAction, seconds },
          scratch,
          job.signal,
        );
        const key = `sources/creatives/${randomBytes(16).toString('hex')}`;
        await deps.storage.putFrom(key, video);
        await setCreativeVideoKey(deps.db, creativeId, key);
        await deps.queueProbe(creativeId);
      } catch (error) {
        await setCreativeProcessing(deps.db, creativeId, {
          processing: 'FAILED',
          processingError: reasonOf(error),
        });
        deps.log.warn({ err: error, creativeId }, 'DCO render failed');
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}
