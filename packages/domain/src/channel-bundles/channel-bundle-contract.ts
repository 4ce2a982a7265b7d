import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../enumerations';
import {
  CHANNEL_BUNDLE_NOTICES,
  CHANNEL_BUNDLE_SORT_PROPERTIES,
  type ChannelBundle,
  ChannelBundleCountFilterSchema,
  type ChannelBundleInput,
  ChannelBundleInputSchema,
  ChannelBundleListFilterSchema,
  ChannelBundleSchema,
  type ChannelBundleUpdate,
  ChannelBundleUpdateSchema,
  channelBundleInputOf,
  DEFAULT_CHANNEL_BUNDLE_SORT,
  CHANNEL_BUNDLE_COLUMN_LABELS as L,
} from './channel-bundles';
import { CHANNEL_BUNDLE_API } from './paths';

const names = (refs: readonly { name: string }[]) => refs.map((ref) => ref.name).join('; ');

/** Channels and apps sold together, with a revenue share and CPM a child bundle may override. */
export const CHANNEL_BUNDLE_CONTRACT = recordContract<
  ChannelBundle,
  ChannelBundleInput,
  ChannelBundleUpdate
>()({
  key: 'channel-bundles',
  entityType: 'CHANNEL_BUNDLE',
  changeFields: L,
  labels: {
    one: 'Channel bundle',
    what: 'channel bundle',
    plural: 'Channel bundles',
    list: 'Channel Bundles',
    create: 'New channel bundle',
  },
  nameOf: (bundle) => bundle.name,
  paths: {
    list: CHANNEL_BUNDLE_API.bundles,
    counts: CHANNEL_BUNDLE_API.counts,
    statuses: CHANNEL_BUNDLE_API.statuses,
    one: CHANNEL_BUNDLE_API.bundle,
    archive: CHANNEL_BUNDLE_API.archive,
    unarchive: CHANNEL_BUNDLE_API.unarchive,
  },
  screens: {
    list: '/channel-bundles',
    create: '/channel-bundles/create',
    record: '/channel-bundles/edit/$id',
  },
  permissions: {
    read: 'CHANNEL_BUNDLES_READ',
    create: 'CHANNEL_BUNDLES_CREATE',
    edit: 'CHANNEL_BUNDLES_EDIT',
    archive: 'CHANNEL_BUNDLES_EDIT',
  },
  schemas: {
    dto: ChannelBundleSchema,
    input: ChannelBundleInputSchema,
    update: ChannelBundleUpdateSchema,
    list: ChannelBundleListFilterSchema,
    counts: ChannelBundleCountFilterSchema,
  },
  sort: { properties: CHANNEL_BUNDLE_SORT_PROPERTIES, default: DEFAULT_CHANNEL_BUNDLE_SORT },
  searchParam: 'name',
  notices: CHANNEL_BUNDLE_NOTICES,
  inputOf: channelBundleInputOf,
  exportColumns: [
    { label: L.name, value: (bundle) => bundle.name },
    { label: L.parent, value: (bundle) => bundle.parent?.name ?? null },
    { label: L.bundleRevenueShare, value: (bundle) => bundle.bundleRevenueShare },
    { label: L.bundleCpm, value: (bundle) => bundle.bundleCpm },
    { label: L.effectiveRevenueShare, value: (bundle) => bundle.effective.bundleRevenueShare },
    { label: L.effectiveCpm, value: (bundle) => bundle.effective.bundleCpm },
    { label: L.channels, value: (bundle) => names(bundle.channels) },
    { label: L.apps, value: (bundle) => names(bundle.apps) },
    { label: L.network, value: (bundle) => bundle.network?.name ?? null },
    { label: L.status, value: (bundle) => optionLabel(ENTITY_STATUS_OPTIONS, bundle.status) },
    { label: L.createdOn, value: (bundle) => bundle.createdOn },
  ],
  picker: { label: 'Select channel bundle', errorMessage: CHANNEL_BUNDLE_NOTICES.errorFetching },
  menu: 'channelBundles',
});
