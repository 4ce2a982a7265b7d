import { FEED_MESSAGES, type FeedRequest } from '@adcast/domain/media/feeds';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, collectionVideos, videos } from '../src/db/schema/catalogue';
import { GuardedFetcher } from '../src/media/fetch/guarded-fetcher';
import { isoDurationSeconds } from '../src/media/youtube/iso-duration';
import { YoutubeClient } from '../src/media/youtube/youtube-client';
import { builders } from './support/builders';
import { changesOf } from './support/demand';
import { importEnd } from './support/feed-imports';
import { createTestApp, DEMO, type TestApp, testConfig } from './support/test-app';
import { FAKE_YOUTUBE_KEY, startYoutubeFake } from './support/youtube-fake';

const VIDEOS = [
  { id: 'vidA', title: 'Quiet one', views: 10, duration: 'PT45S' },
  { id: 'vidB', title: 'Big hit', views: 9000, duration: 'PT1H2M3S' },
  { id: 'vidC', title: 'Middle', views: 500, duration: 'PT4M' },
  { id: 'vidD', title: 'Playlist only', views: 70, duration: 'PT10S' },
];

let fake: Awaited<ReturnType<typeof startYoutubeFake>>;
const fetcher = new GuardedFetcher({ allowHosts: ['youtube.localhost'] });
const client = (apiKey = FAKE_YOUTUBE_KEY) => new YoutubeClient(fetcher, { apiKey, apiUrl: fake.apiUrl });

beforeAll(async () => {
  fake = await startYoutubeFake({
    videos: VIDEOS,
    channels: { UCfake: 'UUfake' },
    playlists: { UUfake: ['vidA', 'vidB', 'vidC'], PLfake: ['vidD', 'vidA'] },
  });
});
afterAll(() => fake.close());

describe('YouTube Data API v3 adapter', () => {
  it("reads a channel's uploads page by page, with details and statistics", async () => {
    const videos = await client().videos('CHANNEL', 'UCfake');
    expect(videos.map((video) => video.youtubeId)).toEqual(['vidB', 'vidC', 'vidA']);
    expect(videos[0]).toEqual({
      youtubeId: 'vidB',
      title: 'Big hit',
      description: 'About Big hit',
      durationSeconds: 3723,
      publishedAt: '2026-03-01',
      thumbnails: ['https://i.ytimg.com/vi/vidB/hqdefault.jpg', 'https://i.ytimg.com/vi/vidB/default.jpg'],
      views: 9000,
      likes: 7,
      comments: 3,
    });
    expect(fake.calls.filter((call) => call.searchParams.get('playlistId') === 'UUfake')).toHaveLength(2);
  });

  it('keeps the N most popular when a count is given', async () => {
    const videos = await client().videos('CHANNEL', 'UCfake', 2);
    expect(videos.map((video) => video.title)).toEqual(['Big hit', 'Middle']);
  });

  it('reads a playlist and a single video', async () => {
    expect((await client().videos('PLAYLIST', 'PLfake')).map((video) => video.youtubeId)).toEqual([
      'vidD',
      'vidA',
    ]);
    expect((await client().videos('VIDEO', 'vidC')).map((video) => video.durationSeconds)).toEqual([240]);
  });

  it('says clearly when no API key is set, without calling YouTube', async () => {
    const before = fake.calls.length;
    await expect(client('').videos('VIDEO', 'vidC')).rejects.toThrow(FEED_MESSAGES.youtubeKeyMissing);
    expect(fake.calls.length).toBe(before);
  });

  it('says when the id names nothing, and when YouTube refuses the key', async () => {
    await expect(client().videos('CHANNEL', 'UCnobody')).rejects.toThrow(FEED_MESSAGES.youtubeNotFound);
    await expect(client('wrong').videos('VIDEO', 'vidC')).rejects.toThrow(FEED_MESSAGES.youtubeRefused);
  });

  it('is refused on loopback unless the host is explicitly allowed', async () => {
    const guarded = new YoutubeClient(new GuardedFetcher(), {
      apiKey: FAKE_YOUTUBE_KEY,
      apiUrl: fake.apiUrl,
    });
    await expect(guarded.videos('VIDEO', 'vidC')).rejects.toThrow(FEED_MESSAGES.youtubeRefused);
  });

  it.each([
    ['PT45S', 45],
    ['PT1H2M3S', 3723],
    ['P1DT1S', 86_401],
    ['P0D', 0],
    ['garbage', 0],
  ])('reads the ISO 8601 duration %s as %i s', (duration, seconds) => {
    expect(isoDurationSeconds(duration)).toBe(seconds);
  });
});

