import { readFile, rm } from 'node:fs/promises';
import { DESIGN_DURATION_S, type Design, DesignSchema } from '@adcast/domain/campaigns/creative-designer';
import { z } from 'zod';
import type { JobDefinition } from '../jobs/job-definition';
import { type CreativeRenderDeps, imageAsPng, renderIntoCreative } from './creative-render';
import { designScene } from './ffmpeg/design-scene';
import { renderSceneFrame, renderSceneVideo } from './ffmpeg/still-scene';

const DesignRenderJobSchema = z.object({
  creativeId: z.number().int().positive(),
  design: DesignSchema,
  imageKey: z.string().nullable(),
});
type DesignRenderJob = z.infer<typeof DesignRenderJobSchema>;

/** The design's scene in `scratch`, its image (a stored display creative's) made a PNG first. */
async function sceneOf(
  deps: Pick<CreativeRenderDeps, 'db'>,
  design: Design,
  imageKey: string | null,
  scratch: string,
) {
  const image = imageKey ? await imageAsPng(deps.db, imageKey, scratch) : null;
  return designScene(design, image, scratch);
}

/** The designer's preview: one PNG frame of the design, rendered by the same ffmpeg scene as its video. */
export async function designPreview(
  deps: Pick<CreativeRenderDeps, 'db' | 'storage'>,
  design: Design,
  imageKey: string | null,
): Promise<Buffer> {
  const scratch = await deps.storage.scratch();
  try {
    return await readFile(await renderSceneFrame(await sceneOf(deps, design, imageKey, scratch), scratch));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A designed creative's video (15 s), rendered in the background into the creative, then probed. */
export function designRenderJob(deps: CreativeRenderDeps): JobDefinition<DesignRenderJob> {
  return {
    name: 'design-render',
    schema: DesignRenderJobSchema,
    concurrency: 1,
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 10 * 60,
    run: ({ creativeId, design, imageKey }, job) =>
      renderIntoCreative(
        deps,
        creativeId,
        async (scratch) =>
          renderSceneVideo(
            await sceneOf(deps, design, imageKey, scratch),
            DESIGN_DURATION_S,
            scratch,
            job.signal,
          ),
        'Rendering failed unexpectedly; render the design again',
      ),
  };
}
