import { dirname, join } from 'node:path';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { LRUCache } from 'lru-cache';
import type { MediaStorage } from '../storage/media-storage';
import type { LiveSegment } from './live-playlist';

/** The rendition a channel plays (one rendition keeps the live stream simple for every player). */
const PREFERRED_HEIGHT = 720;

/**
 * A ready video's segments for the live loop, read from its HLS on storage. HLS folders never
 * change once written (a re-transcode writes a new folder), so what is read is kept.
 */
export class LiveSource {
  private readonly cache = new LRUCache<string, LiveSegment[]>({ max: 5000 });

  constructor(private readonly storage: MediaStorage) {}

  async segmentsOf(hlsPath: string): Promise<LiveSegment[]> {
    const kept = this.cache.get(hlsPath);
    if (kept) return kept;
    const master = (await this.storage.readText(`hls/${hlsPath}`)) ?? '';
    const variant = pickVariant(master);
    const folder = dirname(hlsPath);
    const mediaPath = variant ? join(folder, variant) : hlsPath;
    const media = (await this.storage.readText(`hls/${mediaPath}`)) ?? '';
    const segments = parseMediaPlaylist(media, dirname(mediaPath));
    if (segments.length > 0) this.cache.set(hlsPath, segments);
    return segments;
  }
}

/** The variant nearest 720p in a master playlist (null when the playlist is a media playlist). */
export function pickVariant(master: string): string | null {
  const lines = master.split('\n').map((line) => line.trim());
  let best: { uri: string; distance: number } | null = null;
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF')) return;
    const height = Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1] ?? PREFERRED_HEIGHT);
    const uri = lines[i + 1];
    const distance = Math.abs(height - PREFERRED_HEIGHT);
    if (uri && (!best || distance < best.distance)) best = { uri, distance };
  });
  return (best as { uri: string } | null)?.uri ?? null;
}

/** Segments of a VOD media playlist, their URIs made absolute under the public HLS path. */
export function parseMediaPlaylist(text: string, folder: string): LiveSegment[] {
  const segments: LiveSegment[] = [];
  let duration: number | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) duration = Math.round(Number.parseFloat(line.slice(8)) * 1000);
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ uri: CATALOGUE_API.mediaHls(join(folder, line)), durationMs: duration });
      duration = null;
    }
  }
  return segments;
}
