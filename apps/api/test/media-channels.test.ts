import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHANNEL_MESSAGES, CHANNELS_API } from '@adcast/domain/media/channels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../src/db/schema/catalogue';
import { transcodeToHls } from '../src/media/ffmpeg/hls-transcode';
import { probeMedia } from '../src/media/ffmpeg/probe';
import { builders } from './support/builders';
import { listening, makeClip, readyLoop, run } from './support/media';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

describe('linear channels (issue 10)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['as']>>;
  let base: string;
  let collectionId: number;

  /** A ready video: a real HLS made from a small clip, in a collection of its own. */
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.as(DEMO.admin);
    base = (await listening(t)).base;
    collectionId = await readyLoop(t.db, t.app.deps.config.media.dir, { title: 'Channel loop', seconds: 9 });
  }, 120_000);
  afterAll(() => t.close());

  it('creates a channel with the default ad settings and refuses one without title or description', async () => {
    const created = await admin.post(CHANNELS_API.channels, {
      title: 'Bars TV',
      description: 'All bars, all day',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      adsConfiguration: { adFrequency: 3, adsDuration: 60 },
      active: false,
    });
    const bad = await admin.post(CHANNELS_API.channels, {
      title: ' ',
      description: '',
      adsConfiguration: { adFrequency: 6, adsDuration: 45 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Title is required'),
        expect.stringContaining('Description is required'),
        expect.stringContaining('Ad frequency must be 1 to 5 minutes'),
        expect.stringContaining('Ad duration must be 30, 60, 90 or 120 seconds'),
      ]),
    );
  });

  it('a stale edit is refused with 409', async () => {
    const created = (await admin.post(CHANNELS_API.channels, { title: 'Edit me', description: 'x' })).json();
    const body = { title: 'Edited', description: 'x', version: created.version };
    expect((await admin.put(CHANNELS_API.channel(created.id), body)).statusCode).toBe(200);
    const stale = await admin.put(CHANNELS_API.channel(created.id), body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages).toEqual([CHANNEL_MESSAGES.stale]);
  });

  it('adds, reorders and removes collections by position', async () => {
    const channel = (await admin.post(CHANNELS_API.channels, { title: 'Order', description: 'x' })).json();
    const [second] = await t.db.insert(collections).values({ title: 'Second', description: 'x' }).returning();
    await admin.post(CHANNELS_API.playlists(channel.id), { playlistId: collectionId });
    await admin.post(CHANNELS_API.playlists(channel.id), { playlistId: second?.id });
    const again = await admin.post(CHANNELS_API.playlists(channel.id), { playlistId: collectionId });
    expect(again.json().messages).toEqual([CHANNEL_MESSAGES.alreadyAdded]);
    const moved = await admin.put(CHANNELS_API.playlists(channel.id), {
      playlistId: second?.id,
      position: 0,
    });
    expect(moved.json().map((p: { title: string; position: number }) => [p.title, p.position])).toEqual([
      ['Second', 0],
      ['Channel loop', 1],
    ]);
    const removed = await admin.send({
      method: 'DELETE',
      url: CHANNELS_API.playlist(channel.id, second?.id ?? 0),
    });
    expect(removed.json()).toEqual([
      { playlistId: collectionId, title: 'Channel loop', position: 0, readyVideos: 1 },
    ]);
  });

  it('a started channel streams live HLS that ffprobe opens; stopped, it answers 404 with a clear message', async () => {
    const channel = (await admin.post(CHANNELS_API.channels, { title: 'Live', description: 'x' })).json();
    await admin.post(CHANNELS_API.playlists(channel.id), { playlistId: collectionId });

    const stopped = await t.app.inject({ url: CHANNELS_API.livestream(channel.id) });
    expect(stopped.statusCode).toBe(404);
    expect(stopped.json().messages).toEqual([CHANNEL_MESSAGES.notBroadcasting]);

    expect((await admin.put(CHANNELS_API.start(channel.id))).json()).toMatchObject({ active: true });
    const live = await t.app.inject({ url: CHANNELS_API.livestream(channel.id) });
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(live.body).toContain('#EXT-X-MEDIA-SEQUENCE:0');
    expect(live.body).not.toContain('#EXT-X-ENDLIST');
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=codec_type,width,height', '-of', 'json'],
      `${base}${CHANNELS_API.livestream(channel.id)}`,
    ]);
    expect(JSON.parse(stdout).streams).toEqual(
      expect.arrayContaining([expect.objectContaining({ codec_type: 'video', width: 192, height: 108 })]),
    );

    expect((await admin.put(CHANNELS_API.stop(channel.id))).json()).toMatchObject({ active: false });
    expect((await t.app.inject({ url: CHANNELS_API.livestream(channel.id) })).statusCode).toBe(404);
  });

  it('answers from the loop as it is now: a playlist served a moment ago is not served once the loop is emptied', async () => {
    const channel = (
      await admin.post(CHANNELS_API.channels, { title: 'Edited live', description: 'x' })
    ).json();
    await admin.post(CHANNELS_API.playlists(channel.id), { playlistId: collectionId });
    await admin.put(CHANNELS_API.start(channel.id));
    const first = await t.app.inject({ url: CHANNELS_API.livestream(channel.id) });
    const again = await t.app.inject({ url: CHANNELS_API.livestream(channel.id) });
    expect(first.statusCode).toBe(200);
    expect(again.body).toContain('#EXTINF:');

    await admin.send({ method: 'DELETE', url: CHANNELS_API.playlist(channel.id, collectionId) });
    const emptied = await t.app.inject({ url: CHANNELS_API.livestream(channel.id) });
    expect(emptied.statusCode).toBe(404);
    expect(emptied.json().messages).toEqual([CHANNEL_MESSAGES.nothingToPlay]);
  });

  it('gives a video without sound a silent track, so the live loop never adds or drops one at a discontinuity', async () => {
    const silent = await makeClip({ seconds: 2, audio: false });
    const folder = await mkdtemp(join(tmpdir(), 'adcast-silent-'));
    const probe = await probeMedia(silent);
    expect(probe.hasAudio).toBe(false);
    await transcodeToHls({ source: silent, folder, probe, heights: [720] });
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=codec_type,codec_name', '-of', 'json'],
      join(folder, 'index.m3u8'),
    ]);
    const streams = JSON.parse(stdout).streams.map((stream: { codec_type: string; codec_name: string }) =>
      [stream.codec_type, stream.codec_name].join(' '),
    );
    expect(streams.sort()).toEqual(['audio aac', 'video h264']);
    expect((await probeMedia(join(folder, 'index.m3u8'))).durationSeconds).toBeCloseTo(2, 0);
  });

  it('refuses a role without collection edit permission', async () => {
    const channel = (await admin.post(CHANNELS_API.channels, { title: 'Guarded', description: 'x' })).json();
    const readonly = await t.as(DEMO.readonly);
    expect((await readonly.put(CHANNELS_API.start(channel.id))).statusCode).toBe(403);
  });

  it("shows and lets a network user edit only its network's channels, while an admin reaches them all", async () => {
    const build = builders(t);
    const [mine, theirs] = [await build.network(), await build.network()];
    const networkUser = await build.user({ roles: ['ADMIN'], networkId: mine.id });
    const otherUser = await build.user({ roles: ['ADMIN'], networkId: theirs.id });
    const own = (
      await networkUser.client.post(CHANNELS_API.channels, { title: 'Ours', description: 'x' })
    ).json();
    const foreign = (
      await otherUser.client.post(CHANNELS_API.channels, { title: 'Theirs', description: 'y' })
    ).json();

    const titles = (await networkUser.client.get(`${CHANNELS_API.channels}?size=200`)).json();
    expect(titles.content.map((c: { id: number }) => c.id)).toEqual([own.id]);
    expect(titles.totalElements).toBe(1);
    for (const answer of [
      await networkUser.client.get(CHANNELS_API.channel(foreign.id)),
      await networkUser.client.put(CHANNELS_API.channel(foreign.id), {
        title: 'Taken',
        description: 'z',
        version: foreign.version,
      }),
      await networkUser.client.put(CHANNELS_API.start(foreign.id)),
      await networkUser.client.get(CHANNELS_API.playlists(foreign.id)),
      await networkUser.client.post(CHANNELS_API.playlists(foreign.id), { playlistId: collectionId }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().messages).toEqual([CHANNEL_MESSAGES.notFound]);
    }
    // Nothing changed on the foreign channel.
    expect((await admin.get(CHANNELS_API.channel(foreign.id))).json()).toMatchObject({
      title: 'Theirs',
      active: false,
    });
    expect((await admin.get(CHANNELS_API.playlists(foreign.id))).json()).toEqual([]);

    const all = (await admin.get(`${CHANNELS_API.channels}?size=200`)).json();
    expect(all.content.map((c: { id: number }) => c.id)).toEqual(
      expect.arrayContaining([own.id, foreign.id]),
    );

    // Its own channel loops only its network's collections: another network's is not there for it.
    const theirCollection = await build.collection({ networkId: theirs.id });
    const ourCollection = await build.collection({ networkId: mine.id });
    const refused = await networkUser.client.post(CHANNELS_API.playlists(own.id), {
      playlistId: theirCollection.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([CHANNEL_MESSAGES.unknownPlaylist]);
    const added = await networkUser.client.post(CHANNELS_API.playlists(own.id), {
      playlistId: ourCollection.id,
    });
    expect(added.json().map((entry: { playlistId: number }) => entry.playlistId)).toEqual([ourCollection.id]);
  });
});
