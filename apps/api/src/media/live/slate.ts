import { join } from 'node:path';
import { BREAK_POSITION_SECONDS } from '@adcast/domain/media/channel-breaks';
import { runTool } from '../ffmpeg/run-tool';
import type { MediaStorage } from '../storage/media-storage';
import type { LiveSegment } from './live-playlist';
import { parseMediaPlaylist } from './live-source';

const SLATE_KEY = 'slate-v2';
/**
 * One-second segments (a break's positions: an ad stitched in takes one per second of its
 * duration) add up to every ad duration; 120 s covers the longest break.
 */
const SLATE_SECONDS = 120;

/**
 * What plays during an ad break until server-side ad insertion replaces it: black with silence,
 * made once by ffmpeg into the media folder.
 */
export class Slate {
  private made: Promise<LiveSegment[]> | null = null;

  constructor(private readonly storage: MediaStorage) {}

  segments(): Promise<LiveSegment[]> {
    this.made ??= this.make().catch((error: unknown) => {
      this.made = null;
      throw error;
    });
    return this.made;
  }

  private async make(): Promise<LiveSegment[]> {
    const key = `hls/${SLATE_KEY}`;
    const read = async () => {
      const text = await this.storage.readText(`${key}/index.m3u8`);
      if (text === null) throw new Error('the slate playlist is missing');
      return parseMediaPlaylist(text, SLATE_KEY);
    };
    if (await this.storage.exists(`${key}/index.m3u8`)) return read();
    const scratch = await this.storage.scratch();
    // The first live request waits for it: it runs at the API's priority.
    await runTool(
      'ffmpeg',
      [
        ...['-y', '-hide_banner', '-loglevel', 'error'],
        ...['-f', 'lavfi', '-i', `color=c=black:s=640x360:r=24:d=${SLATE_SECONDS}`],
        ...['-f', 'lavfi', '-i', `anullsrc=r=48000:cl=stereo`, '-t', String(SLATE_SECONDS)],
        ...[
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-pix_fmt',
          'yuv420p',
          '-force_key_frames',
          `expr:gte(t,n_forced*${BREAK_POSITION_SECONDS})`,
        ],
        ...['-c:a', 'aac', '-b:a', '64k'],
        ...['-f', 'hls', '-hls_time', String(BREAK_POSITION_SECONDS), '-hls_playlist_type', 'vod'],
        ...['-hls_segment_filename', join(scratch, 'slate%03d.ts'), join(scratch, 'index.m3u8')],
      ],
      { foreground: true },
    );
    await this.storage.putFrom(key, scratch);
    return read();
  }
}
