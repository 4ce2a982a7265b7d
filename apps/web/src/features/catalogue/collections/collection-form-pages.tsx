import type { Collection } from '@adcast/domain/catalogue/collections';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { useRecord } from '../../../resource/resource-api';
import { CollectionForm } from './collection-form';
import { CollectionImagesCard } from './collection-images-card';
import { collectionResource } from './collection-resource';
import { CollectionVideosCard } from './collection-videos-card';

const toList = () => ({ to: '/collections' }) as const;
const toEditor = (saved: Collection) => ({ to: '/collections/edit/$id', params: { id: saved.id } }) as const;

/** /collections/create: once created, the editor opens for its images and videos. */
export function CollectionCreatePage() {
  return (
    <RecordCreatePage
      resource={collectionResource}
      Form={CollectionForm}
      initial={{ title: '', description: '', categories: [] }}
      back={toList()}
      openAfter={toEditor}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/collections/edit/$id');

/** /collections/edit/{id}: the form, its image and poster, and its videos in order. */
export function CollectionEditPage() {
  const id = editRoute.useParams().id;
  const collection = useRecord(collectionResource, id).data;
  return (
    <>
      <RecordEditPage
        resource={collectionResource}
        id={id}
        Form={CollectionForm}
        back={toList}
        openAfter={toEditor}
        archivable
      />
      {collection && <CollectionImagesCard collection={collection} />}
      {collection && <CollectionVideosCard collectionId={id} archived={collection.status === 'ARCHIVED'} />}
    </>
  );
}
