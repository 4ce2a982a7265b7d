import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../src/db/catalogue/media-files';
import { solidPng } from '../src/media/solid-png';
import { type Builders, builders } from './support/builders';
import { createTestApp, type TestApp } from './support/test-app';

/** What players and web pages of another origin fetch: the MRSS, its images and HLS files. */
describe('public feeds and media (issue 30)', () => {
  let t: TestApp;
  let b: Builders;
  beforeAll(async () => {
    t = await createTestApp();
    b = builders(t);
  });
  afterAll(() => t.close());

  const parsed = (xml: string) =>
    new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => name === 'item',
    }).parse(xml);

  it('writes nothing XML 1.0 does not allow: U+FFFE, U+0007 and form feeds are left out', async () => {
    const video = await b.video({
      mediaStatus: 'READY',
      hlsPath: 'v/bell/index.m3u8',
      title: 'Bell\u0007 here',
      description: 'Non\uffffcharacter, and a whole 😀 pair',
    });
    const collection = await b.collection({
      title: 'Odd \ufffe title',
      description: 'Form\u000cfeed',
      videoIds: [video.id],
    });
    const response = await t.app.inject({ url: CATALOGUE_API.mrss(collection.id) });
    expect(response.statusCode).toBe(200);
    expect(XMLValidator.validate(response.body)).toBe(true);
    for (const banned of ['\u0007', '\u000c', '\ufffe', '\uffff', '&#7;', '&#x7;', '&#xc;', '&#xfffe;'])
      expect(response.body).not.toContain(banned);
    const channel = parsed(response.body).rss.channel;
    expect([channel.title, channel.description]).toEqual(['Odd  title', 'Formfeed']);
    expect([channel.item[0].title, channel.item[0].description]).toEqual([
      'Bell here',
      'Noncharacter, and a whole 😀 pair',
    ]);
  });

  it("gives a transcoded video the poster the transcoder wrote as its media:thumbnail, after the video's own", async () => {
    const poster = await storeImage(t.db, {
      bytes: solidPng(640, 480, [1, 2, 3]),
      contentType: 'image/png',
      width: 640,
      height: 480,
    });
    const plain = await b.video({ mediaStatus: 'READY', hlsPath: 'a1b2/index.m3u8', title: 'Plain' });
    const own = await b.video({
      mediaStatus: 'READY',
      hlsPath: 'c3d4/index.m3u8',
      title: 'Own',
      posterFileId: poster.id,
    });
    const collection = await b.collection({ videoIds: [plain.id, own.id] });
    const body = (await t.app.inject({ url: CATALOGUE_API.mrss(collection.id) })).body;
    const [first, second] = parsed(body).rss.channel.item;
    expect(first['media:content']['media:thumbnail']).toEqual({
      url: 'https://console.adcast.test/api/media/hls/a1b2/poster.jpg',
    });
    expect(second['media:content']['media:thumbnail']).toEqual([
      { url: `https://console.adcast.test/api/media/images/${poster.sha256}` },
      { url: 'https://console.adcast.test/api/media/hls/c3d4/poster.jpg' },
    ]);
  });

  it('lets players and pages of any origin read the MRSS, images and HLS files (CORS, cross-origin CORP)', async () => {
    const image = await storeImage(t.db, {
      bytes: solidPng(480, 360, [5, 6, 7]),
      contentType: 'image/png',
      width: 480,
      height: 360,
    });
    const collection = await b.collection({});
    const origin = { origin: 'https://player.example' };
    for (const url of [
      CATALOGUE_API.mrss(collection.id),
      CATALOGUE_API.mediaImage(image.sha256),
      CATALOGUE_API.mediaHls('0123456789abcdef/index.m3u8'),
    ]) {
      const response = await t.app.inject({ url, headers: origin });
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
    }
    const signedIn = await t.app.inject({ url: '/api/users/me', headers: origin });
    expect(signedIn.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(signedIn.headers['access-control-allow-origin']).toBeUndefined();
  });
});
