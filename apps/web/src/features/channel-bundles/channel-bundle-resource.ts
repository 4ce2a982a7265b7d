import { CHANNEL_BUNDLE_CONTRACT } from '@adcast/domain/channel-bundles/channel-bundle-contract';
import { contractResource } from '../../resource/record-resource';

/** ChannelBundles on the web: everything comes from the contract. */
export const channelBundleResource = contractResource(CHANNEL_BUNDLE_CONTRACT);
