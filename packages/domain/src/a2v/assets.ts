import { z } from 'zod';
import { IdSchema } from '../ids';
import { IdListSchema } from '../list-schemas';
import { formatBytes } from '../media/upload';
import { FIELD_MESSAGES } from '../patterns';
import { NetworkRefSchema } from '../user';
import { TranscriptSummarySchema } from './transcripts';

export const ASSET_KINDS = ['AD', 'PODCAST'] as const;
export const AssetKindSchema = z.enum(ASSET_KINDS);
export const ASSET_KIND_LABELS: Record<(typeof ASSET_KINDS)[number], string> = {
  AD: 'Ad',
  PODCAST: 'Podcast',
};

export const ASSET_PROCESSING = ['QUEUED', 'PROCESSING', 'READY', 'FAILED'] as const;
export const AssetProcessingSchema = z.enum(ASSET_PROCESSING);
export type AssetProcessing = z.infer<typeof AssetProcessingSchema>;

/** An audio file larger than this is refused (an hour of 320 kb/s MP3 is about 150 MB). */
export const ASSET_MAX_BYTES = 300 * 1024 * 1024;

/** An advertiser's audio (an ad or a podcast) and what ffprobe read of it. */
export const AssetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: AssetKindSchema,
  network: z.nullable(NetworkRefSchema),
  advertiser: z.object({ id: z.number().int(), name: z.string() }),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  processing: AssetProcessingSchema,
  error: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  codec: z.string().nullable(),
  channels: z.number().int().nullable(),
  sampleRate: z.number().int().nullable(),
  /** Integrated loudness (EBU R128), LUFS. */
  loudness: z.number().nullable(),
  /** The uploaded WebVTT or SRT transcript a render draws as captions. */
  transcript: TranscriptSummarySchema.nullable(),
  createdOn: z.string(),
});
export type Asset = z.infer<typeof AssetSchema>;

/** The upload request, sent as tus metadata (strings). */
export const AssetUploadRequestSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  kind: AssetKindSchema.default('AD'),
  advertiserId: z.coerce.number().pipe(IdSchema),
  filename: z.string().max(500).optional(),
});
export type AssetUploadRequest = z.input<typeof AssetUploadRequestSchema>;

export const AssetUpdateSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  kind: AssetKindSchema,
});

export const AssetListFilterSchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  name: z.string().trim().max(200).optional(),
  advertiserIds: IdListSchema,
  processing: AssetProcessingSchema.optional(),
});

/** Messages of assets that the spec does not word. */
export const ASSET_MESSAGES = {
  notAudio: 'The file is not audio: upload an MP3, AAC (M4A), WAV, FLAC or Ogg file',
  tooLarge: `The file is larger than the limit of ${formatBytes(ASSET_MAX_BYTES)}`,
  unreadable: 'The audio could not be read; upload the file again',
  noLongerStored: 'The audio file is no longer stored; upload it again',
} as const;

export const ASSET_SCREEN = {
  title: 'Assets',
  upload: 'Upload audio',
  uploadTitle: 'Upload audio asset',
  file: 'Audio file',
  name: 'Name',
  kind: 'Kind',
  advertiser: 'Advertiser',
  uploaded: 'Uploaded: the audio is being probed',
  failed: 'Error occurred during audio upload',
  errorFetching: 'Error occurred while fetching assets',
  empty: 'No audio assets yet',
  render: 'Render',
  columns: {
    name: 'Name',
    kind: 'Kind',
    advertiser: 'Advertiser',
    processing: 'State',
    duration: 'Duration',
    audio: 'Audio',
    loudness: 'Loudness',
    added: 'Added',
  },
} as const;

export const ASSET_PROCESSING_LABELS: Record<AssetProcessing, string> = {
  QUEUED: 'Queued',
  PROCESSING: 'Probing',
  READY: 'Ready',
  FAILED: 'Failed',
};

/** "2 ch · 44.1 kHz · mp3" for a list cell. */
export function describeAudio(asset: Pick<Asset, 'channels' | 'sampleRate' | 'codec'>): string {
  const parts = [
    asset.channels === null ? null : `${asset.channels} ch`,
    asset.sampleRate === null ? null : `${asset.sampleRate / 1000} kHz`,
    asset.codec,
  ];
  return parts.filter((part) => part !== null).join(' · ');
}
