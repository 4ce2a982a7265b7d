import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { threadArguments, transcodeThreads } from './cpu-share';
import type { Probe } from './probe';
import { runTool } from './run-tool';

export const POSTER_FILE = 'poster.jpg';
export const THUMBNAILS_FOLDER = 'thumbs';
const THUMBNAIL_COUNT = 5;

/**
 * A poster frame (720 high at most, from a tenth of the way in, past black intros) and a few
 * evenly spaced 320-wide thumbnails, written into `folder`.
 */
export async function makeStills(
  source: string,
  folder: string,
  probe: Probe,
  signal?: AbortSignal,
  threads = transcodeThreads(1),
): Promise<void> {
  const limit = threadArguments(threads);
  const height = Math.min(720, probe.height - (probe.height % 2));
  await runTool(
    'ffmpeg',
    [
      '-y',
      '-hide_banner',
      '-loglevel',
      'error',
      '-ss',
      (probe.durationSeconds / 10).toFixed(2),
      ...limit.input,
      '-i',
      source,
    ].concat([
      ...limit.output,
      '-frames:v',
      '1',
      '-vf',
      `scale=-2:${height}`,
      '-q:v',
      '3',
      join(folder, POSTER_FILE),
    ]),
    { signal },
  );
  await mkdir(join(folder, THUMBNAILS_FOLDER), { recursive: true });
  const every = probe.durationSeconds / THUMBNAIL_COUNT;
  await runTool(
    'ffmpeg',
    [
      '-y',
      '-hide_banner',
      '-loglevel',
      'error',
      ...limit.input,
      '-i',
      source,
      ...limit.output,
      '-vf',
      `fps=1/${every.toFixed(3)},scale=320:-2`,
    ].concat([
      '-frames:v',
      String(THUMBNAIL_COUNT),
      '-q:v',
      '5',
      join(folder, THUMBNAILS_FOLDER, '%02d.jpg'),
    ]),
    { signal },
  );
}
