import { z } from 'zod';
import { ActiveInactiveSchema, EntityStatusSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { type DayParting, DayPartingSchema, SavedDayPartingSchema } from '../inventory/targeting-day-parts';
import { IdListSchema } from '../list-schemas';
import type { Sort } from '../paging';
import { FIELD_MESSAGES } from '../patterns';
import {
  NotesSchema,
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { NetworkRefSchema } from '../user';
import { SqueezeLayoutSchema } from './layout';

/** Messages of squeezeback sources that the spec does not word. */
export const SOURCE_MESSAGES = {
  hlsUrl: 'The live URL is an http or https address of an HLS playlist (.m3u8)',
  duplicateName: 'A source with this name already exists',
  channelNotFound: 'The channel was not found',
  channelOutsideNetwork: "The channel must belong to the source's network",
  unreachable: (reason: string) => `The source could not be reached: ${reason}`,
  notHls: 'The live URL did not answer an HLS playlist',
  noSegments: 'The live playlist has no segments yet',
  unreadable: (reason: string) => `The source's picture could not be read: ${reason}`,
  previewTimeout: 'The source took too long to give a picture',
} as const;

export const SOURCE_NOTICES = {
  created: 'Source created successfully',
  updated: 'Source updated successfully',
  archived: 'Source archived successfully',
  unarchived: 'Source unarchived successfully',
  errorSave: 'Error occurred during source save',
  errorStatus: 'Error occurred during source status change',
  errorFetching: 'Error occurred while fetching sources',
} as const;

export const SOURCE_SORT_PROPERTIES = ['name', 'status', 'createdOn'] as const;
export const DEFAULT_SOURCE_SORT = { sortProperty: 'name', sortDirection: 'asc' } as const satisfies Sort;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

export const SourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  hlsUrl: z.string(),
  channel: z.nullable(RefSchema),
  layout: z.object({ left: z.number(), top: z.number(), width: z.number(), height: z.number() }),
  schedule: SavedDayPartingSchema,
  notes: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type Source = z.infer<typeof SourceSchema>;

/** An empty URL is left to the required rule. */
const isHttpUrl = (text: string) => {
  if (text === '') return true;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
};

const SourceFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  status: ActiveInactiveSchema.default('ACTIVE'),
  networkId: IdSchema.nullable().default(null),
  hlsUrl: z
    .string({ error: FIELD_MESSAGES.required('Live URL') })
    .trim()
    .min(1, FIELD_MESSAGES.required('Live URL'))
    .max(2000, SOURCE_MESSAGES.hlsUrl)
    .refine(isHttpUrl, SOURCE_MESSAGES.hlsUrl),
  channelId: IdSchema.nullable().default(null),
  layout: SqueezeLayoutSchema,
  /** When the squeezeback may run, on a zone's clock; no slot: whenever the source is live. */
  schedule: DayPartingSchema,
  notes: NotesSchema,
});

export const SourceInputSchema = SourceFieldsSchema;
export type SourceInput = z.input<typeof SourceInputSchema>;
export const SourceUpdateSchema = SourceFieldsSchema.extend({ version: VersionSchema });
export type SourceUpdate = z.input<typeof SourceUpdateSchema>;

export const SourceListFilterSchema = sortedPageSchema(SOURCE_SORT_PROPERTIES, DEFAULT_SOURCE_SORT).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  ids: IdListSchema,
});
export const SourceCountFilterSchema = SourceListFilterSchema.pick({ name: true, networkIds: true });

export const sourceInputOf = (source: Source): SourceInput => ({
  name: source.name,
  status: source.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  networkId: source.network?.id ?? null,
  hlsUrl: source.hlsUrl,
  channelId: source.channel?.id ?? null,
  layout: source.layout,
  schedule: source.schedule as DayParting,
  notes: source.notes,
});

export const SOURCE_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  hlsUrl: 'Live URL',
  channel: 'Channel',
  layout: 'Layout',
  schedule: 'Schedule',
  network: 'Network',
} as const;
