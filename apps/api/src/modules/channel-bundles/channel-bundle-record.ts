import { effectiveBundleTerms } from '@adcast/domain/channel-bundles/bundle-terms';
import { CHANNEL_BUNDLE_CONTRACT } from '@adcast/domain/channel-bundles/channel-bundle-contract';
import { bundleLevel, CHANNEL_BUNDLE_MESSAGES } from '@adcast/domain/channel-bundles/channel-bundles';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { channelBundles } from '../../db/schema/taxonomy';
import { textKey } from '../../db/sorting';
import { selectChannelBundles } from '../../db/taxonomy';
import { networkFilter } from '../../http/scope-filter';
import { defineRecord } from '../../records/definition';
import { networkOf } from '../../records/network-choice';

export const CHANNEL_BUNDLE = defineRecord(CHANNEL_BUNDLE_CONTRACT, {
  table: channelBundles,
  select: selectChannelBundles,
  toDto: (row) => {
    const own = bundleLevel(row);
    const parent =
      row.parentId === null
        ? []
        : [
            bundleLevel({
              id: row.parentId,
              name: row.parentName ?? '',
              bundleRevenueShare: row.parentRevenueShare,
              bundleCpm: row.parentCpm,
            }),
          ];
    return {
      id: row.id,
      name: row.name,
      status: row.status as EntityStatus,
      network: networkOf(row),
      parent: row.parentId === null ? null : { id: row.parentId, name: row.parentName ?? '' },
      bundleRevenueShare: row.bundleRevenueShare,
      bundleCpm: row.bundleCpm,
      effective: effectiveBundleTerms([own, ...parent]),
      channels: row.channels,
      apps: row.apps,
      notes: row.notes,
      createdOn: row.createdOn.toISOString(),
      updatedOn: row.updatedOn.toISOString(),
      version: row.version,
    };
  },
  visibleTo: (auth, networkIds) => networkFilter(channelBundles.networkId, auth, networkIds),
  networkOf: (bundle) => bundle.network?.id ?? null,
  sortKeys: {
    name: textKey(channelBundles.name),
    bundleRevenueShare: channelBundles.bundleRevenueShare,
    bundleCpm: channelBundles.bundleCpm,
    status: channelBundles.status,
    createdOn: channelBundles.createdOn,
  },
  search: { column: channelBundles.name },
  unique: { constraint: 'channel_bundles_name_unique', message: CHANNEL_BUNDLE_MESSAGES.duplicateName },
});