describe("YouTube feeds through 'Create feed'", { timeout: 60_000 }, () => {
  let t: TestApp;
  let unconfigured: TestApp;
  beforeAll(async () => {
    const media = testConfig().media;
    t = await createTestApp({
      config: {
        media: {
          ...media,
          fetchAllowHosts: ['youtube.localhost'],
          youtube: { apiKey: FAKE_YOUTUBE_KEY, apiUrl: fake.apiUrl },
        },
      },
    });
    unconfigured = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await unconfigured.close();
  });

  const channelFeed = (fields: Partial<FeedRequest> = {}): FeedRequest => ({
    source: 'YOUTUBE',
    feedTypeYT: 'CHANNEL',
    url: 'https://www.youtube.com/channel/UCfake',
    title: 'Fake channel',
    newPlaylist: true,
    newPlaylistName: 'From YouTube',
    category: 10,
    ownerType: 'PUBLISHER',
    ...fields,
  });

  it('reads a whole channel in the background, page by page, and shows the videos found and stored', async () => {
    const admin = await t.as(DEMO.admin);
    const created = await admin.post(
      MEDIA_API.feed,
      channelFeed({ ownerType: 'VB', newPlaylistName: 'Whole channel' }),
    );
    expect(created.statusCode).toBe(202);
    const { importId, playlistId, jobId } = created.json();
    expect(jobId).toEqual(expect.any(String));
    expect(await importEnd(admin, importId)).toMatchObject({
      source: 'YOUTUBE',
      title: 'Fake channel',
      playlistId,
      state: 'DONE',
      found: 3,
      stored: 3,
      error: null,
    });
    const members = await t.db
      .select()
      .from(collectionVideos)
      .where(eq(collectionVideos.collectionId, playlistId));
    expect(members).toHaveLength(3);
    // Another network's user does not see it.
    const build = builders(t);
    const stranger = await build.user({ roles: ['ADMIN'], networkId: (await build.network()).id });
    const hidden = await stranger.client.get(MEDIA_API.feedImport(importId));
    expect(hidden.statusCode).toBe(404);
  });

  it('stores the N most viewed with id, text, duration, thumbnails and statistics; a re-run does not duplicate', async () => {
    const build = builders(t);
    const network = await build.network();
    const publisher = await build.publisher({ networkId: network.id });
    const admin = await t.as(DEMO.admin);
    const created = await admin.post(MEDIA_API.feed, channelFeed({ ownerId: publisher.id, count: 2 }));
    expect(created.statusCode).toBe(202);
    const { playlistId } = created.json();
    expect(await importEnd(admin, created.json().importId)).toMatchObject({
      found: 3,
      stored: 2,
      skipped: 1,
      failed: 0,
    });
    const again = await admin.post(
      MEDIA_API.feed,
      channelFeed({
        ownerId: publisher.id,
        newPlaylist: false,
        playlistId,
        url: 'youtube.com/channel/UCfake',
      }),
    );
    expect(again.statusCode).toBe(202);
    expect(await importEnd(admin, again.json().importId)).toMatchObject({ state: 'DONE' });
    const stored = await t.db.select().from(videos).where(eq(videos.networkId, network.id));
    expect(stored.map((video) => video.sourceUrl).sort()).toEqual(['vidA', 'vidB', 'vidC']);
    expect(stored.find((video) => video.sourceUrl === 'vidB')).toMatchObject({
      source: 'YOUTUBE',
      title: 'Big hit',
      description: 'About Big hit',
      duration: 3723,
      views: 9000,
      comments: 3,
      publisherId: publisher.id,
      mediaStatus: 'READY',
      posterUrls: ['https://i.ytimg.com/vi/vidB/hqdefault.jpg', 'https://i.ytimg.com/vi/vidB/default.jpg'],
    });
    const members = await t.db
      .select()
      .from(collectionVideos)
      .where(eq(collectionVideos.collectionId, playlistId));
    expect(members).toHaveLength(3);
    // Each video is recorded once, when it was made: the re-run only refreshed them.
    for (const video of stored) {
      const entries = await changesOf(t, 'VIDEO', video.id);
      expect(entries.map((entry) => [entry.action, entry.networkId])).toEqual([['CREATE', network.id]]);
    }
  });

  it('ingests a playlist and a single video by their YouTube addresses', async () => {
    const admin = await t.as(DEMO.admin);
    const playlist = await admin.post(
      MEDIA_API.feed,
      channelFeed({
        ownerType: 'VB',
        feedTypeYT: 'PLAYLIST',
        url: 'https://www.youtube.com/playlist?list=PLfake',
      }),
    );
    expect(playlist.statusCode).toBe(202);
    const single = await admin.post(
      MEDIA_API.feed,
      channelFeed({
        ownerType: 'VB',
        feedTypeYT: 'VIDEO',
        url: 'https://youtu.be/vidD',
        newPlaylistName: 'One',
      }),
    );
    expect(single.statusCode).toBe(202);
    expect(single.json().importId).toBeNull();
    expect(await importEnd(admin, playlist.json().importId)).toMatchObject({ found: 2, stored: 2 });
    const members = await t.db
      .select({ youtubeId: videos.sourceUrl })
      .from(collectionVideos)
      .innerJoin(videos, eq(videos.id, collectionVideos.videoId))
      .where(eq(collectionVideos.collectionId, playlist.json().playlistId));
    expect(members.map((member) => member.youtubeId).sort()).toEqual(['vidA', 'vidD']);
  });

  it('says clearly that no key is set, and makes nothing', async () => {
    const admin = await unconfigured.as(DEMO.admin);
    const response = await admin.post(
      MEDIA_API.feed,
      channelFeed({ ownerType: 'VB', newPlaylistName: 'Never made' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual([FEED_MESSAGES.youtubeKeyMissing]);
    expect(
      await unconfigured.db.select().from(collections).where(eq(collections.title, 'Never made')),
    ).toEqual([]);
  });
});
