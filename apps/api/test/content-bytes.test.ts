import { readFile } from 'node:fs/promises';
import type { ErrorBody } from '@adcast/domain/errors';
import {
  CONTENT_BYTE_API,
  CONTENT_BYTE_MAX_SECONDS,
  CONTENT_BYTE_MESSAGES,
} from '@adcast/domain/media/content-bytes';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema/catalogue';
import { contentBytes } from '../src/db/schema/oo-apps';
import { builders } from './support/builders';
import { rowCount } from './support/demand';
import { uploadUntilReady } from './support/hls-checks';
import { type HttpCaller, listening, makeClip, tusUpload } from './support/media';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

type Page = {
  content: { id: number; title: string; mediaStatus: string; duration: number | null }[];
  totalElements: number;
};

describe('content bytes (/api/cb): short clips uploaded and transcoded like videos, listed apart', () => {
  let t: TestApp;
  let admin: HttpCaller;
  let short: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    const server = await listening(t);
    admin = await server.as(DEMO.admin);
    short = await readFile(await makeClip({ seconds: 3 }));
  });
  afterAll(() => t.close());

  const list = async (caller: HttpCaller, query = '') =>
    (await (await caller(`${CONTENT_BYTE_API.list}?size=50${query}`)).json()) as Page;

  it('a clip uploaded to /api/cb is transcoded and listed as a content byte; a video upload is not', async () => {
    const byteId = await uploadUntilReady(
      admin,
      tusUpload(admin, short, { title: 'Sponsor sting', ownerType: 'VB' }, MEDIA_API.contentByte),
    );
    const videoId = await uploadUntilReady(
      admin,
      tusUpload(admin, short, { title: 'Ordinary video', ownerType: 'VB' }),
    );
    const page = await list(admin);
    expect(page.content.map((row) => row.id)).toContain(byteId);
    expect(page.content.map((row) => row.id)).not.toContain(videoId);
    expect(page.content.find((row) => row.id === byteId)).toMatchObject({
      title: 'Sponsor sting',
      mediaStatus: 'READY',
    });
    expect((await list(admin, '&title=sting')).content.map((row) => row.id)).toEqual([byteId]);

    const [video] = await t.db.select().from(videos).where(eq(videos.id, byteId));
    const updated = await admin(CONTENT_BYTE_API.one(byteId), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Sponsor sting, renamed', version: video!.version }),
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as { title: string }).title).toBe('Sponsor sting, renamed');
    const notAByte = await admin(CONTENT_BYTE_API.one(videoId), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x', version: 1 }),
    });
    expect(notAByte.status).toBe(404);
  });

  it(`refuses a content byte longer than ${CONTENT_BYTE_MAX_SECONDS} seconds, and makes no video`, async () => {
    const long = await readFile(await makeClip({ seconds: CONTENT_BYTE_MAX_SECONDS + 2, audio: false }));
    const videosBefore = await rowCount(t, videos);
    const bytesBefore = await rowCount(t, contentBytes);
    const { finished } = await tusUpload(
      admin,
      long,
      { title: 'Too long', ownerType: 'VB' },
      MEDIA_API.contentByte,
    );
    expect(finished?.status).toBe(400);
    expect(((await finished!.json()) as ErrorBody).messages).toEqual([
      CONTENT_BYTE_MESSAGES.tooLong(CONTENT_BYTE_MAX_SECONDS + 2),
    ]);
    expect(await rowCount(t, videos)).toBe(videosBefore);
    expect(await rowCount(t, contentBytes)).toBe(bytesBefore);
  });

  it("a network user lists only its network's content bytes; a read-only admin reads them and changes none", async () => {
    const make = builders(t);
    const network = await make.network();
    const publisher = await make.publisher({ networkId: network.id });
    const ours = await make.video({ title: 'Our byte', publisher });
    const theirs = await make.video({
      title: 'Their byte',
      publisher: await make.publisher({ networkId: (await make.network()).id }),
    });
    await t.db.insert(contentBytes).values([{ videoId: ours.id }, { videoId: theirs.id }]);

    const networkAdmin = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    const seen = (await networkAdmin.client.get(`${CONTENT_BYTE_API.list}?size=50`)).json() as Page;
    expect(seen.content.map((row) => row.id)).toEqual([ours.id]);
    expect(
      (await networkAdmin.client.put(CONTENT_BYTE_API.one(theirs.id), { title: 'Mine now', version: 1 }))
        .statusCode,
    ).toBe(404);

    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    const all = (await readonly.client.get(`${CONTENT_BYTE_API.list}?size=50`)).json() as Page;
    expect(all.content.map((row) => row.id)).toEqual(expect.arrayContaining([ours.id, theirs.id]));
    expect(
      (await readonly.client.put(CONTENT_BYTE_API.one(ours.id), { title: 'No', version: 1 })).statusCode,
    ).toBe(403);
  });
});
