import type { AppDeps } from '../../http/deps';
import { DiskMediaStorage, type MediaStorage } from '../../media/storage/media-storage';
import { queueTranscode, transcodeJob } from '../../media/transcode-job';

/** The media pieces the routes share: the storage and the transcode queue. */
export type MediaPipeline = {
  storage: MediaStorage;
  queueTranscode(videoId: number, sourceKey: string): Promise<void>;
};

export function createMediaPipeline(deps: AppDeps): MediaPipeline {
  const storage = new DiskMediaStorage(deps.config.media.dir);
  const transcode = transcodeJob({ db: deps.db, storage, media: deps.config.media, log: deps.log });
  deps.jobs.register(transcode);
  return {
    storage,
    queueTranscode: (videoId, sourceKey) => queueTranscode(deps.jobs, deps.db, transcode, videoId, sourceKey),
  };
}
