import { join } from 'node:path';
import { z } from 'zod';
import { creativeNamed, demoOrderOf, insertDemoSpot } from '../../db/media/demo-media';
import type { JobDefinition } from '../../jobs/job-definition';
import { type CreativeRenderDeps, renderIntoCreative } from '../creative-render';
import { makeClip } from './demo-media-job';

/**
 * The demo's video spots, one per advertiser of a running demo order: generated at 720p, then
 * probed and transcoded like an upload, so the VAST tag answers them inline and the live channel's
 * breaks stitch them, with no network needed.
 */
export const DEMO_SPOTS = [
  { name: 'Northpeak Trail spot 15s', orderId: 1, seconds: 15, source: 'testsrc2', tone: 520 },
  { name: 'Brightside Kitchen spot 30s', orderId: 2, seconds: 30, source: 'smptehdbars', tone: 620 },
  { name: 'Lumen Savings spot 15s', orderId: 5, seconds: 15, source: 'rgbtestsrc', tone: 720 },
] as const;

/** Each spot whose order exists and that is not made yet: a creative, its file rendered and handed to the probe. */
export function demoSpotsJob(
  deps: CreativeRenderDeps & {
    /** Each file's length (the spot's own unless a test asks for shorter). */ clipSeconds?: number;
  },
): JobDefinition<Record<string, never>> {
  return {
    name: 'demo-spots',
    schema: z.object({}).strict(),
    retryLimit: 1,
    retryDelaySeconds: 30,
    expireInSeconds: 30 * 60,
    run: async (_data, job) => {
      for (const spot of DEMO_SPOTS) {
        const order = await demoOrderOf(deps.db, spot.orderId);
        if (!order || (await creativeNamed(deps.db, spot.name))) continue;
        const creativeId = await insertDemoSpot(deps.db, { name: spot.name, duration: spot.seconds, order });
        await renderIntoCreative(
          deps,
          creativeId,
          async (scratch) => {
            const file = join(scratch, 'spot.mp4');
            const seconds = deps.clipSeconds ?? spot.seconds;
            await makeClip(file, { ...spot, seconds, width: 1280, height: 720 }, job.signal);
            return file;
          },
          'The demo spot could not be rendered',
        );
      }
    },
  };
}
