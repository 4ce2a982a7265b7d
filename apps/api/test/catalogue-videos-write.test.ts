import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../src/db/catalogue/media-files';
import { queueMediaJob } from '../src/db/media/media-jobs';
import { mediaFiles, videos } from '../src/db/schema/catalogue';
import { solidPng } from '../src/media/solid-png';
import { newHlsKey } from '../src/media/storage/media-storage';
import { type Builders, builders } from './support/builders';
import { changelogCount, changesOf } from './support/demand';
import { jsonWithFile } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;

/** Part 2 §2 dialogs on the server: Metadata, Edit selected videos, Add to collection, Remove owner; part 2 §7 owner calls. */
describe('catalogue: video writes', () => {
  let t: TestApp;
  let b: Builders;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp();
    b = builders(t);
    admin = (await b.user({ roles: ['ADMIN'] }, { role: 'ADMIN' })).client;
  });
  afterAll(() => t.close());

  const del = (client: Client, url: string, payload: object) =>
    client.send({ method: 'DELETE', url, payload });

  it('saves the Metadata dialog, records it, and refuses a stale version with 409', async () => {
    const video = await b.video({ tags: ['old'] });
    const response = await admin.put(`/api/videos/${video.id}`, {
      version: 1,
      tags: [' news ', 'news', 'live'],
      genres: ['Documentary'],
      flags: ['hd'],
      artist: 'Mina Ko',
      publishedAt: '2024-05-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      tags: ['news', 'live'],
      genre: 'Documentary',
      artist: 'Mina Ko',
      publishedAt: '2024-05-01',
      version: 2,
    });
    const [entry] = await changesOf(t, 'VIDEO', video.id);
    expect(entry).toMatchObject({
      action: 'UPDATE',
      before: { tags: ['old'] },
      after: { tags: ['news', 'live'] },
    });
    const stale = await admin.put(`/api/videos/${video.id}`, { version: 1, artist: 'Someone' });
    expect([stale.statusCode, stale.json().messages]).toEqual([409, [SERVER_MESSAGES.staleVersion]]);
    const future = await admin.put(`/api/videos/${video.id}`, { version: 2, publishedAt: '2999-01-01' });
    expect([future.statusCode, future.json().messages]).toEqual([
      400,
      [`publishedAt: ${CATALOGUE_MESSAGES.publishedAtInFuture}`],
    ]);
  });

  it('bulk edits the chosen videos in one go and answers what changed', async () => {
    const publisher = await b.publisher();
    const [one, two] = await b.videos(2, { tags: ['x'] });
    const response = await admin.put('/api/videos/bulk-update', {
      videoIds: [one!.id, two!.id],
      data: { ownerType: 'PUBLISHER', publisherId: publisher.id, genres: ['Sports'], artist: 'Crew' },
      versions: [{ id: one!.id, version: 1 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { changes } = response.json();
    expect(changes.map((change: { id: number }) => change.id)).toEqual([one!.id, two!.id]);
    expect(changes[0].fields).toEqual(
      expect.arrayContaining([
        { field: 'artist', before: null, after: 'Crew' },
        { field: 'genres', before: '', after: 'Sports' },
        { field: 'ownerType', before: null, after: 'PUBLISHER' },
        { field: 'owner', before: null, after: publisher.name },
      ]),
    );
    const rows = await t.db
      .select()
      .from(videos)
      .where(inArray(videos.id, [one!.id, two!.id]));
    expect(rows.map((row) => [row.publisherId, row.genres, row.tags, row.version])).toEqual([
      [publisher.id, ['Sports'], ['x'], 2],
      [publisher.id, ['Sports'], ['x'], 2],
    ]);
    expect(await changelogCount(t, 'VIDEO', one!.id)).toBe(1);
  });

  it('changes nothing when one video is out of reach, stale, or the owner is missing', async () => {
    const [one, two] = await b.videos(2);
    const before = await changelogCount(t, 'VIDEO');
    const missing = await admin.put('/api/videos/bulk-update', {
      videoIds: [one!.id, 2_000_000_000],
      data: { artist: 'Nobody' },
    });
    expect([missing.statusCode, missing.json().messages]).toEqual([
      404,
      [CATALOGUE_MESSAGES.videosNotFound([2_000_000_000])],
    ]);
    const stale = await admin.put('/api/videos/bulk-update', {
      videoIds: [one!.id, two!.id],
      data: { artist: 'Nobody' },
      versions: [{ id: two!.id, version: 7 }],
    });
    expect(stale.statusCode).toBe(409);
    const noOwner = await admin.put('/api/videos/bulk-update', {
      videoIds: [one!.id],
      data: { ownerType: 'CONTENT_OWNER' },
    });
    expect([noOwner.statusCode, noOwner.json().messages]).toEqual([
      400,
      [`data.ownerType: ${CATALOGUE_MESSAGES.ownerRequired}`],
    ]);
    const rows = await t.db
      .select()
      .from(videos)
      .where(inArray(videos.id, [one!.id, two!.id]));
    expect(rows.map((row) => [row.artist, row.version])).toEqual([
      [null, 1],
      [null, 1],
    ]);
    expect(await changelogCount(t, 'VIDEO')).toBe(before);
  });

  it('takes a thumbnail with the bulk edit (multipart) and drops the old file once unused', async () => {
    const old = await storeImage(t.db, {
      bytes: solidPng(500, 400, [1, 2, 3]),
      contentType: 'image/png',
      width: 500,
      height: 400,
    });
    const [one, two] = await b.videos(2, { posterFileId: old.id });
    const png = solidPng(640, 400, [200, 10, 10]);
    const response = await admin.send({
      method: 'PUT',
      url: '/api/videos/bulk-update',
      ...jsonWithFile(
        'request',
        { videoIds: [one!.id, two!.id], data: {} },
        { name: 'thumbnail', filename: 't.png', bytes: png },
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [change] = response.json().changes;
    expect(change.fields).toEqual([
      expect.objectContaining({ field: 'thumbnail', before: `/api/media/images/${old.sha256}` }),
    ]);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, old.id))).toEqual([]);
    const image = await admin.get(change.fields[0].after);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('removes the owner of videos (part 2 §4) and adds a content owner to videos (part 2 §7)', async () => {
    const owner = await b.contentOwner();
    const [one, two] = await b.videos(2, { owner });
    const removed = await del(admin, '/api/videos/owner', { videoIds: [one!.id, two!.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().changes[0].fields).toEqual(
      expect.arrayContaining([{ field: 'ownerType', before: 'CONTENT_OWNER', after: null }]),
    );
    expect((await admin.get(`/api/videos/${one!.id}`)).json()).toMatchObject({
      ownerType: null,
      coId: null,
      companyOwner: null,
    });
    const added = await admin.put(`/api/co/${owner.id}/videos/owner`, { videoIds: [one!.id] });
    expect(added.statusCode, added.body).toBe(200);
    expect((await admin.get(`/api/videos/${one!.id}`)).json()).toMatchObject({
      ownerType: 'CONTENT_OWNER',
      coId: owner.id,
    });
    expect((await changesOf(t, 'VIDEO', one!.id)).map((entry) => entry.action)).toEqual(['UPDATE', 'UPDATE']);
  });

  it("deletes a content owner's videos and keeps a file while another video uses it", async () => {
    const owner = await b.contentOwner();
    const shared = await storeImage(t.db, {
      bytes: solidPng(500, 400, [9, 9, 9]),
      contentType: 'image/png',
      width: 500,
      height: 400,
    });
    const own = await storeImage(t.db, {
      bytes: solidPng(500, 400, [8, 8, 8]),
      contentType: 'image/png',
      width: 500,
      height: 400,
    });
    const gone = await b.video({ owner, posterFileId: own.id });
    const alsoGone = await b.video({ owner, posterFileId: shared.id });
    const keeper = await b.video({ posterFileId: shared.id });
    const notTheirs = await b.video();
    const refused = await del(admin, `/api/co/${owner.id}/videos`, { videoIds: [gone.id, notTheirs.id] });
    expect([refused.statusCode, refused.json().messages]).toEqual([
      404,
      [CATALOGUE_MESSAGES.videosNotFound([notTheirs.id])],
    ]);
    const response = await del(admin, `/api/co/${owner.id}/videos`, { videoIds: [gone.id, alsoGone.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      deleted: [
        { id: gone.id, title: gone.title },
        { id: alsoGone.id, title: alsoGone.title },
      ],
      filesRemoved: 1,
    });
    const files = await t.db
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(inArray(mediaFiles.id, [shared.id, own.id]));
    expect(files).toEqual([{ id: shared.id }]);
    expect((await admin.get(`/api/videos/${keeper.id}`)).json().posters).toEqual([
      `/api/media/images/${shared.sha256}`,
    ]);
    expect((await changesOf(t, 'VIDEO', gone.id))[0]).toMatchObject({
      action: 'DELETE',
      before: { title: gone.title },
    });
  });

  it("removes a deleted video's HLS folder and original from the media storage, and no other's", async () => {
    const owner = await b.contentOwner();
    const storage = t.app.deps.storage.media;
    const stored = async () => {
      const video = await b.video({ owner, hlsPath: `${newHlsKey()}/index.m3u8` });
      const hls = `hls/${video.hlsPath?.split('/')[0]}`;
      const source = `sources/${video.id}-upload`;
      await queueMediaJob(t.db, video.id, source);
      const scratch = await storage.scratch();
      await mkdir(join(scratch, 'hls'));
      await writeFile(join(scratch, 'hls', 'index.m3u8'), '#EXTM3U\n');
      await writeFile(join(scratch, 'source'), 'original');
      await storage.putFrom(hls, join(scratch, 'hls'));
      await storage.putFrom(source, join(scratch, 'source'));
      return { video, files: [`${hls}/index.m3u8`, source] };
    };
    const gone = await stored();
    const kept = await stored();
    const existing = (files: string[]) => Promise.all(files.map((file) => storage.exists(file)));
    expect(await existing(gone.files)).toEqual([true, true]);

    const response = await del(admin, `/api/co/${owner.id}/videos`, { videoIds: [gone.video.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(await existing(gone.files)).toEqual([false, false]);
    expect(await existing(kept.files)).toEqual([true, true]);
  });

  it('adds videos to collections after what they hold, and counts them', async () => {
    const [one, two] = await b.videos(2);
    const first = await b.collection({ videoIds: [one!.id] });
    const second = await b.collection();
    const response = await admin.post('/api/videos/playlists', {
      playlistIds: [first.id, second.id],
      videoIds: [one!.id, two!.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().changes).toEqual([
      { id: one!.id, name: one!.title, fields: [{ field: 'numberOfPlaylists', before: 1, after: 2 }] },
      { id: two!.id, name: two!.title, fields: [{ field: 'numberOfPlaylists', before: 0, after: 2 }] },
    ]);
    const videosOfFirst = (await admin.get(`/api/playlists/${first.id}/videos`)).json();
    expect(
      videosOfFirst.content.map((video: { id: number; position: number }) => [video.id, video.position]),
    ).toEqual([
      [one!.id, 0],
      [two!.id, 1],
    ]);
    expect((await admin.get(`/api/playlists/${second.id}`)).json()).toMatchObject({
      videoCount: 2,
      version: 2,
    });
    expect(await changelogCount(t, 'COLLECTION', second.id)).toBe(1);
    const archived = await b.collection({ status: 'ARCHIVED' });
    const refused = await admin.post('/api/videos/playlists', {
      playlistIds: [archived.id],
      videoIds: [one!.id],
    });
    expect([refused.statusCode, refused.json().messages]).toEqual([
      422,
      [CATALOGUE_MESSAGES.archivedCollection],
    ]);
  });

  it('keeps every write to its permission and to the caller’s videos', async () => {
    const video = await b.video();
    const readonly = (await b.user({ roles: ['READ_ONLY_ADMIN'] }, { role: 'READ_ONLY_ADMIN' })).client;
    expect((await readonly.put(`/api/videos/${video.id}`, { version: 1, artist: 'X' })).statusCode).toBe(403);
    expect(
      (await readonly.put('/api/videos/bulk-update', { videoIds: [video.id], data: { artist: 'X' } }))
        .statusCode,
    ).toBe(403);
    expect((await del(readonly, '/api/videos/owner', { videoIds: [video.id] })).statusCode).toBe(403);
    const network = await b.network();
    const netAdmin = (await b.user({ roles: ['ADMIN'], networkId: network.id }, { role: 'ADMIN' })).client;
    const foreign = await netAdmin.put('/api/videos/bulk-update', {
      videoIds: [video.id],
      data: { artist: 'X' },
    });
    expect(foreign.statusCode).toBe(404);
    const own = await b.video({ owner: await b.contentOwner({ networkId: network.id }) });
    const toAdcast = await netAdmin.put('/api/videos/bulk-update', {
      videoIds: [own.id],
      data: { ownerType: 'VB' },
    });
    expect([toAdcast.statusCode, toAdcast.json().messages]).toEqual([
      400,
      [CATALOGUE_MESSAGES.ownerNotReachable],
    ]);
    const outsider = await b.publisher();
    const toOutsider = await netAdmin.put('/api/videos/bulk-update', {
      videoIds: [own.id],
      data: { ownerType: 'PUBLISHER', publisherId: outsider.id },
    });
    expect([toOutsider.statusCode, toOutsider.json().messages]).toEqual([
      400,
      [CATALOGUE_MESSAGES.publisherNotFound],
    ]);
    expect((await t.db.select().from(videos).where(eq(videos.id, own.id)))[0]!.version).toBe(1);
  });
});
