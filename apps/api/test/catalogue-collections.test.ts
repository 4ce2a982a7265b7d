import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import { CHANGELOG_MESSAGES } from '@adcast/domain/changelog/changelog';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { PLAYLIST_FEED_CATEGORIES } from '@adcast/domain/enumerations';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../src/db/catalogue/media-files';
import { solidPng } from '../src/media/solid-png';
import { type Builders, builders } from './support/builders';
import { changesOf, ids } from './support/demand';
import { multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;

/** Part 1 §2/§5 collection editor, part 2 §7 /api/playlists, /api/categories and the MRSS feed. */
describe('catalogue: collections', () => {
  let t: TestApp;
  let b: Builders;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://console.adcast.test' } });
    b = builders(t);
    admin = (await b.user({ roles: ['ADMIN'] }, { role: 'ADMIN' })).client;
  });
  afterAll(() => t.close());

  const del = (url: string, payload: object) => admin.send({ method: 'DELETE', url, payload });
  const order = async (id: number) => ids((await admin.get(`/api/playlists/${id}/videos`)).json());

  it('answers the playlist feed categories of part 2 §3', async () => {
    const response = await admin.get('/api/categories');
    expect(response.json()).toEqual(PLAYLIST_FEED_CATEGORIES);
    expect(response.json()).toContainEqual({ id: 28, title: 'Science & Technology' });
  });

  it('creates and edits a collection: title and description required (part 1 §5), stale edits 409', async () => {
    const bad = await admin.post('/api/playlists', { title: ' ', description: '', categories: [3] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(
      expect.arrayContaining(['title: Title is required', 'description: Description is required']),
    );
    const created = await admin.post('/api/playlists', {
      title: 'Night Drive',
      description: 'Synth & chill',
      categories: [10, 24, 10],
    });
    expect(created.statusCode, created.body).toBe(201);
    const collection = created.json();
    expect(collection).toMatchObject({
      title: 'Night Drive',
      categories: [10, 24],
      videoCount: 0,
      version: 1,
    });
    const edited = await admin.put(`/api/playlists/${collection.id}`, {
      title: 'Night Drive II',
      description: 'More synth',
      categories: [10],
      version: 1,
    });
    expect(edited.json()).toMatchObject({ title: 'Night Drive II', version: 2 });
    const stale = await admin.put(`/api/playlists/${collection.id}`, {
      title: 'X',
      description: 'Y',
      version: 1,
    });
    expect([stale.statusCode, stale.json().messages]).toEqual([409, [SERVER_MESSAGES.staleVersion]]);
    expect((await changesOf(t, 'COLLECTION', collection.id)).map((entry) => entry.action)).toEqual([
      'UPDATE',
      'CREATE',
    ]);
    const sales = (await b.user({ roles: ['CAMPAIGN_MANAGER'] }, { role: 'CAMPAIGN_MANAGER' })).client;
    expect((await sales.post('/api/playlists', { title: 'A', description: 'B' })).statusCode).toBe(403);
  });

  it('reverts an edit from the changelog, but not an image change, which no edit writes back', async () => {
    const collection = await b.collection({ title: 'Revert me', description: 'Before' });
    const edited = await admin.put(`/api/playlists/${collection.id}`, {
      title: 'Reverted',
      description: 'After',
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [edit] = await changesOf(t, 'COLLECTION', collection.id);
    const reverted = await admin.post(`/api/changelog/${edit!.id}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({ title: 'Revert me', description: 'Before', version: 3 });
    const image = await admin.send({
      method: 'PUT',
      url: `/api/playlists/${collection.id}/image`,
      ...multipart([{ name: 'file', filename: 'image.png', bytes: solidPng(64, 64, [9, 9, 9]) }]),
    });
    expect(image.statusCode, image.body).toBe(200);
    const [imageChange] = await changesOf(t, 'COLLECTION', collection.id);
    const refused = await admin.post(`/api/changelog/${imageChange!.id}/revert`);
    expect(refused.json().messages).toEqual([CHANGELOG_MESSAGES.notRevertible]);
    expect((await admin.get(`/api/playlists/${collection.id}`)).json().version).toBe(4);
  });

  it('serves the playlists picker: page size 10 by title, get by id, list-all by ids', async () => {
    const word = `Picker${Math.random().toString(36).slice(2, 7)}`;
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push(await b.collection({ title: `${word} ${String(i).padStart(2, '0')}` }));
    const page = (await admin.get(`/api/playlists?page=0&size=10&title=${word.toLowerCase()}`)).json();
    expect(page.totalElements).toBe(12);
    expect(page.content.map((row: { title: string }) => row.title)).toEqual(
      made.slice(0, 10).map((row) => row.title),
    );
    expect((await admin.get(`/api/playlists/${made[3]!.id}`)).json().title).toBe(made[3]!.title);
    const some = (await admin.get(`/api/playlists/list-all?ids=${made[1]!.id},${made[0]!.id}`)).json();
    expect(some).toEqual([
      { id: made[0]!.id, title: made[0]!.title },
      { id: made[1]!.id, title: made[1]!.title },
    ]);
  });

  it('adds, removes and reorders its videos by position, recording the order', async () => {
    const [a, bb, c, d] = await b.videos(4);
    const collection = await b.collection({ videoIds: [a!.id, bb!.id] });
    const added = await admin.post(`/api/playlists/${collection.id}/videos`, {
      videoIds: [c!.id, a!.id, d!.id],
      version: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ videoCount: 4, version: 2 });
    expect(await order(collection.id)).toEqual([a!.id, bb!.id, c!.id, d!.id]);
    const moved = await admin.put(`/api/playlists/${collection.id}/position`, {
      videoId: d!.id,
      position: 0,
      version: 2,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await order(collection.id)).toEqual([d!.id, a!.id, bb!.id, c!.id]);
    const [entry] = await changesOf(t, 'COLLECTION', collection.id);
    expect(entry).toMatchObject({
      before: { videoIds: [a!.id, bb!.id, c!.id, d!.id] },
      after: { videoIds: [d!.id, a!.id, bb!.id, c!.id] },
    });
    const removed = await del(`/api/playlists/${collection.id}/videos`, { videoIds: [a!.id], version: 3 });
    expect(removed.json()).toMatchObject({ videoCount: 3, version: 4 });
    const positions = (await admin.get(`/api/playlists/${collection.id}/videos`)).json();
    expect(positions.content.map((row: { id: number; position: number }) => [row.id, row.position])).toEqual([
      [d!.id, 0],
      [bb!.id, 1],
      [c!.id, 2],
    ]);
    expect((await admin.get(`/api/videos/${a!.id}`)).json().numberOfPlaylists).toBe(0);
    expect((await admin.get(`/api/videos/${d!.id}`)).json().numberOfPlaylists).toBe(1);

    const stale = await admin.put(`/api/playlists/${collection.id}/position`, {
      videoId: c!.id,
      position: 0,
      version: 3,
    });
    expect(stale.statusCode).toBe(409);
    const outside = await admin.put(`/api/playlists/${collection.id}/position`, {
      videoId: a!.id,
      position: 0,
    });
    expect([outside.statusCode, outside.json().messages]).toEqual([
      400,
      [CATALOGUE_MESSAGES.videosNotInCollection([a!.id])],
    ]);
    const tooFar = await admin.put(`/api/playlists/${collection.id}/position`, {
      videoId: c!.id,
      position: 3,
    });
    expect([tooFar.statusCode, tooFar.json().messages]).toEqual([
      400,
      [CATALOGUE_MESSAGES.positionOutOfRange(2)],
    ]);
    expect(await order(collection.id)).toEqual([d!.id, bb!.id, c!.id]);
  });

  it('publishes a valid RSS 2.0 + Media RSS feed of its playable videos, in order', async () => {
    const poster = await storeImage(t.db, {
      bytes: solidPng(640, 480, [20, 40, 60]),
      contentType: 'image/png',
      width: 640,
      height: 480,
    });
    const ready = { mediaStatus: 'READY', hlsPath: 'v/1/720p.m3u8' };
    const first = await b.video({
      ...ready,
      title: 'Tom & Jerry <live>',
      description: 'Cats & mice',
      duration: 95.4,
      tags: ['cartoon', 'classic'],
      genres: ['Comedy'],
      posterFileId: poster.id,
      publishedAt: '2024-01-02',
    });
    const second = await b.video({ ...ready, hlsPath: 'v/2/720p.m3u8', title: 'Second' });
    const pending = await b.video({ title: 'Not transcoded yet' });
    const collection = await b.collection({
      title: 'Cartoons',
      description: 'Saturday morning',
      categories: [1, 23],
      videoIds: [second.id, pending.id, first.id],
    });
    const response = await t.app.inject({ url: `/api/mrss/frequency/${collection.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const feed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => ['item', 'category'].includes(name),
    }).parse(response.body);
    expect(feed.rss.version).toBe('2.0');
    expect(feed.rss['xmlns:media']).toBe('http://search.yahoo.com/mrss/');
    const channel = feed.rss.channel;
    expect([channel.title, channel.description, channel.category]).toEqual([
      'Cartoons',
      'Saturday morning',
      ['Film & Animation', 'Comedy'],
    ]);
    expect(channel.item.map((item: { title: string }) => item.title)).toEqual([
      'Second',
      'Tom & Jerry <live>',
    ]);
    const item = channel.item[1];
    expect(item.description).toBe('Cats & mice');
    expect(item.category).toEqual(['Comedy']);
    expect(item.pubDate).toBe('Tue, 02 Jan 2024 00:00:00 GMT');
    expect(item['media:content']).toMatchObject({
      url: 'https://console.adcast.test/api/media/hls/v/1/720p.m3u8',
      type: 'application/x-mpegURL',
      medium: 'video',
      duration: '95',
      'media:keywords': 'cartoon, classic',
      'media:thumbnail': [
        { url: `https://console.adcast.test/api/media/images/${poster.sha256}` },
        { url: 'https://console.adcast.test/api/media/hls/v/1/poster.jpg' },
      ],
    });
    const archived = await b.collection({ status: 'ARCHIVED' });
    expect((await t.app.inject({ url: `/api/mrss/frequency/${archived.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/mrss/frequency/2000000000' })).statusCode).toBe(404);
  });
  it('archives and unarchives many collections at once: dry run first, one changelog entry each', async () => {
    const [first, second] = [await b.collection(), await b.collection()];
    const archived = await b.collection({ status: 'ARCHIVED' });
    const body = { ids: [first.id, second.id, archived.id], action: 'ARCHIVE' };
    const preview = await admin.post('/api/playlists/bulk', { ...body, dryRun: true });
    expect(preview.json()).toEqual({
      applied: false,
      changes: [first, second].map((row) => ({
        id: row.id,
        name: row.title,
        fields: [{ field: 'status', before: 'ACTIVE', after: 'ARCHIVED' }],
      })),
      skipped: [
        { id: archived.id, name: archived.title, reason: DEMAND_MESSAGES.alreadyArchived('collection') },
      ],
    });
    expect((await b.reload.collection(first.id)).status).toBe('ACTIVE');
    const applied = await admin.post('/api/playlists/bulk', { ...body, dryRun: false });
    expect(applied.json()).toMatchObject({ applied: true, changes: [{ id: first.id }, { id: second.id }] });
    for (const row of [first, second]) {
      expect((await b.reload.collection(row.id)).status).toBe('ARCHIVED');
      expect((await changesOf(t, 'COLLECTION', row.id)).map((change) => change.action)).toEqual(['ARCHIVE']);
    }
    const back = await admin.post('/api/playlists/bulk', {
      ids: [first.id],
      action: 'UNARCHIVE',
      dryRun: false,
    });
    expect(back.json()).toMatchObject({ applied: true, skipped: [] });
    expect((await b.reload.collection(first.id)).status).toBe('ACTIVE');
  });

  it("bulk status changes need the archive permission and skip another network's collections", async () => {
    const [mine, theirs] = [await b.network(), await b.network()];
    const own = await b.collection({ networkId: mine.id });
    const foreign = await b.collection({ networkId: theirs.id });
    const networkAdmin = await b.user({ roles: ['ADMIN'], networkId: mine.id });
    const response = await networkAdmin.client.post('/api/playlists/bulk', {
      ids: [own.id, foreign.id],
      action: 'ARCHIVE',
      dryRun: false,
    });
    expect(response.json()).toMatchObject({
      applied: true,
      changes: [{ id: own.id }],
      skipped: [{ id: foreign.id, reason: 'Collection not found' }],
    });
    expect((await b.reload.collection(foreign.id)).status).toBe('ACTIVE');
    const readonly = await b.user({ roles: ['READ_ONLY_ADMIN'] });
    const refused = await readonly.client.post('/api/playlists/bulk', {
      ids: [foreign.id],
      action: 'ARCHIVE',
      dryRun: false,
    });
    expect(refused.statusCode).toBe(403);
    expect((await b.reload.collection(foreign.id)).status).toBe('ACTIVE');
  });
});
