import {
  COLLECTION_SORT_PROPERTIES,
  type Collection,
  type CollectionInput,
  type CollectionUpdate,
  DEFAULT_COLLECTION_SORT,
} from '@adcast/domain/catalogue/collections';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { COLLECTION_NOTICES } from '@adcast/domain/catalogue-screens';
import { MESSAGES } from '@adcast/domain/messages';
import { recordResource } from '../../../resource/record-resource';

/** Collections (the spec's playlists): list, editor, archive (part 1 §2 collection editor). */
export const collectionResource = recordResource<Collection, CollectionInput, CollectionUpdate>()({
  key: 'collections',
  what: 'collection',
  nameOf: (row) => row.title,
  labels: {
    plural: 'Collections',
    list: 'Collections list',
    create: COLLECTION_NOTICES.newCollection,
    search: 'Search by title',
  },
  paths: {
    list: CATALOGUE_API.playlists,
    counts: CATALOGUE_API.playlistCounts,
    one: CATALOGUE_API.playlist,
    record: (collection) => CATALOGUE_API.playlist(collection.id),
  },
  searchParam: 'title',
  sortProperties: COLLECTION_SORT_PROPERTIES,
  defaultSort: DEFAULT_COLLECTION_SORT,
  notices: {
    created: MESSAGES.collectionCreated,
    updated: MESSAGES.collectionUpdated,
    archived: COLLECTION_NOTICES.archived,
    unarchived: COLLECTION_NOTICES.unarchived,
    errorSave: MESSAGES.errorCollectionCreation,
    errorStatus: COLLECTION_NOTICES.errorStatus,
    errorFetching: COLLECTION_NOTICES.errorFetching,
  },
  permissions: {
    create: CATALOGUE_PERMISSIONS.createCollection,
    edit: CATALOGUE_PERMISSIONS.createCollection,
    archive: CATALOGUE_PERMISSIONS.archiveCollection,
  },
  bulkActions: ['ARCHIVE', 'UNARCHIVE'],
  alsoChanges: [['videos']],
});
