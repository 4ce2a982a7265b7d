import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../enumerations';
import type { SqueezeLayout } from './layout';
import { SOURCE_API } from './paths';
import {
  DEFAULT_SOURCE_SORT,
  SOURCE_COLUMN_LABELS as L,
  SOURCE_NOTICES,
  SOURCE_SORT_PROPERTIES,
  type Source,
  SourceCountFilterSchema,
  type SourceInput,
  SourceInputSchema,
  SourceListFilterSchema,
  SourceSchema,
  type SourceUpdate,
  SourceUpdateSchema,
  sourceInputOf,
} from './sources';

/** 'picture 75×75% at 25%, 0%': a layout as lists and exports show it. */
export const layoutLabel = (layout: SqueezeLayout) =>
  `picture ${layout.width}×${layout.height}% at ${layout.left}%, ${layout.top}%`;

/** Live sources whose picture is squeezed for an L-shaped ad (the Squeezeback menu). */
export const SOURCE_CONTRACT = recordContract<Source, SourceInput, SourceUpdate>()({
  key: 'sources',
  entityType: 'SOURCE',
  changeFields: L,
  labels: { one: 'Source', what: 'source', plural: 'Sources', list: 'Sources', create: 'New source' },
  nameOf: (source) => source.name,
  paths: {
    list: SOURCE_API.sources,
    counts: SOURCE_API.counts,
    statuses: SOURCE_API.statuses,
    one: SOURCE_API.source,
    archive: SOURCE_API.archive,
    unarchive: SOURCE_API.unarchive,
  },
  screens: { list: '/sources', create: '/sources/create', record: '/sources/edit/$id' },
  permissions: {
    read: 'SOURCES_READ',
    create: 'SOURCES_CREATE',
    edit: 'SOURCES_EDIT',
    archive: 'SOURCES_EDIT',
  },
  schemas: {
    dto: SourceSchema,
    input: SourceInputSchema,
    update: SourceUpdateSchema,
    list: SourceListFilterSchema,
    counts: SourceCountFilterSchema,
  },
  sort: { properties: SOURCE_SORT_PROPERTIES, default: DEFAULT_SOURCE_SORT },
  searchParam: 'name',
  notices: SOURCE_NOTICES,
  inputOf: sourceInputOf,
  exportColumns: [
    { label: L.name, value: (source) => source.name },
    { label: L.hlsUrl, value: (source) => source.hlsUrl },
    { label: L.channel, value: (source) => source.channel?.name ?? null },
    { label: L.layout, value: (source) => layoutLabel(source.layout) },
    { label: L.network, value: (source) => source.network?.name ?? null },
    { label: L.status, value: (source) => optionLabel(ENTITY_STATUS_OPTIONS, source.status) },
    { label: L.createdOn, value: (source) => source.createdOn },
  ],
  picker: { label: 'Select source', errorMessage: SOURCE_NOTICES.errorFetching },
  menu: 'sources',
});
