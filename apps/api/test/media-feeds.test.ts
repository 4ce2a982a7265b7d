import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import {
  FEED_MESSAGES,
  FEED_UPLOAD_PARTS,
  type FeedImport,
  type FeedRequest,
} from '@adcast/domain/media/feeds';
import { FETCH_MESSAGES } from '@adcast/domain/media/fetch-messages';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, collectionVideos, videos } from '../src/db/schema/catalogue';
import { solidPng } from '../src/media/solid-png';
import { type Builders, builders } from './support/builders';
import { changesOf } from './support/demand';
import { importEnd } from './support/feed-imports';
import { makeClip } from './support/media';
import { jsonWithFile } from './support/multipart';
import { createTestApp, DEMO, type TestApp, testConfig } from './support/test-app';

/** The only name the test app's guarded fetcher may reach on loopback (RFC 6761: *.localhost is loopback). */
const FEED_HOST = 'feeds.localhost';

const rss = (port: number) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Bars weekly</title>
  <item><title>Old bars</title><guid>rss-old</guid><pubDate>Wed, 10 Jan 2024 10:00:00 GMT</pubDate>
    <description>From January</description>
    <enclosure url="http://${FEED_HOST}:${port}/media/rss-old.mp4" type="video/mp4" length="1"/></item>
  <item><title>New bars</title><guid>rss-new</guid><pubDate>Fri, 01 Mar 2024 10:00:00 GMT</pubDate>
    <description>From March &amp; later</description>
    <enclosure url="http://${FEED_HOST}:${port}/media/rss-new.mp4" type="video/mp4" length="1"/></item>
  <item><title>A podcast</title><guid>rss-audio</guid><pubDate>Fri, 01 Mar 2024 10:00:00 GMT</pubDate>
    <enclosure url="http://${FEED_HOST}:${port}/media/talk.mp3" type="audio/mpeg" length="1"/></item>
</channel></rss>`;

const mrss = (port: number) => `<?xml version="1.0"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Tone</title>
  <item><title>Tone one</title><guid>mrss-1</guid><pubDate>Mon, 05 Feb 2024 08:00:00 GMT</pubDate>
    <media:content url="http://${FEED_HOST}:${port}/media/mrss-1.mp4" type="video/mp4" medium="video"/>
    <media:thumbnail url="http://${FEED_HOST}:${port}/thumbs/1.jpg"/></item>
  <item><title>Tone two</title><guid>mrss-2</guid><pubDate>Tue, 06 Feb 2024 08:00:00 GMT</pubDate>
    <media:group><media:content url="http://${FEED_HOST}:${port}/media/mrss-2.mp4" type="video/mp4"/>
    <media:thumbnail url="http://${FEED_HOST}:${port}/thumbs/2.jpg"/></media:group></item>
</channel></rss>`;

const atom = (port: number) => `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom clips</title><id>urn:feed</id>
  <entry><title>Atom one</title><id>urn:clip:1</id><published>2024-04-01T00:00:00Z</published>
    <summary>First</summary>
    <link rel="alternate" href="http://${FEED_HOST}:${port}/page/1"/>
    <link rel="enclosure" type="video/mp4" href="http://${FEED_HOST}:${port}/media/atom-1.mp4"/></entry>
  <entry><title>Atom two</title><id>urn:clip:2</id><updated>2024-04-02T00:00:00Z</updated>
    <link rel="enclosure" type="video/mp4" href="http://${FEED_HOST}:${port}/media/atom-2.mp4"/></entry>
  <entry><title>Only a page</title><id>urn:page</id><updated>2024-04-03T00:00:00Z</updated>
    <link href="http://${FEED_HOST}:${port}/page/3"/></entry>
</feed>`;

const partial = (port: number) => `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Partial</title>
  <item><title>Gone</title><guid>partial-gone</guid>
    <enclosure url="http://${FEED_HOST}:${port}/media/gone.mp4" type="video/mp4"/></item>
  <item><title>Not a video</title><guid>partial-pdf</guid>
    <enclosure url="http://${FEED_HOST}:${port}/media/not-video.mp4" type="video/mp4"/></item>
  <item><title>Fine</title><guid>partial-fine</guid>
    <enclosure url="http://${FEED_HOST}:${port}/media/fine.mp4" type="video/mp4"/></item>
