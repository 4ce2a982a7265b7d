import { z } from 'zod';
import { ActiveInactiveSchema, EntityStatusSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { OptionalUrlSchema } from '../inventory/urls';
import { commaListSchema, IdListSchema } from '../list-schemas';
import type { Sort } from '../paging';
import { FIELD_MESSAGES } from '../patterns';
import { idListInputSchema } from '../record-fields';
import {
  blankToNull,
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { NetworkRefSchema } from '../user';
import { CREATIVE_MESSAGES } from './creative-messages';
import { CREATIVE_DURATION_MAX, VAST_XML_MAX, VastTypeSchema } from './vast-check';

export const CREATIVE_ORDERS_MAX = 100;

export const CREATIVE_SORT_PROPERTIES = ['name', 'type', 'duration', 'status', 'createdOn'] as const;
export const DEFAULT_CREATIVE_SORT = {
  sortProperty: 'createdOn',
  sortDirection: 'desc',
} as const satisfies Sort;

/** A creative is a video file the product processes, or a VAST tag (XML or URL) served as given. */
export const CreativeTypeSchema = z.enum(['VIDEO', 'VAST']);
export type CreativeType = z.infer<typeof CreativeTypeSchema>;
export const CREATIVE_TYPE_OPTIONS = [
  { key: 'VIDEO', label: 'Video file' },
  { key: 'VAST', label: 'VAST' },
] as const satisfies readonly { key: CreativeType; label: string }[];
export const VAST_TYPE_OPTIONS = [
  { key: 'XML', label: 'VAST XML' },
  { key: 'URL', label: 'VAST URL' },
] as const satisfies readonly { key: z.infer<typeof VastTypeSchema>; label: string }[];

/** A video file's processing: queued, probed (READY), or FAILED with its reason (retry: reprocess). */
export const CreativeProcessingSchema = z.enum(['QUEUED', 'PROCESSING', 'READY', 'FAILED']);
export type CreativeProcessing = z.infer<typeof CreativeProcessingSchema>;
export const CREATIVE_PROCESSING_OPTIONS = [
  { key: 'QUEUED', label: 'Queued' },
  { key: 'PROCESSING', label: 'Processing' },
  { key: 'READY', label: 'Ready' },
  { key: 'FAILED', label: 'Failed' },
] as const satisfies readonly { key: CreativeProcessing; label: string }[];

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

/** The video file of a VIDEO creative, as the probe read it. */
export const CreativeVideoSchema = z.object({
  fileName: z.string(),
  processing: CreativeProcessingSchema,
  error: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  codec: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  /** The HLS a live channel's ad break stitches, once transcoded; the creative plays in breaks only then. */
  hlsUrl: z.string().nullable(),
  /** Progressive MP4s of each rendition, highest first, once transcoded: what the VAST tag offers besides the HLS. */
  renditions: z.array(z.object({ height: z.number().int(), width: z.number().int(), url: z.string() })),
});
export type CreativeVideo = z.infer<typeof CreativeVideoSchema>;

export const CreativeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  advertiser: RefSchema,
  type: CreativeTypeSchema,
  vastType: VastTypeSchema.nullable(),
  vastXml: z.string().nullable(),
  vastUrl: z.string().nullable(),
  vastVersion: z.string().nullable(),
  video: CreativeVideoSchema.nullable(),
  duration: z.number().int(),
  ivtEnabled: z.boolean(),
  ivtType: z.string().nullable(),
  ivtIntegrationType: z.string().nullable(),
  thirdPartyName: z.string().nullable(),
  thirdPartyId: z.string().nullable(),
  execution: z.string().nullable(),
  watermarkEnabled: z.boolean(),
  mute: z.boolean(),
  creativeDesign: z.string().nullable(),
  orders: z.array(RefSchema),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type Creative = z.infer<typeof CreativeSchema>;

const shortText = z.string().trim().max(200).nullish().transform(blankToNull);

const CreativeFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  status: ActiveInactiveSchema.default('ACTIVE'),
  advertiserId: IdSchema,
  type: CreativeTypeSchema,
  vastType: VastTypeSchema.nullish().transform((value) => value ?? null),
  vastXml: z
    .string()
    .trim()
    .max(VAST_XML_MAX, CREATIVE_MESSAGES.vastXmlTooLong(VAST_XML_MAX))
    .nullish()
    .transform(blankToNull),
  vastUrl: OptionalUrlSchema,
  duration: z
    .number({ error: CREATIVE_MESSAGES.duration(CREATIVE_DURATION_MAX) })
    .int(CREATIVE_MESSAGES.duration(CREATIVE_DURATION_MAX))
    .min(1, CREATIVE_MESSAGES.duration(CREATIVE_DURATION_MAX))
    .max(CREATIVE_DURATION_MAX, CREATIVE_MESSAGES.duration(CREATIVE_DURATION_MAX)),
  ivtEnabled: z.boolean().default(false),
  ivtType: shortText,
  ivtIntegrationType: shortText,
  thirdPartyName: shortText,
  thirdPartyId: shortText,
  execution: shortText,
  watermarkEnabled: z.boolean().default(false),
  mute: z.boolean().default(false),
  /** The creative designer's document the creative was made from, kept as given. */
  creativeDesign: z.string().max(100_000).nullish().transform(blankToNull),
  /** The campaigns (orders) it runs in: its advertiser's. */
  orders: idListInputSchema('Campaigns', CREATIVE_ORDERS_MAX),
});

