import { COLLECTION_NOTICES } from '../catalogue-screens';
import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../enumerations';
import { MESSAGES } from '../messages';
import { PICKER_LABELS } from '../picker-labels';
import {
  CATEGORIES,
  COLLECTION_PICKER_PAGE_SIZE,
  COLLECTION_SORT_PROPERTIES,
  type Collection,
  CollectionCountFilterSchema,
  type CollectionInput,
  CollectionInputSchema,
  CollectionListFilterSchema,
  CollectionSchema,
  type CollectionUpdate,
  CollectionUpdateSchema,
  DEFAULT_COLLECTION_SORT,
} from './collections';
import { CATALOGUE_API } from './paths';
import { CATALOGUE_PERMISSIONS as P } from './permissions';

const categoryTitles = (ids: number[]) =>
  ids.map((id) => CATEGORIES.find((category) => category.id === id)?.title ?? String(id)).join(', ');

/** Collections (the spec's playlists, part 2 §7 /api/playlists): ordered videos with an image and a poster. */
export const COLLECTION_CONTRACT = recordContract<Collection, CollectionInput, CollectionUpdate>()({
  key: 'collections',
  entityType: 'COLLECTION',
  labels: {
    one: 'Collection',
    what: 'collection',
    plural: 'Collections',
    list: 'Collections list',
    create: COLLECTION_NOTICES.newCollection,
    search: 'Search by title',
  },
  nameOf: (collection) => collection.title,
  paths: {
    list: CATALOGUE_API.playlists,
    counts: CATALOGUE_API.playlistCounts,
    statuses: CATALOGUE_API.playlistStatuses,
    one: CATALOGUE_API.playlist,
    archive: CATALOGUE_API.archivePlaylist,
    unarchive: CATALOGUE_API.unarchivePlaylist,
  },
  screens: { list: '/collections', create: '/collections/create', record: '/collections/edit/$id' },
  permissions: {
    read: P.readCollections,
    create: P.createCollection,
    edit: P.editCollection,
    archive: P.archiveCollection,
  },
  schemas: {
    dto: CollectionSchema,
    input: CollectionInputSchema,
    update: CollectionUpdateSchema,
    list: CollectionListFilterSchema,
    counts: CollectionCountFilterSchema,
  },
  sort: { properties: COLLECTION_SORT_PROPERTIES, default: DEFAULT_COLLECTION_SORT },
  searchParam: 'title',
  notices: {
    created: MESSAGES.collectionCreated,
    updated: MESSAGES.collectionUpdated,
    archived: COLLECTION_NOTICES.archived,
    unarchived: COLLECTION_NOTICES.unarchived,
    errorSave: MESSAGES.errorCollectionCreation,
    errorStatus: COLLECTION_NOTICES.errorStatus,
    errorFetching: COLLECTION_NOTICES.errorFetching,
  },
  inputOf: (collection) => ({
    title: collection.title,
    description: collection.description,
    categories: collection.categories as CollectionInput['categories'],
  }),
  exportColumns: [
    { label: 'Title', value: (collection) => collection.title },
    { label: 'Description', value: (collection) => collection.description },
    { label: 'Categories', value: (collection) => categoryTitles(collection.categories) },
    { label: 'Videos', value: (collection) => collection.videoCount },
    { label: 'Status', value: (collection) => optionLabel(ENTITY_STATUS_OPTIONS, collection.status) },
    { label: 'Added', value: (collection) => collection.createdOn },
  ],
  picker: {
    label: PICKER_LABELS.collection,
    errorMessage: MESSAGES.errorAddVideosToCollections,
    pageSize: COLLECTION_PICKER_PAGE_SIZE,
  },
  menu: 'collections',
  // A collection's writes change its videos' collection counts.
  alsoChanges: ['videos'],
});
