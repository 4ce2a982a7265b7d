import { moneyBulkEdit, statusBulkEdit } from '../contracts/bulk-edit';
import { optionLabel, recordContract } from '../contracts/record-contract';
import { PLACEMENT_NOTICES } from '../demand/notices';
import { DEMAND_API } from '../demand/paths';
import {
  AUCTION_PRICING_OPTIONS,
  DELIVERY_TYPE_OPTIONS,
  ENTITY_STATUS_OPTIONS,
  PLACEMENT_TYPE_OPTIONS,
  PLATFORM_OPTIONS,
} from '../enumerations';
import { MESSAGES } from '../messages';
import { PLACEMENTS_DIALOG_SORT } from '../paging';
import { PICKER_LABELS } from '../picker-labels';
import {
  PLACEMENT_COLUMN_LABELS as L,
  PLACEMENT_LIST_FILTERS,
  PLACEMENT_SORT_PROPERTIES,
  type Placement,
  PlacementCountFilterSchema,
  type PlacementInput,
  PlacementInputSchema,
  PlacementListFilterSchema,
  PlacementSchema,
  type PlacementUpdate,
  PlacementUpdateSchema,
} from './placements';

/** Placements (part 2 §7 /api/placements): the inventory demand is bought on, each of one publisher. */
export const PLACEMENT_CONTRACT = recordContract<Placement, PlacementInput, PlacementUpdate>()({
  key: 'placements',
  entityType: 'PLACEMENT',
  changeFields: L,
  labels: {
    one: 'Placement',
    what: 'placement',
    plural: 'Placements',
    list: 'Placements list',
    create: 'New placement',
  },
  nameOf: (placement) => placement.name,
  paths: {
    list: DEMAND_API.placements,
    counts: DEMAND_API.placementCounts,
    statuses: DEMAND_API.placementStatuses,
    one: DEMAND_API.placement,
    archive: DEMAND_API.archivePlacement,
    unarchive: DEMAND_API.unarchivePlacement,
  },
  screens: { list: '/placements', create: '/placements/create', record: '/placements/edit/$id' },
  permissions: {
    read: 'PLACEMENTS_READ',
    create: 'PLACEMENTS_CREATE',
    edit: 'PLACEMENTS_EDIT',
    archive: 'PLACEMENTS_ARCHIVE',
  },
  schemas: {
    dto: PlacementSchema,
    input: PlacementInputSchema,
    update: PlacementUpdateSchema,
    list: PlacementListFilterSchema,
    counts: PlacementCountFilterSchema,
  },
  sort: { properties: PLACEMENT_SORT_PROPERTIES, default: PLACEMENTS_DIALOG_SORT },
  searchParam: 'searchTerm',
  filters: PLACEMENT_LIST_FILTERS,
  notices: PLACEMENT_NOTICES,
  inputOf: (placement) => ({
    name: placement.name,
    publisherId: placement.publisher.id,
    type: placement.type,
    platform: placement.platform,
    deliveryType: placement.deliveryType,
    bidFloor: placement.bidFloor,
    cpm: placement.cpm,
    auctionType: placement.auctionType,
    tmaxMs: placement.tmaxMs,
    status: placement.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  }),
  exportColumns: [
    { label: L.name, value: (placement) => placement.name },
    { label: L.publisher, value: (placement) => placement.publisher.name },
    { label: L.type, value: (placement) => optionLabel(PLACEMENT_TYPE_OPTIONS, placement.type) },
    { label: L.platform, value: (placement) => optionLabel(PLATFORM_OPTIONS, placement.platform) },
    {
      label: L.deliveryType,
      value: (placement) => optionLabel(DELIVERY_TYPE_OPTIONS, placement.deliveryType),
    },
    { label: L.bidFloor, value: (placement) => placement.bidFloor },
    { label: L.cpm, value: (placement) => placement.cpm },
    {
      label: L.auctionType,
      value: (placement) => optionLabel(AUCTION_PRICING_OPTIONS, placement.auctionType),
    },
    { label: L.tmaxMs, value: (placement) => placement.tmaxMs },
    { label: L.status, value: (placement) => optionLabel(ENTITY_STATUS_OPTIONS, placement.status) },
    { label: L.createdOn, value: (placement) => placement.createdOn },
  ],
  bulkEdit: [
    statusBulkEdit(PlacementInputSchema.shape.status),
    moneyBulkEdit('bidFloor', L.bidFloor, PlacementInputSchema.shape.bidFloor),
    moneyBulkEdit('cpm', L.cpm, PlacementInputSchema.shape.cpm),
    {
      field: 'publisherId',
      label: L.publisher,
      schema: PlacementInputSchema.shape.publisherId,
      input: { kind: 'record', area: 'publishers' },
      shown: (placement) => placement.publisher.name,
    },
  ],
  picker: { label: PICKER_LABELS.placement, errorMessage: MESSAGES.errorPlacementsAutocomplete },
  menu: 'placements',
  // Placement writes also change the connections' placement lists.
  alsoChanges: ['connections'],
});