type CreativeFields = z.output<typeof CreativeFieldsSchema>;

/** The VAST fields a creative's type asks for, each problem under its field. */
function vastRules(creative: CreativeFields, ctx: z.RefinementCtx) {
  const issue = (path: keyof CreativeFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (creative.type === 'VIDEO') {
    if (creative.vastType || creative.vastXml || creative.vastUrl)
      issue('vastType', CREATIVE_MESSAGES.vastOnlyForVast);
  } else if (creative.vastType === null) issue('vastType', CREATIVE_MESSAGES.vastTypeRequired);
  else if (creative.vastType === 'XML' && !creative.vastXml)
    issue('vastXml', CREATIVE_MESSAGES.vastXmlRequired);
  else if (creative.vastType === 'URL' && !creative.vastUrl)
    issue('vastUrl', CREATIVE_MESSAGES.vastUrlRequired);
  if (creative.ivtEnabled && !creative.ivtType) issue('ivtType', CREATIVE_MESSAGES.ivtTypeRequired);
}

/** The VAST of the other kind is dropped: a creative keeps only the XML or the URL it uses. */
const usedVastOnly = <T extends CreativeFields>(creative: T): T => ({
  ...creative,
  vastXml: creative.vastType === 'XML' ? creative.vastXml : null,
  vastUrl: creative.vastType === 'URL' ? creative.vastUrl : null,
});

const creativeRules = <T extends z.ZodType<CreativeFields>>(schema: T) =>
  schema.superRefine(vastRules).transform(usedVastOnly);

export const CreativeInputSchema = creativeRules(CreativeFieldsSchema);
export type CreativeInput = z.input<typeof CreativeInputSchema>;
export const CreativeUpdateSchema = creativeRules(CreativeFieldsSchema.extend({ version: VersionSchema }));
export type CreativeUpdate = z.input<typeof CreativeUpdateSchema>;

export const CreativeListFilterSchema = sortedPageSchema(
  CREATIVE_SORT_PROPERTIES,
  DEFAULT_CREATIVE_SORT,
).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  advertiserIds: IdListSchema,
  types: commaListSchema(CreativeTypeSchema),
  ids: IdListSchema,
});
export const CreativeCountFilterSchema = CreativeListFilterSchema.pick({
  name: true,
  networkIds: true,
  advertiserIds: true,
  types: true,
});

/** A creative as its edit form opens and a revert writes it back. */
export const creativeInputOf = (creative: Creative): CreativeInput => ({
  name: creative.name,
  status: creative.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  advertiserId: creative.advertiser.id,
  type: creative.type,
  vastType: creative.vastType,
  vastXml: creative.vastXml,
  vastUrl: creative.vastUrl,
  duration: creative.duration,
  ivtEnabled: creative.ivtEnabled,
  ivtType: creative.ivtType,
  ivtIntegrationType: creative.ivtIntegrationType,
  thirdPartyName: creative.thirdPartyName,
  thirdPartyId: creative.thirdPartyId,
  execution: creative.execution,
  watermarkEnabled: creative.watermarkEnabled,
  mute: creative.mute,
  creativeDesign: creative.creativeDesign,
  orders: creative.orders.map((order) => order.id),
});

/** The multipart parts of create and edit: the creative's JSON and, for a video creative, its file. */
export const CREATIVE_PARTS = { creative: 'creative', file: 'file' } as const;
/** The largest video file a creative takes. */
export const CREATIVE_FILE_MAX_MEGABYTES = 100;
export const CREATIVE_FILE_MAX_BYTES = CREATIVE_FILE_MAX_MEGABYTES * 1024 * 1024;

export const CREATIVE_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  type: 'Type',
  advertiser: 'Advertiser',
  duration: 'Duration (s)',
  source: 'VAST / video',
  processing: 'Processing',
  orders: 'Campaigns',
  network: 'Network',
} as const;
