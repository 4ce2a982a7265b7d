import { z } from 'zod';
import { formatBytes } from '../media/upload';

/**
 * An asset's transcript: the cues a WebVTT or SRT file holds, which an A2V render draws as captions.
 * Parsed here so the browser checks a file before it is sent and the API checks it again.
 */
export const TRANSCRIPT_FORMATS = ['WEBVTT', 'SRT'] as const;
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number];
export const TRANSCRIPT_FORMAT_LABELS: Record<TranscriptFormat, string> = { WEBVTT: 'WebVTT', SRT: 'SRT' };

/** An hour of speech is about 60 KB of SRT: 512 KB leaves room without storing a stray file. */
export const TRANSCRIPT_MAX_BYTES = 512 * 1024;
/** A cue on screen holds two lines at most; longer text is a transcript error, not a caption. */
export const CUE_MAX_CHARACTERS = 200;
export const TRANSCRIPT_MAX_CUES = 5000;

export const CueSchema = z.object({
  /** Seconds from the audio's start, to the millisecond. */
  start: z.number().min(0),
  end: z.number().min(0),
  text: z.string().min(1).max(CUE_MAX_CHARACTERS),
});
export type Cue = z.infer<typeof CueSchema>;

/** "00:01:02.345" for messages and the cue list. */
export function formatCueTime(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

export const TRANSCRIPT_MESSAGES = {
  tooLarge: `The transcript is larger than the limit of ${formatBytes(TRANSCRIPT_MAX_BYTES)}`,
  notText: 'The transcript must be UTF-8 text',
  notSubtitles:
    'The file is neither WebVTT nor SRT: a WebVTT file starts with "WEBVTT", an SRT cue with its number',
  empty: 'The transcript has no cues',
  tooManyCues: `A transcript may hold at most ${TRANSCRIPT_MAX_CUES} cues`,
  badTiming: (cue: number, line: string) =>
    `Cue ${cue} has a bad timing line "${line.slice(0, 80)}": write it as 00:00:01.000 --> 00:00:03.500`,
  endsBeforeStart: (cue: number, start: number, end: number) =>
    `Cue ${cue} ends at ${formatCueTime(end)}, not after it starts at ${formatCueTime(start)}`,
  overlaps: (cue: number, start: number, previousEnd: number) =>
    `Cue ${cue} starts at ${formatCueTime(start)}, before cue ${cue - 1} ends at ${formatCueTime(previousEnd)}`,
  pastEnd: (cue: number, end: number, duration: number) =>
    `Cue ${cue} ends at ${formatCueTime(end)}, after the audio ends at ${formatCueTime(duration)}`,
  noText: (cue: number) => `Cue ${cue} has no text`,
  textTooLong: (cue: number) => `Cue ${cue} is longer than ${CUE_MAX_CHARACTERS} characters`,
  assetNotReady: 'The asset is not ready yet: add its transcript once its audio has been probed',
  saved: 'Transcript saved',
  removed: 'Transcript removed',
  errorSave: 'Error occurred while saving the transcript',
} as const;

export const TRANSCRIPT_SCREEN = {
  column: 'Transcript',
  none: 'None',
  add: 'Add transcript',
  replace: 'Replace transcript',
  remove: 'Remove transcript',
  view: 'Transcript',
  file: 'Transcript file (WebVTT or SRT)',
  cues: (count: number) => `${count} cue${count === 1 ? '' : 's'}`,
  columns: { start: 'Start', end: 'End', text: 'Text' },
} as const;

/** The transcript as sent: the file's name and its text (read by the browser). */
export const TranscriptUploadSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  /** Its size is checked by `parseTranscript`, which words the limit. */
  text: z.string(),
});
export type TranscriptUpload = z.infer<typeof TranscriptUploadSchema>;

export const TranscriptSummarySchema = z.object({
  fileName: z.string(),
  format: z.enum(TRANSCRIPT_FORMATS),
  cueCount: z.number().int(),
});
export type TranscriptSummary = z.infer<typeof TranscriptSummarySchema>;

export const TranscriptSchema = TranscriptSummarySchema.extend({ cues: z.array(CueSchema) });
export type Transcript = z.infer<typeof TranscriptSchema>;

export type ParsedTranscript =
  | { ok: true; format: TranscriptFormat; cues: Cue[] }
  | { ok: false; message: string };

const TIME = String.raw`(?:(\d{1,3}):)?(\d{2}):(\d{2})[.,](\d{3})`;
const TIMING = new RegExp(`^${TIME}\\s+-->\\s+${TIME}(?:\\s+.*)?$`);

