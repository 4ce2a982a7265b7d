import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { CHANNEL_MESSAGES, CHANNEL_UPLOAD_PARTS, CHANNELS_API } from '@adcast/domain/media/channels';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../src/db/schema/catalogue';
import { solidPng } from '../src/media/solid-png';
import { type Builders, builders } from './support/builders';
import { type Client, changelogCount } from './support/demand';
import { jsonWithFile, multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

const CHANNEL = 'CHANNEL';
const fields = { title: 'Pictures TV', description: 'With an image' };

/** A channel write as the web sends it: the channel JSON and, when given, its image file. */
const channelForm = (channel: object, image?: { bytes: Buffer; filename?: string }) =>
  jsonWithFile(
    CHANNEL_UPLOAD_PARTS.channel,
    channel,
    image && { name: CHANNEL_UPLOAD_PARTS.image, filename: image.filename ?? 'logo.png', bytes: image.bytes },
  );

type Entry = {
  action: string;
  entityName: string;
  changes: { field: string; before: unknown; after: unknown }[];
};

describe('channel editor image and the changelog of channel changes (part 1 §2, §3; part 2 §7)', () => {
  let t: TestApp;
  let b: Builders;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp();
    b = builders(t);
    admin = (await b.user({ roles: ['ADMIN'] }, { role: 'ADMIN' })).client;
  });
  afterAll(() => t.close());

  /** The channel's changelog as the Changelog screen reads it, oldest first. */
  const historyOf = async (client: Client, id: number): Promise<Entry[]> => {
    const page = await client.get(`${CHANGELOG_API.list}?entityType=${CHANNEL}&entityId=${id}&size=50`);
    expect(page.statusCode, page.body).toBe(200);
    return page.json().content.reverse();
  };

  it('creates a channel with its image (multipart) and serves the image publicly', async () => {
    const png = solidPng(320, 180, [10, 200, 30]);
    const created = await admin.send({
      method: 'POST',
      url: CHANNELS_API.channels,
      ...channelForm(fields, { bytes: png }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const channel = created.json();
    expect(channel).toMatchObject({
      title: fields.title,
      imageUrl: expect.stringMatching(/^\/api\/media\/images\//),
    });
    const image = await t.app.inject({ url: channel.imageUrl });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.rawPayload.equals(png)).toBe(true);
    // JSON alone still creates a channel, without an image.
    const plain = await admin.post(CHANNELS_API.channels, { title: 'No image', description: 'x' });
    expect(plain.json().imageUrl).toBeNull();
  });

  it('replaces the image on edit and removes the old file once nothing uses it', async () => {
    const first = solidPng(200, 100, [1, 1, 1]);
    const channel = (
      await admin.send({
        method: 'POST',
        url: CHANNELS_API.channels,
        ...channelForm(fields, { bytes: first }),
      })
    ).json();
    const oldKey = channel.imageUrl.split('/').pop();
    const second = solidPng(200, 100, [250, 1, 1]);
    const edited = await admin.send({
      method: 'PUT',
      url: CHANNELS_API.channel(channel.id),
      ...channelForm({ ...fields, title: 'Renamed', version: channel.version }, { bytes: second }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Renamed', version: channel.version + 1 });
    expect(edited.json().imageUrl).not.toBe(channel.imageUrl);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.sha256, oldKey))).toEqual([]);
    // An edit without a file keeps the image.
    const kept = await admin.send({
      method: 'PUT',
      url: CHANNELS_API.channel(channel.id),
      ...channelForm({ ...fields, version: channel.version + 1 }),
    });
    expect(kept.json().imageUrl).toBe(edited.json().imageUrl);
  });

  it('refuses a file that is not a PNG or JPG, whatever its name, and changes nothing', async () => {
    const channel = (await admin.post(CHANNELS_API.channels, { title: 'Kept', description: 'x' })).json();
    const entries = await changelogCount(t, CHANNEL, channel.id);
    const gif = Buffer.from('GIF89a\u0010\u0000\u0010\u0000', 'latin1');
    const refused = await admin.send({
      method: 'PUT',
      url: CHANNELS_API.channel(channel.id),
      ...channelForm(
        { title: 'Changed', description: 'x', version: channel.version },
        { bytes: gif, filename: 'a.png' },
      ),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([CATALOGUE_MESSAGES.imageType]);
    expect((await admin.get(CHANNELS_API.channel(channel.id))).json()).toMatchObject({
      title: 'Kept',
      version: channel.version,
      imageUrl: null,
    });
    expect(await changelogCount(t, CHANNEL, channel.id)).toBe(entries);
    const noJson = await admin.send({
      method: 'POST',
      url: CHANNELS_API.channels,
      ...multipart([
        { name: CHANNEL_UPLOAD_PARTS.image, filename: 'a.png', bytes: solidPng(10, 10, [0, 0, 0]) },
      ]),
    });
    expect(noJson.statusCode).toBe(400);
    expect(noJson.json().messages).toEqual([`${CHANNEL_UPLOAD_PARTS.channel}: is required`]);
  });

  it('records create, edit, start, stop and every change of its collections in the changelog', async () => {
    const [news, films] = [
      await b.collection({ title: 'News loop' }),
      await b.collection({ title: 'Films loop' }),
    ];
    const channel = (await admin.post(CHANNELS_API.channels, { title: 'Logged', description: 'x' })).json();
    await admin.put(CHANNELS_API.channel(channel.id), {
      title: 'Logged TV',
      description: 'x',
      version: channel.version,
    });
    await admin.put(CHANNELS_API.start(channel.id));
    await admin.put(CHANNELS_API.stop(channel.id));
    await admin.post(CHANNELS_API.playlists(channel.id), { playlistId: news.id });
    await admin.post(CHANNELS_API.playlists(channel.id), { playlistId: films.id });
    await admin.put(CHANNELS_API.playlists(channel.id), { playlistId: films.id, position: 0 });
    await admin.send({ method: 'DELETE', url: CHANNELS_API.playlist(channel.id, news.id) });
    // A refused change writes nothing.
    const again = await admin.post(CHANNELS_API.playlists(channel.id), { playlistId: films.id });
    expect(again.json().messages).toEqual([CHANNEL_MESSAGES.alreadyAdded]);

    const history = await historyOf(admin, channel.id);
    const changed = (entry: Entry | undefined, field: string) =>
      entry?.changes.find((change) => change.field === field);
    expect(history.map((entry) => entry.action)).toEqual([
      'CREATE',
      'UPDATE',
      'START',
      'STOP',
      'UPDATE',
      'UPDATE',
      'UPDATE',
      'UPDATE',
    ]);
    expect(history[0]?.entityName).toBe('Logged');
    expect(changed(history[1], 'title')).toEqual({ field: 'title', before: 'Logged', after: 'Logged TV' });
    expect(changed(history[2], 'active')).toEqual({ field: 'active', before: false, after: true });
    expect(changed(history[3], 'active')).toEqual({ field: 'active', before: true, after: false });
    expect(history.slice(4).map((entry) => changed(entry, 'collections')?.after)).toEqual([
      ['News loop'],
      ['News loop', 'Films loop'],
      ['Films loop', 'News loop'],
      ['Films loop'],
    ]);
  });

  it("puts a network user's channel changes in its network's changelog only", async () => {
    const [mine, theirs] = [await b.network(), await b.network()];
    const networkUser = await b.user({ roles: ['ADMIN'], networkId: mine.id });
    const otherUser = await b.user({ roles: ['ADMIN'], networkId: theirs.id });
    const own = (
      await networkUser.client.post(CHANNELS_API.channels, { title: 'Ours', description: 'x' })
    ).json();
    expect((await historyOf(networkUser.client, own.id)).map((entry) => entry.action)).toEqual(['CREATE']);
    expect(await historyOf(otherUser.client, own.id)).toEqual([]);
  });
});
