import { z } from 'zod';
import { ActiveInactiveSchema, EntityStatusSchema } from '../../enumerations';
import { IdSchema } from '../../ids';
import { IdListSchema } from '../../list-schemas';
import type { Sort } from '../../paging';
import { FIELD_MESSAGES } from '../../patterns';
import { idListInputSchema } from '../../record-fields';
import {
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../../records';
import { RokuAppJsonSchema, RokuFeedStatusSchema, type RokuImageKey } from './roku-app';

/** The CTV platforms an owned-and-operated app is made for. */
export const OoAppPlatformSchema = z.enum([
  'ROKU',
  'FIRE_TV',
  'APPLE_TV',
  'ANDROID_TV',
  'SAMSUNG',
  'LG',
  'VIZIO',
]);
export type OoAppPlatform = z.infer<typeof OoAppPlatformSchema>;
export const OO_APP_PLATFORM_OPTIONS = [
  { key: 'ROKU', label: 'Roku' },
  { key: 'FIRE_TV', label: 'Amazon Fire TV' },
  { key: 'APPLE_TV', label: 'Apple TV' },
  { key: 'ANDROID_TV', label: 'Android TV / Google TV' },
  { key: 'SAMSUNG', label: 'Samsung Tizen' },
  { key: 'LG', label: 'LG webOS' },
  { key: 'VIZIO', label: 'Vizio SmartCast' },
] as const satisfies readonly { key: OoAppPlatform; label: string }[];

/** An O&O app is made for a publisher or a content owner (the platform's own apps carry their content). */
export const OoAppOwnerTypeSchema = z.enum(['PUBLISHER', 'CONTENT_OWNER']);
export type OoAppOwnerType = z.infer<typeof OoAppOwnerTypeSchema>;

/** Most collections and channels one app carries. */
export const OO_APP_CONTENT_MAX = 200;

export const OO_APP_SORT_PROPERTIES = ['name', 'platform', 'feedStatus', 'status', 'createdOn'] as const;
export const DEFAULT_OO_APP_SORT = { sortProperty: 'name', sortDirection: 'asc' } as const satisfies Sort;

export const OO_APP_MESSAGES = {
  ownerRequired: 'Choose the publisher or content owner the app is for',
  ownerNotFound: 'The publisher or content owner was not found',
  collectionsNotFound: (ids: readonly number[]) => `Collections not found: ${ids.join(', ')}`,
  channelsNotFound: (ids: readonly number[]) => `Channels not found: ${ids.join(', ')}`,
  outsideNetwork: (what: string, ids: readonly number[]) =>
    `${what} must belong to the owner's network; these do not: ${ids.join(', ')}`,
} as const;

export const OO_APP_NOTICES = {
  created: 'O&O app created successfully',
  updated: 'O&O app updated successfully',
  archived: 'O&O app archived successfully',
  unarchived: 'O&O app unarchived successfully',
  errorSave: 'Error occurred during O&O app save',
  errorStatus: 'Error occurred during O&O app status change',
  errorFetching: 'Error occurred while fetching O&O apps',
} as const;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

export const OoAppSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  platform: OoAppPlatformSchema,
  ownerType: OoAppOwnerTypeSchema,
  publisher: RefSchema.nullable(),
  contentOwner: RefSchema.nullable(),
  networkId: z.number().int().nullable(),
  collections: z.array(RefSchema),
  channels: z.array(RefSchema),
  feedStatus: RokuFeedStatusSchema,
  /** The eight Roku image keys (part 2 §3), each the image's public URL or null. */
  images: z.record(z.string(), z.string().nullable()) as z.ZodType<Record<RokuImageKey, string | null>>,
  appJson: RokuAppJsonSchema,
  /** The public content feed's path (Roku's JSON feed format). */
  feedUrl: z.string(),
  status: EntityStatusSchema,
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type OoApp = z.infer<typeof OoAppSchema>;

const OoAppFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  platform: OoAppPlatformSchema,
  status: ActiveInactiveSchema.default('ACTIVE'),
  ownerType: OoAppOwnerTypeSchema,
  publisherId: IdSchema.nullable().default(null),
  coId: IdSchema.nullable().default(null),
  collectionIds: idListInputSchema('Collections', OO_APP_CONTENT_MAX),
  channelIds: idListInputSchema('Channels', OO_APP_CONTENT_MAX),
});

const hasOwner = (app: z.output<typeof OoAppFieldsSchema>) =>
  app.ownerType === 'PUBLISHER' ? app.publisherId !== null : app.coId !== null;
const OWNER_RULE = { message: OO_APP_MESSAGES.ownerRequired, path: ['ownerType'] };

export const OoAppInputSchema = OoAppFieldsSchema.refine(hasOwner, OWNER_RULE);
export type OoAppInput = z.input<typeof OoAppInputSchema>;
export const OoAppUpdateSchema = OoAppFieldsSchema.extend({ version: VersionSchema }).refine(
  hasOwner,
  OWNER_RULE,
);
export type OoAppUpdate = z.input<typeof OoAppUpdateSchema>;

export const OoAppListFilterSchema = sortedPageSchema(OO_APP_SORT_PROPERTIES, DEFAULT_OO_APP_SORT).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  ids: IdListSchema,
});
export const OoAppCountFilterSchema = OoAppListFilterSchema.pick({ name: true, networkIds: true });

export const ooAppInputOf = (app: OoApp): OoAppInput => ({
  name: app.name,
  platform: app.platform,
  status: app.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  ownerType: app.ownerType,
  publisherId: app.publisher?.id ?? null,
  coId: app.contentOwner?.id ?? null,
  collectionIds: app.collections.map((collection) => collection.id),
  channelIds: app.channels.map((channel) => channel.id),
});

export const OO_APP_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  platform: 'Platform',
  owner: 'Owner',
  collections: 'Collections',
  channels: 'Channels',
  feedStatus: 'Feed status',
} as const;
