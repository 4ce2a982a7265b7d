const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
};

export const extensionOf = (name: string): string => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** The MIME type HLS players expect for a stored media file, by its extension (null when unknown). */
export const mediaTypeOf = (name: string): string | null => TYPES[extensionOf(name)] ?? null;

/**
 * Segments, posters and thumbnails never change once written (a new transcode writes a new
 * folder): cached for a year. Playlists are revalidated.
 */
export const cacheControlOf = (name: string): string =>
  extensionOf(name) === 'm3u8' ? 'public, max-age=2, must-revalidate' : 'public, max-age=31536000, immutable';
