import { z } from 'zod';
import { VersionSchema } from '../../records';

/**
 * Part 2 §3 Roku app: its eight image keys, each at the size Roku asks for it. Splash screens and
 * posters are the manifest's and Channel Store's (developer.roku.com manifest samples: splash FHD
 * 1920×1080, HD 1280×720, SD 720×480; poster FHD 540×405, HD 290×218); the SD poster, the
 * horizontal HD overhang logo and the FHD background are the Developer Dashboard's sizes.
 */
export const ROKU_IMAGES = [
  { key: 'backgroundFhdKey', label: 'Background (FHD)', width: 1920, height: 1080 },
  { key: 'channelPosterFhdKey', label: 'Channel poster (FHD)', width: 540, height: 405 },
  { key: 'channelPosterHdKey', label: 'Channel poster (HD)', width: 290, height: 218 },
  { key: 'channelPosterSdKey', label: 'Channel poster (SD)', width: 246, height: 140 },
  { key: 'hdOverhangLogoHorKey', label: 'Overhang logo (HD, horizontal)', width: 400, height: 90 },
  { key: 'splashFhdKey', label: 'Splash screen (FHD)', width: 1920, height: 1080 },
  { key: 'splashHdKey', label: 'Splash screen (HD)', width: 1280, height: 720 },
  { key: 'splashSdKey', label: 'Splash screen (SD)', width: 720, height: 480 },
] as const;

export const ROKU_IMAGE_KEYS = ROKU_IMAGES.map((image) => image.key) as [
  (typeof ROKU_IMAGES)[number]['key'],
  ...(typeof ROKU_IMAGES)[number]['key'][],
];
export const RokuImageKeySchema = z.enum(ROKU_IMAGE_KEYS, {
  error: `The image must be one of: ${ROKU_IMAGE_KEYS.join(', ')}`,
});
export type RokuImageKey = z.infer<typeof RokuImageKeySchema>;
export type RokuImages = Record<RokuImageKey, string | null>;

export const rokuImageOf = (key: RokuImageKey) => ROKU_IMAGES.find((image) => image.key === key)!;

/** The images a channel package cannot be built without (its manifest names them). */
export const ROKU_PACKAGE_IMAGES: readonly RokuImageKey[] = [
  'channelPosterFhdKey',
  'channelPosterHdKey',
  'splashFhdKey',
  'splashHdKey',
  'splashSdKey',
];

/** Where a Roku app's feed stands with Roku (part 2 §4: updated with a status value). */
export const RokuFeedStatusSchema = z.enum(['NOT_SUBMITTED', 'SUBMITTED', 'PUBLISHED', 'REJECTED', 'PAUSED']);
export type RokuFeedStatus = z.infer<typeof RokuFeedStatusSchema>;
export const ROKU_FEED_STATUS_OPTIONS = [
  { key: 'NOT_SUBMITTED', label: 'Not submitted' },
  { key: 'SUBMITTED', label: 'Submitted' },
  { key: 'PUBLISHED', label: 'Published' },
  { key: 'REJECTED', label: 'Rejected' },
  { key: 'PAUSED', label: 'Paused' },
] as const satisfies readonly { key: RokuFeedStatus; label: string }[];

const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
const FEED_LANGUAGE = /^[a-z]{2}(-[A-Z]{2})?$/;

/**
 * Part 2 §3 'the app JSON': what the channel and its feed say beyond the record — the feed's
 * provider name and language, the manifest's version and splash colour, and a short description.
 */
export const RokuAppJsonSchema = z.object({
  providerName: z.string().trim().min(1, 'Provider name is required').max(100),
  language: z.string().regex(FEED_LANGUAGE, 'Language must be an ISO 639-1 code such as en or en-US'),
  description: z.string().trim().max(500).default(''),
  majorVersion: z.number().int().min(1).max(999),
  minorVersion: z.number().int().min(0).max(999),
  splashColor: z.string().regex(HEX_COLOUR, 'Splash colour must be #RRGGBB'),
});
export type RokuAppJson = z.infer<typeof RokuAppJsonSchema>;
export const DEFAULT_ROKU_APP_JSON: RokuAppJson = {
  providerName: 'Adcast',
  language: 'en',
  description: '',
  majorVersion: 1,
  minorVersion: 0,
  splashColor: '#000000',
};

export const RokuAppJsonUpdateSchema = z.object({ appJson: RokuAppJsonSchema, version: VersionSchema });
export const RokuFeedStatusUpdateSchema = z.object({ status: RokuFeedStatusSchema, version: VersionSchema });

export const ROKU_APP_MESSAGES = {
  wrongSize: (
    label: string,
    expected: { width: number; height: number },
    got: { width: number; height: number },
  ) =>
    `${label} must be ${expected.width}x${expected.height} pixels; this image is ${got.width}x${got.height}`,
  notRoku: 'Only an O&O app on the Roku platform has a Roku channel',
  missingImages: (labels: string[]) =>
    `Upload these images before building the channel: ${labels.join(', ')}`,
  buildQueued: 'The channel is being built',
  buildNotReady: 'This build has no package yet',
  buildFailed: 'The channel could not be built',
} as const;

/** A channel package build: queued, then built or failed; the package is downloadable once built. */
export const RokuBuildStateSchema = z.enum(['QUEUED', 'BUILT', 'FAILED']);
export const RokuBuildSchema = z.object({
  id: z.number().int(),
  state: RokuBuildStateSchema,
  buildVersion: z.number().int(),
  error: z.string().nullable(),
  packageUrl: z.string().nullable(),
  createdOn: z.string(),
  finishedOn: z.string().nullable(),
});
export type RokuBuild = z.infer<typeof RokuBuildSchema>;
