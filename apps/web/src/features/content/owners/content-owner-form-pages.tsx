import type { ContentOwner } from '@adcast/domain/content/owners';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { ContentOwnerForm, type ContentOwnerFormStart, EMPTY_CONTENT_OWNER } from './content-owner-form';
import { contentOwnerResource } from './content-owner-resource';

const formOf = (owner: ContentOwner): ContentOwnerFormStart => ({
  name: owner.name,
  networkId: owner.network?.id ?? null,
  contactName: owner.contactName ?? '',
  contactEmail: owner.contactEmail ?? '',
  logoUrl: owner.logoUrl,
});

const toDetails = (owner: ContentOwner) => ({ to: '/content-owner/$id', params: { id: owner.id } }) as const;

/** content-owner/create (part 2 §6): the new owner opens on its details. */
export function ContentOwnerCreatePage() {
  return (
    <RecordCreatePage
      resource={contentOwnerResource}
      Form={ContentOwnerForm}
      initial={EMPTY_CONTENT_OWNER}
      back={{ to: '/content-owner' }}
      openAfter={toDetails}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/content-owner/edit/$id');

/** content-owner/edit/{id}, with archive and unarchive. */
export function ContentOwnerEditPage() {
  return (
    <RecordEditPage
      resource={contentOwnerResource}
      id={editRoute.useParams().id}
      Form={ContentOwnerForm}
      formOf={formOf}
      back={toDetails}
      openAfter={toDetails}
      archivable
    />
  );
}
