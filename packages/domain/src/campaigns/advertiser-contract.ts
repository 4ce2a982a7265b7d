import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../enumerations';
import { PICKER_LABELS } from '../picker-labels';
import {
  ADVERTISER_SORT_PROPERTIES,
  type Advertiser,
  AdvertiserCountFilterSchema,
  type AdvertiserInput,
  AdvertiserInputSchema,
  AdvertiserListFilterSchema,
  AdvertiserSchema,
  type AdvertiserUpdate,
  AdvertiserUpdateSchema,
  advertiserInputOf,
  DEFAULT_ADVERTISER_SORT,
  ADVERTISER_COLUMN_LABELS as L,
} from './advertisers';
import { ADVERTISER_NOTICES, CAMPAIGN_MESSAGES } from './campaign-messages';
import { CAMPAIGN_API } from './paths';

/** Advertisers (part 2 §7 /api/campaign/advertiser): who a campaign is sold to, with the domains bids and reports name. */
export const ADVERTISER_CONTRACT = recordContract<Advertiser, AdvertiserInput, AdvertiserUpdate>()({
  key: 'advertisers',
  entityType: 'ADVERTISER',
  changeFields: L,
  labels: {
    one: 'Advertiser',
    what: 'advertiser',
    plural: 'Advertisers',
    list: 'Advertisers list',
    create: 'New advertiser',
  },
  nameOf: (advertiser) => advertiser.name,
  paths: {
    list: CAMPAIGN_API.advertisers,
    counts: CAMPAIGN_API.advertiserCounts,
    statuses: CAMPAIGN_API.advertiserStatuses,
    one: CAMPAIGN_API.advertiser,
    archive: CAMPAIGN_API.archiveAdvertiser,
    unarchive: CAMPAIGN_API.unarchiveAdvertiser,
  },
  screens: {
    list: '/campaigns/advertisers',
    create: '/campaigns/advertisers/create',
    record: '/campaigns/advertisers/edit/$id',
  },
  permissions: {
    read: 'ADVERTISER_READ',
    create: 'ADVERTISER_CREATE',
    edit: 'ADVERTISER_EDIT',
    archive: 'ADVERTISER_EDIT',
  },
  schemas: {
    dto: AdvertiserSchema,
    input: AdvertiserInputSchema,
    update: AdvertiserUpdateSchema,
    list: AdvertiserListFilterSchema,
    counts: AdvertiserCountFilterSchema,
  },
  sort: { properties: ADVERTISER_SORT_PROPERTIES, default: DEFAULT_ADVERTISER_SORT },
  searchParam: 'name',
  notices: ADVERTISER_NOTICES,
  inputOf: advertiserInputOf,
  exportColumns: [
    { label: L.name, value: (advertiser) => advertiser.name },
    { label: L.network, value: (advertiser) => advertiser.network?.name ?? null },
    { label: L.advertiserDomains, value: (advertiser) => advertiser.advertiserDomains.join('; ') },
    { label: L.status, value: (advertiser) => optionLabel(ENTITY_STATUS_OPTIONS, advertiser.status) },
    { label: L.createdOn, value: (advertiser) => advertiser.createdOn },
  ],
  picker: {
    label: PICKER_LABELS.advertiser,
    errorMessage: CAMPAIGN_MESSAGES.errorAdvertiserAutocomplete,
    // An archived advertiser takes no campaigns.
    statuses: ['ACTIVE', 'INACTIVE'],
  },
  menu: 'advertisers',
});
