import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, collectionVideos, videos } from '../src/db/schema/catalogue';
import { channelPlaylists, channels } from '../src/db/schema/media';
import { DEMO_CLIPS, DEMO_LOOP_TITLE, demoMediaJob } from '../src/media/demo/demo-media-job';
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
    const storage = new DiskMediaStorage(media.dir);
    const job = demoMediaJob({
      db: t.db,
      storage,
      log: quiet,
      clipSeconds: 1,
      queueTranscode: async (videoId, sourceKey) => {
        queued.push({ videoId, sourceKey });
      },
    });
    const run = { id: 'demo', signal: new AbortController().signal, lastAttempt: false };
    await job.run({}, run);

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

    await job.run({}, run);
    expect(
      await t.db.select().from(videos).where(eq(videos.description, 'A generated demo clip')),
    ).toHaveLength(DEMO_CLIPS.length);
    expect(queued).toHaveLength(DEMO_CLIPS.length);
  });
});
