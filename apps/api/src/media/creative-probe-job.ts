import { rm } from 'node:fs/promises';
import { ctvMediaProblems, durationProblem } from '@adcast/domain/campaigns/ctv-media';
import { BREAK_POSITION_SECONDS } from '@adcast/domain/media/channel-breaks';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { MediaConfig } from '../config';
import type { Db } from '../db/client';
import { creativeVideoSource, setCreativeProcessing } from '../db/creatives';
import type { JobDefinition } from '../jobs/job-definition';
import type { JobQueue } from '../jobs/queue';
import { probeMedia } from './ffmpeg/probe';
import { MediaToolError } from './ffmpeg/run-tool';
import { sniffVideoFile } from './sniff-video';
import type { MediaStorage } from './storage/media-storage';
import { storeHls } from './transcode-job';

const CreativeProbeSchema = z.object({ creativeId: z.number().int().positive() });
type CreativeProbe = z.infer<typeof CreativeProbeSchema>;

export type CreativeProbeDeps = { db: Db; storage: MediaStorage; media: MediaConfig; log: FastifyBaseLogger };

const reasonOf = (error: unknown): string =>
  error instanceof MediaToolError
    ? error.message
    : 'Processing failed unexpectedly; reprocess it or upload the file again';

/**
 * A video creative's file checked for CTV by ffprobe: MP4, H.264, at least 720p and the declared
 * duration, as a VAST media file is; then transcoded to HLS on the channels' ladder in segments of
 * a live break's position, so a channel's ad break can stitch it, and each rendition copied into a
 * progressive MP4 for VAST players. READY (with its HLS and MP4s) once done, or FAILED naming every
 * problem.
 */
export function creativeProbeJob(deps: CreativeProbeDeps): JobDefinition<CreativeProbe> {
  return {
    name: 'creative-probe',
    schema: CreativeProbeSchema,
    concurrency: 1,
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 60 * 60,
    run: async ({ creativeId }, job) => {
      const source = await creativeVideoSource(deps.db, creativeId);
      if (!source) return;
      await setCreativeProcessing(deps.db, creativeId, { processing: 'PROCESSING', processingError: null });
      const scratch = await deps.storage.scratch();
      try {
        const file = await deps.storage.localFile(source.videoKey, scratch);
        const probe = await probeMedia(file, job.signal);
        const type = (await sniffVideoFile(file)) ?? probe.formatName;
        const problems = [
          ...ctvMediaProblems({ type, codec: probe.videoCodec, height: probe.height }),
          durationProblem(source.duration, probe.durationSeconds),
        ].filter((problem) => problem !== null);
        const read = {
          videoWidth: probe.width,
          videoHeight: probe.height,
          videoCodec: probe.videoCodec,
          videoDuration: probe.durationSeconds,
        };
        if (problems.length > 0) {
          await setCreativeProcessing(deps.db, creativeId, {
            processing: 'FAILED',
            processingError: problems.join('; '),
            ...read,
          });
          return;
        }
        const { hlsPath, renditions } = await storeHls(deps, {
          source: file,
          probe,
          scratch,
          signal: job.signal,
          segmentSeconds: BREAK_POSITION_SECONDS,
          mp4: true,
        });
        await setCreativeProcessing(deps.db, creativeId, {
          processing: 'READY',
          processingError: null,
          hlsPath,
          renditions,
          ...read,
        });
      } catch (error) {
        await setCreativeProcessing(deps.db, creativeId, {
          processing: 'FAILED',
          processingError: reasonOf(error),
        });
        deps.log.warn({ err: error, creativeId }, 'creative probe failed');
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The probe's definition and a way to queue a creative on it. The creative library registers the
 * worker; the other makers of video creatives (renders, the demo's spots) only send, naming the
 * queue by the definition.
 */
export function creativeProbeQueue(jobs: Pick<JobQueue, 'send'>, deps: CreativeProbeDeps) {
  const probe = creativeProbeJob(deps);
  const queueProbe = async (creativeId: number) => {
    await jobs.send(probe, { creativeId });
  };
  return { probe, queueProbe };
}
