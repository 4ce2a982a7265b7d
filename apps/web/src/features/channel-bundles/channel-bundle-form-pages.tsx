import type { ChannelBundle } from '@adcast/domain/channel-bundles/channel-bundles';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../resource/record-form-pages';
import { useMe } from '../../session/me';
import { ChannelBundleForm, emptyChannelBundle } from './channel-bundle-form';
import { channelBundleResource } from './channel-bundle-resource';

const toList = () => ({ to: '/channel-bundles' }) as const;
const toEditor = (record: ChannelBundle) =>
  ({ to: '/channel-bundles/edit/$id', params: { id: record.id } }) as const;

/** /channel-bundles/create. A network user's channel bundle belongs to its network. */
export function ChannelBundleCreatePage() {
  const me = useMe();
  return (
    <RecordCreatePage
      resource={channelBundleResource}
      Form={ChannelBundleForm}
      initial={emptyChannelBundle(me.network?.id ?? null)}
      back={toList()}
      openAfter={toEditor}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/channel-bundles/edit/$id');

/** /channel-bundles/edit/{id}: the form (read only to users who may not edit) and archive. */
export function ChannelBundleEditPage() {
  return (
    <RecordEditPage
      resource={channelBundleResource}
      id={editRoute.useParams().id}
      Form={ChannelBundleForm}
      back={toList}
      openAfter={toEditor}
      archivable
    />
  );
}
