import { z } from 'zod';
import {
  ActiveInactiveSchema,
  DEVICE_TYPE_OPTIONS,
  DeviceTypeSchema,
  EntityStatusSchema,
  PlatformSchema,
} from '../enumerations';
import { IdListSchema } from '../list-schemas';
import { FIELD_MESSAGES } from '../patterns';
import {
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { APP_MESSAGES, AppStoreSchema } from './app-messages';
import { PublisherIdSchema } from './publisher-ref';
import { OptionalUrlSchema } from './urls';

export const APP_SORT_PROPERTIES = [
  'name',
  'bundleId',
  'publisher',
  'store',
  'platform',
  'status',
  'createdOn',
] as const;
export type AppSortProperty = (typeof APP_SORT_PROPERTIES)[number];
export const DEFAULT_APP_SORT = { sortProperty: 'name', sortDirection: 'asc' } as const;

export const AppSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bundleId: z.string(),
  store: AppStoreSchema,
  storeId: z.string().nullable(),
  storeUrl: z.string().nullable(),
  platform: PlatformSchema,
  deviceType: DeviceTypeSchema.nullable(),
  developerUrl: z.string().nullable(),
  status: EntityStatusSchema,
  publisher: z.object({ id: z.number().int(), name: z.string() }),
  /** The app's publisher's network. */
  networkId: z.number().int().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type App = z.infer<typeof AppSchema>;

/** Bundle ids as stores write them: reverse-DNS names, numeric store ids, letters, digits and . _ - */
export const BUNDLE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const AppFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  publisherId: PublisherIdSchema,
  bundleId: z
    .string()
    .trim()
    .min(1, FIELD_MESSAGES.required('Bundle ID'))
    .regex(BUNDLE_ID_PATTERN, APP_MESSAGES.bundleId),
  store: AppStoreSchema,
  storeId: optionalText(200),
  storeUrl: OptionalUrlSchema,
  platform: PlatformSchema.default('CTV'),
  // The form's 'Not set' choice is ''.
  deviceType: z
    .preprocess((value) => (value === '' ? null : value), DeviceTypeSchema.nullish())
    .transform((value) => value ?? null),
  developerUrl: OptionalUrlSchema,
  status: ActiveInactiveSchema.default('ACTIVE'),
});

export const AppInputSchema = AppFieldsSchema;
export type AppInput = z.input<typeof AppInputSchema>;
export const AppUpdateSchema = AppFieldsSchema.extend({ version: VersionSchema });
export type AppUpdate = z.input<typeof AppUpdateSchema>;

export const appInputOf = (app: App): AppInput => ({
  name: app.name,
  publisherId: app.publisher.id,
  bundleId: app.bundleId,
  store: app.store,
  storeId: app.storeId,
  storeUrl: app.storeUrl,
  platform: app.platform,
  deviceType: app.deviceType,
  developerUrl: app.developerUrl,
  status: app.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
});

/** The apps list, picker and bundle picker (part 2 §7: searchTerm, ids; bundleId, publisherIds, networkIds). */
export const AppListFilterSchema = sortedPageSchema(APP_SORT_PROPERTIES, DEFAULT_APP_SORT).extend({
  searchTerm: SearchTextSchema,
  bundleId: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  publisherIds: IdListSchema,
  ids: IdListSchema,
});
export type AppListFilter = z.output<typeof AppListFilterSchema>;

export const AppCountFilterSchema = AppListFilterSchema.pick({
  searchTerm: true,
  bundleId: true,
  networkIds: true,
  publisherIds: true,
});

/** The apps list's column headers, on the screen, in the CSV export and in the CSV import. */
export const APP_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  bundleId: 'Bundle ID',
  publisherId: 'Publisher ID',
  publisher: 'Publisher',
  store: 'Store',
  storeId: 'Store ID',
  storeUrl: 'Store URL',
  platform: 'Platform',
  deviceType: 'Device type',
  developerUrl: 'Developer URL',
} as const;

export const deviceTypeLabel = (deviceType: number | null) =>
  DEVICE_TYPE_OPTIONS.find((option) => option.key === deviceType)?.label ?? null;

/** An import file's columns (the export's, less the ones it only reports); the others are left out. */
export const APP_IMPORT_COLUMNS = [
  { label: APP_COLUMN_LABELS.name, field: 'name', required: true },
  { label: APP_COLUMN_LABELS.bundleId, field: 'bundleId', required: true },
  { label: APP_COLUMN_LABELS.publisherId, field: 'publisherId', required: true },
  { label: APP_COLUMN_LABELS.store, field: 'store', required: true },
  { label: APP_COLUMN_LABELS.storeId, field: 'storeId' },
  { label: APP_COLUMN_LABELS.storeUrl, field: 'storeUrl' },
  { label: APP_COLUMN_LABELS.platform, field: 'platform' },
  { label: APP_COLUMN_LABELS.deviceType, field: 'deviceType' },
  { label: APP_COLUMN_LABELS.developerUrl, field: 'developerUrl' },
  { label: APP_COLUMN_LABELS.status, field: 'status' },
] as const;
