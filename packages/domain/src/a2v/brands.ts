import { z } from 'zod';
import { ActiveInactiveSchema, EntityStatusSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { IdListSchema } from '../list-schemas';
import type { Sort } from '../paging';
import { FIELD_MESSAGES, HexColourSchema } from '../patterns';
import {
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { NetworkRefSchema } from '../user';

export const BRAND_SORT_PROPERTIES = ['name', 'status', 'createdOn'] as const;
export const DEFAULT_BRAND_SORT = {
  sortProperty: 'createdOn',
  sortDirection: 'desc',
} as const satisfies Sort;

/** A logo is drawn at most a fifth of a 1280×720 frame wide: 32 to 2000 pixels a side keeps it sharp and small. */
export const BRAND_LOGO_SIDE = { min: 32, max: 2000 } as const;
/** A background fills the frame: from 640×360 to a 4K screen. */
export const BRAND_BACKGROUND_SIDE = {
  min: { width: 640, height: 360 },
  max: { width: 3840, height: 2160 },
} as const;
export const BRAND_IMAGE_MAX_MEGABYTES = 10;
export const BRAND_IMAGE_MAX_BYTES = BRAND_IMAGE_MAX_MEGABYTES * 1024 * 1024;
/** A background video loops behind the waveform: a short clip is enough. */
export const BRAND_VIDEO_MAX_MEGABYTES = 50;
export const BRAND_VIDEO_MAX_BYTES = BRAND_VIDEO_MAX_MEGABYTES * 1024 * 1024;

/** Messages of brands that the spec does not word. */
export const BRAND_MESSAGES = {
  logoType: 'The logo must be a PNG or JPG file',
  logoUnreadable: 'The logo could not be read; upload a PNG or JPG file',
  logoRequired: 'Choose the logo',
  logoSize: `The logo must be from ${BRAND_LOGO_SIDE.min}×${BRAND_LOGO_SIDE.min} to ${BRAND_LOGO_SIDE.max}×${BRAND_LOGO_SIDE.max} pixels`,
  backgroundType: 'The background must be a PNG or JPG image or an MP4, WebM or MOV video',
  backgroundUnreadable: 'The background image could not be read; upload a PNG or JPG file',
  backgroundSize: `The background image must be from ${BRAND_BACKGROUND_SIDE.min.width}×${BRAND_BACKGROUND_SIDE.min.height} to ${BRAND_BACKGROUND_SIDE.max.width}×${BRAND_BACKGROUND_SIDE.max.height} pixels`,
  backgroundVideoUnreadable:
    'The background video could not be read; upload an MP4, WebM or MOV file with a video stream',
  fileTooLarge: (megabytes: number) => `The file may be at most ${megabytes} MB`,
  errorBrandAutocomplete: 'Error while fetching brand autocomplete data.',
} as const;

export const BRAND_PICKER_LABEL = 'Select brand';

export const BRAND_NOTICES = {
  created: 'Brand created successfully',
  updated: 'Brand updated successfully',
  archived: 'Brand archived successfully',
  unarchived: 'Brand activated successfully',
  errorSave: 'Error occurred during brand save',
  errorStatus: 'Error occurred during brand status change',
  errorFetching: 'Error occurred while fetching brands',
} as const;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });
const ImageSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** An advertiser's look for Audio to Video: its logo, two colours and a background image or video. */
export const BrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  advertiser: RefSchema,
  logo: ImageSchema,
  primaryColour: z.string(),
  secondaryColour: z.string(),
  background: z.nullable(
    z.discriminatedUnion('kind', [
      ImageSchema.extend({ kind: z.literal('IMAGE') }),
      z.object({ kind: z.literal('VIDEO'), url: z.string(), fileName: z.string() }),
    ]),
  ),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type Brand = z.infer<typeof BrandSchema>;

const BrandFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  status: ActiveInactiveSchema.default('ACTIVE'),
  advertiserId: IdSchema,
  primaryColour: HexColourSchema,
  secondaryColour: HexColourSchema,
  /** An edit that sends true drops the background (the frame is then the primary colour). */
  removeBackground: z.boolean().optional(),
});

export const BrandInputSchema = BrandFieldsSchema;
export type BrandInput = z.input<typeof BrandInputSchema>;
export const BrandUpdateSchema = BrandFieldsSchema.extend({ version: VersionSchema });
export type BrandUpdate = z.input<typeof BrandUpdateSchema>;

export const BrandListFilterSchema = sortedPageSchema(BRAND_SORT_PROPERTIES, DEFAULT_BRAND_SORT).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  advertiserIds: IdListSchema,
  ids: IdListSchema,
});
export const BrandCountFilterSchema = BrandListFilterSchema.pick({
  name: true,
  networkIds: true,
  advertiserIds: true,
});

/** A brand as its edit form opens and a revert writes it back (its files stay today's). */
export const brandInputOf = (brand: Brand): BrandInput => ({
  name: brand.name,
  status: brand.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  advertiserId: brand.advertiser.id,
  primaryColour: brand.primaryColour,
  secondaryColour: brand.secondaryColour,
});

/** The multipart parts of create and edit: the brand's JSON, its logo and its background. */
export const BRAND_PARTS = { brand: 'brand', logo: 'logo', background: 'background' } as const;

export const BRAND_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  advertiser: 'Advertiser',
  logo: 'Logo',
  colours: 'Colours',
  background: 'Background',
  network: 'Network',
} as const;
