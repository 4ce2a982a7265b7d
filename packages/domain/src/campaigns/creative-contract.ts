import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../enumerations';
import { PICKER_LABELS } from '../picker-labels';
import { CREATIVE_MESSAGES, CREATIVE_NOTICES } from './creative-messages';
import {
  CREATIVE_PARTS,
  CREATIVE_PROCESSING_OPTIONS,
  CREATIVE_SORT_PROPERTIES,
  CREATIVE_TYPE_OPTIONS,
  type Creative,
  CreativeCountFilterSchema,
  type CreativeInput,
  CreativeInputSchema,
  CreativeListFilterSchema,
  CreativeSchema,
  type CreativeUpdate,
  CreativeUpdateSchema,
  creativeInputOf,
  DEFAULT_CREATIVE_SORT,
  CREATIVE_COLUMN_LABELS as L,
} from './creatives';
import { CAMPAIGN_API } from './paths';

/** Where a creative's ad comes from: its VAST version, its VAST URL, or its video file's name. */
export const creativeSourceOf = (creative: Creative): string =>
  creative.type === 'VIDEO'
    ? (creative.video?.fileName ?? '')
    : creative.vastType === 'URL'
      ? (creative.vastUrl ?? '')
      : `VAST ${creative.vastVersion ?? ''}`.trim();

/** The creative library (part 2 §7 /api/campaign/creative): an advertiser's video ads, as a file or a VAST tag. */
export const CREATIVE_CONTRACT = recordContract<Creative, CreativeInput, CreativeUpdate>()({
  key: 'creatives',
  entityType: 'CREATIVE',
  changeFields: L,
  labels: {
    one: 'Creative',
    what: 'creative',
    plural: 'Creatives',
    list: 'Creative library',
    create: 'New creative',
  },
  nameOf: (creative) => creative.name,
  paths: {
    list: CAMPAIGN_API.creatives,
    counts: CAMPAIGN_API.creativeCounts,
    statuses: CAMPAIGN_API.creativeStatuses,
    one: CAMPAIGN_API.creative,
    archive: CAMPAIGN_API.archiveCreative,
    unarchive: CAMPAIGN_API.unarchiveCreative,
  },
  multipart: { json: CREATIVE_PARTS.creative, files: [CREATIVE_PARTS.file] },
  screens: {
    list: '/campaigns/creative-library',
    create: '/campaigns/creative-library/create',
    record: '/campaigns/creative-library/edit/$id',
  },
  permissions: {
    read: 'CAMPAIGNS_CREATIVES_READ',
    create: 'CAMPAIGNS_CREATIVES_CREATE',
    edit: 'CAMPAIGNS_CREATIVES_UPDATE',
    archive: 'CAMPAIGNS_CREATIVES_UPDATE',
  },
  schemas: {
    dto: CreativeSchema,
    input: CreativeInputSchema,
    update: CreativeUpdateSchema,
    list: CreativeListFilterSchema,
    counts: CreativeCountFilterSchema,
  },
  sort: { properties: CREATIVE_SORT_PROPERTIES, default: DEFAULT_CREATIVE_SORT },
  searchParam: 'name',
  notices: CREATIVE_NOTICES,
  inputOf: creativeInputOf,
  exportColumns: [
    { label: L.name, value: (creative) => creative.name },
    { label: L.type, value: (creative) => optionLabel(CREATIVE_TYPE_OPTIONS, creative.type) },
    { label: L.advertiser, value: (creative) => creative.advertiser.name },
    { label: L.duration, value: (creative) => creative.duration },
    { label: L.source, value: creativeSourceOf },
    {
      label: L.processing,
      value: (creative) =>
        creative.video ? optionLabel(CREATIVE_PROCESSING_OPTIONS, creative.video.processing) : null,
    },
    { label: L.orders, value: (creative) => creative.orders.map((order) => order.name).join(', ') },
    { label: L.network, value: (creative) => creative.network?.name ?? null },
    { label: L.status, value: (creative) => optionLabel(ENTITY_STATUS_OPTIONS, creative.status) },
    { label: L.createdOn, value: (creative) => creative.createdOn },
  ],
  picker: { label: PICKER_LABELS.creative, errorMessage: CREATIVE_MESSAGES.errorCreativeAutocomplete },
  menu: 'creatives',
});
