import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CREATIVE_MESSAGES } from '@adcast/domain/campaigns/creative-messages';
import { badRequest } from '../../../http/errors';
import type { GuardedFetcher } from '../../../media/fetch/guarded-fetcher';
import { sniffVideo } from '../../../media/sniff-video';
import type { MediaStorage } from '../../../media/storage/media-storage';

/** What a creative's writes use beyond the database: the VAST fetcher, the media storage and the probe queue. */
export type CreativeMedia = {
  fetcher: GuardedFetcher;
  storage: MediaStorage;
  queueProbe(creativeId: number): Promise<void>;
};

/** A video file as the multipart create or edit carried it. */
export type VideoUpload = { fileName: string; bytes: Buffer };

/** A creative's video columns when it has none (a VAST creative). */
export const NO_VIDEO = {
  videoFileName: null,
  videoKey: null,
  processing: null,
  processingError: null,
  videoWidth: null,
  videoHeight: null,
  videoCodec: null,
  videoDuration: null,
  hlsPath: null,
  renditions: null,
} as const;

/** Keeps a video file's original under `sources/creatives/`; its columns, queued for the probe. */
export async function storeVideo(storage: MediaStorage, video: VideoUpload) {
  if (video.bytes.length < 12 || !sniffVideo(video.bytes)) throw badRequest(CREATIVE_MESSAGES.notAVideo);
  const key = `sources/creatives/${randomBytes(16).toString('hex')}`;
  const scratch = await storage.scratch();
  try {
    const path = join(scratch, 'source');
    await writeFile(path, video.bytes);
    await storage.putFrom(key, path);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return { ...NO_VIDEO, videoFileName: video.fileName, videoKey: key, processing: 'QUEUED' as const };
}
