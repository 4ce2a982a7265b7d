import { recordArea } from '../../records/area';
import { CHANNEL_BUNDLE } from './channel-bundle-record';
import { createChannelBundle, updateChannelBundle } from './write-service';

/** Channel bundles: the record's routes only; effective terms come with each bundle. */
export const CHANNEL_BUNDLE_AREA = recordArea(CHANNEL_BUNDLE, {
  writes: { create: createChannelBundle, update: updateChannelBundle },
});
