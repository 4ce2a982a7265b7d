import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { threadArguments, transcodeThreads } from './cpu-share';
import { runTool } from './run-tool';

/** 720p: the smallest size CTV media takes (campaigns/ctv-media.ts), and the quickest to render. */
export const SCENE_WIDTH = 1280;
export const SCENE_HEIGHT = 720;
export const SCENE_FONT = 'DejaVu Sans';

/**
 * A still scene: an image fitted to the screen (or a plain colour, `0xRRGGBB`), an image placed on
 * it (`scale` and `at` are ffmpeg's scale and overlay arguments), then `layers`, ffmpeg filters
 * drawn in order (boxes, texts read from files).
 */
export type StillScene = {
  background: { image: string } | { colour: string };
  placed?: { image: string; scale: string; at: string };
  layers: readonly string[];
};

/** Writes each text to its own file, so no character of it needs escaping in a filter; answers the paths. */
export async function textFiles<K extends string>(folder: string, texts: Record<K, string>) {
  const paths = {} as Record<K, string>;
  for (const [key, text] of Object.entries(texts) as [K, string][]) {
    paths[key] = join(folder, `${key}.txt`);
    await writeFile(paths[key], text);
  }
  return paths;
}

/**
 * A text layer: `textfile` at x, y, in the scene's font; `extra` adds a box. Without expansion a
 * `%` of the text ("50% off") is drawn, not read as a `%{...}` function.
 */
export const textLayer = (file: string, size: number, colour: string, x: string, y: string, extra = '') =>
  `drawtext=font='${SCENE_FONT}':expansion=none:textfile='${file}':fontsize=${size}:fontcolor=${colour}:x=${x}:y=${y}${extra ? `:${extra}` : ''}`;

const stillImage = (file: string) => ['-loop', '1', '-framerate', '25', '-i', file];

/** The scene's inputs: the background first, then the placed image, if any. */
function inputsOf(scene: StillScene): string[] {
  const background =
    'image' in scene.background
      ? stillImage(scene.background.image)
      : ['-f', 'lavfi', '-i', `color=c=${scene.background.colour}:s=${SCENE_WIDTH}x${SCENE_HEIGHT}:r=25`];
  return [...background, ...(scene.placed ? stillImage(scene.placed.image) : [])];
}

/** The filter graph, its picture out as [v]: the placed image is input 1. */
function graphOf(scene: StillScene): string {
  const fitted = `[0:v]scale=${SCENE_WIDTH}:${SCENE_HEIGHT}:force_original_aspect_ratio=decrease,pad=${SCENE_WIDTH}:${SCENE_HEIGHT}:(ow-iw)/2:(oh-ih)/2:color=black`;
  const drawn = [...scene.layers, 'format=yuv420p'].join(',');
  if (!scene.placed) return `${fitted},${drawn}[v]`;
  const { scale, at } = scene.placed;
  return `${fitted}[bg];[1:v]scale=${scale}[placed];[bg][placed]overlay=${at}:shortest=1,${drawn}[v]`;
}

const QUIET = ['-y', '-hide_banner', '-loglevel', 'error'];

/** Renders the scene as an MP4 of `seconds` (H.264 and AAC silence, 720p) into `folder`. */
export async function renderSceneVideo(
  scene: StillScene,
  seconds: number,
  folder: string,
  signal?: AbortSignal,
): Promise<string> {
  const output = join(folder, 'scene.mp4');
  const limit = threadArguments(transcodeThreads(1));
  await runTool(
    'ffmpeg',
    [
      ...QUIET,
      ...limit.input,
      ...inputsOf(scene),
      ...['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo'],
      ...limit.output,
      ...['-t', String(seconds), '-filter_complex', graphOf(scene), '-map', '[v]'],
      ...['-map', `${scene.placed ? 2 : 1}:a`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-c:a', 'aac'],
      ...['-movflags', '+faststart', output],
    ],
    { signal },
  );
  return output;
}

/** Renders the scene's one frame as a PNG into `folder`: what the video will show. */
export async function renderSceneFrame(
  scene: StillScene,
  folder: string,
  signal?: AbortSignal,
): Promise<string> {
  const output = join(folder, 'frame.png');
  await runTool(
    'ffmpeg',
    [
      ...QUIET,
      ...inputsOf(scene),
      '-filter_complex',
      graphOf(scene),
      '-map',
      '[v]',
      '-frames:v',
      '1',
      output,
    ],
    { signal },
  );
  return output;
}
