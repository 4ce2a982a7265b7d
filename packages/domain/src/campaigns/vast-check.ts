import { z } from 'zod';
import { OptionalUrlSchema } from '../inventory/urls';

/** The VAST versions a creative may be written in. */
export const SUPPORTED_VAST_VERSIONS = ['2.0', '3.0', '4.0', '4.1', '4.2', '4.3'] as const;
/** How many documents a wrapper chain may hold, the first one included. */
export const VAST_WRAPPER_DEPTH_LIMIT = 5;
/** The least height of a media file a CTV screen shows. */
export const CTV_MIN_HEIGHT = 720;
/** How far a VAST's duration may be from the creative's, in seconds (VAST durations are rounded). */
export const DURATION_TOLERANCE_SECONDS = 1;
/** The media types CTV players take: MP4 and HLS. */
export const CTV_MEDIA_TYPES = [
  'video/mp4',
  'application/x-mpegurl',
  'application/vnd.apple.mpegurl',
] as const;
/** The XML a creative may hold. */
export const VAST_XML_MAX = 500_000;
export const CREATIVE_DURATION_MAX = 600;

export const VastTypeSchema = z.enum(['XML', 'URL']);
export type VastType = z.infer<typeof VastTypeSchema>;

export const VastSeveritySchema = z.enum(['ERROR', 'WARNING']);

/** One problem, at the element it is about: `Ad[1]/InLine/Creatives/Creative[1]/Linear/MediaFiles/MediaFile[2]`. */
export const VastProblemSchema = z.object({
  path: z.string(),
  message: z.string(),
  severity: VastSeveritySchema,
});
export type VastProblem = z.infer<typeof VastProblemSchema>;

export const VastMediaFileSchema = z.object({
  path: z.string(),
  url: z.string(),
  type: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  codec: z.string().nullable(),
  playsOnCtv: z.boolean(),
});
export type VastMediaFile = z.infer<typeof VastMediaFileSchema>;

/** What the check found: the version, the wrapper chain followed, the media files, tracking events and problems. */
export const VastReportSchema = z.object({
  valid: z.boolean(),
  version: z.string().nullable(),
  wrapperChain: z.array(z.string()),
  durationSeconds: z.number().nullable(),
  mediaFiles: z.array(VastMediaFileSchema),
  trackingEvents: z.array(z.string()),
  problems: z.array(VastProblemSchema),
});
export type VastReport = z.infer<typeof VastReportSchema>;

/** The validate call's body: the VAST as the form holds it and the creative's declared duration. */
export const VastCheckRequestSchema = z.object({
  vastType: VastTypeSchema,
  vastXml: z.string().max(VAST_XML_MAX).nullish(),
  vastUrl: OptionalUrlSchema,
  duration: z.number().int().min(1).max(CREATIVE_DURATION_MAX),
});
export type VastCheckRequest = z.infer<typeof VastCheckRequestSchema>;

export const isErrorProblem = (problem: VastProblem) => problem.severity === 'ERROR';

/** A problem as one line of a 400's messages: 'Ad[1]/InLine: No <Impression> URL'. */
export const problemLine = (problem: VastProblem) =>
  problem.path ? `${problem.path}: ${problem.message}` : problem.message;