</channel></rss>`;

/** One item brings its own thumbnail, the other none: the feed's thumbnail stands in for it. */
const thumbs = (port: number) => `<?xml version="1.0"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Thumbs</title>
  <item><title>Own thumb</title><guid>thumb-own</guid>
    <media:content url="http://${FEED_HOST}:${port}/media/thumb-own.mp4" type="video/mp4"/>
    <media:thumbnail url="http://${FEED_HOST}:${port}/thumbs/own.jpg"/></item>
  <item><title>No thumb</title><guid>thumb-none</guid>
    <media:content url="http://${FEED_HOST}:${port}/media/thumb-none.mp4" type="video/mp4"/></item>
</channel></rss>`;

/** Descriptions as real feeds write them: markup, an entity-escaped paragraph and a tracking pixel. */
const html = (port: number) => `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Markup</title>
  <item><title>Marked up</title><guid>html-1</guid>
    <description><![CDATA[<p>Hello <b>world</b> &amp; friends</p><script>track()</script><img src="http://tracker.example/pixel.gif?u=7" width="1" height="1"><p>Second line</p>]]></description>
    <enclosure url="http://${FEED_HOST}:${port}/media/html-1.mp4" type="video/mp4"/></item>
  <item><title>Escaped</title><guid>html-2</guid>
    <description>&lt;div&gt;Plain &lt;i&gt;text&lt;/i&gt;&lt;br/&gt;after a break&lt;/div&gt;</description>
    <enclosure url="http://${FEED_HOST}:${port}/media/html-2.mp4" type="video/mp4"/></item>
</channel></rss>`;

/** Two feeds that happen to use the same guid for different videos. */
const sameGuid = (port: number, name: string) => `<?xml version="1.0"?>
<rss version="2.0"><channel><title>${name}</title>
  <item><title>${name} episode</title><guid>episode-1</guid>
    <enclosure url="http://${FEED_HOST}:${port}/media/${name}-episode.mp4" type="video/mp4"/></item>
