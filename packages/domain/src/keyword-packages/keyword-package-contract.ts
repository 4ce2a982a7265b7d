import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../enumerations';
import { EPG_FIELD_OPTIONS, type EpgKeyword } from './epg-keywords';
import {
  DEFAULT_KEYWORD_PACKAGE_SORT,
  KEYWORD_PACKAGE_NOTICES,
  KEYWORD_PACKAGE_SORT_PROPERTIES,
  type KeywordPackage,
  KeywordPackageCountFilterSchema,
  type KeywordPackageInput,
  KeywordPackageInputSchema,
  KeywordPackageListFilterSchema,
  KeywordPackageSchema,
  type KeywordPackageUpdate,
  KeywordPackageUpdateSchema,
  keywordPackageInputOf,
  KEYWORD_PACKAGE_COLUMN_LABELS as L,
} from './keyword-packages';
import { KEYWORD_PACKAGE_API } from './paths';

/** 'Genre: Drama': a keyword as lists and exports show it. */
export const keywordLabel = (keyword: EpgKeyword) =>
  `${optionLabel(EPG_FIELD_OPTIONS, keyword.field)}: ${keyword.value}`;

/** Named sets of programme guide keywords that contextual targeting buys. */
export const KEYWORD_PACKAGE_CONTRACT = recordContract<
  KeywordPackage,
  KeywordPackageInput,
  KeywordPackageUpdate
>()({
  key: 'keyword-packages',
  entityType: 'KEYWORD_PACKAGE',
  changeFields: L,
  labels: {
    one: 'Keyword package',
    what: 'keyword package',
    plural: 'Keyword packages',
    list: 'Keyword Packages',
    create: 'New keyword package',
  },
  nameOf: (keywordPackage) => keywordPackage.name,
  paths: {
    list: KEYWORD_PACKAGE_API.packages,
    counts: KEYWORD_PACKAGE_API.counts,
    statuses: KEYWORD_PACKAGE_API.statuses,
    one: KEYWORD_PACKAGE_API.keywordPackage,
    archive: KEYWORD_PACKAGE_API.archive,
    unarchive: KEYWORD_PACKAGE_API.unarchive,
  },
  screens: { list: '/keywords', create: '/keywords/create', record: '/keywords/edit/$id' },
  permissions: {
    read: 'KEYWORDS_READ',
    create: 'KEYWORDS_CREATE',
    edit: 'KEYWORDS_EDIT',
    archive: 'KEYWORDS_EDIT',
  },
  schemas: {
    dto: KeywordPackageSchema,
    input: KeywordPackageInputSchema,
    update: KeywordPackageUpdateSchema,
    list: KeywordPackageListFilterSchema,
    counts: KeywordPackageCountFilterSchema,
  },
  sort: { properties: KEYWORD_PACKAGE_SORT_PROPERTIES, default: DEFAULT_KEYWORD_PACKAGE_SORT },
  searchParam: 'name',
  notices: KEYWORD_PACKAGE_NOTICES,
  inputOf: keywordPackageInputOf,
  exportColumns: [
    { label: L.name, value: (keywordPackage) => keywordPackage.name },
    { label: L.keywords, value: (keywordPackage) => keywordPackage.keywords.map(keywordLabel).join('; ') },
    { label: L.network, value: (keywordPackage) => keywordPackage.network?.name ?? null },
    { label: L.status, value: (keywordPackage) => optionLabel(ENTITY_STATUS_OPTIONS, keywordPackage.status) },
    { label: L.createdOn, value: (keywordPackage) => keywordPackage.createdOn },
  ],
  picker: { label: 'Select keyword package', errorMessage: KEYWORD_PACKAGE_NOTICES.errorFetching },
  menu: 'keywords',
});
