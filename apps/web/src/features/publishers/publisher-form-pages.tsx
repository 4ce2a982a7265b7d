import type { Publisher } from '@adcast/domain/publishers/publishers';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../resource/record-form-pages';
import { EMPTY_PUBLISHER, PublisherForm } from './publisher-form';
import { publisherResource } from './publisher-resource';

const toList = () => ({ to: '/publishers' }) as const;
const toDetails = (publisher: Publisher) =>
  ({ to: '/publishers/$id', params: { id: publisher.id } }) as const;

/** /publishers/create: the new publisher opens on its details. */
export function PublisherCreatePage() {
  return (
    <RecordCreatePage
      resource={publisherResource}
      Form={PublisherForm}
      initial={EMPTY_PUBLISHER}
      back={toList()}
      openAfter={toDetails}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/publishers/edit/$id');

/** /publishers/edit/{id}, with archive and unarchive. */
export function PublisherEditPage() {
  return (
    <RecordEditPage
      resource={publisherResource}
      id={editRoute.useParams().id}
      Form={PublisherForm}
      back={toDetails}
      openAfter={toDetails}
      archivable
    />
  );
}
