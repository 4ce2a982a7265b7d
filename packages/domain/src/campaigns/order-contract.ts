import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../enumerations';
import { PICKER_LABELS } from '../picker-labels';
import { CAMPAIGN_MESSAGES, ORDER_NOTICES } from './campaign-messages';
import {
  DEFAULT_ORDER_SORT,
  ORDER_COLUMN_LABELS as L,
  ORDER_SORT_PROPERTIES,
  type Order,
  OrderCountFilterSchema,
  type OrderInput,
  OrderInputSchema,
  OrderListFilterSchema,
  OrderSchema,
  type OrderUpdate,
  OrderUpdateSchema,
  orderInputOf,
} from './orders';
import { CAMPAIGN_API } from './paths';

/** Orders, shown as campaigns (part 2 §7 /api/campaign/order): an advertiser's insertion order, its budget and flight. */
export const ORDER_CONTRACT = recordContract<Order, OrderInput, OrderUpdate>()({
  key: 'orders',
  entityType: 'ORDER',
  changeFields: L,
  labels: {
    one: 'Campaign',
    what: 'campaign',
    plural: 'Campaigns',
    list: 'Campaigns list',
    create: 'New campaign',
  },
  nameOf: (order) => order.name,
  paths: {
    list: CAMPAIGN_API.orders,
    counts: CAMPAIGN_API.orderCounts,
    statuses: CAMPAIGN_API.orderStatuses,
    one: CAMPAIGN_API.order,
    archive: CAMPAIGN_API.archiveOrder,
    unarchive: CAMPAIGN_API.unarchiveOrder,
  },
  screens: { list: '/orders', create: '/orders/create', record: '/orders/edit/$id' },
  permissions: {
    read: 'CAMPAIGNS_ORDERS_READ',
    create: 'CAMPAIGNS_ORDERS_CREATE',
    edit: 'CAMPAIGNS_ORDERS_EDIT',
    archive: 'CAMPAIGNS_ORDERS_EDIT',
  },
  schemas: {
    dto: OrderSchema,
    input: OrderInputSchema,
    update: OrderUpdateSchema,
    list: OrderListFilterSchema,
    counts: OrderCountFilterSchema,
  },
  sort: { properties: ORDER_SORT_PROPERTIES, default: DEFAULT_ORDER_SORT },
  searchParam: 'name',
  notices: ORDER_NOTICES,
  inputOf: orderInputOf,
  exportColumns: [
    { label: L.name, value: (order) => order.name },
    { label: L.advertiser, value: (order) => order.advertiser.name },
    { label: L.ioNumber, value: (order) => order.ioNumber },
    { label: L.budget, value: (order) => order.budget },
    { label: L.currency, value: (order) => order.currency },
    { label: L.startDate, value: (order) => order.startDate },
    { label: L.endDate, value: (order) => order.endDate },
    { label: L.bundleRevenueShare, value: (order) => order.bundleRevenueShare },
    { label: L.bundleCpm, value: (order) => order.bundleCpm },
    { label: L.network, value: (order) => order.network?.name ?? null },
    { label: L.status, value: (order) => optionLabel(ENTITY_STATUS_OPTIONS, order.status) },
    { label: L.createdOn, value: (order) => order.createdOn },
  ],
  picker: { label: PICKER_LABELS.order, errorMessage: CAMPAIGN_MESSAGES.errorOrderAutocomplete },
  menu: 'campaigns',
});
