import { API } from '@adcast/domain/api-paths';
import type { Category, CollectionRef } from '@adcast/domain/catalogue/collections';
import { COLLECTION_PICKER_PAGE_SIZE } from '@adcast/domain/catalogue/collections';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import type { Video } from '@adcast/domain/catalogue/videos';
import { CATALOGUE_PICKER_LABELS } from '@adcast/domain/catalogue-screens';
import type { ContentOwner } from '@adcast/domain/content/owners';
import { ACTIVE_ARCHIVED_OPTIONS } from '@adcast/domain/enumerations';
import { MESSAGES } from '@adcast/domain/messages';
import { type Page, PICKER_PAGE_SIZE, SUGGESTION_LIMIT } from '@adcast/domain/paging';
import { PICKER_LABELS, PICKER_PLACEHOLDER } from '@adcast/domain/picker-labels';
import { api } from '../../api/client';
import {
  definePickerSource,
  type PickerItem,
  type PickerSource,
  statusOfItem,
} from '../../ui/pickers/picker-source';
import type { ValueSource } from '../../ui/pickers/value-picker';

/** Part 2 §7 flags, genres, tags: no parameters, an array of strings. */
const termSource = (key: string, label: string, path: string, errorMessage: string): ValueSource => ({
  key,
  label,
  errorMessage,
  fetch: () => api.get<string[]>(path),
});

export const flagSource = termSource(
  'flags',
  PICKER_LABELS.flag,
  CATALOGUE_API.videoFlags,
  MESSAGES.errorGettingFlags,
);
export const genreSource = termSource(
  'genres',
  PICKER_LABELS.genre,
  CATALOGUE_API.videoGenres,
  MESSAGES.errorFlagsGenresTags,
);
export const tagSource = termSource(
  'tags',
  PICKER_LABELS.tag,
  CATALOGUE_API.videoTags,
  MESSAGES.errorFlagsGenresTags,
);

/** Part 2 §9: artist search answers up to 10 suggestions; the picker narrows them locally. */
export const artistSource: ValueSource = {
  key: 'artists',
  label: CATALOGUE_PICKER_LABELS.artist,
  errorMessage: MESSAGES.errorGettingArtists,
  fetch: () => api.get<string[]>(CATALOGUE_API.videoArtists),
};

/** Part 2 §7 playlists: page 0, size 10, title; by ids for a preselection. Matched by id (§5). */
export const collectionSource = definePickerSource<CollectionRef>({
  key: 'collections',
  label: PICKER_LABELS.collection,
  errorMessage: MESSAGES.errorAddVideosToCollections,
  load: async ({ search, ids }): Promise<Page<CollectionRef>> =>
    ids
      ? {
          content: await api.get<CollectionRef[]>(CATALOGUE_API.playlistsListAll, { query: { ids } }),
          totalElements: ids.length,
        }
      : api.get(CATALOGUE_API.playlists, {
          query: {
            page: 0,
            size: COLLECTION_PICKER_PAGE_SIZE,
            title: search,
            status: ['ACTIVE', 'INACTIVE'],
          },
        }),
  toItem: (collection) => ({ id: collection.id, name: collection.title, networkId: null }),
});

/** Content owners by name (page 0, size 1000) or by ids. */
export const contentOwnerSource = definePickerSource<ContentOwner>({
  key: 'content-owners',
  label: CATALOGUE_PICKER_LABELS.contentOwner,
  errorMessage: MESSAGES.errorFetchingContentOwners,
  load: ({ search, ids }) =>
    api.get(API.contentOwners, { query: { page: 0, size: PICKER_PAGE_SIZE, name: search, coIds: ids } }),
  toItem: (owner) => ({
    id: owner.id,
    name: owner.name,
    networkId: null,
    ...statusOfItem(ACTIVE_ARCHIVED_OPTIONS, owner.status),
  }),
});

const categoryItem = (category: Category): PickerItem => ({
  id: category.id,
  name: category.title,
  networkId: null,
});

/** The playlist feed categories of part 2 §3, from /api/categories. */
export const categorySource: PickerSource = {
  key: 'categories',
  label: CATALOGUE_PICKER_LABELS.category,
  placeholder: PICKER_PLACEHOLDER,
  errorMessage: MESSAGES.errorFetchingCategories,
  fetch: async ({ search, ids }) => {
    const categories = (await api.get<Category[]>(CATALOGUE_API.categories)).map(categoryItem);
    const needle = search.trim().toLowerCase();
    return categories.filter(
      (item) => (ids === undefined || ids.includes(item.id)) && item.name.toLowerCase().includes(needle),
    );
  },
};

/** Videos by title (a collection's editor adds them), 10 at a time; by ids for the chosen ones. */
export const videoSource = definePickerSource<Video>({
  key: 'videos',
  label: 'Select videos',
  errorMessage: MESSAGES.errorFetchingVideos,
  load: ({ search, ids }) =>
    api.get(CATALOGUE_API.videos, { query: { page: 0, size: SUGGESTION_LIMIT, title: search, ids } }),
  toItem: (video) => ({ id: video.id, name: video.title, networkId: video.networkId }),
});
