import { SOURCE_MESSAGES } from '@adcast/domain/squeezeback/sources';
import type { GuardedFetcher } from '../fetch/guarded-fetcher';

const PLAYLIST_MAX_BYTES = 1024 * 1024;
const SEGMENT_MAX_BYTES = 32 * 1024 * 1024;

/** A playlist or segment the source answered that cannot give a picture (shown to the user). */
export class LiveSourceError extends Error {}

type Playlist = { url: string; lines: string[] };

async function playlistAt(fetcher: GuardedFetcher, url: string, signal: AbortSignal): Promise<Playlist> {
  const fetched = await fetcher.fetch(url, { maxBytes: PLAYLIST_MAX_BYTES });
  signal.throwIfAborted();
  const text = fetched.body.toString('utf8');
  if (!text.trimStart().startsWith('#EXTM3U')) throw new LiveSourceError(SOURCE_MESSAGES.notHls);
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  return { url: fetched.url, lines };
}

const uris = (lines: readonly string[]) => lines.filter((line) => line !== '' && !line.startsWith('#'));

/** The init section of fragmented MP4 segments (`#EXT-X-MAP:URI="…"`), if the playlist has one. */
const mapUri = (lines: readonly string[]) =>
  lines.find((line) => line.startsWith('#EXT-X-MAP:'))?.match(/URI="([^"]+)"/)?.[1];

/**
 * The newest segment of a live HLS source, as bytes ffmpeg can read: a multivariant playlist is
 * followed to its first variant, an fMP4 segment gets its init section in front. Every address,
 * relative ones resolved, goes through the guarded fetcher.
 */
export async function liveEdgeSegment(
  fetcher: GuardedFetcher,
  hlsUrl: string,
  signal: AbortSignal,
): Promise<Buffer> {
  let playlist = await playlistAt(fetcher, hlsUrl, signal);
  if (playlist.lines.some((line) => line.startsWith('#EXT-X-STREAM-INF'))) {
    const [variant] = uris(playlist.lines);
    if (!variant) throw new LiveSourceError(SOURCE_MESSAGES.noSegments);
    playlist = await playlistAt(fetcher, new URL(variant, playlist.url).toString(), signal);
  }
  const segment = uris(playlist.lines).at(-1);
  if (!segment) throw new LiveSourceError(SOURCE_MESSAGES.noSegments);
  const parts: Buffer[] = [];
  const init = mapUri(playlist.lines);
  if (init) parts.push((await fetcher.fetch(new URL(init, playlist.url).toString())).body);
  const media = await fetcher.fetch(new URL(segment, playlist.url).toString(), {
    maxBytes: SEGMENT_MAX_BYTES,
  });
  signal.throwIfAborted();
  parts.push(media.body);
  return Buffer.concat(parts);
}
