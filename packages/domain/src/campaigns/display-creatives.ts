import { z } from 'zod';
import { ActiveInactiveSchema, EntityStatusSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { OptionalUrlSchema } from '../inventory/urls';
import { IdListSchema } from '../list-schemas';
import type { Sort } from '../paging';
import { FIELD_MESSAGES } from '../patterns';
import {
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { NetworkRefSchema } from '../user';

export const DISPLAY_CREATIVE_SORT_PROPERTIES = ['name', 'status', 'createdOn'] as const;
export const DEFAULT_DISPLAY_CREATIVE_SORT = {
  sortProperty: 'createdOn',
  sortDirection: 'desc',
} as const satisfies Sort;

/** A pause ad or overlay fills at most a 4K screen and is at least a small logo's size. */
export const DISPLAY_CREATIVE_MAX_SIDE = { width: 3840, height: 2160 } as const;
export const DISPLAY_CREATIVE_MIN_SIDE = 16;
/** The largest image file a display creative takes. */
export const DISPLAY_CREATIVE_FILE_MAX_MEGABYTES = 10;
export const DISPLAY_CREATIVE_FILE_MAX_BYTES = DISPLAY_CREATIVE_FILE_MAX_MEGABYTES * 1024 * 1024;

/** Messages of display creatives that the spec does not word. */
export const DISPLAY_CREATIVE_MESSAGES = {
  imageType: 'The image must be a PNG, JPG or GIF file',
  imageUnreadable: 'The image could not be read; upload a PNG, JPG or GIF file',
  imageRequired: 'Choose the image',
  imageTooLarge: (megabytes: number) => `The image file may be at most ${megabytes} MB`,
  imageSize: (max: { width: number; height: number }, min: number) =>
    `The image must be from ${min}×${min} to ${max.width}×${max.height} pixels`,
  sizeMismatch: (width: number, height: number) =>
    `The image is ${width}×${height} pixels: width and height must match it`,
  errorDisplayCreativeAutocomplete: 'Error while fetching display creative autocomplete data.',
} as const;

export const DISPLAY_CREATIVE_PICKER_LABEL = 'Select display creative';

export const DISPLAY_CREATIVE_NOTICES = {
  created: 'Display creative created successfully',
  updated: 'Display creative updated successfully',
  archived: 'Display creative archived successfully',
  unarchived: 'Display creative activated successfully',
  errorSave: 'Error occurred during display creative save',
  errorStatus: 'Error occurred during display creative status change',
  errorFetching: 'Error occurred while fetching display creatives',
} as const;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A still image ad (PNG, JPG or GIF) shown on CTV as a pause ad or an overlay. */
export const DisplayCreativeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  advertiser: RefSchema,
  image: z.object({ url: z.string(), fileName: z.string(), contentType: z.string() }),
  width: z.number().int(),
  height: z.number().int(),
  clickThroughUrl: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type DisplayCreative = z.infer<typeof DisplayCreativeSchema>;

const sideSchema = z.number().int().positive().nullish();

const DisplayCreativeFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  status: ActiveInactiveSchema.default('ACTIVE'),
  advertiserId: IdSchema,
  clickThroughUrl: OptionalUrlSchema,
  /** Part 2 §3 payload: when given, they must be the image's own (the server reads them from it). */
  width: sideSchema,
  height: sideSchema,
});

export const DisplayCreativeInputSchema = DisplayCreativeFieldsSchema;
export type DisplayCreativeInput = z.input<typeof DisplayCreativeInputSchema>;
export const DisplayCreativeUpdateSchema = DisplayCreativeFieldsSchema.extend({ version: VersionSchema });
export type DisplayCreativeUpdate = z.input<typeof DisplayCreativeUpdateSchema>;

export const DisplayCreativeListFilterSchema = sortedPageSchema(
  DISPLAY_CREATIVE_SORT_PROPERTIES,
  DEFAULT_DISPLAY_CREATIVE_SORT,
).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  advertiserIds: IdListSchema,
  ids: IdListSchema,
});
export const DisplayCreativeCountFilterSchema = DisplayCreativeListFilterSchema.pick({
  name: true,
  networkIds: true,
  advertiserIds: true,
});

/** A display creative as its edit form opens and a revert writes it back (the image stays today's). */
export const displayCreativeInputOf = (creative: DisplayCreative): DisplayCreativeInput => ({
  name: creative.name,
  status: creative.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  advertiserId: creative.advertiser.id,
  clickThroughUrl: creative.clickThroughUrl,
  width: creative.width,
  height: creative.height,
});

/** The multipart parts of create and edit: the display creative's JSON and its image. */
export const DISPLAY_CREATIVE_PARTS = { creative: 'displayCreative', image: 'image' } as const;

export const DISPLAY_CREATIVE_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  advertiser: 'Advertiser',
  size: 'Size (px)',
  clickThroughUrl: 'Click-through URL',
  network: 'Network',
} as const;
