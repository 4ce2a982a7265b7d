import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../../resource/record-list';
import { useAdvertiserColumns } from './advertiser-columns';
import { advertiserResource } from './advertiser-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/campaigns/advertisers');

/** /campaigns/advertisers: status tiles, name search, sort, paging, CSV export and bulk archive. */
export function AdvertisersPage() {
  return (
    <RecordListPage
      resource={advertiserResource}
      route={listRoute}
      columns={useAdvertiserColumns()}
      createLink={{ to: '/campaigns/advertisers/create' }}
    />
  );
}
