import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { MediaConfig } from '../config';
import type { Db } from '../db/client';
import {
  finishMediaJob,
  mediaJobOf,
  queueMediaJob,
  reportMediaProgress,
  setMediaJobId,
  startMediaJob,
} from '../db/media/media-jobs';
import type { JobDefinition } from '../jobs/job-definition';
import type { JobQueue } from '../jobs/queue';
import { MASTER_PLAYLIST, transcodeToHls } from './ffmpeg/hls-transcode';
import { remuxRenditions } from './ffmpeg/mp4-renditions';
import { type Probe, probeMedia } from './ffmpeg/probe';
import { MediaToolError } from './ffmpeg/run-tool';
import { makeStills } from './ffmpeg/stills';
import { type MediaStorage, newHlsKey } from './storage/media-storage';

const TranscodeSchema = z.object({ videoId: z.number().int().positive() });
type Transcode = z.infer<typeof TranscodeSchema>;

export type TranscodeDeps = { db: Db; storage: MediaStorage; media: MediaConfig; log: FastifyBaseLogger };

/** The reason a user reads on a failed video: a media tool's own words, else a general one. */
const reasonOf = (error: unknown): string =>
  error instanceof MediaToolError
    ? error.message
    : 'Processing failed unexpectedly; retry it or upload the file again';

/**
 * Issue 10 transcode: probe the original, HLS (720p, or the configured ladder) with a poster and
 * thumbnails into a new unguessable folder, progress from ffmpeg's `-progress`. The video keeps
 * its old HLS until the new one is complete. A failure is retried; the last one shows its reason.
 */
export function transcodeJob(deps: TranscodeDeps): JobDefinition<Transcode> {
  return {
    name: 'media-transcode',
    schema: TranscodeSchema,
    concurrency: deps.media.transcodeConcurrency,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 3 * 60 * 60,
    run: async ({ videoId }, job) => {
      const sourceKey = await startRun(deps.db, videoId);
      if (!sourceKey) return;
      const scratch = await deps.storage.scratch();
      try {
        const source = await deps.storage.localFile(sourceKey, scratch);
        const probe = await probeMedia(source, job.signal);
        const { hlsPath } = await storeHls(deps, {
          source,
          probe,
          scratch,
          signal: job.signal,
          onProgress: latestOnly((percent) =>
            reportMediaProgress(deps.db, videoId, percent).catch((error: unknown) =>
              deps.log.warn({ err: error, videoId }, 'progress not recorded'),
            ),
          ),
        });
        await finishMediaJob(deps.db, videoId, {
          state: 'READY',
          hlsPath,
          duration: probe.durationSeconds,
        });
      } catch (error) {
        const final = job.lastAttempt || isPermanent(error);
        await finishMediaJob(deps.db, videoId, {
          state: final ? 'FAILED' : 'QUEUED',
          error: reasonOf(error),
        });
        deps.log.warn({ err: error, videoId, final }, 'transcode failed');
        if (!final) throw error;
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}

export type HlsOutput = {
  /** The original on local disk, and what ffprobe read of it. */
  source: string;
  probe: Probe;
  scratch: string;
  signal?: AbortSignal;
  /** Default: the catalogue's segment length; a live ad break stitches shorter ones. */
  segmentSeconds?: number;
  onProgress?: (percent: number) => void;
  /** Also a progressive MP4 of each rendition beside its HLS (a video creative's, for VAST players). */
  mp4?: boolean;
};

/** Where the stored media is under `hls/`: the master playlist, and each MP4 rendition when asked for. */
export type StoredHls = { hlsPath: string; renditions: { height: number; width: number; path: string }[] };

/**
 * A local original as HLS (the configured ladder) with a poster and thumbnails, stored in a new
 * unguessable folder; the path of its master playlist under `hls/`. Catalogue videos and video
 * creatives both come through here.
 */
export async function storeHls(
  deps: Pick<TranscodeDeps, 'storage' | 'media'>,
  output: HlsOutput,
): Promise<StoredHls> {
  const folder = join(output.scratch, 'hls');
  await transcodeToHls({
    source: output.source,
    folder,
    probe: output.probe,
    heights: deps.media.ladder,
    threads: deps.media.transcodeThreads,
    preset: deps.media.x264Preset,
    signal: output.signal,
    segmentSeconds: output.segmentSeconds,
    onProgress: output.onProgress,
  });
  const mp4s = output.mp4
    ? await remuxRenditions(folder, output.probe, deps.media.ladder, output.signal)
    : [];
  await makeStills(output.source, folder, output.probe, output.signal, deps.media.transcodeThreads);
  const key = newHlsKey();
  await deps.storage.putFrom(`hls/${key}`, folder);
  return {
    hlsPath: `${key}/${MASTER_PLAYLIST}`,
    renditions: mp4s.map(({ height, width, file }) => ({ height, width, path: `${key}/${file}` })),
  };
}

/**
 * Progress written one update at a time: of the percents reached while a write is under way only
 * the latest is written next (a slow database then costs fewer writes, not a backlog).
 */
function latestOnly(write: (percent: number) => Promise<void>): (percent: number) => void {
  let next: number | null = null;
  let writing = false;
  const drain = async () => {
    writing = true;
    while (next !== null) {
      const percent = next;
      next = null;
      await write(percent);
    }
    writing = false;
  };
  return (percent) => {
    next = percent;
    if (!writing) void drain();
  };
}

/** A file that is not a video will not become one on a retry. */
const isPermanent = (error: unknown) =>
  error instanceof MediaToolError &&
  /not a readable video|no video stream|no playable duration/.test(error.message);

async function startRun(db: Db, videoId: number): Promise<string | null> {
  await startMediaJob(db, videoId);
  return (await mediaJobOf(db, videoId))?.sourceKey ?? null;
}

/** Queues (or re-queues) a video's processing from its original file under `sourceKey`. */
export async function queueTranscode(
  jobs: JobQueue,
  db: Db,
  definition: JobDefinition<Transcode>,
  videoId: number,
  sourceKey: string,
): Promise<void> {
  await queueMediaJob(db, videoId, sourceKey);
  const id = await jobs.send(definition, { videoId });
  await setMediaJobId(db, videoId, id);
}
