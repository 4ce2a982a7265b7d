import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../enumerations';
import { MESSAGES } from '../messages';
import { PICKER_LABELS } from '../picker-labels';
import {
  DEFAULT_GENRE_SORT,
  GENRE_NOTICES,
  GENRE_SORT_PROPERTIES,
  type Genre,
  GenreCountFilterSchema,
  type GenreInput,
  GenreInputSchema,
  GenreListFilterSchema,
  GenreSchema,
  type GenreUpdate,
  GenreUpdateSchema,
  genreInputOf,
  GENRE_COLUMN_LABELS as L,
} from './genres';
import { iabCategoryLabel } from './iab-content-taxonomy';
import { TAXONOMY_API } from './paths';

/** The genres used by videos, channels and targeting, as a tree mapped to the IAB Content Taxonomy. */
export const GENRE_CONTRACT = recordContract<Genre, GenreInput, GenreUpdate>()({
  key: 'genres',
  entityType: 'GENRE',
  changeFields: L,
  labels: { one: 'Genre', what: 'genre', plural: 'Genres', list: 'Taxonomy', create: 'New genre' },
  nameOf: (genre) => (genre.parent ? `${genre.parent.name} > ${genre.name}` : genre.name),
  paths: {
    list: TAXONOMY_API.genres,
    counts: TAXONOMY_API.counts,
    statuses: TAXONOMY_API.statuses,
    one: TAXONOMY_API.genre,
    archive: TAXONOMY_API.archive,
    unarchive: TAXONOMY_API.unarchive,
  },
  screens: { list: '/taxonomy', create: '/taxonomy/create', record: '/taxonomy/edit/$id' },
  permissions: {
    read: 'TAXONOMY_GENRES_READ',
    create: 'TAXONOMY_GENRES_EDIT',
    edit: 'TAXONOMY_GENRES_EDIT',
    archive: 'TAXONOMY_GENRES_EDIT',
  },
  schemas: {
    dto: GenreSchema,
    input: GenreInputSchema,
    update: GenreUpdateSchema,
    list: GenreListFilterSchema,
    counts: GenreCountFilterSchema,
  },
  sort: { properties: GENRE_SORT_PROPERTIES, default: DEFAULT_GENRE_SORT },
  searchParam: 'name',
  notices: GENRE_NOTICES,
  inputOf: genreInputOf,
  exportColumns: [
    { label: L.name, value: (genre) => genre.name },
    { label: L.parent, value: (genre) => genre.parent?.name ?? null },
    {
      label: L.iabCategory,
      value: (genre) => (genre.iabCategoryId === null ? null : iabCategoryLabel(genre.iabCategoryId)),
    },
    { label: L.subgenres, value: (genre) => genre.subgenreCount },
    { label: L.network, value: (genre) => genre.network?.name ?? null },
    { label: L.status, value: (genre) => optionLabel(ENTITY_STATUS_OPTIONS, genre.status) },
    { label: L.createdOn, value: (genre) => genre.createdOn },
  ],
  picker: { label: PICKER_LABELS.genre, errorMessage: MESSAGES.errorFlagsGenresTags },
  menu: 'taxonomy',
});
