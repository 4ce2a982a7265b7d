import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { imageByKey } from '../db/catalogue/media-files';
import type { Db } from '../db/client';
import { setCreativeProcessing, setCreativeVideoKey } from '../db/creatives';
import { MediaToolError } from './ffmpeg/run-tool';
import { sharp } from './image-codec';
import type { MediaStorage } from './storage/media-storage';

export type CreativeRenderDeps = {
  db: Db;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  /** The rendered file is then checked for CTV as an uploaded one is. */
  queueProbe(creativeId: number): Promise<void>;
};

/** A stored image (a display creative's) as the one PNG frame ffmpeg loops: a GIF's first frame, any image. */
export async function imageAsPng(db: Db, imageKey: string, folder: string): Promise<string> {
  const image = await imageByKey(db, imageKey);
  if (!image?.bytes) throw new MediaToolError('The image is no longer stored');
  const file = join(folder, `image-${imageKey.slice(0, 12)}.png`);
  await sharp(image.bytes).png().toFile(file);
  return file;
}

/**
 * Renders a video creative's file in a scratch folder (`produce` answers the MP4), stores it under
 * `sources/creatives/` as the creative's video and hands it to the probe; a failure marks the
 * creative FAILED with the tool's reason, or `unexpected`.
 */
export async function renderIntoCreative(
  deps: CreativeRenderDeps,
  creativeId: number,
  produce: (scratch: string) => Promise<string>,
  unexpected: string,
): Promise<void> {
  await setCreativeProcessing(deps.db, creativeId, { processing: 'PROCESSING', processingError: null });
  const scratch = await deps.storage.scratch();
  try {
    const video = await produce(scratch);
    const key = `sources/creatives/${randomBytes(16).toString('hex')}`;
    await deps.storage.putFrom(key, video);
    await setCreativeVideoKey(deps.db, creativeId, key);
    await deps.queueProbe(creativeId);
  } catch (error) {
    await setCreativeProcessing(deps.db, creativeId, {
      processing: 'FAILED',
      processingError: error instanceof MediaToolError ? error.message : unexpected,
    });
    deps.log.warn({ err: error, creativeId }, 'creative render failed');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
