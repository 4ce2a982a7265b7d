import { rm } from 'node:fs/promises';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedMediaOf } from '../src/db/media/media-jobs';
import { creativeOrders, creatives } from '../src/db/schema/campaigns';
import { collections, collectionVideos, videos } from '../src/db/schema/catalogue';
import { placements } from '../src/db/schema/inventory';
import { channelPlaylists, channels } from '../src/db/schema/media';
import { CLIPS_NOT_READY, demoCatalogueJob } from '../src/media/demo/demo-catalogue-job';
import {
  DEMO_CLIP_DESCRIPTION,
  DEMO_CLIPS,
  DEMO_LOOP_TITLE,
  demoMediaJob,
} from '../src/media/demo/demo-media-job';
import { DEMO_SPOTS, demoSpotsJob } from '../src/media/demo/demo-spots-job';
import { probeMedia } from '../src/media/ffmpeg/probe';
import { DiskMediaStorage } from '../src/media/storage/media-storage';
import { createTestApp, type TestApp, testConfig } from './support/test-app';

const quiet = { error: () => {}, warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

describe('the demo media made at first start (issue 10)', () => {
  let t: TestApp;
  const media = testConfig().media;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await rm(media.dir, { recursive: true, force: true });
  });

  it('generates the clips, queues each for HLS, loops them in a collection and starts one of two channels; a second run adds nothing', async () => {
    const queued: { videoId: number; sourceKey: string }[] = [];
    let catalogueQueued = 0;
    const storage = new DiskMediaStorage(media.dir);
    const job = demoMediaJob({
      db: t.db,
      storage,
      log: quiet,
      clipSeconds: 1,
      queueTranscode: async (videoId, sourceKey) => {
        queued.push({ videoId, sourceKey });
      },
      queueCatalogueMedia: async () => {
        catalogueQueued += 1;
      },
    });
    const run = { id: 'demo', signal: new AbortController().signal, lastAttempt: false };
    await job.run({}, run);
    expect(catalogueQueued).toBe(1);

    const made = await t.db.select().from(videos).where(eq(videos.description, 'A generated demo clip'));
    expect(made.map((video) => video.title).sort()).toEqual(DEMO_CLIPS.map((clip) => clip.title).sort());
    expect(queued.map((entry) => entry.videoId).sort()).toEqual(made.map((video) => video.id).sort());
    for (const entry of queued) expect(await storage.exists(entry.sourceKey)).toBe(true);

    const [loop] = await t.db.select().from(collections).where(eq(collections.title, DEMO_LOOP_TITLE));
    const inLoop = await t.db
      .select()
      .from(collectionVideos)
      .where(eq(collectionVideos.collectionId, loop!.id));
    expect(inLoop).toHaveLength(DEMO_CLIPS.length);
    const playing = await t.db
      .select({ title: channels.title, active: channels.active })
      .from(channelPlaylists)
      .innerJoin(channels, eq(channels.id, channelPlaylists.channelId))
      .where(eq(channelPlaylists.collectionId, loop!.id));
    expect(playing.sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: 'Adcast Live', active: true },
      { title: 'Adcast Replay', active: false },
    ]);
    const [live] = await t.db.select().from(channels).where(eq(channels.title, 'Adcast Live'));
    const [breaks] = await t.db.select().from(placements).where(eq(placements.id, live!.placementId!));
    expect(breaks).toMatchObject({ networkId: 3, status: 'ACTIVE', targetingSetId: null });

    await job.run({}, run);
    expect(
      await t.db.select().from(videos).where(eq(videos.description, 'A generated demo clip')),
    ).toHaveLength(DEMO_CLIPS.length);
    expect(queued).toHaveLength(DEMO_CLIPS.length);
  });

  it('once the clips are transcoded, the demo catalogue plays them: every seeded video gets media and its collection feed lists it', async () => {
    const job = demoCatalogueJob({ db: t.db, log: quiet });
    const run = { id: 'catalogue', signal: new AbortController().signal, lastAttempt: false };
    const clips = await t.db.select().from(videos).where(eq(videos.description, DEMO_CLIP_DESCRIPTION));
    await expect(job.run({}, run)).rejects.toThrow(CLIPS_NOT_READY);
    // As the transcoder leaves them: ready, with a playlist in a folder of their own.
    for (const [index, clip] of clips.entries())
      await t.db
        .update(videos)
        .set({ mediaStatus: 'READY', hlsPath: `demo-clip-${index}/master.m3u8`, duration: 20 })
        .where(eq(videos.id, clip.id));
    const seededWithout = await t.db
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.mediaStatus, 'READY'), isNull(videos.hlsPath)));
    expect(seededWithout.length).toBeGreaterThan(100);

    await job.run({}, run);
    const left = await t.db
      .select()
      .from(videos)
      .where(and(eq(videos.mediaStatus, 'READY'), isNull(videos.hlsPath)));
    expect(left).toEqual([]);
    const [collection] = await t.db
      .select({ id: collectionVideos.collectionId })
      .from(collectionVideos)
      .where(
        inArray(
          collectionVideos.videoId,
          seededWithout.map((video) => video.id),
        ),
      )
      .limit(1);
    const feed = await t.app.inject({ url: CATALOGUE_API.mrss(collection!.id) });
    expect(feed.body).toMatch(/<media:content url="[^"]+demo-clip-\d\/master\.m3u8"/);
    // A catalogue video's deletion never takes the clip folder it shares with the others.
    expect(await storedMediaOf(t.db, [seededWithout[0]!.id])).toEqual([]);
  });

  it('renders a 720p video spot for each running demo order, links it and hands it to the probe; a second run adds nothing', async () => {
    const probed: number[] = [];
    const storage = new DiskMediaStorage(media.dir);
    const job = demoSpotsJob({
      db: t.db,
      storage,
      log: quiet,
      clipSeconds: 1,
      queueProbe: async (creativeId) => {
        probed.push(creativeId);
      },
    });
    const run = { id: 'spots', signal: new AbortController().signal, lastAttempt: false };
    await job.run({}, run);
    const spots = await t.db
      .select()
      .from(creatives)
      .where(
        inArray(
          creatives.name,
          DEMO_SPOTS.map((spot) => spot.name),
        ),
      );
    expect(spots.map((spot) => spot.name).sort()).toEqual(DEMO_SPOTS.map((spot) => spot.name).sort());
    expect(probed.sort()).toEqual(spots.map((spot) => spot.id).sort());
    for (const spot of spots) {
      expect(spot).toMatchObject({
        type: 'VIDEO',
        status: 'ACTIVE',
        videoFileName: 'demo-spot.mp4',
        processing: 'PROCESSING',
      });
      const probe = await probeMedia(await storage.localFile(spot.videoKey!));
      expect(probe).toMatchObject({ width: 1280, height: 720, videoCodec: 'h264' });
      const linked = await t.db.select().from(creativeOrders).where(eq(creativeOrders.creativeId, spot.id));
      expect(linked.map((link) => link.orderId)).toEqual([
        DEMO_SPOTS.find((demo) => demo.name === spot.name)!.orderId,
      ]);
    }

    await job.run({}, run);
    expect(probed).toHaveLength(DEMO_SPOTS.length);
  });
});
