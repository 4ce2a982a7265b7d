import { POSTER_FILE } from '../../media/ffmpeg/stills';

/** A path served by the API as the absolute URL players and feed readers fetch. */
export const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${publicUrl.replace(/\/$/, '')}${path}`;

/** The poster the transcoder wrote beside a video's HLS playlist. */
export const transcodedPoster = (hls: string) => `${hls.slice(0, hls.lastIndexOf('/') + 1)}${POSTER_FILE}`;
