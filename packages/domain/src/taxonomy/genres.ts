import { z } from 'zod';
import { ActiveInactiveSchema, EntityStatusSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { IdListSchema } from '../list-schemas';
import type { Sort } from '../paging';
import { FIELD_MESSAGES } from '../patterns';
import {
  NotesSchema,
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { NetworkRefSchema } from '../user';
import { iabCategoryOf } from './iab-content-taxonomy';

/** Messages of the taxonomy that the spec does not word. */
export const GENRE_MESSAGES = {
  iabCategory: 'Choose a category of the IAB Content Taxonomy',
  duplicateName: 'A genre with this name already exists under the same parent',
  parentNotFound: 'The parent genre was not found',
  parentIsSubgenre: 'A subgenre cannot hold subgenres: choose a top-level genre as the parent',
  parentIsSelf: 'A genre cannot be its own parent',
  hasSubgenres: 'This genre has subgenres, so it cannot become a subgenre itself',
  parentOutsideNetwork: "The parent genre must belong to the genre's network",
} as const;

export const GENRE_NOTICES = {
  created: 'Genre created successfully',
  updated: 'Genre updated successfully',
  archived: 'Genre archived successfully',
  unarchived: 'Genre unarchived successfully',
  errorSave: 'Error occurred during genre save',
  errorStatus: 'Error occurred during genre status change',
  errorFetching: 'Error occurred while fetching genres',
} as const;

export const GENRE_SORT_PROPERTIES = ['name', 'status', 'createdOn'] as const;
export const DEFAULT_GENRE_SORT = { sortProperty: 'name', sortDirection: 'asc' } as const satisfies Sort;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A genre of the taxonomy: top level (a genre) or under one (a subgenre), mapped to an IAB category. */
export const GenreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  parent: z.nullable(RefSchema),
  iabCategoryId: z.string().nullable(),
  subgenreCount: z.number().int(),
  notes: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type Genre = z.infer<typeof GenreSchema>;

const GenreFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(120),
  status: ActiveInactiveSchema.default('ACTIVE'),
  networkId: IdSchema.nullable().default(null),
  /** Null: a top-level genre. */
  parentId: IdSchema.nullable().default(null),
  iabCategoryId: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || iabCategoryOf(value) !== undefined, GENRE_MESSAGES.iabCategory),
  notes: NotesSchema,
});

export const GenreInputSchema = GenreFieldsSchema;
export type GenreInput = z.input<typeof GenreInputSchema>;
export const GenreUpdateSchema = GenreFieldsSchema.extend({ version: VersionSchema });
export type GenreUpdate = z.input<typeof GenreUpdateSchema>;

export const GenreListFilterSchema = sortedPageSchema(GENRE_SORT_PROPERTIES, DEFAULT_GENRE_SORT).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  ids: IdListSchema,
  /** The subgenres of these genres. */
  parentIds: IdListSchema,
});
export const GenreCountFilterSchema = GenreListFilterSchema.pick({
  name: true,
  networkIds: true,
  parentIds: true,
});

export const genreInputOf = (genre: Genre): GenreInput => ({
  name: genre.name,
  status: genre.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  networkId: genre.network?.id ?? null,
  parentId: genre.parent?.id ?? null,
  iabCategoryId: genre.iabCategoryId,
  notes: genre.notes,
});

export const GENRE_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  parent: 'Parent genre',
  iabCategory: 'IAB category',
  subgenres: 'Subgenres',
  network: 'Network',
} as const;