const seconds = (hours: string | undefined, minutes: string, secs: string, millis: string) =>
  Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;

function timingOf(line: string): { start: number; end: number } | null {
  const match = TIMING.exec(line.trim());
  if (!match) return null;
  const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = match;
  if (Number(m1) > 59 || Number(s1) > 59 || Number(m2) > 59 || Number(s2) > 59) return null;
  return { start: seconds(h1, m1!, s1!, ms1!), end: seconds(h2, m2!, s2!, ms2!) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', quot: '"', apos: "'" };

/** A cue's text as words on screen: markup (<i>, <v Speaker>, {\an8}) dropped, entities read, lines kept. */
function plainText(lines: string[]): string {
  return lines
    .map((line) =>
      line
        .replace(/<[^>]*>/g, '')
        .replace(/\{[^}]*\}/g, '')
        .replace(/&(amp|lt|gt|nbsp|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '')
        .trim(),
    )
    .filter((line) => line.length > 0)
    .join('\n');
}

/** Blocks of non-empty lines; a WebVTT file's header block and its NOTE, STYLE and REGION blocks dropped. */
function blocksOf(text: string, format: TranscriptFormat): string[][] {
  const blocks = text
    .split(/\n[ \t]*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim().length > 0))
    .filter((block) => block.length > 0);
  if (format === 'SRT') return blocks;
  return blocks.slice(1).filter((block) => !/^(NOTE|STYLE|REGION)(\s|$)/.test(block[0]!));
}

/** SRT numbers every cue and a WebVTT cue may carry an identifier: the timing is the first or second line. */
function timingLineOf(block: string[]): number {
  const head = block.slice(0, 2);
  const arrow = head.findIndex((line) => line.includes('-->'));
  if (arrow >= 0) return arrow;
  const clock = head.findIndex((line) => /\d\d:\d\d/.test(line));
  return Math.max(0, clock);
}

/**
 * A WebVTT or SRT file's cues, checked: each timing line readable, each cue ending after it starts,
 * no cue starting before the previous one ends, none ending after the audio when its duration is
 * known. The first fault found is the message.
 */
export function parseTranscript(raw: string, audioSeconds: number | null): ParsedTranscript {
  if (new TextEncoder().encode(raw).length > TRANSCRIPT_MAX_BYTES)
    return { ok: false, message: TRANSCRIPT_MESSAGES.tooLarge };
  if (raw.includes('\uFFFD') || raw.includes('\u0000'))
    return { ok: false, message: TRANSCRIPT_MESSAGES.notText };
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const format: TranscriptFormat | null = /^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text)
    ? 'WEBVTT'
    : /^\s*\d+\s*\n[^\n]*\d:\d\d/.test(text)
      ? 'SRT'
      : null;
  if (!format) return { ok: false, message: TRANSCRIPT_MESSAGES.notSubtitles };
  const blocks = blocksOf(text, format);
  if (blocks.length === 0) return { ok: false, message: TRANSCRIPT_MESSAGES.empty };
  if (blocks.length > TRANSCRIPT_MAX_CUES) return { ok: false, message: TRANSCRIPT_MESSAGES.tooManyCues };
  const cues: Cue[] = [];
  for (const [index, block] of blocks.entries()) {
    const number = index + 1;
    const timingAt = timingLineOf(block);
    const timingLine = block[timingAt]!;
    const timing = timingOf(timingLine);
    if (!timing) return { ok: false, message: TRANSCRIPT_MESSAGES.badTiming(number, timingLine.trim()) };
    if (timing.end <= timing.start)
      return { ok: false, message: TRANSCRIPT_MESSAGES.endsBeforeStart(number, timing.start, timing.end) };
    const previous = cues.at(-1);
    if (previous && timing.start < previous.end)
      return { ok: false, message: TRANSCRIPT_MESSAGES.overlaps(number, timing.start, previous.end) };
    if (audioSeconds !== null && timing.end > audioSeconds + 0.001)
      return { ok: false, message: TRANSCRIPT_MESSAGES.pastEnd(number, timing.end, audioSeconds) };
    const words = plainText(block.slice(timingAt + 1));
    if (words.length === 0) return { ok: false, message: TRANSCRIPT_MESSAGES.noText(number) };
    if (words.length > CUE_MAX_CHARACTERS)
      return { ok: false, message: TRANSCRIPT_MESSAGES.textTooLong(number) };
    cues.push({ ...timing, text: words });
  }
  return { ok: true, format, cues };
}
