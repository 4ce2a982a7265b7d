import type { AppInput } from '@adcast/domain/inventory/apps';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { useMe } from '../../../session/me';
import { ownPublisherId } from '../publisher-field';
import { AppForm } from './app-form';
import { appResource } from './app-resource';

const toList = () => ({ to: '/apps' }) as const;

/** /apps/create. A publisher user's app is its own publisher's. */
export function AppCreatePage() {
  const me = useMe();
  const initial = {
    name: '',
    publisherId: ownPublisherId(me),
    bundleId: '',
    store: 'ROKU',
    storeId: '',
    storeUrl: '',
    platform: 'CTV',
    deviceType: null,
    developerUrl: '',
    status: 'ACTIVE',
  } satisfies AppInput;
  return (
    <RecordCreatePage
      resource={appResource}
      Form={AppForm}
      initial={initial}
      back={toList()}
      openAfter={toList}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/apps/edit/$id');

/** /apps/edit/{id}, with archive and unarchive. */
export function AppEditPage() {
  return (
    <RecordEditPage
      resource={appResource}
      id={editRoute.useParams().id}
      Form={AppForm}
      back={toList}
      openAfter={toList}
      archivable
    />
  );
}
