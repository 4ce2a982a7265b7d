import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../resource/record-list';
import { useChannelBundleColumns } from './channel-bundle-columns';
import { channelBundleResource } from './channel-bundle-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/channel-bundles');

/** /channel-bundles: status tiles, name search, sort, paging, CSV export and bulk archive. */
export function ChannelBundlesPage() {
  return (
    <RecordListPage
      resource={channelBundleResource}
      route={listRoute}
      columns={useChannelBundleColumns()}
      createLink={{ to: '/channel-bundles/create' }}
    />
  );
}
