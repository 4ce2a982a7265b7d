import { join } from 'node:path';
import { A2V_FRAME, type Box, layoutBoxes, type TemplateLayout } from '@adcast/domain/a2v/templates';
import { filterPath } from './a2v-captions';
import { threadArguments, transcodeThreads } from './cpu-share';
import { runTool } from './run-tool';

export type A2vScene = {
  audio: string;
  durationSeconds: number;
  logo: string;
  /** A still image, a video looped for as long as the audio, or none (the primary colour). */
  background: { kind: 'IMAGE' | 'VIDEO'; path: string } | null;
  primaryColour: string;
  secondaryColour: string;
  layout: TemplateLayout;
  /** An ASS script of the transcript's cues (`captionsScript`), drawn last; none without captions. */
  captions: string | null;
};

const FPS = 25;
const hex = (colour: string) => `0x${colour.slice(1)}`;

function backgroundInput(scene: A2vScene): string[] {
  const { width, height } = A2V_FRAME;
  if (!scene.background)
    return ['-f', 'lavfi', '-i', `color=c=${hex(scene.primaryColour)}:s=${width}x${height}:r=${FPS}`];
  if (scene.background.kind === 'VIDEO') return ['-stream_loop', '-1', '-i', scene.background.path];
  return ['-loop', '1', '-framerate', String(FPS), '-i', scene.background.path];
}

/** The logo keeps its proportions inside its box, anchored to the box's corner nearest the frame's edge. */
function logoPosition(layout: TemplateLayout, box: Box): string {
  const x = layout.logoCorner.endsWith('RIGHT') ? `${box.x + box.width}-w` : String(box.x);
  const y = layout.logoCorner.startsWith('BOTTOM') ? `${box.y + box.height}-h` : String(box.y);
  return `x=${x}:y=${y}`;
}

/** The filter graph: background filling the frame, the colour band, the animated waveform, the logo, the captions. */
export function a2vFilter(scene: A2vScene): string {
  const { width, height } = A2V_FRAME;
  const boxes = layoutBoxes(scene.layout);
  const band = boxes.colourBand
    ? `,drawbox=x=${boxes.colourBand.x}:y=${boxes.colourBand.y}:w=${boxes.colourBand.width}:h=${boxes.colourBand.height}:color=${hex(scene.primaryColour)}:t=fill`
    : '';
  const wave = boxes.waveform;
  const captions = scene.captions ? `,ass=filename=${filterPath(scene.captions)}` : '';
  return [
    `[0:v]scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},setsar=1,fps=${FPS}${band}[bg]`,
    `[1:a]showwaves=s=${wave.width}x${wave.height}:mode=${scene.layout.waveformStyle}:colors=${hex(scene.secondaryColour)}:rate=${FPS},format=rgba[wave]`,
    `[2:v]scale=${boxes.logo.width}:${boxes.logo.height}:force_original_aspect_ratio=decrease[logo]`,
    `[bg][wave]overlay=x=${wave.x}:y=${wave.y}:shortest=1[waved]`,
    `[waved][logo]overlay=${logoPosition(scene.layout, boxes.logo)}${captions},format=yuv420p[v]`,
  ].join(';');
}

/**
 * Renders an A2V creative's MP4 (H.264 720p and AAC) as long as its audio: the brand's background
 * with the network's layout over it. `onProgress` hears the share encoded, 0 to 100.
 */
export async function renderA2vVideo(
  scene: A2vScene,
  folder: string,
  options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<string> {
  const output = join(folder, 'a2v.mp4');
  const limit = threadArguments(transcodeThreads(1));
  const totalMicroseconds = scene.durationSeconds * 1_000_000;
  await runTool(
    'ffmpeg',
    [
      ...['-y', '-hide_banner', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'],
      ...limit.input,
      ...backgroundInput(scene),
      ...['-i', scene.audio],
      ...['-loop', '1', '-framerate', String(FPS), '-i', scene.logo],
      ...limit.output,
      ...['-filter_complex', a2vFilter(scene), '-map', '[v]', '-map', '1:a'],
      ...['-t', scene.durationSeconds.toFixed(3)],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-c:a', 'aac', '-b:a', '160k', '-ac', '2'],
      ...['-shortest', '-movflags', '+faststart', output],
    ],
    {
      signal: options.signal,
      onLine: (line) => {
        const match = /^out_time_us=(\d+)$/.exec(line);
        if (match && options.onProgress)
          options.onProgress(Math.min(99, Math.floor((Number(match[1]) / totalMicroseconds) * 100)));
      },
    },
  );
  return output;
}
