import type { Advertiser } from '@adcast/domain/campaigns/advertisers';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { useMe } from '../../../session/me';
import { AdvertiserForm, emptyAdvertiser, NewAdvertiserForm } from './advertiser-form';
import { advertiserResource } from './advertiser-resource';

const toList = () => ({ to: '/campaigns/advertisers' }) as const;
const toEditor = (advertiser: Advertiser) =>
  ({ to: '/campaigns/advertisers/edit/$id', params: { id: advertiser.id } }) as const;

/** /campaigns/advertisers/create, warning of similar names. A network user's advertiser belongs to its network. */
export function AdvertiserCreatePage() {
  const me = useMe();
  return (
    <RecordCreatePage
      resource={advertiserResource}
      Form={NewAdvertiserForm}
      initial={emptyAdvertiser(me.network?.id ?? null)}
      back={toList()}
      openAfter={toEditor}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/campaigns/advertisers/edit/$id');

/** /campaigns/advertisers/edit/{id}: the form (read only to users who may not edit) and archive. */
export function AdvertiserEditPage() {
  return (
    <RecordEditPage
      resource={advertiserResource}
      id={editRoute.useParams().id}
      Form={AdvertiserForm}
      back={toList}
      openAfter={toEditor}
      archivable
    />
  );
}
