import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { readyDemoClips, shareDemoClips } from '../../db/media/demo-media';
import type { JobDefinition } from '../../jobs/job-definition';
import { DEMO_CLIP_DESCRIPTION, DEMO_CLIPS } from './demo-media-job';

/** Said while the clips are still transcoding; the run is tried again shortly. */
export const CLIPS_NOT_READY = 'The demo clips are still being transcoded';

/**
 * Makes the demo catalogue playable: once the demo clips are transcoded, the catalogue's videos
 * (seeded without media) share their renditions, so previews play and collection feeds list them.
 */
export function demoCatalogueJob(deps: {
  db: Db;
  log: FastifyBaseLogger;
}): JobDefinition<Record<string, never>> {
  return {
    name: 'demo-catalogue-media',
    schema: z.object({}).strict(),
    // Transcoding the clips takes a few minutes on a busy machine: up to an hour of tries.
    retryLimit: 120,
    retryDelaySeconds: 30,
    run: async () => {
      const clips = await readyDemoClips(deps.db, DEMO_CLIP_DESCRIPTION, DEMO_CLIPS.length);
      if (!clips) throw new Error(CLIPS_NOT_READY);
      const given = await shareDemoClips(deps.db, clips);
      deps.log.info({ videos: given }, 'demo catalogue: videos play the demo clips');
    },
  };
}
