import type { DomainInput } from '@adcast/domain/inventory/domains';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { useMe } from '../../../session/me';
import { ownPublisherId } from '../publisher-field';
import { DomainEmbedsPanel } from './domain-embeds-panel';
import { DomainForm } from './domain-form';
import { domainResource } from './domain-resource';

const toList = () => ({ to: '/apps/domains' }) as const;

/** /apps/domains/create. A publisher user's domain is its own publisher's. */
export function DomainCreatePage() {
  const me = useMe();
  const initial = {
    url: '',
    publisherId: ownPublisherId(me),
    status: 'ACTIVE',
  } satisfies DomainInput;
  return (
    <RecordCreatePage
      resource={domainResource}
      Form={DomainForm}
      initial={initial}
      back={toList()}
      openAfter={toList}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/apps/domains/edit/$id');

/** /apps/domains/edit/{id}, with archive and unarchive, and the embed codes of its publisher's placements. */
export function DomainEditPage() {
  return (
    <RecordEditPage
      resource={domainResource}
      id={editRoute.useParams().id}
      Form={DomainForm}
      back={toList}
      openAfter={toList}
      archivable
      below={(domain) => <DomainEmbedsPanel domainId={domain.id} />}
    />
  );
}
