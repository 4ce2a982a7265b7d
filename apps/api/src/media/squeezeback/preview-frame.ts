import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SqueezeLayout, squeezeRect } from '@adcast/domain/squeezeback/layout';
import { SOURCE_MESSAGES } from '@adcast/domain/squeezeback/sources';
import { FetchError } from '../fetch/fetch-error';
import type { GuardedFetcher } from '../fetch/guarded-fetcher';
import { MediaToolError, runTool } from '../ffmpeg/run-tool';
import { LiveSourceError, liveEdgeSegment } from './live-edge';

export const PREVIEW_FRAME = { width: 1280, height: 720 } as const;
/** The L the ad fills, drawn in a plain colour so the picture's place reads at a glance. */
const AD_AREA_COLOUR = '0x1f3a5f';
const PREVIEW_TIMEOUT_MS = 20_000;

/** Why a preview could not be made, fit to show the user. */
export class PreviewError extends Error {}

function filterFor(layout: SqueezeLayout): string {
  const { width, height } = PREVIEW_FRAME;
  const rect = squeezeRect(layout, PREVIEW_FRAME);
  return [
    `color=c=${AD_AREA_COLOUR}:s=${width}x${height}[ad]`,
    `[0:v]setpts=PTS-STARTPTS,scale=${rect.width}:${rect.height}[picture]`,
    `[ad][picture]overlay=${rect.x}:${rect.y}:shortest=1`,
  ].join(';');
}

/**
 * A PNG of the squeezeback frame: the live source's newest picture squeezed into its layout, the
 * ad's L around it. Fails with a PreviewError naming why (unreachable, not HLS, unreadable, too slow).
 */
export async function squeezebackPreview(
  fetcher: GuardedFetcher,
  source: { hlsUrl: string; layout: SqueezeLayout },
  timeoutMs = PREVIEW_TIMEOUT_MS,
): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const folder = await mkdtemp(join(tmpdir(), 'adcast-squeezeback-'));
  try {
    const segment = await liveEdgeSegment(fetcher, source.hlsUrl, signal);
    const input = join(folder, 'segment');
    const output = join(folder, 'preview.png');
    await writeFile(input, segment);
    await runTool(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-i',
        input,
        '-filter_complex',
        filterFor(source.layout),
      ].concat(['-frames:v', '1', output]),
      { signal, foreground: true },
    );
    return await readFile(output);
  } catch (error) {
    throw previewErrorOf(error, signal);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function previewErrorOf(error: unknown, signal: AbortSignal): Error {
  if (signal.aborted) return new PreviewError(SOURCE_MESSAGES.previewTimeout);
  if (error instanceof FetchError) return new PreviewError(SOURCE_MESSAGES.unreachable(error.message));
  if (error instanceof LiveSourceError) return new PreviewError(error.message);
  if (error instanceof MediaToolError) return new PreviewError(SOURCE_MESSAGES.unreadable(error.message));
  return error instanceof Error ? error : new Error(String(error));
}
