import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { threadArguments, transcodeThreads } from './cpu-share';
import { runTool } from './run-tool';

export type DcoScene = { background: string; headline: string; callToAction: string; seconds: number };

/** 720p: the smallest size CTV media takes (campaigns/ctv-media.ts), and the quickest to render. */
const WIDTH = 1280;
const HEIGHT = 720;
const FONT = 'DejaVu Sans';

/**
 * Renders a DCO creative's MP4 (H.264 and AAC silence, 720p): the background image fitted to the
 * screen, the headline on a dark band at the foot, the call to action in a white box at its right.
 * The texts are read from files, so no character of theirs needs escaping in the filter.
 */
export async function renderDcoVideo(scene: DcoScene, folder: string, signal?: AbortSignal): Promise<string> {
  const headline = join(folder, 'headline.txt');
  const callToAction = join(folder, 'cta.txt');
  await writeFile(headline, scene.headline);
  await writeFile(callToAction, scene.callToAction);
  const output = join(folder, 'dco.mp4');
  const limit = threadArguments(transcodeThreads(1));
  const filter = [
    `scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=decrease`,
    `pad=${WIDTH}:${HEIGHT}:(ow-iw)/2:(oh-ih)/2:color=black`,
    'drawbox=x=0:y=ih-150:w=iw:h=150:color=black@0.6:t=fill',
    `drawtext=font='${FONT}':textfile='${headline}':fontsize=44:fontcolor=white:x=48:y=h-100`,
    `drawtext=font='${FONT}':textfile='${callToAction}':fontsize=32:fontcolor=black:box=1:boxcolor=white:boxborderw=14:x=w-tw-64:y=h-96`,
    'format=yuv420p',
  ].join(',');
  await runTool(
    'ffmpeg',
    [
      '-y',
      '-hide_banner',
      '-loglevel',
      'error',
      ...limit.input,
      '-loop',
      '1',
      '-framerate',
      '25',
      '-i',
      scene.background,
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=48000:cl=stereo',
      ...limit.output,
      '-t',
      String(scene.seconds),
      '-vf',
      filter,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-tune',
      'stillimage',
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      output,
    ],
    { signal },
  );
  return output;
}
