import { moneyBulkEdit, statusBulkEdit } from '../contracts/bulk-edit';
import { optionLabel, recordContract } from '../contracts/record-contract';
import { AUCTION_PRICING_OPTIONS, ENTITY_STATUS_OPTIONS } from '../enumerations';
import { MESSAGES } from '../messages';
import { PICKER_LABELS } from '../picker-labels';
import { DEAL_NOTICES } from './deal-messages';
import {
  DEAL_SORT_PROPERTIES,
  DEAL_TYPE_OPTIONS,
  DEFAULT_DEAL_SORT,
  type Deal,
  DealCountFilterSchema,
  DealFieldsSchema,
  type DealInput,
  DealInputSchema,
  DealListFilterSchema,
  DealSchema,
  type DealUpdate,
  DealUpdateSchema,
  dealInputOf,
  DEAL_COLUMN_LABELS as L,
} from './deals';
import { DEAL_API } from './paths';

const names = (refs: readonly { name: string }[]) => refs.map((ref) => ref.name).join('; ');

/** Private-marketplace deals (part 2 §3 Deal; §7 /api/deal), as buyers' bidders receive them. */
export const DEAL_CONTRACT = recordContract<Deal, DealInput, DealUpdate>()({
  key: 'deals',
  entityType: 'DEAL',
  changeFields: L,
  labels: { one: 'Deal', what: 'deal', plural: 'Deals', list: 'Deals list', create: 'New deal' },
  nameOf: (deal) => deal.name,
  paths: {
    list: DEAL_API.deals,
    counts: DEAL_API.counts,
    statuses: DEAL_API.statuses,
    one: DEAL_API.deal,
    archive: DEAL_API.archive,
    unarchive: DEAL_API.unarchive,
  },
  screens: { list: '/demand/deals', create: '/demand/deals/create', record: '/demand/deals/edit/$id' },
  permissions: { read: 'PMP_READ', create: 'PMP_CREATE', edit: 'PMP_EDIT', archive: 'PMP_EDIT' },
  schemas: {
    dto: DealSchema,
    input: DealInputSchema,
    update: DealUpdateSchema,
    list: DealListFilterSchema,
    counts: DealCountFilterSchema,
  },
  sort: { properties: DEAL_SORT_PROPERTIES, default: DEFAULT_DEAL_SORT },
  searchParam: 'name',
  notices: DEAL_NOTICES,
  inputOf: dealInputOf,
  exportColumns: [
    { label: L.name, value: (deal) => deal.name },
    { label: L.dealId, value: (deal) => deal.dealId },
    { label: L.dealType, value: (deal) => optionLabel(DEAL_TYPE_OPTIONS, deal.dealType) },
    { label: L.auctionType, value: (deal) => optionLabel(AUCTION_PRICING_OPTIONS, deal.auctionType) },
    { label: L.floorCpm, value: (deal) => deal.floorCpm },
    { label: L.currency, value: (deal) => deal.currency },
    { label: L.network, value: (deal) => deal.network?.name ?? null },
    { label: L.startDate, value: (deal) => deal.startDate },
    { label: L.endDate, value: (deal) => deal.endDate },
    { label: L.buyerSeats, value: (deal) => deal.buyerSeats.join('; ') },
    { label: L.advertiserDomains, value: (deal) => deal.advertiserDomains.join('; ') },
    { label: L.placements, value: (deal) => names(deal.placements) },
    { label: L.connections, value: (deal) => names(deal.connections) },
    { label: L.status, value: (deal) => optionLabel(ENTITY_STATUS_OPTIONS, deal.status) },
    { label: L.createdOn, value: (deal) => deal.createdOn },
  ],
  bulkEdit: [
    statusBulkEdit(DealFieldsSchema.shape.status),
    moneyBulkEdit('floorCpm', L.floorCpm, DealFieldsSchema.shape.floorCpm),
  ],
  picker: { label: PICKER_LABELS.deal, errorMessage: MESSAGES.errorDealsAutocomplete },
  menu: 'deals',
});
