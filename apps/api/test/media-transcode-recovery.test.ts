import { execFileSync } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
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
  const path = process.env.PATH;
  beforeAll(async () => {
    clip = await makeClip({ seconds: 20, size: '256x144' });
  });
  afterEach(async () => {
    process.env.PATH = path;
    for (const queue of queues.splice(0)) await queue.stop();
    await database?.close();
  });

  it('shows processing, then queued with the reason after the stop, then ready after the restart', async () => {
    database = await freshDatabase();
    const media = testConfig().media;
    const storage = new DiskMediaStorage(media.dir);
    const deps = { db: database.db, storage, media, log: quiet };
    const boot = async () => {
      const queue = new JobQueue(database.db, quiet, 1000);
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

    // The first run reads its input at the clip's own pace (ffmpeg -re), so however fast the machine,
    // the stop lands while ffmpeg is still at work; the run after the restart goes at full speed.
    await atNativePace();
    const first = await boot();
    await queueTranscode(first.queue, database.db, first.definition, videoId, sourceKey);
    const job = () => mediaJobOf(database.db, videoId);
    await expect
      .poll(async () => (await job())?.progress ?? 0, { timeout: 60_000, interval: 50 })
      .toBeGreaterThan(0);
    expect((await job())?.state).toBe('PROCESSING');

    await first.queue.stop();
    expect(await job()).toMatchObject({ state: 'QUEUED', error: INTERRUPTED, attempts: 1 });

    process.env.PATH = path;
    await boot();
    await expect.poll(async () => (await job())?.state, { timeout: 120_000, interval: 200 }).toBe('READY');
    expect(await job()).toMatchObject({ progress: 100, error: null, attempts: 2 });
    const [video] = await database.db.select().from(videos).where(eq(videos.id, videoId));
    expect(video).toMatchObject({ mediaStatus: 'READY' });
    expect(await storage.exists(`hls/${video?.hlsPath}`)).toBe(true);
  }, 180_000);
});

/** Puts an ffmpeg first on the PATH that reads its input in real time. */
async function atNativePace(): Promise<void> {
  const ffmpeg = execFileSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).trim();
  const folder = await mkdtemp(join(tmpdir(), 'adcast-ffmpeg-'));
  const wrapper = join(folder, 'ffmpeg');
  await writeFile(wrapper, `#!/bin/sh\nexec '${ffmpeg}' -re "$@"\n`);
  await chmod(wrapper, 0o755);
  process.env.PATH = `${folder}${delimiter}${process.env.PATH}`;
}
