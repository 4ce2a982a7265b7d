import { moneyBulkEdit, statusBulkEdit } from '../contracts/bulk-edit';
import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../enumerations';
import { MESSAGES } from '../messages';
import { PICKER_LABELS } from '../picker-labels';
import { LINE_ITEM_NOTICES } from './line-item-messages';
import {
  DEFAULT_LINE_ITEM_SORT,
  FREQUENCY_PERIOD_OPTIONS,
  GOAL_TYPE_OPTIONS,
  LINE_ITEM_COLUMN_LABELS as L,
  LINE_ITEM_LIST_FILTERS,
  LINE_ITEM_SORT_PROPERTIES,
  LINE_ITEM_TYPE_OPTIONS,
  type LineItem,
  LineItemCountFilterSchema,
  LineItemFieldsSchema,
  type LineItemInput,
  LineItemInputSchema,
  LineItemListFilterSchema,
  LineItemSchema,
  type LineItemUpdate,
  LineItemUpdateSchema,
  lineItemInputOf,
  PACING_OPTIONS,
} from './line-items';
import { HEALTH_OPTIONS } from './pacing';
import { CAMPAIGN_API } from './paths';

/** Line items (part 2 §7 /api/campaign/lineitem): what a campaign buys, its price, goal, flight and pacing. */
export const LINE_ITEM_CONTRACT = recordContract<LineItem, LineItemInput, LineItemUpdate>()({
  key: 'line-items',
  entityType: 'LINE_ITEM',
  changeFields: L,
  labels: {
    one: 'Line item',
    what: 'line item',
    plural: 'Line items',
    list: 'Line items list',
    create: 'New line item',
  },
  nameOf: (item) => item.name,
  paths: {
    list: CAMPAIGN_API.lineItems,
    counts: CAMPAIGN_API.lineItemCounts,
    statuses: CAMPAIGN_API.lineItemStatuses,
    one: CAMPAIGN_API.lineItem,
    archive: CAMPAIGN_API.archiveLineItem,
    unarchive: CAMPAIGN_API.unarchiveLineItem,
  },
  screens: { list: '/line-items', create: '/line-items/create', record: '/line-items/edit/$id' },
  permissions: {
    read: 'CAMPAIGNS_LINE_ITEMS_READ',
    create: 'CAMPAIGNS_LINE_ITEMS_CREATE',
    edit: 'CAMPAIGNS_LINE_ITEMS_EDIT',
    archive: 'CAMPAIGNS_LINE_ITEMS_EDIT',
  },
  schemas: {
    dto: LineItemSchema,
    input: LineItemInputSchema,
    update: LineItemUpdateSchema,
    list: LineItemListFilterSchema,
    counts: LineItemCountFilterSchema,
  },
  sort: { properties: LINE_ITEM_SORT_PROPERTIES, default: DEFAULT_LINE_ITEM_SORT },
  searchParam: 'name',
  filters: LINE_ITEM_LIST_FILTERS,
  notices: LINE_ITEM_NOTICES,
  inputOf: lineItemInputOf,
  exportColumns: [
    { label: L.name, value: (item) => item.name },
    { label: L.order, value: (item) => item.order.name },
    { label: L.type, value: (item) => optionLabel(LINE_ITEM_TYPE_OPTIONS, item.type) },
    { label: L.cpm, value: (item) => item.cpm },
    { label: L.currency, value: (item) => item.currency },
    { label: L.goalType, value: (item) => optionLabel(GOAL_TYPE_OPTIONS, item.goalType) },
    { label: L.goal, value: (item) => item.goalAmount },
    { label: L.startDate, value: (item) => item.startDate },
    { label: L.endDate, value: (item) => item.endDate },
    { label: L.timeZone, value: (item) => item.timeZone },
    { label: L.pacing, value: (item) => optionLabel(PACING_OPTIONS, item.pacing) },
    {
      label: L.frequencyCap,
      value: (item) =>
        item.frequencyPeriod &&
        `${item.frequencyCap} ${optionLabel(FREQUENCY_PERIOD_OPTIONS, item.frequencyPeriod).toLowerCase()}`,
    },
    { label: L.priority, value: (item) => item.priority },
    { label: L.bundleRevenueShare, value: (item) => item.bundleTerms.bundleRevenueShare },
    { label: L.bundleCpm, value: (item) => item.bundleTerms.bundleCpm },
    { label: L.delivered, value: (item) => item.health?.deliveredPercent ?? null },
    { label: L.health, value: (item) => item.health && optionLabel(HEALTH_OPTIONS, item.health.health) },
    { label: L.network, value: (item) => item.network?.name ?? null },
    { label: L.status, value: (item) => optionLabel(ENTITY_STATUS_OPTIONS, item.status) },
    { label: L.createdOn, value: (item) => item.createdOn },
  ],
  bulkEdit: [
    statusBulkEdit(LineItemFieldsSchema.shape.status),
    moneyBulkEdit('cpm', L.cpm, LineItemFieldsSchema.shape.cpm),
  ],
  picker: { label: PICKER_LABELS.lineItem, errorMessage: MESSAGES.errorLineItemAutocomplete },
  menu: 'lineItems',
});