</channel></rss>`;

describe('feed ingest: RSS, Media RSS and Atom (issue 10)', () => {
  let t: TestApp;
  let b: Builders;
  let feeds: Server;
  let port: number;
  let clip: Buffer;
  let admin: Awaited<ReturnType<TestApp['as']>>;
  const url = (path: string) => `http://${FEED_HOST}:${port}${path}`;

  beforeAll(async () => {
    clip = await readFile(await makeClip({ seconds: 1, audio: false }));
    feeds = createServer((request, response) => {
      const path = request.url ?? '';
      const body: Record<string, () => string | Buffer> = {
        '/rss.xml': () => rss(port),
        '/mrss.xml': () => mrss(port),
        '/atom.xml': () => atom(port),
        '/broken.xml': () => '<rss version="2.0"><channel><item><title>Unclosed</channel>',
        '/partial.xml': () => partial(port),
        '/thumbs.xml': () => thumbs(port),
        '/html.xml': () => html(port),
        '/first-show.xml': () => sameGuid(port, 'first'),
        '/second-show.xml': () => sameGuid(port, 'second'),
        '/page.html': () => '<!doctype html><html><body>Not a feed</body></html>',
      };
      if (path === '/media/gone.mp4') response.writeHead(404).end();
      else if (path === '/media/not-video.mp4') response.writeHead(200).end('%PDF-1.7 '.repeat(100));
      else if (path.startsWith('/media/') && path.endsWith('.mp4')) {
        response.writeHead(200, { 'content-type': 'video/mp4' }).end(clip);
      } else if (body[path]) {
        response.writeHead(200, { 'content-type': 'application/xml' }).end(body[path]());
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
    port = (feeds.address() as AddressInfo).port;
    t = await createTestApp({ config: { media: { ...testConfig().media, fetchAllowHosts: [FEED_HOST] } } });
    b = builders(t);
    admin = await t.as(DEMO.admin);
  });
  afterAll(async () => {
    await t.close();
    feeds.close();
  });

  const feed = (fields: Partial<FeedRequest> = {}): FeedRequest => ({
    source: 'RSS',
    url: url('/rss.xml'),
    title: 'Bars weekly',
    newPlaylist: true,
    newPlaylistName: 'Bars',
    category: 24,
    ownerType: 'VB',
    ...fields,
  });
  const fromTestFeeds = () =>
    t.db
      .select()
      .from(videos)
      .where(
        inArray(videos.sourceUrl, ['rss-old', 'rss-new', 'rss-audio', 'mrss-1', 'mrss-2', 'urn:clip:1']),
      );
  const preview = (fields: Partial<FeedRequest>) => admin.post(MEDIA_API.feedPreview, feed(fields));
  const countOf = async (fields: Partial<FeedRequest>) => (await preview(fields)).json().count;

  it('previews the video count of RSS, Media RSS and Atom feeds, from date-from on', async () => {
    expect(await countOf({})).toBe(2);
    expect(await countOf({ dateFrom: '2024-02-01' })).toBe(1);
    expect(await countOf({ url: url('/mrss.xml') })).toBe(2);
    expect(await countOf({ url: url('/atom.xml') })).toBe(2);
    expect(await countOf({ url: url('/atom.xml'), dateFrom: '2024-04-02' })).toBe(1);
  });

  it('answers a malformed feed, a web page or a missing one with a 400 saying so', async () => {
    for (const path of ['/broken.xml', '/page.html']) {
      const response = await preview({ url: url(path) });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([FEED_MESSAGES.notAFeed]);
    }
    const missing = await preview({ url: url('/gone.xml') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages[0]).toMatch(/404/);
  });

  it('fetches only through the guarded fetcher: other local names are refused', async () => {
    const response = await preview({ url: `http://other.localhost:${port}/rss.xml` });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toHaveLength(1);
    expect(await fromTestFeeds()).toEqual([]);
  });

  it('refuses bad input with the part 1 §5 rules, changing nothing', async () => {
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const cases: [Partial<FeedRequest>, string][] = [
      [{ url: 'not a domain' }, `url: ${FIELD_MESSAGES.domain}`],
      [{ url: '' }, `url: ${FIELD_MESSAGES.required('URL')}`],
      [{ title: '' }, `title: ${FIELD_MESSAGES.required('Title')}`],
      [{ dateFrom: tomorrow }, `dateFrom: ${FEED_MESSAGES.dateFromFuture}`],
      [{ category: undefined }, `category: ${FEED_MESSAGES.categoryRequired}`],
      [{ newPlaylist: false }, `playlistId: ${FEED_MESSAGES.collectionRequired}`],
      [{ ownerType: 'PUBLISHER' }, `ownerId: ${FEED_MESSAGES.ownerRequired}`],
      [{ source: 'UPLOAD' as 'RSS' }, `source: ${FEED_MESSAGES.onlyRss}`],
      [{ source: 'YOUTUBE' }, `feedTypeYT: ${FEED_MESSAGES.youtubeTypeRequired}`],
      [{ source: 'YOUTUBE', feedTypeYT: 'CHANNEL' }, `url: ${FEED_MESSAGES.youtubeAddress}`],
    ];
    for (const [fields, message] of cases) {
      const response = await admin.post(MEDIA_API.feed, feed(fields));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().messages).toContain(message);
    }
    const noOwnerType = await admin.post(MEDIA_API.feed, { ...feed(), ownerType: undefined });
    expect(noOwnerType.statusCode).toBe(400);
    expect(await fromTestFeeds()).toEqual([]);
  });

  it('ingests the videos into a new collection once; a re-run adds no duplicates', async () => {
    const created = await admin.post(MEDIA_API.feed, feed({ url: url('/mrss.xml') }));
    expect(created.statusCode).toBe(202);
    const { playlistId } = created.json();
    const collection = (await admin.get(CATALOGUE_API.playlist(playlistId))).json();
    expect(collection).toMatchObject({ title: 'Bars', categories: [24] });

    const ingested = () =>
      t.db
        .select()
        .from(videos)
        .where(and(eq(videos.source, 'RSS'), inArray(videos.sourceUrl, ['mrss-1', 'mrss-2'])))
        .orderBy(videos.sourceUrl);
    const members = () =>
      t.db.select().from(collectionVideos).where(eq(collectionVideos.collectionId, playlistId));
    await expect.poll(async () => (await members()).length, { timeout: 60_000, interval: 200 }).toBe(2);
    const first = await ingested();
    expect(first).toMatchObject([
      { title: 'Tone one', publishedAt: '2024-02-05', ownerType: 'VB', posterUrls: [url('/thumbs/1.jpg')] },
      { title: 'Tone two', publishedAt: '2024-02-06', posterUrls: [url('/thumbs/2.jpg')] },
    ]);

    const again = await admin.post(
      MEDIA_API.feed,
      feed({ url: url('/mrss.xml'), newPlaylist: false, playlistId }),
    );
    expect(again.statusCode).toBe(202);
    await expect
      .poll(
        async () => (await t.app.deps.jobs.info({ name: 'media-feed-ingest' }, again.json().jobId))?.state,
        {
          timeout: 60_000,
          interval: 200,
        },
      )
      .toBe('completed');
    expect((await ingested()).map((video) => video.id)).toEqual(first.map((video) => video.id));
    expect(await members()).toHaveLength(2);
    expect(await importEnd(admin, again.json().importId)).toMatchObject({
      state: 'DONE',
      found: 2,
      stored: 0,
      skipped: 2,
      failed: 0,
      skippedReasons: [`Tone one: ${FEED_MESSAGES.skippedHeld}`, `Tone two: ${FEED_MESSAGES.skippedHeld}`],
    });
    await expect
      .poll(async () => (await ingested()).map((video) => video.mediaStatus), {
        timeout: 60_000,
        interval: 200,
      })
      .toEqual(['READY', 'READY']);
  });

  it('keeps descriptions as text: no markup, scripts or tracking pixels, in the video or its MRSS', async () => {
    const created = await admin.post(
      MEDIA_API.feed,
      feed({ url: url('/html.xml'), newPlaylistName: 'Markup' }),
    );
    expect(await importEnd(admin, created.json().importId)).toMatchObject({ state: 'DONE', stored: 2 });
    const described = await t.db
      .select({ description: videos.description })
      .from(videos)
      .where(inArray(videos.sourceUrl, ['html-1', 'html-2']))
      .orderBy(videos.sourceUrl);
    expect(described).toEqual([
      { description: 'Hello world & friends\nSecond line' },
      { description: 'Plain text\nafter a break' },
    ]);
    // The MRSS lists a video once it is transcoded.
    const mrss = async () =>
      (await t.app.inject({ url: CATALOGUE_API.mrss(created.json().playlistId) })).body;
    await expect.poll(mrss, { timeout: 60_000, interval: 200 }).toContain('Hello world &amp; friends');
    expect(await mrss()).not.toMatch(/pixel|track\(|&lt;p&gt;|<p>/);
  });

  it("keeps another feed's item apart although it has the same guid: each feed's collection gets its own video", async () => {
    const first = await admin.post(
      MEDIA_API.feed,
      feed({ url: url('/first-show.xml'), newPlaylistName: 'First' }),
    );
    expect(await importEnd(admin, first.json().importId)).toMatchObject({ state: 'DONE', stored: 1 });
    const second = await admin.post(
      MEDIA_API.feed,
      feed({ url: url('/second-show.xml'), newPlaylistName: 'Second' }),
    );
    expect(await importEnd(admin, second.json().importId)).toMatchObject({
      state: 'DONE',
      stored: 1,
      skipped: 0,
    });
    const made = await t.db
      .select({ id: videos.id, title: videos.title })
      .from(videos)
      .where(eq(videos.sourceUrl, 'episode-1'))
      .orderBy(videos.id);
    expect(made.map((video) => video.title)).toEqual(['first episode', 'second episode']);
    const membersOf = async (playlistId: number) =>
      (
        await t.db
          .select({ videoId: collectionVideos.videoId })
          .from(collectionVideos)
          .where(eq(collectionVideos.collectionId, playlistId))
      ).map((row) => row.videoId);
    expect(await membersOf(first.json().playlistId)).toEqual([made[0]?.id]);
    expect(await membersOf(second.json().playlistId)).toEqual([made[1]?.id]);
  });

  it('ingests from date-from on into a chosen collection, after the videos it holds', async () => {
    const owner = await b.contentOwner();
    const held = await b.video();
    const chosen = await b.collection({ videoIds: [held.id] });
    const created = await admin.post(
      MEDIA_API.feed,
      feed({
        newPlaylist: false,
        playlistId: chosen.id,
        dateFrom: '2024-02-01',
        ownerType: 'CONTENT_OWNER',
        ownerId: owner.id,
      }),
    );
    expect(created.statusCode).toBe(202);
    const order = () =>
      t.db
        .select({ videoId: collectionVideos.videoId })
        .from(collectionVideos)
        .where(eq(collectionVideos.collectionId, chosen.id))
        .orderBy(collectionVideos.position);
    await expect.poll(async () => (await order()).length, { timeout: 60_000, interval: 200 }).toBe(2);
    const [added] = await t.db.select().from(videos).where(eq(videos.sourceUrl, 'rss-new'));
    expect(added).toMatchObject({
      title: 'New bars',
      description: 'From March & later',
      publishedAt: '2024-03-01',
      ownerType: 'CONTENT_OWNER',
      coId: owner.id,
    });
    expect((await order()).map((row) => row.videoId)).toEqual([held.id, added?.id]);
    expect(
      await t.db
        .select()
        .from(videos)
        .where(inArray(videos.sourceUrl, ['rss-old', 'rss-audio'])),
    ).toEqual([]);
  });

  it('skips an item whose media is missing or not a video, ingests the rest, and shows each count and the failure', async () => {
    const created = await admin.post(MEDIA_API.feed, feed({ url: url('/partial.xml'), title: 'Partial' }));
    expect(created.statusCode).toBe(202);
    const { importId, playlistId } = created.json();
    expect(await importEnd(admin, importId)).toMatchObject({
      source: 'RSS',
      title: 'Partial',
      playlistId,
      state: 'DONE',
      found: 3,
      stored: 1,
      skipped: 1,
      failed: 1,
      error: null,
      errors: [`Gone: ${FETCH_MESSAGES.status(404)}`],
      skippedReasons: [`Not a video: ${FEED_MESSAGES.skippedNotVideo}`],
    });
    const made = await t.db
      .select({ key: videos.sourceUrl })
      .from(videos)
      .where(inArray(videos.sourceUrl, ['partial-gone', 'partial-pdf', 'partial-fine']));
    expect(made).toEqual([{ key: 'partial-fine' }]);
  });

  /** 'Create feed' as the dialog sends it with a thumbnail: the feed JSON and the image file. */
  const feedWithThumbnail = (fields: Partial<FeedRequest>, image: Buffer) =>
    admin.send({
      method: 'POST',
      url: MEDIA_API.feed,
      ...jsonWithFile(FEED_UPLOAD_PARTS.feed, feed(fields), {
        name: FEED_UPLOAD_PARTS.thumbnail,
        filename: 'feed.png',
        bytes: image,
      }),
    });

  it("takes a thumbnail of at least 480x360: the new collection's image and the thumbnail of videos the feed gives none", async () => {
    const small = await feedWithThumbnail({ url: url('/thumbs.xml') }, solidPng(479, 360, [9, 9, 9]));
    expect(small.statusCode).toBe(400);
    expect(small.json().messages).toEqual(['Image resolution must be at least 480x360']);
    const before = await t.db.select({ id: collections.id }).from(collections);

    const png = solidPng(480, 360, [30, 60, 90]);
    const created = await feedWithThumbnail({ url: url('/thumbs.xml'), newPlaylistName: 'Thumbs' }, png);
    expect(created.statusCode, created.body).toBe(202);
    expect((await t.db.select({ id: collections.id }).from(collections)).length).toBe(before.length + 1);
    const collection = (await admin.get(CATALOGUE_API.playlist(created.json().playlistId))).json();
    expect(collection.imageUrl).toMatch(/^\/api\/media\/images\//);
    const image = await t.app.inject({ url: collection.imageUrl });
    expect(image.rawPayload.equals(png)).toBe(true);

    const postersOf = async (key: string) => {
      const [row] = await t.db.select({ id: videos.id }).from(videos).where(eq(videos.sourceUrl, key));
      return row && (await admin.get(CATALOGUE_API.video(row.id))).json().posters;
    };
    await expect
      .poll(() => postersOf('thumb-none'), { timeout: 60_000, interval: 200 })
      .toEqual([collection.imageUrl]);
    await expect
      .poll(() => postersOf('thumb-own'), { timeout: 60_000, interval: 200 })
      .toEqual([url('/thumbs/own.jpg')]);
  });

  it('records each video a feed creates in the changelog, once, as made by whoever created the feed', async () => {
    const me = (await admin.get('/api/users/me')).json();
    const created = await admin.post(
      MEDIA_API.feed,
      feed({ url: url('/atom.xml'), newPlaylistName: 'Atoms' }),
    );
    const done = async (jobId: string) =>
      expect
        .poll(async () => (await t.app.deps.jobs.info({ name: 'media-feed-ingest' }, jobId))?.state, {
          timeout: 60_000,
          interval: 200,
        })
        .toBe('completed');
    await done(created.json().jobId);
    const again = await admin.post(
      MEDIA_API.feed,
      feed({ url: url('/atom.xml'), newPlaylistName: 'Atoms again' }),
    );
    await done(again.json().jobId);
    const made = await t.db
      .select({ id: videos.id })
      .from(videos)
      .where(inArray(videos.sourceUrl, ['urn:clip:1', 'urn:clip:2']));
    expect(made).toHaveLength(2);
    for (const { id } of made) {
      const entries = await changesOf(t, 'VIDEO', id);
      expect(entries.map((entry) => [entry.action, entry.userId])).toEqual([['CREATE', me.id]]);
      expect(entries[0]?.after).toMatchObject({ id, source: 'RSS' });
    }
  });

  it('lists the latest imports to those who may follow them: a network its own, publishers and content owners none', async () => {
    const network = await b.network();
    const own = await b.publisher({ networkId: network.id });
    const { client: networkAdmin } = await b.user({ roles: ['ADMIN'], networkId: network.id });
    const mine = await networkAdmin.post(
      MEDIA_API.feed,
      feed({ title: 'Network feed', ownerType: 'PUBLISHER', ownerId: own.id }),
    );
    expect(mine.statusCode).toBe(202);
    const mineId = mine.json().importId;
    const globalId = (await admin.post(MEDIA_API.feed, feed({ title: 'Admin feed' }))).json().importId;

    const listed = (await networkAdmin.get(MEDIA_API.feedImports)).json() as FeedImport[];
    expect(listed.map((row) => row.id)).toEqual([mineId]);
    expect(listed[0]).toMatchObject({ source: 'RSS', title: 'Network feed', errors: [] });
    expect((await networkAdmin.get(MEDIA_API.feedImport(globalId))).statusCode).toBe(404);

    const everyone = ((await admin.get(MEDIA_API.feedImports)).json() as FeedImport[]).map((row) => row.id);
    expect(everyone.slice(0, 2)).toEqual([globalId, mineId]);

    const { client: stranger } = await b.user({ roles: ['ADMIN'], networkId: (await b.network()).id });
    expect((await stranger.get(MEDIA_API.feedImports)).json()).toEqual([]);
    expect((await stranger.get(MEDIA_API.feedImport(mineId))).statusCode).toBe(404);

    const { client: publisher } = await b.user(
      { roles: ['PUBLISHER'], publisherIds: [own.id] },
      { role: 'PUBLISHER', publisherId: own.id },
    );
    expect((await publisher.get(MEDIA_API.feedImports)).statusCode).toBe(403);
    expect((await publisher.get(MEDIA_API.feedImport(mineId))).statusCode).toBe(403);
    const readonly = await t.as(DEMO.readonly);
    expect((await readonly.get(MEDIA_API.feedImports)).statusCode).toBe(403);
  });

  it('keeps to the caller: no permission, owners and collections of others refused', async () => {
    const readonly = await t.as(DEMO.readonly);
    expect((await readonly.post(MEDIA_API.feedPreview, feed())).statusCode).toBe(403);
    expect((await readonly.post(MEDIA_API.feed, feed())).statusCode).toBe(403);

    const network = await b.network();
    const otherNetwork = await b.network();
    const stranger = await b.publisher({ networkId: otherNetwork.id });
    const foreign = await b.collection({ networkId: otherNetwork.id });
    const own = await b.publisher({ networkId: network.id });
    const { client } = await b.user({ roles: ['ADMIN'], networkId: network.id });
    const toStranger = await client.post(
      MEDIA_API.feed,
      feed({ ownerType: 'PUBLISHER', ownerId: stranger.id }),
    );
    expect(toStranger.statusCode).toBe(400);
    expect(toStranger.json().messages).toEqual([FEED_MESSAGES.unknownOwner]);
    const intoForeign = await client.post(
      MEDIA_API.feed,
      feed({ newPlaylist: false, playlistId: foreign.id, ownerType: 'PUBLISHER', ownerId: own.id }),
    );
    expect(intoForeign.statusCode).toBe(400);
    expect(intoForeign.json().messages).toEqual([FEED_MESSAGES.unknownCollection]);

    const mine = await b.publisher();
    const other = await b.publisher();
    const { client: publisher } = await b.user(
      { roles: ['PUBLISHER'], publisherIds: [mine.id] },
      {
        role: 'PUBLISHER',
        publisherId: mine.id,
      },
    );
    const toOther = await publisher.post(MEDIA_API.feed, feed({ ownerType: 'PUBLISHER', ownerId: other.id }));
    expect(toOther.statusCode).toBe(403);
    const nobody = await admin.post(MEDIA_API.feed, feed({ ownerType: 'CONTENT_OWNER', ownerId: 2_000_000 }));
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().messages).toEqual([FEED_MESSAGES.unknownOwner]);
    expect(await t.db.select().from(videos).where(eq(videos.publisherId, other.id))).toEqual([]);
  });
});
