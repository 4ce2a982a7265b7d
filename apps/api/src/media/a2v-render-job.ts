import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RENDER_MESSAGES } from '@adcast/domain/a2v/renders';
import { TemplateLayoutSchema } from '@adcast/domain/a2v/templates';
import { CueSchema } from '@adcast/domain/a2v/transcripts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { setRenderProgress } from '../db/a2v/renders';
import { imageByKey } from '../db/catalogue/media-files';
import type { Db } from '../db/client';
import { setCreativeProcessing, setCreativeVideoKey } from '../db/creatives';
import type { JobDefinition } from '../jobs/job-definition';
import { captionsScript } from './ffmpeg/a2v-captions';
import { renderA2vVideo } from './ffmpeg/a2v-render';
import { MediaToolError } from './ffmpeg/run-tool';
import type { MediaStorage } from './storage/media-storage';

const A2vRenderSchema = z.object({
  renderId: z.number().int().positive(),
  creativeId: z.number().int().positive(),
  audioKey: z.string(),
  durationSeconds: z.number().positive(),
  logoKey: z.string(),
  background: z.object({ kind: z.enum(['IMAGE', 'VIDEO']), key: z.string() }).nullable(),
  primaryColour: z.string(),
  secondaryColour: z.string(),
  layout: TemplateLayoutSchema,
  /** The asset's transcript when the render started, drawn where the layout puts captions. */
  captions: z.array(CueSchema).nullable().default(null),
});
export type A2vRender = z.infer<typeof A2vRenderSchema>;

export type A2vRenderDeps = {
  db: Db;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  /** The rendered file is then checked for CTV as an uploaded one is. */
  queueProbe(creativeId: number): Promise<void>;
};

const reasonOf = (error: unknown): string =>
  error instanceof MediaToolError ? error.message : RENDER_MESSAGES.renderFailed;

/** A stored image written to the scratch folder for ffmpeg. */
async function imageFile(db: Db, key: string, path: string): Promise<string> {
  const image = await imageByKey(db, key);
  if (!image?.bytes) throw new MediaToolError('An image of the brand is no longer stored');
  await writeFile(path, image.bytes);
  return path;
}

/** The transcript as an ASS script in the scratch folder, when there are cues and the layout shows captions. */
async function captionsFile(render: A2vRender, scratch: string): Promise<string | null> {
  if (!render.captions?.length || render.layout.captionBand === 'NONE') return null;
  const path = join(scratch, 'captions.ass');
  const colours = { primary: render.primaryColour, secondary: render.secondaryColour };
  await writeFile(path, captionsScript(render.captions, render.layout, colours));
  return path;
}

/**
 * An A2V creative's video: ffmpeg draws the brand's background, colour band, the audio's animated
 * waveform and the logo in the network's layout, for as long as the audio; the file is stored as
 * the creative's video and handed to the creative probe (READY or FAILED like every upload).
 */
export function a2vRenderJob(deps: A2vRenderDeps): JobDefinition<A2vRender> {
  return {
    name: 'a2v-render',
    schema: A2vRenderSchema,
    concurrency: 1,
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 60 * 60,
    run: async (render, job) => {
      const { renderId, creativeId } = render;
      await setCreativeProcessing(deps.db, creativeId, { processing: 'PROCESSING', processingError: null });
      const scratch = await deps.storage.scratch();
      let reported = 0;
      try {
        const background = render.background
          ? {
              kind: render.background.kind,
              path:
                render.background.kind === 'IMAGE'
                  ? await imageFile(deps.db, render.background.key, join(scratch, 'background'))
                  : await deps.storage.localFile(render.background.key, scratch),
            }
          : null;
        const captions = await captionsFile(render, scratch);
        const video = await renderA2vVideo(
          {
            audio: await deps.storage.localFile(render.audioKey, scratch),
            durationSeconds: render.durationSeconds,
            logo: await imageFile(deps.db, render.logoKey, join(scratch, 'logo')),
            background,
            primaryColour: render.primaryColour,
            secondaryColour: render.secondaryColour,
            layout: render.layout,
            captions,
          },
          scratch,
          {
            signal: job.signal,
            onProgress: (percent) => {
              if (percent < reported + 5) return;
              reported = percent;
              void setRenderProgress(deps.db, renderId, percent).catch(() => {});
            },
          },
        );
        const key = `sources/creatives/${randomBytes(16).toString('hex')}`;
        await deps.storage.putFrom(key, video);
        await setCreativeVideoKey(deps.db, creativeId, key);
        await setRenderProgress(deps.db, renderId, 100);
        await deps.queueProbe(creativeId);
      } catch (error) {
        await setCreativeProcessing(deps.db, creativeId, {
          processing: 'FAILED',
          processingError: reasonOf(error),
        });
        deps.log.warn({ err: error, creativeId }, 'A2V render failed');
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}
