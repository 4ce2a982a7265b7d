import { networkBulkEdit } from '../contracts/bulk-edit';
import { optionLabel, recordContract } from '../contracts/record-contract';
import {
  ENTITY_STATUS_OPTIONS,
  ONBOARDING_STAGE_OPTIONS,
  PUBLISHER_MODEL_OPTIONS,
  PUBLISHER_STATUS_OPTIONS,
} from '../enumerations';
import { MESSAGES } from '../messages';
import { AUTOCOMPLETE_PLACEHOLDER, PICKER_LABELS } from '../picker-labels';
import { ACTIVE_ARCHIVED_TRANSITIONS } from '../records';
import { formatShare } from '../shares';
import { PUBLISHERS_API } from './paths';
import {
  PUBLISHER_COLUMN_LABELS as L,
  PUBLISHER_LIST_FILTERS,
  PUBLISHER_NOTICES,
  PUBLISHER_SORT_PROPERTIES,
  type Publisher,
  PublisherCountFilterSchema,
  type PublisherInput,
  PublisherInputSchema,
  PublisherListFilterSchema,
  PublisherSchema,
  type PublisherUpdate,
  PublisherUpdateSchema,
} from './publishers';

/** Publishers (part 2 §7 /api/publishers): who owns the placements, with their shares, cost and sellers.json entry. */
export const PUBLISHER_CONTRACT = recordContract<Publisher, PublisherInput, PublisherUpdate>()({
  key: 'publishers',
  entityType: 'PUBLISHER',
  changeFields: L,
  labels: {
    one: 'Publisher',
    what: 'publisher',
    plural: 'Publishers',
    list: 'Publishers list',
    create: 'New publisher',
  },
  nameOf: (publisher) => publisher.name,
  paths: {
    list: PUBLISHERS_API.publishers,
    counts: PUBLISHERS_API.counts,
    statuses: PUBLISHERS_API.statuses,
    one: PUBLISHERS_API.publisher,
    archive: PUBLISHERS_API.archive,
    unarchive: PUBLISHERS_API.unarchive,
  },
  screens: { list: '/publishers', create: '/publishers/create', record: '/publishers/$id' },
  permissions: {
    read: 'PUBLISHERS_READ',
    create: 'PUBLISHERS_CREATE',
    edit: 'PUBLISHERS_EDIT',
    archive: 'PUBLISHERS_ARCHIVE',
  },
  // A publisher user reads its own publishers.
  readableByAnyMask: true,
  schemas: {
    dto: PublisherSchema,
    input: PublisherInputSchema,
    update: PublisherUpdateSchema,
    list: PublisherListFilterSchema,
    counts: PublisherCountFilterSchema,
  },
  filters: PUBLISHER_LIST_FILTERS,
  sort: { properties: PUBLISHER_SORT_PROPERTIES, default: { sortProperty: 'name', sortDirection: 'asc' } },
  searchParam: 'name',
  statuses: { options: PUBLISHER_STATUS_OPTIONS, transitions: ACTIVE_ARCHIVED_TRANSITIONS },
  notices: PUBLISHER_NOTICES,
  inputOf: (publisher) => ({
    name: publisher.name,
    networkId: publisher.network?.id ?? null,
    secondaryId: publisher.secondaryId ?? '',
    publisherModel: publisher.publisherModel,
    contactName: publisher.contactName ?? '',
    contactEmail: publisher.contactEmail ?? '',
    onboardingStage: publisher.onboardingStage,
  }),
  exportColumns: [
    { label: L.name, value: (publisher) => publisher.name },
    { label: L.network, value: (publisher) => publisher.network?.name ?? null },
    { label: L.secondaryId, value: (publisher) => publisher.secondaryId },
    {
      label: L.publisherModel,
      value: (publisher) => optionLabel(PUBLISHER_MODEL_OPTIONS, publisher.publisherModel),
    },
    { label: L.share, value: (publisher) => (publisher.share ? formatShare(publisher.share) : null) },
    { label: L.costCpm, value: (publisher) => publisher.costCpm },
    {
      label: L.onboardingStage,
      value: (publisher) => optionLabel(ONBOARDING_STAGE_OPTIONS, publisher.onboardingStage),
    },
    { label: L.status, value: (publisher) => optionLabel(ENTITY_STATUS_OPTIONS, publisher.status) },
    { label: L.createdOn, value: (publisher) => publisher.createdOn },
  ],
  bulkEdit: [
    networkBulkEdit(PublisherInputSchema.shape.networkId, L.network),
    {
      field: 'onboardingStage',
      label: L.onboardingStage,
      schema: PublisherInputSchema.shape.onboardingStage,
      input: { kind: 'options', options: ONBOARDING_STAGE_OPTIONS },
      shown: (publisher) => optionLabel(ONBOARDING_STAGE_OPTIONS, publisher.onboardingStage),
    },
  ],
  picker: {
    label: PICKER_LABELS.publisher,
    placeholder: AUTOCOMPLETE_PLACEHOLDER,
    errorMessage: MESSAGES.errorPublisherAutocomplete,
  },
  menu: 'publishers',
});
