import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { ERROR_CODES } from '@adcast/domain/errors';
import { CONTENT_BYTE_MAX_SECONDS, CONTENT_BYTE_MESSAGES } from '@adcast/domain/media/content-bytes';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { UPLOAD_MESSAGES } from '@adcast/domain/media/upload';
import type { FastifyInstance } from 'fastify';
import { markContentByte } from '../../db/media/content-bytes';
import { refusal } from '../../http/tus-refusal';
import { type FinishedUpload, registerTusUpload } from '../../http/tus-upload';
import { probeMedia } from '../../media/ffmpeg/probe';
import { sniffVideoFile } from '../../media/sniff-video';
import type { ModuleDeps } from '../module-deps';
import type { MediaPipeline } from './media-pipeline';
import { checkUploadRequest, createUploadedVideo } from './upload-service';

/** A content byte longer than the limit is refused (and its file removed) before it becomes a video. */
async function refuseLongContentByte(file: string, remove: () => Promise<void>): Promise<void> {
  const seconds = await probeMedia(file)
    .then((probe) => probe.durationSeconds)
    .catch(() => null);
  if (seconds === null || seconds <= CONTENT_BYTE_MAX_SECONDS) return;
  await remove();
  throw refusal(400, ERROR_CODES.VALIDATION, CONTENT_BYTE_MESSAGES.tooLong(seconds));
}

/** The header a finished upload answers with: the new video's id. */
export const UPLOAD_VIDEO_HEADER = 'upload-video-id';

/**
 * Resumable uploads (the tus protocol) for videos and content bytes: the upload request rides in
 * the tus metadata and is checked when the upload is created; the finished file is sniffed (a
 * video container, whatever its name says), becomes a video and goes to the transcode queue.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: ModuleDeps, pipeline: MediaPipeline): void {
  for (const path of [MEDIA_API.upload, MEDIA_API.contentByte]) {
    const finish = async ({ auth, file, upload, metadata, remove }: FinishedUpload) => {
      if (!(await sniffVideoFile(file))) {
        await remove();
        throw refusal(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, UPLOAD_MESSAGES.wrongType);
      }
      if (path === MEDIA_API.contentByte) await refuseLongContentByte(file, remove);
      const checked = await checkUploadRequest(deps.db, auth, metadata);
      const videoId = await createUploadedVideo(deps.db, auth, checked);
      if (path === MEDIA_API.contentByte) await markContentByte(deps.db, videoId);
      const sourceKey = `sources/${videoId}-${upload.id}`;
      await pipeline.storage.putFrom(sourceKey, file);
      await remove();
      await pipeline.queueTranscode(videoId, sourceKey);
      return { [UPLOAD_VIDEO_HEADER]: String(videoId) };
    };
    registerTusUpload(app, {
      path,
      workDir: pipeline.storage.workDir,
      maxBytes: deps.config.media.maxBytes,
      permission: CATALOGUE_PERMISSIONS.changeVideos,
      corsOrigins: deps.config.corsOrigins,
      log: deps.log,
      check: (auth, metadata) => checkUploadRequest(deps.db, auth, metadata),
      finish,
    });
  }
}
