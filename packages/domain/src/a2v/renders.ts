import { z } from 'zod';
import type { PlacementType } from '../enumerations';
import { IdSchema } from '../ids';
import { FIELD_MESSAGES } from '../patterns';
import { TemplateLayoutSchema } from './templates';

/** The template name an A2V creative's design carries. */
export const A2V_TEMPLATE = 'audio-to-video';
/** Part 2 §3: the placement types an audio-born video creative is made for. */
export const A2V_PLACEMENT_TYPES = [
  'AUDIO_BACKFILL',
  'VIDEO_AUDIO_VIDEO',
] as const satisfies readonly PlacementType[];
/** A creative lasts whole seconds, 1 to 600 (campaigns/creatives.ts): longer audio cannot become one. */
export const A2V_MAX_SECONDS = 600;

export const RenderInputSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  assetId: IdSchema,
  brandId: IdSchema,
});
export type RenderInput = z.input<typeof RenderInputSchema>;

/** What an A2V creative keeps as its design (the creative's `creativeDesign`). */
export const A2vDesignSchema = z.object({
  template: z.literal(A2V_TEMPLATE),
  assetId: z.number().int(),
  brandId: z.number().int(),
  layout: TemplateLayoutSchema,
  /** Whether the asset's transcript was drawn as captions. */
  captions: z.boolean().default(false),
  placementTypes: z.array(z.enum(A2V_PLACEMENT_TYPES)),
});
export type A2vDesign = z.infer<typeof A2vDesignSchema>;

export const RENDER_MESSAGES = {
  assetNotReady: 'The asset is not ready yet: wait until its audio has been probed',
  tooLong: (seconds: number) =>
    `A video creative may last at most ${A2V_MAX_SECONDS} seconds; this audio lasts ${Math.ceil(seconds)} seconds`,
  otherAdvertiser: 'The asset and the brand must belong to the same advertiser',
  assetNotFound: (id: number) => `Asset not found: ${id}`,
  brandNotFound: (id: number) => `Brand not found: ${id}`,
  brandArchived: 'The brand is archived',
  renderFailed: 'Rendering failed unexpectedly; render the asset again',
} as const;

export const RENDER_SCREEN = {
  title: 'Render video creative',
  name: 'Creative name',
  asset: 'Asset',
  brand: 'Brand',
  start: 'Render',
  started: 'Rendering: the creative appears in the creative library when it is ready',
  errorSave: 'Error occurred while starting the render',
  progress: 'Render progress',
  open: 'Open in the creative library',
  states: { QUEUED: 'Queued', PROCESSING: 'Rendering', READY: 'Ready', FAILED: 'Failed' },
} as const;

export const RenderSchema = z.object({
  id: z.number().int(),
  creative: z.object({ id: z.number().int(), name: z.string() }),
  asset: z.object({ id: z.number().int(), name: z.string() }),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  /** The creative's processing: QUEUED, PROCESSING (rendering, then checking), READY or FAILED. */
  processing: z.enum(['QUEUED', 'PROCESSING', 'READY', 'FAILED']),
  error: z.string().nullable(),
  progress: z.number().int(),
  createdOn: z.string(),
});
export type Render = z.infer<typeof RenderSchema>;

export const RenderListFilterSchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  assetId: z.coerce.number().int().positive().optional(),
});
