import { z } from 'zod';
import type { JobDefinition } from '../jobs/job-definition';
import { type CreativeRenderDeps, imageAsPng, renderIntoCreative } from './creative-render';
import { dcoScene } from './ffmpeg/dco-scene';
import { renderSceneVideo } from './ffmpeg/still-scene';

const DcoRenderSchema = z.object({
  creativeId: z.number().int().positive(),
  imageKey: z.string(),
  headline: z.string(),
  callToAction: z.string(),
  seconds: z.number().int().positive(),
});
type DcoRender = z.infer<typeof DcoRenderSchema>;

export type DcoRenderDeps = CreativeRenderDeps;

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
    run: ({ creativeId, imageKey, headline, callToAction, seconds }, job) =>
      renderIntoCreative(
        deps,
        creativeId,
        async (scratch) => {
          const background = await imageAsPng(deps.db, imageKey, scratch);
          const scene = await dcoScene(background, { headline, callToAction }, scratch);
          return renderSceneVideo(scene, seconds, scratch, job.signal);
        },
        'Rendering failed unexpectedly; create the DCO creative again',
      ),
  };
}
