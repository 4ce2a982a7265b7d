import type { TargetingSet } from '@adcast/domain/inventory/targeting';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { useMe } from '../../../session/me';
import { emptyTargeting, TargetingForm } from './targeting-form';
import { targetingResource } from './targeting-resource';

const toList = () => ({ to: '/targeting' }) as const;
const toEditor = (set: TargetingSet) => ({ to: '/targeting/edit/$id', params: { id: set.id } }) as const;

/** /targeting/new. A network user's set belongs to its network. */
export function TargetingCreatePage() {
  const me = useMe();
  return (
    <RecordCreatePage
      resource={targetingResource}
      Form={TargetingForm}
      initial={emptyTargeting(me.network?.id ?? null)}
      back={toList()}
      openAfter={toEditor}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/targeting/edit/$id');

/** /targeting/edit/{id}: the form (read only to users who may not edit) and archive. */
export function TargetingEditPage() {
  return (
    <RecordEditPage
      resource={targetingResource}
      id={editRoute.useParams().id}
      Form={TargetingForm}
      back={toList}
      openAfter={toEditor}
      archivable
    />
  );
}
