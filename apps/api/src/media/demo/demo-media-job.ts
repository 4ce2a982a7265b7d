import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { addChannelPlaylist, insertChannel, setBroadcasting } from '../../db/media/channels';
import { demoBreakPlacement, demoCollection, insertDemoCollection } from '../../db/media/demo-media';
import { addToCollection } from '../../db/media/feed-videos';
import { insertVideo } from '../../db/media/uploaded-video';
import type { JobDefinition } from '../../jobs/job-definition';
import { runTool } from '../ffmpeg/run-tool';
import type { MediaStorage } from '../storage/media-storage';

export const DEMO_LOOP_TITLE = 'Demo loop';
export const DEMO_CLIP_DESCRIPTION = 'A generated demo clip';

/** Short test-pattern clips, each with a tone: distinct enough to see the loop move on. */
export const DEMO_CLIPS = [
  { title: 'Colour bars', source: 'smptehdbars', tone: 440 },
  { title: 'Test card', source: 'testsrc2', tone: 550 },
  { title: 'Mandelbrot zoom', source: 'mandelbrot', tone: 660 },
  { title: 'Life', source: 'life=mold=10:ratio=0.1:death_color=#203040:life_color=#80c0ff', tone: 330 },
] as const;

export type DemoMediaDeps = {
  db: Db;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  queueTranscode(videoId: number, sourceKey: string): Promise<void>;
  /** Gives the demo catalogue the clips' media once they are transcoded. */
  queueCatalogueMedia(): Promise<unknown>;
  /** Each clip's length (20 s unless a test asks for shorter). */
  clipSeconds?: number;
};

/** A generated clip: an ffmpeg test source (a name, or a name with its options) and a tone. */
export type ClipRecipe = { seconds: number; source: string; tone: number; width: number; height: number };

/** One clip of a test source with a tone, written by ffmpeg to `file` as H.264 and AAC in MP4. */
export async function makeClip(file: string, clip: ClipRecipe, signal: AbortSignal) {
  const size = `${clip.width}x${clip.height}`;
  await runTool(
    'ffmpeg',
    [
      ...['-y', '-hide_banner', '-loglevel', 'error'],
      ...[
        '-f',
        'lavfi',
        '-i',
        clip.source.includes('=') ? clip.source : `${clip.source}=size=${size}:rate=25`,
      ],
      ...['-f', 'lavfi', '-i', `sine=frequency=${clip.tone}:sample_rate=48000`],
      ...['-t', String(clip.seconds), '-vf', `scale=${clip.width}:${clip.height},format=yuv420p`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-c:a', 'aac', '-shortest', file],
    ],
    { signal },
  );
}

/**
 * The demo's playable media, made once at first start in the background: short clips generated
 * by ffmpeg, uploaded and transcoded like any upload, in one collection, and two channels over it,
 * the first started so its live stream plays as soon as a clip is ready. A second run finds the
 * collection and does nothing.
 */
export function demoMediaJob(deps: DemoMediaDeps): JobDefinition<Record<string, never>> {
  return {
    name: 'demo-media',
    schema: z.object({}).strict(),
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 30 * 60,
    run: async (_data, job) => {
      if ((await demoCollection(deps.db, DEMO_LOOP_TITLE)) !== null) return;
      const scratch = await deps.storage.scratch();
      const videoIds: number[] = [];
      try {
        // Every clip is made before anything is written, so a failed run leaves nothing half made.
        const files = DEMO_CLIPS.map((_clip, index) => join(scratch, `demo-${index}.mp4`));
        for (const [index, clip] of DEMO_CLIPS.entries())
          await makeClip(
            files[index]!,
            { ...clip, seconds: deps.clipSeconds ?? 20, width: 640, height: 360 },
            job.signal,
          );
        for (const [index, clip] of DEMO_CLIPS.entries()) {
          const videoId = await insertVideo(
            deps.db,
            { title: clip.title, description: DEMO_CLIP_DESCRIPTION, ownerType: 'VB', source: 'UPLOAD' },
            null,
          );
          const sourceKey = `sources/${videoId}-demo-${index}.mp4`;
          await deps.storage.putFrom(sourceKey, files[index]!);
          await deps.queueTranscode(videoId, sourceKey);
          videoIds.push(videoId);
        }
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
      const collectionId = await insertDemoCollection(deps.db, {
        title: DEMO_LOOP_TITLE,
        description: 'Generated clips that the demo channels loop through',
        categories: [24],
      });
      for (const videoId of videoIds) await addToCollection(deps.db, collectionId, videoId);
      for (const [title, started] of [
        ['Adcast Live', true],
        ['Adcast Replay', false],
      ] as const) {
        const channelId = await insertChannel(
          deps.db,
          {
            title,
            description: started
              ? 'The demo loop, on air with an ad break every 3 minutes'
              : 'The demo loop, off air',
            adsConfiguration: { adFrequency: 3, adsDuration: 60 },
            // The live channel's breaks are decided for a placement, and filled by the demo's spots.
            placementId: started ? await demoBreakPlacement(deps.db) : null,
          },
          null,
        );
        await addChannelPlaylist(deps.db, channelId, collectionId);
        if (started) await setBroadcasting(deps.db, channelId, true);
      }
      await deps.queueCatalogueMedia();
      deps.log.info({ clips: videoIds.length }, 'demo media made: clips queued for HLS, channels created');
    },
  };
}
