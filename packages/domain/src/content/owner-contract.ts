import { optionLabel, recordContract } from '../contracts/record-contract';
import {
  ACTIVE_ARCHIVED_OPTIONS,
  CONTRACT_TERM_OPTIONS,
  ENTITY_STATUS_OPTIONS,
  REVENUE_MODEL_OPTIONS,
} from '../enumerations';
import { MESSAGES } from '../messages';
import { PICKER_LABELS } from '../picker-labels';
import { ACTIVE_ARCHIVED_TRANSITIONS, RECORD_COLUMN_LABELS as L } from '../records';
import { formatShare } from '../shares';
import { CONTENT_OWNERS_API } from './owner-paths';
import {
  CONTENT_OWNER_NOTICES,
  CONTENT_OWNER_PARTS,
  CONTENT_OWNER_SORT_PROPERTIES,
  type ContentOwner,
  ContentOwnerCountFilterSchema,
  type ContentOwnerInput,
  ContentOwnerInputSchema,
  ContentOwnerListFilterSchema,
  ContentOwnerSchema,
  type ContentOwnerUpdate,
  ContentOwnerUpdateSchema,
} from './owners';

/** Content owners (part 2 §7 /api/co): who owns the videos, with a logo, financial terms, shares and documents. */
export const CONTENT_OWNER_CONTRACT = recordContract<ContentOwner, ContentOwnerInput, ContentOwnerUpdate>()({
  key: 'content-owners',
  entityType: 'CONTENT_OWNER',
  changeFields: L,
  labels: {
    one: 'Content owner',
    what: 'content owner',
    plural: 'Content owners',
    list: 'Content owners',
    create: 'New content owner',
  },
  nameOf: (owner) => owner.name,
  paths: {
    list: CONTENT_OWNERS_API.contentOwners,
    counts: CONTENT_OWNERS_API.counts,
    statuses: CONTENT_OWNERS_API.statuses,
    one: CONTENT_OWNERS_API.contentOwner,
    edit: CONTENT_OWNERS_API.record,
    archive: CONTENT_OWNERS_API.archive,
    unarchive: CONTENT_OWNERS_API.unarchive,
  },
  multipart: { json: CONTENT_OWNER_PARTS.details, files: [CONTENT_OWNER_PARTS.logo] },
  screens: { list: '/content-owner', create: '/content-owner/create', record: '/content-owner/$id' },
  permissions: {
    read: 'CONTENT_OWNERS_READ',
    create: 'CONTENT_OWNERS_CREATE',
    edit: 'CONTENT_OWNERS_EDIT',
    archive: 'CONTENT_OWNERS_EDIT',
  },
  // A content owner's own users read it.
  readableByAnyMask: true,
  schemas: {
    dto: ContentOwnerSchema,
    input: ContentOwnerInputSchema,
    update: ContentOwnerUpdateSchema,
    list: ContentOwnerListFilterSchema,
    counts: ContentOwnerCountFilterSchema,
  },
  sort: {
    properties: CONTENT_OWNER_SORT_PROPERTIES,
    default: { sortProperty: 'name', sortDirection: 'asc' },
  },
  searchParam: 'name',
  statuses: { options: ACTIVE_ARCHIVED_OPTIONS, transitions: ACTIVE_ARCHIVED_TRANSITIONS },
  notices: CONTENT_OWNER_NOTICES,
  inputOf: (owner) => ({
    name: owner.name,
    networkId: owner.network?.id ?? null,
    contactName: owner.contactName ?? '',
    contactEmail: owner.contactEmail ?? '',
  }),
  exportColumns: [
    { label: L.name, value: (owner) => owner.name },
    { label: 'Network', value: (owner) => owner.network?.name ?? null },
    { label: 'Revenue model', value: (owner) => optionLabel(REVENUE_MODEL_OPTIONS, owner.revenueModel) },
    { label: 'Share', value: (owner) => (owner.share ? formatShare(owner.share) : null) },
    {
      label: 'Contract term',
      value: (owner) => (owner.contractTerm ? optionLabel(CONTRACT_TERM_OPTIONS, owner.contractTerm) : null),
    },
    { label: L.status, value: (owner) => optionLabel(ENTITY_STATUS_OPTIONS, owner.status) },
    { label: L.createdOn, value: (owner) => owner.createdOn },
  ],
  picker: { label: PICKER_LABELS.contentOwner, errorMessage: MESSAGES.errorFetchingContentOwner },
  menu: 'contentOwners',
});
