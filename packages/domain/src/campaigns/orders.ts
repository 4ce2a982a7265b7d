import { z } from 'zod';
import { ActiveInactiveSchema, EntityStatusSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { IdListSchema } from '../list-schemas';
import { moneySchema } from '../money';
import type { Sort } from '../paging';
import { FIELD_MESSAGES } from '../patterns';
import { CurrencySchema, flightInOrder, RECORD_FIELD_MESSAGES, requiredDateSchema } from '../record-fields';
import {
  NotesSchema,
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { NetworkRefSchema } from '../user';
import { CAMPAIGN_MESSAGES } from './campaign-messages';

/** numeric(14, 2) holds it. */
export const BUDGET_MAX = 1_000_000_000;

export const ORDER_SORT_PROPERTIES = [
  'name',
  'ioNumber',
  'budget',
  'startDate',
  'endDate',
  'status',
  'createdOn',
] as const;
export const DEFAULT_ORDER_SORT = {
  sortProperty: 'createdOn',
  sortDirection: 'desc',
} as const satisfies Sort;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

export const OrderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  advertiser: RefSchema,
  ioNumber: z.string().nullable(),
  budget: z.number(),
  currency: CurrencySchema,
  startDate: z.string(),
  endDate: z.string(),
  bundleRevenueShare: z.number().nullable(),
  bundleCpm: z.number().nullable(),
  notes: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type Order = z.infer<typeof OrderSchema>;

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * Part 2 §3 bundles: an order's revenue share and CPM are its line items' unless one sets its own;
 * on a line item they are that override, blank to inherit.
 */
export const BundleTermsFieldsSchema = z.object({
  bundleRevenueShare: z
    .number({ error: CAMPAIGN_MESSAGES.revenueShare })
    .min(0, CAMPAIGN_MESSAGES.revenueShare)
    .max(100, CAMPAIGN_MESSAGES.revenueShare)
    .refine(twoDecimals, CAMPAIGN_MESSAGES.revenueShare)
    .nullish()
    .transform((value) => value ?? null),
  bundleCpm: moneySchema('Bundle CPM')
    .nullish()
    .transform((value) => value ?? null),
});

const OrderFieldsSchema = z.object({
  advertiserId: IdSchema,
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  status: ActiveInactiveSchema.default('ACTIVE'),
  ioNumber: z
    .string()
    .trim()
    .max(64, CAMPAIGN_MESSAGES.ioNumber)
    .nullish()
    .transform((value) => value || null),
  budget: z
    .number({
      error: (issue) =>
        issue.input == null ? FIELD_MESSAGES.required('Budget') : CAMPAIGN_MESSAGES.budget(BUDGET_MAX),
    })
    .min(0, CAMPAIGN_MESSAGES.budget(BUDGET_MAX))
    .max(BUDGET_MAX, CAMPAIGN_MESSAGES.budget(BUDGET_MAX))
    .refine(twoDecimals, CAMPAIGN_MESSAGES.budget(BUDGET_MAX)),
  currency: CurrencySchema.default('USD'),
  startDate: requiredDateSchema('Start date'),
  endDate: requiredDateSchema('End date'),
  ...BundleTermsFieldsSchema.shape,
  notes: NotesSchema,
});

type OrderFields = z.output<typeof OrderFieldsSchema>;

const orderRules = <T extends z.ZodType<OrderFields>>(schema: T) =>
  schema.refine(flightInOrder, { path: ['endDate'], message: RECORD_FIELD_MESSAGES.endBeforeStart });

export const OrderInputSchema = orderRules(OrderFieldsSchema);
export type OrderInput = z.input<typeof OrderInputSchema>;
export const OrderUpdateSchema = orderRules(OrderFieldsSchema.extend({ version: VersionSchema }));
export type OrderUpdate = z.input<typeof OrderUpdateSchema>;

export const OrderListFilterSchema = sortedPageSchema(ORDER_SORT_PROPERTIES, DEFAULT_ORDER_SORT).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  advertiserIds: IdListSchema,
  ids: IdListSchema,
});
export const OrderCountFilterSchema = OrderListFilterSchema.pick({
  name: true,
  networkIds: true,
  advertiserIds: true,
});

/** An order as its edit form opens and a revert writes it back. */
export const orderInputOf = (order: Order): OrderInput => ({
  advertiserId: order.advertiser.id,
  name: order.name,
  status: order.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  ioNumber: order.ioNumber,
  budget: order.budget,
  currency: order.currency,
  startDate: order.startDate,
  endDate: order.endDate,
  bundleRevenueShare: order.bundleRevenueShare,
  bundleCpm: order.bundleCpm,
  notes: order.notes,
});

export type BundleTerms = { bundleRevenueShare: number | null; bundleCpm: number | null };

/** Part 2 §3 bundles: a line item's own revenue share and CPM win; what it leaves out comes from its order (the IO). */
export const bundleTermsOf = (order: BundleTerms, lineItem: Partial<BundleTerms>): BundleTerms => ({
  bundleRevenueShare: lineItem.bundleRevenueShare ?? order.bundleRevenueShare,
  bundleCpm: lineItem.bundleCpm ?? order.bundleCpm,
});

export const ORDER_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  advertiser: 'Advertiser',
  ioNumber: 'IO number',
  budget: 'Budget',
  currency: 'Currency',
  startDate: 'Start',
  endDate: 'End',
  bundleRevenueShare: 'Bundle revenue share (%)',
  bundleCpm: 'Bundle CPM',
  network: 'Network',
} as const;
