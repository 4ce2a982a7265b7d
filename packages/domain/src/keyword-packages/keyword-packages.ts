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
import { EPG_RATINGS, type EpgField, EpgFieldSchema, type EpgKeyword } from './epg-keywords';

export const KEYWORDS_MAX = 500;
const KEYWORD_LENGTH_MAX = 200;

/** Messages of keyword packages that the spec does not word. */
export const KEYWORD_PACKAGE_MESSAGES = {
  keywordsRequired: 'Add at least one keyword',
  tooManyKeywords: `A package holds at most ${KEYWORDS_MAX} keywords`,
  keywordValue: `A keyword is 1 to ${KEYWORD_LENGTH_MAX} characters`,
  rating: `A rating keyword is one of ${EPG_RATINGS.join(', ')}`,
  duplicateName: 'A keyword package with this name already exists',
} as const;

export const KEYWORD_PACKAGE_NOTICES = {
  created: 'Keyword package created successfully',
  updated: 'Keyword package updated successfully',
  archived: 'Keyword package archived successfully',
  unarchived: 'Keyword package unarchived successfully',
  errorSave: 'Error occurred during keyword package save',
  errorStatus: 'Error occurred during keyword package status change',
  errorFetching: 'Error occurred while fetching keyword packages',
} as const;

export const KEYWORD_PACKAGE_SORT_PROPERTIES = ['name', 'status', 'createdOn'] as const;
export const DEFAULT_KEYWORD_PACKAGE_SORT = {
  sortProperty: 'name',
  sortDirection: 'asc',
} as const satisfies Sort;

const KeywordSchema = z.object({ field: EpgFieldSchema, value: z.string() });

export const KeywordPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  keywords: z.array(KeywordSchema),
  notes: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type KeywordPackage = z.infer<typeof KeywordPackageSchema>;

const isRating = (value: string) => (EPG_RATINGS as readonly string[]).includes(value.toUpperCase());

const KeywordInputSchema = z
  .object({
    field: EpgFieldSchema,
    value: z
      .string()
      .trim()
      .min(1, KEYWORD_PACKAGE_MESSAGES.keywordValue)
      .max(KEYWORD_LENGTH_MAX, KEYWORD_PACKAGE_MESSAGES.keywordValue),
  })
  .refine((keyword) => keyword.field !== 'RATING' || isRating(keyword.value), {
    path: ['value'],
    message: KEYWORD_PACKAGE_MESSAGES.rating,
  })
  .transform(
    (keyword): EpgKeyword =>
      keyword.field === 'RATING' ? { ...keyword, value: keyword.value.toUpperCase() } : keyword,
  );

const keyOf = (keyword: { field: EpgField; value: string }) =>
  `${keyword.field}:${keyword.value.toLocaleLowerCase('en-US')}`;

/** Keywords with a repeat (same field, same value whatever its case) kept once, in their order. */
const uniqueKeywords = (keywords: EpgKeyword[]) => {
  const seen = new Set<string>();
  return keywords.filter((keyword) => !seen.has(keyOf(keyword)) && seen.add(keyOf(keyword)));
};

const KeywordPackageFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  status: ActiveInactiveSchema.default('ACTIVE'),
  networkId: IdSchema.nullable().default(null),
  keywords: z
    .array(KeywordInputSchema)
    .min(1, KEYWORD_PACKAGE_MESSAGES.keywordsRequired)
    .max(KEYWORDS_MAX, KEYWORD_PACKAGE_MESSAGES.tooManyKeywords)
    .transform(uniqueKeywords),
  notes: NotesSchema,
});

export const KeywordPackageInputSchema = KeywordPackageFieldsSchema;
export type KeywordPackageInput = z.input<typeof KeywordPackageInputSchema>;
export const KeywordPackageUpdateSchema = KeywordPackageFieldsSchema.extend({ version: VersionSchema });
export type KeywordPackageUpdate = z.input<typeof KeywordPackageUpdateSchema>;

export const KeywordPackageListFilterSchema = sortedPageSchema(
  KEYWORD_PACKAGE_SORT_PROPERTIES,
  DEFAULT_KEYWORD_PACKAGE_SORT,
).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  ids: IdListSchema,
});
export const KeywordPackageCountFilterSchema = KeywordPackageListFilterSchema.pick({
  name: true,
  networkIds: true,
});

export const keywordPackageInputOf = (keywordPackage: KeywordPackage): KeywordPackageInput => ({
  name: keywordPackage.name,
  status: keywordPackage.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  networkId: keywordPackage.network?.id ?? null,
  keywords: keywordPackage.keywords,
  notes: keywordPackage.notes,
});

export const KEYWORD_PACKAGE_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  keywords: 'Keywords',
  network: 'Network',
} as const;
