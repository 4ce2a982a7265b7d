import { creativeProbeQueue } from '../../media/creative-probe-job';
import { demoCatalogueJob } from '../../media/demo/demo-catalogue-job';
import { demoMediaJob } from '../../media/demo/demo-media-job';
import { demoSpotsJob } from '../../media/demo/demo-spots-job';
import { type FeedIngest, feedIngestJob } from '../../media/feeds/feed-ingest-job';
import { GuardedFetcher } from '../../media/fetch/guarded-fetcher';
import type { MediaStorage } from '../../media/storage/media-storage';
import { queueTranscode, transcodeJob } from '../../media/transcode-job';
import { YoutubeClient } from '../../media/youtube/youtube-client';
import { type YoutubeIngest, youtubeIngestJob } from '../../media/youtube/youtube-ingest-job';
import type { ModuleDeps } from '../module-deps';
import { createVideo } from './new-video';
import { storeYoutubeFeedVideos } from './youtube-store';

/** The media pieces the routes share: the storage, the guarded fetcher and the job queues. */
export type MediaPipeline = {
  storage: MediaStorage;
  fetcher: GuardedFetcher;
  queueTranscode(videoId: number, sourceKey: string): Promise<void>;
  queueFeedIngest(feed: FeedIngest): Promise<string | null>;
  queueYoutubeIngest(ingest: YoutubeIngest): Promise<string | null>;
  /** Makes the demo's clips and channels unless they exist (at start, with the demo data). */
  queueDemoMedia(): Promise<string | null>;
  /** Renders the demo's video spots unless they exist (at start, with the demo data). */
  queueDemoSpots(): Promise<string | null>;
};

export function createMediaPipeline(deps: ModuleDeps): MediaPipeline {
  const storage = deps.storage.media;
  const fetcher = new GuardedFetcher({ allowHosts: deps.config.media.fetchAllowHosts });
  const transcode = transcodeJob({ db: deps.db, storage, media: deps.config.media, log: deps.log });
  deps.jobs.register(transcode);
  const queue = (videoId: number, sourceKey: string) =>
    queueTranscode(deps.jobs, deps.db, transcode, videoId, sourceKey);
  const ingest = feedIngestJob({
    db: deps.db,
    storage,
    fetcher,
    maxMediaBytes: deps.config.media.maxBytes,
    log: deps.log,
    queueTranscode: queue,
    createVideo: (video, networkId, userId) => createVideo(deps.db, video, networkId, userId),
  });
  deps.jobs.register(ingest);
  const youtube = youtubeIngestJob({
    db: deps.db,
    client: () => new YoutubeClient(fetcher, deps.config.media.youtube),
    store: (videos, target, userId) => storeYoutubeFeedVideos(deps.db, videos, target, userId),
  });
  deps.jobs.register(youtube);
  const demoCatalogue = demoCatalogueJob({ db: deps.db, log: deps.log });
  deps.jobs.register(demoCatalogue);
  const demo = demoMediaJob({
    db: deps.db,
    storage,
    log: deps.log,
    queueTranscode: queue,
    queueCatalogueMedia: () => deps.jobs.send(demoCatalogue, {}, { key: 'demo-catalogue-media' }),
  });
  deps.jobs.register(demo);
  const { queueProbe } = creativeProbeQueue(deps.jobs, {
    db: deps.db,
    storage,
    media: deps.config.media,
    log: deps.log,
  });
  const spots = demoSpotsJob({ db: deps.db, storage, log: deps.log, queueProbe });
  deps.jobs.register(spots);
  return {
    storage,
    fetcher,
    queueTranscode: queue,
    queueFeedIngest: (feed) => deps.jobs.send(ingest, feed),
    queueYoutubeIngest: (data) => deps.jobs.send(youtube, data),
    queueDemoMedia: () => deps.jobs.send(demo, {}, { key: 'demo-media' }),
    queueDemoSpots: () => deps.jobs.send(spots, {}, { key: 'demo-spots' }),
  };
}
