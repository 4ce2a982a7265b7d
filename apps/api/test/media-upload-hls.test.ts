import { readFile } from 'node:fs/promises';
import type { ErrorBody } from '@adcast/domain/errors';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { OPEN_UPLOADS_PER_USER, UPLOAD_EXPIRY_HOURS, UPLOAD_MESSAGES } from '@adcast/domain/media/upload';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { videos } from '../src/db/schema/catalogue';
import { changesOf } from './support/demand';
import { expectPlayableHls, uploadUntilReady } from './support/hls-checks';
import { type HttpCaller, listening, makeClip, tusUpload } from './support/media';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

describe('upload over tus -> probe -> HLS -> poster (issue 10)', () => {
  let t: TestApp;
  let base: string;
  let admin: HttpCaller;
  let clip: Buffer;
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    t = await createTestApp();
    server = await listening(t);
    base = server.base;
    admin = await server.as(DEMO.admin);
    clip = await readFile(await makeClip());
  });
  afterAll(() => t.close());

  it('a resumed upload becomes a ready video whose HLS ffprobe plays to the end, with a poster', async () => {
    const upload = tusUpload(admin, clip, { title: 'Bars and tone', ownerType: 'VB' });
    const videoId = await uploadUntilReady(admin, upload);
    expect((await upload).resumedAt).toBeGreaterThan(0);
    const state = async () => (await (await admin(MEDIA_API.videoJob(videoId))).json()) as { state: string };
    expect(await state()).toMatchObject({ title: 'Bars and tone', progress: 100, error: null, attempts: 1 });

    const [video] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(video).toMatchObject({ mediaStatus: 'READY', source: 'UPLOAD' });
    const me = (await (await admin('/api/users/me')).json()) as { id: number };
    const entries = await changesOf(t, 'VIDEO', videoId);
    expect(entries.map((entry) => [entry.action, entry.userId, entry.entityName])).toEqual([
      ['CREATE', me.id, 'Bars and tone'],
    ]);
    expect(video?.hlsPath).toMatch(/^[0-9a-f]{32}\/index\.m3u8$/);
    expect(video?.duration).toBeCloseTo(3, 0);
    await expectPlayableHls(base, video?.hlsPath ?? '');
  });

  it('refuses a file that is not a video, whatever it is called', async () => {
    const { finished } = await tusUpload(admin, Buffer.from('%PDF-1.7 not a video at all '.repeat(20)), {
      title: 'Report',
      ownerType: 'VB',
      filename: 'report.mp4',
    });
    expect(finished?.status).toBe(415);
    expect(((await finished?.json()) as ErrorBody | undefined)?.messages).toEqual([
      UPLOAD_MESSAGES.wrongType,
    ]);
  });

  it('refuses an upload over the size limit before any byte is sent', async () => {
    const tooBig = await admin(MEDIA_API.upload, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(51 * 1024 * 1024),
        'upload-metadata': `title ${btoa('Huge')},ownerType ${btoa('VB')}`,
      },
    });
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as ErrorBody).messages).toEqual([
      UPLOAD_MESSAGES.tooLarge(50 * 1024 * 1024),
    ]);
  });

  it('answers tus refusals as {code, messages}: bad Upload-Length, -Metadata and -Offset, and bytes past the declared length', async () => {
    const tus = { 'tus-resumable': '1.0.0' };
    const metadata = `title ${btoa('Headers')},ownerType ${btoa('VB')}`;
    const refusals: [RequestInit, string][] = [
      [
        { method: 'POST', headers: { ...tus, 'upload-length': '-5', 'upload-metadata': metadata } },
        'Upload-Length',
      ],
      [
        { method: 'POST', headers: { ...tus, 'upload-length': '10', 'upload-metadata': 'title ***' } },
        'Upload-Metadata',
      ],
    ];
    for (const [init, header] of refusals) {
      const response = await admin(MEDIA_API.upload, init);
      expect(response.status, header).toBe(400);
      expect(await response.json(), header).toEqual({
        code: 2001,
        messages: [UPLOAD_MESSAGES.badHeader(header)],
      });
    }
    const created = await admin(MEDIA_API.upload, {
      method: 'POST',
      headers: { ...tus, 'upload-length': '10', 'upload-metadata': metadata },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const patch = (offset: string, body: Buffer) =>
      admin(location, {
        method: 'PATCH',
        headers: { ...tus, 'upload-offset': offset, 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(body),
      });
    const badOffset = await patch('x1', Buffer.from('abc'));
    expect([badOffset.status, await badOffset.json()]).toEqual([
      400,
      { code: 2001, messages: [UPLOAD_MESSAGES.badHeader('Upload-Offset')] },
    ]);
    const past = await patch('0', Buffer.alloc(20, 1));
    expect([past.status, await past.json()]).toEqual([
      400,
      { code: 2001, messages: [UPLOAD_MESSAGES.pastDeclaredLength(10)] },
    ]);
  });

  it('an unfinished upload expires, and one user holds at most its share of unfinished uploads (issue 30)', async () => {
    const sales = await server.as(DEMO.sales);
    const start = () =>
      sales(MEDIA_API.upload, {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': String(2 * 1024 * 1024),
          'upload-metadata': `title ${btoa('Left open')},ownerType ${btoa('VB')}`,
        },
      });
    const open: string[] = [];
    for (let n = 0; n < OPEN_UPLOADS_PER_USER; n++) {
      const created = await start();
      expect(created.status).toBe(201);
      open.push(created.headers.get('location') ?? '');
    }
    const refused = await start();
    expect([refused.status, await refused.json()]).toEqual([
      429,
      { code: 2009, messages: [UPLOAD_MESSAGES.tooManyOpen(OPEN_UPLOADS_PER_USER)] },
    ]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (UPLOAD_EXPIRY_HOURS + 1) * 60 * 60_000 });
    try {
      // A day later: a token of that day asks for the upload left open.
      const later = await server.as(DEMO.sales);
      const expired = await later(open[0]!, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
      expect(expired.status).toBe(410);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an upload request without a title or with an owner the caller may not use', async () => {
    const { created } = await tusUpload(admin, clip, { title: ' ', ownerType: 'VB' });
    expect(created.status).toBe(400);
    expect(((await created.json()) as ErrorBody).messages).toEqual(['Title is required']);
    const unknown = await tusUpload(admin, clip, { title: 'x', ownerType: 'PUBLISHER', ownerId: '999999' });
    expect(((await unknown.created.json()) as ErrorBody).messages).toEqual([UPLOAD_MESSAGES.unknownOwner]);
  });

  it('refuses a caller without the videos create permission', async () => {
    const { created } = await tusUpload(await (await listeningAs(t)).as(DEMO.readonly), clip, {
      title: 'x',
      ownerType: 'VB',
    });
    expect(created.status).toBe(403);
  });
});

const listeningAs = async (t: TestApp) => ({
  as: async (email: string): Promise<HttpCaller> => {
    const token = await t.tokenFor(email);
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return (path, init = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      });
  },
});
