import { z } from 'zod';
import { ffprobeJson } from './probe';
import { MediaToolError, runTool } from './run-tool';

export type AudioProbe = {
  durationSeconds: number;
  codec: string;
  channels: number;
  sampleRate: number;
};

const ProbeOutputSchema = z.object({
  format: z.object({ duration: z.coerce.number().optional() }),
  streams: z.array(
    z.object({
      codec_type: z.string(),
      codec_name: z.string().optional(),
      channels: z.number().optional(),
      sample_rate: z.coerce.number().optional(),
      duration: z.coerce.number().optional(),
      disposition: z.object({ attached_pic: z.number().optional() }).partial().optional(),
    }),
  ),
});

export const NOT_AUDIO = 'The file is not audio';

/**
 * What ffprobe says of an audio file. A file with a moving picture is refused (an MP3's cover art
 * is an attached picture, not a video), as is one without an audio stream or a duration.
 */
export async function probeAudio(path: string, signal?: AbortSignal): Promise<AudioProbe> {
  const { streams, format } = await ffprobeJson(
    path,
    ProbeOutputSchema,
    'The audio could not be read',
    signal,
  );
  const moving = streams.some((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  if (moving || !audio?.codec_name) throw new MediaToolError(NOT_AUDIO);
  const duration = format.duration ?? audio.duration ?? 0;
  if (!(duration > 0)) throw new MediaToolError('The audio has no playable duration');
  return {
    durationSeconds: duration,
    codec: audio.codec_name,
    channels: audio.channels ?? 0,
    sampleRate: audio.sample_rate ?? 0,
  };
}

/** Integrated loudness (EBU R128) in LUFS, read by ffmpeg's ebur128 filter; null for silence. */
export async function measureLoudness(path: string, signal?: AbortSignal): Promise<number | null> {
  let last: number | null = null;
  await runTool(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostats', '-i', path, '-vn'],
      ...['-af', 'ebur128=metadata=1,ametadata=mode=print:key=lavfi.r128.I:file=-', '-f', 'null', '-'],
    ],
    {
      signal,
      onLine: (line) => {
        const match = /^lavfi\.r128\.I=(-?[\d.]+)$/.exec(line);
        if (match) last = Number(match[1]);
      },
    },
  );
  return last !== null && Number.isFinite(last) && last > -70 ? last : null;
}
