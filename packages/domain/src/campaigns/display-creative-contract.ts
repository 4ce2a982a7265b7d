import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../enumerations';
import {
  DEFAULT_DISPLAY_CREATIVE_SORT,
  DISPLAY_CREATIVE_MESSAGES,
  DISPLAY_CREATIVE_NOTICES,
  DISPLAY_CREATIVE_PARTS,
  DISPLAY_CREATIVE_PICKER_LABEL,
  DISPLAY_CREATIVE_SORT_PROPERTIES,
  type DisplayCreative,
  DisplayCreativeCountFilterSchema,
  type DisplayCreativeInput,
  DisplayCreativeInputSchema,
  DisplayCreativeListFilterSchema,
  DisplayCreativeSchema,
  type DisplayCreativeUpdate,
  DisplayCreativeUpdateSchema,
  displayCreativeInputOf,
  DISPLAY_CREATIVE_COLUMN_LABELS as L,
} from './display-creatives';
import { CAMPAIGN_API } from './paths';

/** Display creatives (part 2 §7 /api/campaign/display-creative): an advertiser's image ads, a tab of the creative library. */
export const DISPLAY_CREATIVE_CONTRACT = recordContract<
  DisplayCreative,
  DisplayCreativeInput,
  DisplayCreativeUpdate
>()({
  key: 'display-creatives',
  entityType: 'DISPLAY_CREATIVE',
  changeFields: L,
  labels: {
    one: 'Display creative',
    what: 'display creative',
    plural: 'Display creatives',
    list: 'Creative library',
    create: 'New display creative',
  },
  nameOf: (creative) => creative.name,
  paths: {
    list: CAMPAIGN_API.displayCreatives,
    counts: CAMPAIGN_API.displayCreativeCounts,
    statuses: CAMPAIGN_API.displayCreativeStatuses,
    one: CAMPAIGN_API.displayCreative,
    archive: CAMPAIGN_API.archiveDisplayCreative,
    unarchive: CAMPAIGN_API.unarchiveDisplayCreative,
  },
  multipart: { json: DISPLAY_CREATIVE_PARTS.creative, files: [DISPLAY_CREATIVE_PARTS.image] },
  screens: {
    list: '/campaigns/creative-library/display',
    create: '/campaigns/creative-library/display/create',
    record: '/campaigns/creative-library/display/edit/$id',
  },
  permissions: {
    read: 'CAMPAIGNS_CREATIVES_READ',
    create: 'CAMPAIGNS_CREATIVES_CREATE',
    edit: 'CAMPAIGNS_CREATIVES_UPDATE',
    archive: 'CAMPAIGNS_CREATIVES_UPDATE',
  },
  schemas: {
    dto: DisplayCreativeSchema,
    input: DisplayCreativeInputSchema,
    update: DisplayCreativeUpdateSchema,
    list: DisplayCreativeListFilterSchema,
    counts: DisplayCreativeCountFilterSchema,
  },
  sort: { properties: DISPLAY_CREATIVE_SORT_PROPERTIES, default: DEFAULT_DISPLAY_CREATIVE_SORT },
  searchParam: 'name',
  notices: DISPLAY_CREATIVE_NOTICES,
  inputOf: displayCreativeInputOf,
  exportColumns: [
    { label: L.name, value: (creative) => creative.name },
    { label: L.advertiser, value: (creative) => creative.advertiser.name },
    { label: L.size, value: (creative) => `${creative.width}×${creative.height}` },
    { label: L.clickThroughUrl, value: (creative) => creative.clickThroughUrl },
    { label: L.network, value: (creative) => creative.network?.name ?? null },
    { label: L.status, value: (creative) => optionLabel(ENTITY_STATUS_OPTIONS, creative.status) },
    { label: L.createdOn, value: (creative) => creative.createdOn },
  ],
  picker: {
    label: DISPLAY_CREATIVE_PICKER_LABEL,
    errorMessage: DISPLAY_CREATIVE_MESSAGES.errorDisplayCreativeAutocomplete,
  },
});
