import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { threadArguments, transcodeThreads } from './cpu-share';
import type { Probe } from './probe';
import { runTool } from './run-tool';

/** Video bit rates by rendition height (kbit/s); audio is AAC 128 kbit/s. */
const BITRATES: Record<number, number> = { 360: 800, 480: 1400, 720: 2800, 1080: 5000 };
export const SEGMENT_SECONDS = 4;
export const MASTER_PLAYLIST = 'index.m3u8';
/** x264's speed for files made once and played many times: `veryfast` unless the operator trades size for time. */
export const X264_PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium'] as const;
export type X264Preset = (typeof X264_PRESETS)[number];

/**
 * A source without sound gets a silent stereo track: every rendition then carries video and AAC
 * audio like the live slate and other videos, so a live loop that joins them at a discontinuity
 * never adds or drops a track (Chromium's own HLS player and hls.js both stop at such a change).
 */
const SILENCE = ['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo'];

/** The renditions' heights: never upscaled, those above the source collapse into one at its height. */
export const fittedHeights = (heights: readonly number[], probe: Pick<Probe, 'height'>) => [
  ...new Set(heights.map((height) => Math.min(height, probe.height - (probe.height % 2)))),
];

/** A rendition's folder (and its MP4's name) under the HLS folder: `720p`. */
export const renditionName = (height: number) => `${height}p`;

/**
 * The ffmpeg arguments for an HLS VOD of `source` into `folder`: one rendition per height, decoded,
 * filtered and encoded on at most `threads` threads.
 */
export function hlsArguments(
  source: string,
  folder: string,
  probe: Probe,
  heights: number[],
  threads: number,
  segmentSeconds = SEGMENT_SECONDS,
  preset: X264Preset = 'veryfast',
): string[] {
  const limit = threadArguments(threads);
  const fitted = fittedHeights(heights, probe);
  const split =
    fitted.length > 1 ? `[0:v]split=${fitted.length}${fitted.map((_, i) => `[s${i}]`).join('')};` : '';
  const scales = fitted
    .map((height, i) => `[${fitted.length > 1 ? `s${i}` : '0:v'}]scale=-2:${height}[v${i}]`)
    .join(';');
  const streams = fitted.flatMap((height, i) => {
    const rate = BITRATES[height] ?? Math.round(height * 4);
    return [
      '-map',
      `[v${i}]`,
      `-c:v:${i}`,
      'libx264',
      `-b:v:${i}`,
      `${rate}k`,
      `-maxrate:v:${i}`,
      `${Math.round(rate * 1.2)}k`,
      `-bufsize:v:${i}`,
      `${rate * 2}k`,
      ...['-map', probe.hasAudio ? '0:a:0' : '1:a:0', `-c:a:${i}`, 'aac', `-b:a:${i}`, '128k', '-ac', '2'],
    ];
  });
  const streamMap = fitted.map((height, i) => `v:${i},a:${i},name:${renditionName(height)}`).join(' ');
  return [
    '-y',
    '-hide_banner',
    '-nostats',
    '-loglevel',
    'error',
    '-progress',
    'pipe:1',
    ...limit.input,
    '-i',
    source,
    ...(probe.hasAudio ? [] : SILENCE),
    '-filter_complex_threads',
    String(threads),
    '-filter_complex',
    split + scales,
    ...streams,
    // The silence never ends by itself: the output stops with the picture.
    ...(probe.hasAudio ? [] : ['-shortest']),
    ...limit.output,
    '-preset',
    preset,
    '-pix_fmt',
    'yuv420p',
    '-force_key_frames',
    `expr:gte(t,n_forced*${segmentSeconds})`,
    '-f',
    'hls',
    '-hls_time',
    String(segmentSeconds),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    join(folder, '%v', 'segment%04d.ts'),
    '-master_pl_name',
    MASTER_PLAYLIST,
    '-var_stream_map',
    streamMap,
    join(folder, '%v', 'index.m3u8'),
  ];
}

/**
 * Transcodes to HLS in `folder` (master playlist `index.m3u8`, one sub-folder per rendition),
 * reporting whole percents from ffmpeg's `-progress` output as they change.
 */
export async function transcodeToHls(options: {
  source: string;
  folder: string;
  probe: Probe;
  heights: number[];
  /** Default: every core but one (see `transcodeThreads`). */
  threads?: number;
  /** Default `SEGMENT_SECONDS`. */
  segmentSeconds?: number;
  /** Default `veryfast`. */
  preset?: X264Preset;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
}): Promise<void> {
  await mkdir(options.folder, { recursive: true });
  let reported = -1;
  const threads = options.threads ?? transcodeThreads(1);
  const args = hlsArguments(
    options.source,
    options.folder,
    options.probe,
    options.heights,
    threads,
    options.segmentSeconds,
    options.preset,
  );
  await runTool('ffmpeg', args, {
    signal: options.signal,
    onLine: (line) => {
      const match = /^out_time_us=(\d+)/.exec(line);
      if (!match) return;
      const seconds = Number(match[1]) / 1e6;
      const percent = Math.max(0, Math.min(99, Math.floor((seconds / options.probe.durationSeconds) * 100)));
      if (percent !== reported) {
        reported = percent;
        options.onProgress?.(percent);
      }
    },
  });
}
