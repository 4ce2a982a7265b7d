import { join } from 'node:path';
import { fittedHeights, MASTER_PLAYLIST, renditionName } from './hls-transcode';
import type { Probe } from './probe';
import { runTool } from './run-tool';

/** A progressive MP4 of one rendition, named under the HLS folder it was made beside. */
export type Mp4Rendition = { height: number; width: number; file: string };

/** The width `scale=-2:height` gives: the source's aspect, rounded to an even number. */
const widthAt = (probe: Pick<Probe, 'width' | 'height'>, height: number) =>
  Math.round((probe.width * height) / probe.height / 2) * 2;

/**
 * Each HLS rendition in `folder` copied (not encoded again) into a progressive MP4 beside it,
 * `720p.mp4`, its index at the front so a player starts before the whole file is in: the files
 * a VAST `MediaFile delivery="progressive"` names for players that want one.
 */
export async function remuxRenditions(
  folder: string,
  probe: Pick<Probe, 'width' | 'height'>,
  heights: readonly number[],
  signal?: AbortSignal,
): Promise<Mp4Rendition[]> {
  const renditions: Mp4Rendition[] = [];
  for (const height of fittedHeights(heights, probe)) {
    const name = renditionName(height);
    await runTool(
      'ffmpeg',
      [
        ...['-y', '-hide_banner', '-loglevel', 'error'],
        ...['-i', join(folder, name, MASTER_PLAYLIST)],
        ...['-c', 'copy', '-bsf:a', 'aac_adtstoasc', '-movflags', '+faststart'],
        join(folder, `${name}.mp4`),
      ],
      { signal },
    );
    renditions.push({ height, width: widthAt(probe, height), file: `${name}.mp4` });
  }
  return renditions;
}
