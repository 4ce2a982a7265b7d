import { z } from 'zod';
import { MediaToolError, runTool } from './run-tool';

export type Probe = {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
  formatName: string;
  /** The video stream's codec as ffprobe names it (`h264`). */
  videoCodec: string | null;
};

const ProbeOutputSchema = z.object({
  format: z.object({ duration: z.coerce.number().optional(), format_name: z.string().default('') }),
  streams: z.array(
    z.object({
      codec_type: z.string(),
      codec_name: z.string().optional(),
      width: z.number().optional(),
      height: z.number().optional(),
      duration: z.coerce.number().optional(),
    }),
  ),
});

/** ffprobe's streams and format of a file, read by the schema; `unreadable` when ffprobe cannot. */
export async function ffprobeJson<T>(
  path: string,
  schema: z.ZodType<T>,
  unreadable: string,
  signal?: AbortSignal,
): Promise<T> {
  const { stdout } = await runTool(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    { signal },
  ).catch((error: unknown) => {
    if (error instanceof MediaToolError && error.message.includes('not installed')) throw error;
    throw new MediaToolError(unreadable);
  });
  const parsed = schema.safeParse(JSON.parse(stdout || '{}'));
  if (!parsed.success) throw new MediaToolError(unreadable);
  return parsed.data;
}

/** What ffprobe says of a media file; a file without a video stream is refused. */
export async function probeMedia(path: string, signal?: AbortSignal): Promise<Probe> {
  const { streams, format } = await ffprobeJson(
    path,
    ProbeOutputSchema,
    'The file is not a readable video',
    signal,
  );
  const video = streams.find((stream) => stream.codec_type === 'video' && stream.width);
  if (!video?.width || !video.height) throw new MediaToolError('The file has no video stream');
  const duration = format.duration ?? video.duration ?? 0;
  if (!(duration > 0)) throw new MediaToolError('The file has no playable duration');
  return {
    durationSeconds: duration,
    width: video.width,
    height: video.height,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
    formatName: format.format_name,
    videoCodec: video.codec_name ?? null,
  };
}
