import { OO_APP_API, ROKU_APP_API } from '@adcast/domain/content/oo-apps/paths';
import { ROKU_APP_MESSAGES, ROKU_IMAGES, type RokuImageKey } from '@adcast/domain/content/oo-apps/roku-app';
import { Ajv } from 'ajv';
import JSZip from 'jszip';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { type Client, changesOf, useDemoApp } from './support/demand';
import { formWithFile } from './support/multipart';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#204080' } })
    .png()
    .toBuffer();

/** Roku's JSON content feed, as its feed specification describes it. */
const feedVideo = {
  type: 'object',
  required: ['id', 'title', 'content', 'thumbnail', 'releaseDate', 'shortDescription', 'genres'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 50 },
    title: { type: 'string', minLength: 1 },
    content: {
      type: 'object',
      required: ['dateAdded', 'videos', 'duration'],
      properties: {
        dateAdded: { type: 'string', format: 'date-time' },
        duration: { type: 'integer', minimum: 1 },
        videos: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            required: ['url', 'quality', 'videoType'],
            properties: {
              url: { type: 'string', pattern: '^https?://' },
              quality: { enum: ['SD', 'HD', 'FHD', 'UHD'] },
              videoType: { enum: ['HLS', 'SMOOTH', 'DASH', 'MP4', 'MOV', 'M4V'] },
            },
          },
        },
      },
    },
    thumbnail: { type: 'string', pattern: '^https?://' },
    releaseDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    shortDescription: { type: 'string', maxLength: 200 },
    genres: { type: 'array', items: { type: 'string' } },
  },
};
const ROKU_FEED_SCHEMA = {
  type: 'object',
  required: ['providerName', 'lastUpdated', 'language'],
  properties: {
    providerName: { type: 'string', minLength: 1, maxLength: 50 },
    lastUpdated: { type: 'string', format: 'date-time' },
    language: { type: 'string', pattern: '^[a-z]{2}(-[A-Z]{2})?$' },
    movies: { type: 'array', items: feedVideo },
    shortFormVideos: { type: 'array', items: feedVideo },
    tvSpecials: { type: 'array', items: feedVideo },
  },
};
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('Roku app (/api/roku-app): images at Roku sizes, app JSON, feed status, content feed, channel build', () => {
  const app = useDemoApp();
  let make: Builders;
  let publisher: { id: number; networkId: number | null };

  const newRokuApp = async (fields: Record<string, unknown> = {}) =>
    (
      await app.admin.post(OO_APP_API.ooApps, {
        name: 'Wombat TV',
        platform: 'ROKU',
        ownerType: 'PUBLISHER',
        publisherId: publisher.id,
        collectionIds: [],
        channelIds: [],
        ...fields,
      })
    ).json();
  const upload = async (caller: Client, id: number, key: RokuImageKey, width: number, height: number) => {
    const form = formWithFile({}, { name: 'file', filename: `${key}.png`, bytes: await png(width, height) });
    return caller.send({ method: 'PUT', url: ROKU_APP_API.image(id, key), ...form });
  };

  beforeAll(async () => {
    make = builders(app.t);
    publisher = await make.publisher({ networkId: (await make.network()).id });
  });

  it('takes each image only at the size Roku requires for its key, naming the expected size otherwise', async () => {
    const made = await newRokuApp();
    const wrong = await upload(app.admin, made.id, 'splashFhdKey', 800, 600);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toEqual([
      'Splash screen (FHD) must be 1920x1080 pixels; this image is 800x600',
    ]);
    expect((await app.admin.get(OO_APP_API.ooApp(made.id))).json().images.splashFhdKey).toBeNull();

    const right = await upload(app.admin, made.id, 'channelPosterSdKey', 246, 140);
    expect(right.statusCode).toBe(200);
    const url = right.json().images.channelPosterSdKey;
    expect(url).toMatch(/^\/api\/media\/images\/[0-9a-f]{64}$/);
    const image = await app.t.app.inject({ method: 'GET', url });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 246, height: 140 });
    expect((await changesOf(app.t, 'OO_APP', made.id)).map((change) => change.action)).toContain('UPDATE');
  });

  it('keeps the app JSON and a feed status set with a status value; other platforms have no Roku channel', async () => {
    const made = await newRokuApp();
    const appJson = {
      providerName: 'Wombat Media',
      language: 'en-US',
      description: 'Wombats all day',
      majorVersion: 2,
      minorVersion: 3,
      splashColor: '#112233',
    };
    const saved = await app.admin.put(ROKU_APP_API.appJson(made.id), { appJson, version: made.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().appJson).toEqual(appJson);
    const badLanguage = await app.admin.put(ROKU_APP_API.appJson(made.id), {
      appJson: { ...appJson, language: 'English' },
      version: saved.json().version,
    });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().messages).toEqual([
      'appJson.language: Language must be an ISO 639-1 code such as en or en-US',
    ]);

    const status = await app.admin.put(ROKU_APP_API.feedStatus(made.id), {
      status: 'PUBLISHED',
      version: saved.json().version,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().feedStatus).toBe('PUBLISHED');
    const stale = await app.admin.put(ROKU_APP_API.feedStatus(made.id), { status: 'PAUSED', version: 1 });
    expect(stale.statusCode).toBe(409);

    const fireTv = await newRokuApp({ name: 'Fire app', platform: 'FIRE_TV' });
    const refused = await app.admin.put(ROKU_APP_API.feedStatus(fireTv.id), {
      status: 'SUBMITTED',
      version: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([ROKU_APP_MESSAGES.notRoku]);
  });

  it('publishes the feed of its collections and channels in Roku’s JSON feed format, at a public URL', async () => {
    const ready = (title: string, duration: number, genres: string[]) =>
      make.video({
        title,
        duration,
        genres,
        mediaStatus: 'READY',
        hlsPath: `${'a'.repeat(32)}/index.m3u8`,
        publishedAt: '2026-10-01',
      });
    const short = await ready('Short clip', 95, ['Comedy', 'Cats']);
    const long = await ready('Long film', 5400, []);
    const pending = await make.video({ title: 'Not transcoded yet' });
    const own = await make.collection({ videoIds: [short.id, pending.id] });
    const played = await make.collection({ videoIds: [long.id, short.id] });
    const channel = await make.channel({ collectionIds: [played.id] });
    const made = await newRokuApp({ collectionIds: [own.id], channelIds: [channel.id] });

    const response = await app.t.app.inject({ method: 'GET', url: ROKU_APP_API.feed(made.id) });
    expect(response.statusCode).toBe(200);
    const feed = response.json();
    const ajv = new Ajv({ allErrors: true, formats: { 'date-time': DATE_TIME } });
    const valid = ajv.validate(ROKU_FEED_SCHEMA, feed);
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    expect(feed).toMatchObject({ providerName: 'Wombat TV', language: 'en', tvSpecials: [] });
    expect(feed.shortFormVideos).toEqual([
      expect.objectContaining({
        id: `adcast-video-${short.id}`,
        title: 'Short clip',
        genres: ['comedy'],
        releaseDate: '2026-10-01',
        content: expect.objectContaining({
          duration: 95,
          videos: [expect.objectContaining({ videoType: 'HLS' })],
        }),
      }),
    ]);
    expect(feed.movies).toEqual([expect.objectContaining({ title: 'Long film', genres: ['special'] })]);

    await app.admin.put(OO_APP_API.archive(made.id), { version: made.version });
    expect((await app.t.app.inject({ method: 'GET', url: ROKU_APP_API.feed(made.id) })).statusCode).toBe(404);
  });

  it("'Build channel' makes a sideloadable package in the background: manifest, images and a SceneGraph app", async () => {
    const made = await newRokuApp({ name: 'Wombat Channel' });
    const missing = await app.admin.post(ROKU_APP_API.builds(made.id));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages[0]).toMatch(
      /^Upload these images before building the channel: Channel poster \(FHD\)/,
    );

    for (const image of ROKU_IMAGES) {
      expect((await upload(app.admin, made.id, image.key, image.width, image.height)).statusCode).toBe(200);
    }
    const queued = await app.admin.post(ROKU_APP_API.builds(made.id));
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ state: 'QUEUED', buildVersion: 1 });
    await expect
      .poll(async () => (await app.admin.get(ROKU_APP_API.builds(made.id))).json()[0].state, {
        timeout: 30_000,
      })
      .toBe('BUILT');
    const [build] = (await app.admin.get(ROKU_APP_API.builds(made.id))).json();
    expect(build.packageUrl).toBe(ROKU_APP_API.buildPackage(made.id, build.id));

    const download = await app.admin.get(build.packageUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(download.rawPayload);
    const manifest = Object.fromEntries(
      (await zip.file('manifest')!.async('string'))
        .trim()
        .split('\n')
        .map((line) => line.split('=') as [string, string]),
    );
    expect(manifest).toMatchObject({
      title: 'Wombat Channel',
      major_version: '1',
      minor_version: '0',
      build_version: '1',
      mm_icon_focus_fhd: 'pkg:/images/channel_poster_fhd.png',
      mm_icon_focus_hd: 'pkg:/images/channel_poster_hd.png',
      splash_screen_fhd: 'pkg:/images/splash_fhd.png',
      splash_screen_hd: 'pkg:/images/splash_hd.png',
      splash_screen_sd: 'pkg:/images/splash_sd.png',
    });
    for (const [entry, size] of [
      ['mm_icon_focus_fhd', [540, 405]],
      ['splash_screen_fhd', [1920, 1080]],
      ['splash_screen_sd', [720, 480]],
    ] as const) {
      const bytes = await zip.file(manifest[entry]!.replace('pkg:/', ''))!.async('nodebuffer');
      expect(await sharp(bytes).metadata()).toMatchObject({ width: size[0], height: size[1] });
    }
    expect(Object.keys(zip.files)).toEqual(
      expect.arrayContaining([
        'source/main.brs',
        'components/MainScene.xml',
        'components/MainScene.brs',
        'components/FeedLoader.xml',
        'components/FeedLoader.brs',
      ]),
    );
    expect(await zip.file('components/MainScene.brs')!.async('string')).toContain(
      `/api/roku-app/${made.id}/feed.json"`,
    );
  });

  it('only the app’s own publisher and staff who may edit change it; read-only admins read', async () => {
    const made = await newRokuApp();
    const strangerId = (await make.publisher()).id;
    const stranger = await make.user(
      { roles: ['PUBLISHER'], publisherIds: [strangerId] },
      { role: 'PUBLISHER', publisherId: strangerId },
    );
    expect((await upload(stranger.client, made.id, 'channelPosterSdKey', 246, 140)).statusCode).toBe(404);
    expect((await stranger.client.get(ROKU_APP_API.builds(made.id))).statusCode).toBe(404);
    const owner = await make.user(
      { roles: ['PUBLISHER'], publisherIds: [publisher.id] },
      { role: 'PUBLISHER', publisherId: publisher.id },
    );
    expect((await upload(owner.client, made.id, 'channelPosterSdKey', 246, 140)).statusCode).toBe(200);
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(ROKU_APP_API.builds(made.id))).json()).toEqual([]);
    const write = await readonly.client.put(ROKU_APP_API.feedStatus(made.id), {
      status: 'PAUSED',
      version: 9,
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().messages).toEqual([PERMISSION_MISSING]);
  });
});
