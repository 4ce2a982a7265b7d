import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_YOUTUBE_KEY = 'fake-youtube-key';

type FakeVideo = { id: string; title: string; views: number; duration: string };

/** Recorded-shape `videos` items: snippet, contentDetails and statistics as the Data API v3 answers. */
const videoResource = (video: FakeVideo) => ({
  kind: 'youtube#video',
  etag: `etag-${video.id}`,
  id: video.id,
  snippet: {
    publishedAt: '2026-03-01T10:00:00Z',
    channelId: 'UCfake',
    title: video.title,
    description: `About ${video.title}`,
    thumbnails: {
      default: { url: `https://i.ytimg.com/vi/${video.id}/default.jpg`, width: 120, height: 90 },
      high: { url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`, width: 480, height: 360 },
    },
    channelTitle: 'Fake channel',
  },
  contentDetails: { duration: video.duration, dimension: '2d', definition: 'hd' },
  statistics: { viewCount: String(video.views), likeCount: '7', favoriteCount: '0', commentCount: '3' },
});

/** A page of ids per call, so that paging is exercised with few videos. */
const PAGE = 2;

/**
 * A local stand-in for the YouTube Data API v3 (channels, playlistItems, videos, search) on
 * loopback, answering JSON shaped like the real API's; a missing or wrong key is refused with
 * the API's error shape.
 */
export async function startYoutubeFake(data: {
  videos: FakeVideo[];
  channels: Record<string, string>;
  playlists: Record<string, string[]>;
}): Promise<{ apiUrl: string; calls: URL[]; close: () => Promise<void> }> {
  const calls: URL[] = [];
  const byId = new Map(data.videos.map((video) => [video.id, video]));
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://youtube.localhost');
    calls.push(url);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(body));
    };
    if (url.searchParams.get('key') !== FAKE_YOUTUBE_KEY)
      return send(400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.' } });
    const param = (name: string) => url.searchParams.get(name) ?? '';
    switch (url.pathname) {
      case '/youtube/v3/channels': {
        const uploads = data.channels[param('id')];
        return send(200, {
          kind: 'youtube#channelListResponse',
          pageInfo: { totalResults: uploads ? 1 : 0, resultsPerPage: 5 },
          items: uploads
            ? [
                {
                  kind: 'youtube#channel',
                  id: param('id'),
                  contentDetails: { relatedPlaylists: { likes: '', uploads } },
                },
              ]
            : [],
        });
      }
      case '/youtube/v3/playlistItems': {
        const ids = data.playlists[param('playlistId')];
        if (!ids)
          return send(404, {
            error: {
              code: 404,
              message: "The playlist identified with the request's playlistId parameter cannot be found.",
            },
          });
        const start = Number(param('pageToken') || 0);
        const next = start + PAGE < ids.length ? String(start + PAGE) : undefined;
        return send(200, {
          kind: 'youtube#playlistItemListResponse',
          ...(next ? { nextPageToken: next } : {}),
          pageInfo: { totalResults: ids.length, resultsPerPage: PAGE },
          items: ids
            .slice(start, start + PAGE)
            .map((videoId) => ({ kind: 'youtube#playlistItem', contentDetails: { videoId } })),
        });
      }
      case '/youtube/v3/videos': {
        const found = param('id')
          .split(',')
          .flatMap((id) => byId.get(id) ?? []);
        return send(200, { kind: 'youtube#videoListResponse', items: found.map(videoResource) });
      }
      case '/youtube/v3/search': {
        const sorted = [...data.videos].sort((a, b) => b.views - a.views);
        return send(200, {
          kind: 'youtube#searchListResponse',
          items: sorted.map((video) => ({
            kind: 'youtube#searchResult',
            id: { kind: 'youtube#video', videoId: video.id },
          })),
        });
      }
      default:
        return send(404, { error: { code: 404, message: 'Not Found' } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://youtube.localhost:${port}/youtube/v3`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
