import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { assetFileKey, setAssetProbe } from '../db/a2v/assets';
import type { Db } from '../db/client';
import type { JobDefinition } from '../jobs/job-definition';
import { measureLoudness, probeAudio } from './ffmpeg/probe-audio';
import { MediaToolError } from './ffmpeg/run-tool';
import type { MediaStorage } from './storage/media-storage';

const AssetProbeSchema = z.object({ assetId: z.number().int().positive() });
type AssetProbe = z.infer<typeof AssetProbeSchema>;

export type AssetProbeDeps = { db: Db; storage: MediaStorage; log: FastifyBaseLogger };

const reasonOf = (error: unknown): string =>
  error instanceof MediaToolError ? error.message : 'Probing failed unexpectedly; upload the audio again';

/** An A2V asset's audio read by ffprobe (duration, codec, channels, sample rate) and its loudness measured. */
export function assetProbeJob(deps: AssetProbeDeps): JobDefinition<AssetProbe> {
  return {
    name: 'a2v-asset-probe',
    schema: AssetProbeSchema,
    concurrency: 1,
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 15 * 60,
    run: async ({ assetId }, job) => {
      const key = await assetFileKey(deps.db, assetId);
      if (!key) return;
      await setAssetProbe(deps.db, assetId, { processing: 'PROCESSING', processingError: null });
      const scratch = await deps.storage.scratch();
      try {
        const file = await deps.storage.localFile(key, scratch);
        const probe = await probeAudio(file, job.signal);
        const loudness = await measureLoudness(file, job.signal);
        await setAssetProbe(deps.db, assetId, {
          processing: 'READY',
          processingError: null,
          ...probe,
          loudness,
        });
      } catch (error) {
        await setAssetProbe(deps.db, assetId, { processing: 'FAILED', processingError: reasonOf(error) });
        deps.log.warn({ err: error, assetId }, 'A2V asset probe failed');
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}
