import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema/catalogue';
import { mediaJobs } from '../src/db/schema/media';
import { S3Bucket } from '../src/media/storage/s3-bucket';
import { parseS3Url } from '../src/media/storage/s3-location';
import { builders } from './support/builders';
import { expectPlayableHls, uploadUntilReady } from './support/hls-checks';
import { type HttpCaller, listening, makeClip, tusUpload } from './support/media';
import { startS3Server } from './support/s3-server';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

describe('media in an S3-compatible bucket (S3_URL, issue 10)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let bucket: S3Bucket;
  let t: TestApp;
  let base: string;
  let admin: HttpCaller;
  beforeAll(async () => {
    s3 = await startS3Server();
    const location = parseS3Url(s3.url);
    bucket = new S3Bucket(location);
    t = await createTestApp({ config: { s3: location } });
    const server = await listening(t);
    base = server.base;
    admin = await server.as(DEMO.admin);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('an upload is transcoded from and into the bucket, played from it with ranges, and deleted from it', async () => {
    const owner = await builders(t).contentOwner();
    const clip = await readFile(await makeClip());
    const upload = tusUpload(admin, clip, {
      title: 'Bars in a bucket',
      ownerType: 'CONTENT_OWNER',
      ownerId: String(owner.id),
    });
    const videoId = await uploadUntilReady(admin, upload);
    const [video] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    const [job] = await t.db.select().from(mediaJobs).where(eq(mediaJobs.videoId, videoId));
    const hlsPath = video?.hlsPath ?? '';
    const folder = hlsPath.split('/')[0];

    // The original and every rendition file are objects in the bucket; the local folder keeps
    // only what tus and the tools work in (no HLS, no originals).
    const stored = await bucket.list('');
    expect(stored).toContain(job?.sourceKey);
    expect(stored).toEqual(
      expect.arrayContaining([
        `hls/${folder}/index.m3u8`,
        `hls/${folder}/108p/index.m3u8`,
        `hls/${folder}/108p/segment0000.ts`,
        `hls/${folder}/poster.jpg`,
      ]),
    );
    expect(
      (await readdir(t.app.deps.config.media.dir)).filter((name) => !['uploads', 'tmp'].includes(name)),
    ).toEqual([]);
    expect(await readdir(join(t.app.deps.config.media.dir, 'tmp'))).toEqual([]);

    await expectPlayableHls(base, hlsPath);
    const master = await fetch(base + CATALOGUE_API.mediaHls(hlsPath));
    const etag = master.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(base + CATALOGUE_API.mediaHls(hlsPath), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const deleted = await admin(CATALOGUE_API.contentOwnerVideos(owner.id), {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ videoIds: [videoId] }),
    });
    expect(deleted.status).toBe(200);
    expect(await bucket.list('')).toEqual([]);
    expect((await fetch(base + CATALOGUE_API.mediaHls(hlsPath))).status).toBe(404);
  });
});
