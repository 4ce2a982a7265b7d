import { moneyBulkEdit, networkBulkEdit, statusBulkEdit } from '../contracts/bulk-edit';
import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS, INTEGRATION_TYPE_OPTIONS } from '../enumerations';
import { MESSAGES } from '../messages';
import { AUTOCOMPLETE_PLACEHOLDER, PICKER_LABELS } from '../picker-labels';
import { DEMAND_NOTICES } from './notices';
import {
  DEFAULT_DEMAND_PARTNER_SORT,
  DEMAND_PARTNER_SORT_PROPERTIES,
  type DemandPartner,
  DemandPartnerCountFilterSchema,
  type DemandPartnerInput,
  DemandPartnerInputSchema,
  DemandPartnerListFilterSchema,
  DemandPartnerSchema,
  type DemandPartnerUpdate,
  DemandPartnerUpdateSchema,
  PARTNER_COLUMN_LABELS as L,
  PARTNER_LIST_FILTERS,
} from './partners';
import { DEMAND_API } from './paths';

/** Demand partners (part 2 §7 /api/dp): the buyers Adcast sends its inventory to, each with its connections. */
export const PARTNER_CONTRACT = recordContract<DemandPartner, DemandPartnerInput, DemandPartnerUpdate>()({
  key: 'demand-partners',
  entityType: 'DEMAND_PARTNER',
  changeFields: L,
  labels: {
    one: 'Demand partner',
    what: 'demand partner',
    plural: 'Demand partners',
    list: 'Demand partners list',
    create: 'New demand partner',
  },
  nameOf: (partner) => partner.displayName,
  paths: {
    list: DEMAND_API.partners,
    counts: DEMAND_API.partnerCounts,
    statuses: DEMAND_API.partnerStatuses,
    one: DEMAND_API.partner,
    archive: DEMAND_API.archivePartner,
    unarchive: DEMAND_API.unarchivePartner,
    picker: DEMAND_API.partnerPicker,
    exportCsv: DEMAND_API.partnerExport,
  },
  screens: { list: '/demand/list', create: '/demand/create', record: '/demand/details/$dpId' },
  permissions: {
    read: 'DEMAND_PARTNERS_READ',
    create: 'DEMAND_PARTNERS_CREATE',
    edit: 'DEMAND_PARTNERS_EDIT',
    archive: 'DEMAND_PARTNERS_ARCHIVE',
  },
  schemas: {
    dto: DemandPartnerSchema,
    input: DemandPartnerInputSchema,
    update: DemandPartnerUpdateSchema,
    list: DemandPartnerListFilterSchema,
    counts: DemandPartnerCountFilterSchema,
  },
  filters: PARTNER_LIST_FILTERS,
  sort: { properties: DEMAND_PARTNER_SORT_PROPERTIES, default: DEFAULT_DEMAND_PARTNER_SORT },
  searchParam: 'displayName',
  notices: { ...DEMAND_NOTICES.partner, errorFetching: DEMAND_NOTICES.errorFetchingPartners },
  inputOf: (partner) => ({
    displayName: partner.displayName,
    status: partner.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    networkId: partner.network?.id ?? null,
    integrationType: partner.integrationType,
    endpointUrl: partner.endpointUrl ?? '',
    vastTagUrl: partner.vastTagUrl ?? '',
    defaultBidFloor: partner.defaultBidFloor,
    notes: partner.notes ?? '',
    discrepancyThresholdPct: partner.discrepancyThresholdPct,
  }),
  exportColumns: [
    { label: L.name, value: (partner) => partner.displayName },
    { label: L.status, value: (partner) => optionLabel(ENTITY_STATUS_OPTIONS, partner.status) },
    { label: L.network, value: (partner) => partner.network?.name ?? null },
    {
      label: L.integrationType,
      value: (partner) => optionLabel(INTEGRATION_TYPE_OPTIONS, partner.integrationType),
    },
    { label: L.defaultBidFloor, value: (partner) => partner.defaultBidFloor },
    { label: L.connectionCount, value: (partner) => partner.connectionCount },
    { label: L.createdOn, value: (partner) => partner.createdOn },
    { label: L.id, value: (partner) => partner.id },
    { label: L.networkId, value: (partner) => partner.network?.id ?? null },
    { label: L.endpointUrl, value: (partner) => partner.endpointUrl },
    { label: L.vastTagUrl, value: (partner) => partner.vastTagUrl },
    { label: L.notes, value: (partner) => partner.notes },
  ],
  bulkEdit: [
    statusBulkEdit(DemandPartnerUpdateSchema.shape.status),
    moneyBulkEdit('defaultBidFloor', L.defaultBidFloor, DemandPartnerUpdateSchema.shape.defaultBidFloor),
    networkBulkEdit(DemandPartnerUpdateSchema.shape.networkId, L.network),
  ],
  picker: {
    label: PICKER_LABELS.demandPartner,
    placeholder: AUTOCOMPLETE_PLACEHOLDER,
    errorMessage: MESSAGES.errorDemandPartnerAutocomplete,
  },
  menu: 'partners',
});
