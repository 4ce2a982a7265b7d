import { copyFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { mediaJobOf } from '../src/db/media/media-jobs';
import { insertVideo } from '../src/db/media/uploaded-video';
import { videos } from '../src/db/schema/catalogue';
import { JobQueue } from '../src/jobs/queue';
import { INTERRUPTED } from '../src/media/ffmpeg/run-tool';
import { DiskMediaStorage } from '../src/media/storage/media-storage';
import { queueTranscode, transcodeJob } from '../src/media/transcode-job';
import { makeClip } from './support/media';
import { freshDatabase, testConfig } from './support/test-app';

const quiet = { error: () => {}, warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

describe('a transcode interrupted by a restart is retried and finishes (issue 10)', () => {
  let clip: string;
  let database: Database;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    // Long enough that the stop lands while ffmpeg is still at work.
    clip = await makeClip({ seconds: 20, size: '256x144' });
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await database?.close();
  });

  it('shows processing, then queued with the reason after the stop, then ready after the restart', async () => {
    database = await freshDatabase();
    const media = testConfig().media;
    const storage = new DiskMediaStorage(media.dir);
    const deps = { db: database.db, storage, media, log: quiet };
    const boot = async () => {
      const queue = new JobQueue(database.jobStore, quiet, 1000);
      queues.push(queue);
      const definition = transcodeJob(deps);
      queue.register(definition);
      await queue.start();
      return { queue, definition };
    };

    const videoId = await insertVideo(
      database.db,
      { title: 'Long clip', description: '', ownerType: 'VB', source: 'UPLOAD' },
      null,
    );
    const sourceKey = `sources/${videoId}-clip`;
    await mkdir(dirname(storage.pathOf(sourceKey)), { recursive: true });
    await copyFile(clip, storage.pathOf(sourceKey));

    const first = await boot();
    await queueTranscode(first.queue, database.db, first.definition, videoId, sourceKey);
    const job = () => mediaJobOf(database.db, videoId);
    await expect
      .poll(async () => (await job())?.progress ?? 0, { timeout: 60_000, interval: 50 })
      .toBeGreaterThan(0);
    expect((await job())?.state).toBe('PROCESSING');

    await first.queue.stop();
    expect(await job()).toMatchObject({ state: 'QUEUED', error: INTERRUPTED, attempts: 1 });

    await boot();
    await expect.poll(async () => (await job())?.state, { timeout: 120_000, interval: 200 }).toBe('READY');
    expect(await job()).toMatchObject({ progress: 100, error: null, attempts: 2 });
    const [video] = await database.db.select().from(videos).where(eq(videos.id, videoId));
    expect(video).toMatchObject({ mediaStatus: 'READY' });
    expect(await storage.exists(`hls/${video?.hlsPath}`)).toBe(true);
  }, 180_000);
});
