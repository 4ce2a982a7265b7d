import { crc32 } from 'node:zlib';
import { IMAGE_MAX_BYTES, IMAGE_MAX_MEGABYTES, IMAGE_MAX_PIXELS } from '@adcast/domain/catalogue/images';
import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import { IMAGE_MESSAGES, THUMBNAIL_RESOLUTION } from '@adcast/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../src/media/solid-png';
import { type Builders, builders } from './support/builders';
import { changesOf } from './support/demand';
import { formWithFile } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;

/** A multipart body with a `file` part (and fields). */
const multipart = (file: Buffer, filename: string, fields: Record<string, string> = {}) =>
  formWithFile(fields, { name: 'file', filename, bytes: file });

/** A GIF header: a real image, but not one the thumbnail takes. */
const gif = (width: number, height: number) => {
  const bytes = Buffer.alloc(32);
  bytes.write('GIF89a', 0, 'ascii');
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return bytes;
};

/** A PNG whose header claims `width`×`height` but whose pixel data is a few bytes. */
const claimingPng = (width: number, height: number) => {
  const png = solidPng(1, 1, [0, 0, 0]);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // The header's CRC is made right again, so only the size is a lie.
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
};

/** Part 2 §5 thumbnail upload, checked on the server from the file's bytes. */
describe('catalogue: video thumbnails', () => {
  let t: TestApp;
  let b: Builders;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp();
    b = builders(t);
    admin = (await b.user({ roles: ['ADMIN'] }, { role: 'ADMIN' })).client;
  });
  afterAll(() => t.close());

  const upload = (id: number, file: Buffer, filename = 'thumb.png', fields?: Record<string, string>) =>
    admin.send({ method: 'PUT', url: `/api/videos/${id}/thumb`, ...multipart(file, filename, fields) });

  it('takes a PNG greater than 480x360 and shows it as the first poster', async () => {
    const video = await b.video({ posterUrls: ['https://img.example.com/feed.png'] });
    const png = solidPng(481, 361, [0, 128, 255]);
    const response = await upload(video.id, png, 'any-name.bin', { version: '1' });
    expect(response.statusCode, response.body).toBe(200);
    const { posters, version } = response.json();
    expect(posters[0]).toMatch(/^\/api\/media\/images\/[0-9a-f]{64}$/);
    expect(posters[1]).toBe('https://img.example.com/feed.png');
    expect(version).toBe(2);
    const image = await t.app.inject({ url: posters[0] });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await changesOf(t, 'VIDEO', video.id))[0]).toMatchObject({ action: 'UPDATE' });
    const stale = await upload(video.id, png, 'again.png', { version: '1' });
    expect(stale.statusCode).toBe(409);
  });

  it('decodes an image before taking it: a huge claimed size and a truncated file are refused, nothing served', async () => {
    const video = await b.video();
    const whole = solidPng(640, 480, [10, 20, 30]);
    const cases: [Buffer, string][] = [
      [claimingPng(60_000, 60_000), CATALOGUE_MESSAGES.imagePixels(IMAGE_MAX_PIXELS)],
      [whole.subarray(0, whole.length - 40), CATALOGUE_MESSAGES.imageUnreadable],
      [
        Buffer.concat([whole.subarray(0, 33), Buffer.from('garbage garbage garbage')]),
        CATALOGUE_MESSAGES.imageUnreadable,
      ],
    ];
    for (const [file, message] of cases) {
      const response = await upload(video.id, file, 'thumb.png');
      expect([response.statusCode, response.json()], message).toEqual([
        400,
        { code: 2001, messages: [message] },
      ]);
    }
    expect((await admin.get(`/api/videos/${video.id}`)).json()).toMatchObject({ posters: [], version: 1 });
    expect((await upload(video.id, whole, 'thumb.png')).statusCode).toBe(200);
  });

  it('refuses wrong bytes, a GIF, 480x360 itself and too large a file, changing nothing', async () => {
    const video = await b.video();
    const cases: [Buffer, string][] = [
      [Buffer.from('not an image at all, just text'), CATALOGUE_MESSAGES.imageType],
      [gif(800, 600), CATALOGUE_MESSAGES.imageType],
      [
        solidPng(THUMBNAIL_RESOLUTION.width, THUMBNAIL_RESOLUTION.height, [1, 1, 1]),
        IMAGE_MESSAGES.greater(THUMBNAIL_RESOLUTION),
      ],
      [solidPng(1280, 360, [1, 1, 1]), 'Image resolution must be greater than 480x360'],
      [Buffer.alloc(IMAGE_MAX_BYTES + 1), CATALOGUE_MESSAGES.imageTooLarge(IMAGE_MAX_MEGABYTES)],
    ];
    for (const [file, message] of cases) {
      const response = await upload(video.id, file, 'thumb.png');
      expect([response.statusCode, response.json()], message).toEqual([
        400,
        { code: 2001, messages: [message] },
      ]);
    }
    const missing = await admin.put(`/api/videos/${video.id}/thumb`, {});
    expect(missing.statusCode).toBe(400);
    expect((await admin.get(`/api/videos/${video.id}`)).json()).toMatchObject({ posters: [], version: 1 });
  });

  it('needs videos-metadata-create and the caller’s own video', async () => {
    const video = await b.video();
    const png = solidPng(600, 400, [5, 5, 5]);
    const readonly = (await b.user({ roles: ['READ_ONLY_ADMIN'] }, { role: 'READ_ONLY_ADMIN' })).client;
    const refused = await readonly.send({
      method: 'PUT',
      url: `/api/videos/${video.id}/thumb`,
      ...multipart(png, 'a.png'),
    });
    expect(refused.statusCode).toBe(403);
    const network = await b.network();
    const netAdmin = (await b.user({ roles: ['ADMIN'], networkId: network.id }, { role: 'ADMIN' })).client;
    const foreign = await netAdmin.send({
      method: 'PUT',
      url: `/api/videos/${video.id}/thumb`,
      ...multipart(png, 'a.png'),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
