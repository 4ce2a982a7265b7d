import { z } from 'zod';
import { BundleTermsFieldsSchema } from '../campaigns/orders';
import { ActiveInactiveSchema, EntityStatusSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { IdListSchema } from '../list-schemas';
import type { Sort } from '../paging';
import { FIELD_MESSAGES } from '../patterns';
import { idListInputSchema } from '../record-fields';
import {
  NotesSchema,
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { NetworkRefSchema } from '../user';
import type { BundleLevel, EffectiveBundleTerms } from './bundle-terms';

export const BUNDLE_MEMBERS_MAX = 1000;

/** Messages of channel bundles that the spec does not word. */
export const CHANNEL_BUNDLE_MESSAGES = {
  membersRequired: 'A bundle holds at least one channel or app',
  duplicateName: 'A channel bundle with this name already exists',
  parentNotFound: 'The parent bundle was not found',
  parentIsSelf: 'A bundle cannot be its own parent',
  parentIsChild: 'A child bundle cannot hold bundles: choose a top-level bundle as the parent',
  hasChildren: 'This bundle has child bundles, so it cannot become a child itself',
  parentOutsideNetwork: "The parent bundle must belong to the bundle's network",
  channelsNotFound: (ids: readonly number[]) => `Channels not found: ${ids.join(', ')}`,
  appsNotFound: (ids: readonly number[]) => `Apps not found: ${ids.join(', ')}`,
  outsideNetwork: (what: string, ids: readonly number[]) =>
    `${what} must belong to the bundle's network; these do not: ${ids.join(', ')}`,
} as const;

export const CHANNEL_BUNDLE_NOTICES = {
  created: 'Channel bundle created successfully',
  updated: 'Channel bundle updated successfully',
  archived: 'Channel bundle archived successfully',
  unarchived: 'Channel bundle unarchived successfully',
  errorSave: 'Error occurred during channel bundle save',
  errorStatus: 'Error occurred during channel bundle status change',
  errorFetching: 'Error occurred while fetching channel bundles',
} as const;

export const CHANNEL_BUNDLE_SORT_PROPERTIES = [
  'name',
  'bundleRevenueShare',
  'bundleCpm',
  'status',
  'createdOn',
] as const;
export const DEFAULT_CHANNEL_BUNDLE_SORT = {
  sortProperty: 'name',
  sortDirection: 'asc',
} as const satisfies Sort;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

export const ChannelBundleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  parent: z.nullable(RefSchema),
  /** Its own terms: null inherits the parent's. */
  bundleRevenueShare: z.number().nullable(),
  bundleCpm: z.number().nullable(),
  /** The terms that apply, the child's winning over the parent's. */
  effective: z.object({
    bundleRevenueShare: z.number().nullable(),
    bundleCpm: z.number().nullable(),
    revenueShareFrom: RefSchema.nullable(),
    cpmFrom: RefSchema.nullable(),
  }) satisfies z.ZodType<EffectiveBundleTerms>,
  channels: z.array(RefSchema),
  apps: z.array(RefSchema),
  notes: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type ChannelBundle = z.infer<typeof ChannelBundleSchema>;

const ChannelBundleFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  status: ActiveInactiveSchema.default('ACTIVE'),
  networkId: IdSchema.nullable().default(null),
  /** Null: a top-level bundle. */
  parentId: IdSchema.nullable().default(null),
  ...BundleTermsFieldsSchema.shape,
  channelIds: idListInputSchema('Channels', BUNDLE_MEMBERS_MAX),
  appIds: idListInputSchema('Apps', BUNDLE_MEMBERS_MAX),
  notes: NotesSchema,
});
type ChannelBundleFields = z.output<typeof ChannelBundleFieldsSchema>;

const hasMembers = (bundle: Pick<ChannelBundleFields, 'channelIds' | 'appIds'>) =>
  bundle.channelIds.length + bundle.appIds.length > 0;

const bundleRules = <T extends z.ZodType<ChannelBundleFields>>(schema: T) =>
  schema.refine(hasMembers, { path: ['channelIds'], message: CHANNEL_BUNDLE_MESSAGES.membersRequired });

export const ChannelBundleInputSchema = bundleRules(ChannelBundleFieldsSchema);
export type ChannelBundleInput = z.input<typeof ChannelBundleInputSchema>;
export const ChannelBundleUpdateSchema = bundleRules(
  ChannelBundleFieldsSchema.extend({ version: VersionSchema }),
);
export type ChannelBundleUpdate = z.input<typeof ChannelBundleUpdateSchema>;

export const ChannelBundleListFilterSchema = sortedPageSchema(
  CHANNEL_BUNDLE_SORT_PROPERTIES,
  DEFAULT_CHANNEL_BUNDLE_SORT,
).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  ids: IdListSchema,
});
export const ChannelBundleCountFilterSchema = ChannelBundleListFilterSchema.pick({
  name: true,
  networkIds: true,
});

export const channelBundleInputOf = (bundle: ChannelBundle): ChannelBundleInput => ({
  name: bundle.name,
  status: bundle.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  networkId: bundle.network?.id ?? null,
  parentId: bundle.parent?.id ?? null,
  bundleRevenueShare: bundle.bundleRevenueShare,
  bundleCpm: bundle.bundleCpm,
  channelIds: bundle.channels.map((channel) => channel.id),
  appIds: bundle.apps.map((app) => app.id),
  notes: bundle.notes,
});

/** A bundle and its parent as `effectiveBundleTerms` reads them. */
export const bundleLevel = (
  bundle: Pick<ChannelBundle, 'id' | 'name' | 'bundleRevenueShare' | 'bundleCpm'>,
): BundleLevel => ({
  id: bundle.id,
  name: bundle.name,
  bundleRevenueShare: bundle.bundleRevenueShare,
  bundleCpm: bundle.bundleCpm,
});

export const CHANNEL_BUNDLE_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  parent: 'Parent bundle',
  bundleRevenueShare: 'Revenue share (%)',
  bundleCpm: 'CPM',
  effectiveRevenueShare: 'Effective revenue share (%)',
  effectiveCpm: 'Effective CPM',
  channels: 'Channels',
  apps: 'Apps',
  network: 'Network',
} as const;
