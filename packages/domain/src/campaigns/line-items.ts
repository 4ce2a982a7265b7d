import { z } from 'zod';
import { listFilters } from '../contracts/list-filters';
import { ActiveInactiveSchema, EntityStatusSchema } from '../enumerations';
import { IdSchema, IdTextSchema } from '../ids';
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
import { isTimeZone } from '../time-zones';
import { NetworkRefSchema } from '../user';
import { LINE_ITEM_MESSAGES } from './line-item-messages';
import { BundleTermsFieldsSchema } from './orders';
import {
  DeliverySchema,
  GoalTypeSchema,
  LineItemHealthSchema,
  PacingReportSchema,
  PacingSchema,
} from './pacing';

export const LineItemTypeSchema = z.enum(['STANDARD', 'SPONSORSHIP', 'HOUSE']);
export type LineItemType = z.infer<typeof LineItemTypeSchema>;
export const FrequencyPeriodSchema = z.enum(['HOUR', 'DAY', 'WEEK']);
export type FrequencyPeriod = z.infer<typeof FrequencyPeriodSchema>;

export const LINE_ITEM_TYPE_OPTIONS = [
  { key: 'STANDARD', label: 'Standard' },
  { key: 'SPONSORSHIP', label: 'Sponsorship' },
  { key: 'HOUSE', label: 'House' },
] as const satisfies readonly { key: LineItemType; label: string }[];
export const GOAL_TYPE_OPTIONS = [
  { key: 'IMPRESSIONS', label: 'Impressions' },
  { key: 'SPEND', label: 'Spend' },
] as const;
export const PACING_OPTIONS = [
  { key: 'EVEN', label: 'Even' },
  { key: 'ASAP', label: 'As fast as possible' },
] as const;
export const FREQUENCY_PERIOD_OPTIONS = [
  { key: 'HOUR', label: 'Per hour' },
  { key: 'DAY', label: 'Per day' },
  { key: 'WEEK', label: 'Per week' },
] as const satisfies readonly { key: FrequencyPeriod; label: string }[];

/** numeric(14, 2) holds a spend goal; an impression goal is a whole count up to the same. */
export const GOAL_MAX = 1_000_000_000;
/** 1 is served first. */
export const PRIORITY_MIN = 1;
export const PRIORITY_MAX = 10;
export const DEFAULT_PRIORITY = 5;
export const FREQUENCY_CAP_MAX = 1000;
export const DEFAULT_LINE_ITEM_TIME_ZONE = 'America/New_York';

export const LINE_ITEM_SORT_PROPERTIES = [
  'name',
  'startDate',
  'endDate',
  'priority',
  'status',
  'createdOn',
] as const;
export const DEFAULT_LINE_ITEM_SORT = {
  sortProperty: 'createdOn',
  sortDirection: 'desc',
} as const satisfies Sort;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

/** The latest health the refresh stored: what the list shows without reading the facts. */
export const HealthSnapshotSchema = z.object({
  health: LineItemHealthSchema,
  deliveredPercent: z.number(),
  paceRatio: z.number().nullable(),
  checkedOn: z.string(),
});

export const LineItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  order: RefSchema,
  type: LineItemTypeSchema,
  cpm: z.number(),
  /** The order's: the CPM and a spend goal are in it. */
  currency: CurrencySchema,
  goalType: GoalTypeSchema,
  goalAmount: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  pacing: PacingSchema,
  frequencyCap: z.number().int().nullable(),
  frequencyPeriod: FrequencyPeriodSchema.nullable(),
  priority: z.number().int(),
  /** Its own bundle terms; blank ones come from the order. */
  bundleRevenueShare: z.number().nullable(),
  bundleCpm: z.number().nullable(),
  /** The terms that apply: its own, else the order's. */
  bundleTerms: z.object({ bundleRevenueShare: z.number().nullable(), bundleCpm: z.number().nullable() }),
  notes: z.string().nullable(),
  health: HealthSnapshotSchema.nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type LineItem = z.infer<typeof LineItemSchema>;

export const LineItemFieldsSchema = z.object({
  orderId: IdSchema,
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  status: ActiveInactiveSchema.default('ACTIVE'),
  type: LineItemTypeSchema.default('STANDARD'),
  cpm: moneySchema('CPM'),
  goalType: GoalTypeSchema.default('IMPRESSIONS'),
  goalAmount: z
    .number({
      error: (issue) =>
        issue.input == null ? FIELD_MESSAGES.required('Goal') : LINE_ITEM_MESSAGES.goalAmount(GOAL_MAX),
    })
    .positive(LINE_ITEM_MESSAGES.goalAmount(GOAL_MAX))
    .max(GOAL_MAX, LINE_ITEM_MESSAGES.goalAmount(GOAL_MAX)),
  startDate: requiredDateSchema('Start date'),
  endDate: requiredDateSchema('End date'),
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, LINE_ITEM_MESSAGES.timeZone)
    .default(DEFAULT_LINE_ITEM_TIME_ZONE),
  pacing: PacingSchema.default('EVEN'),
  frequencyCap: z
    .number({ error: LINE_ITEM_MESSAGES.frequencyCap(FREQUENCY_CAP_MAX) })
    .int(LINE_ITEM_MESSAGES.frequencyCap(FREQUENCY_CAP_MAX))
    .min(1, LINE_ITEM_MESSAGES.frequencyCap(FREQUENCY_CAP_MAX))
    .max(FREQUENCY_CAP_MAX, LINE_ITEM_MESSAGES.frequencyCap(FREQUENCY_CAP_MAX))
    .nullish()
    .transform((value) => value ?? null),
  frequencyPeriod: FrequencyPeriodSchema.or(z.literal(''))
    .nullish()
    .transform((value) => value || null),
  priority: z
    .number({ error: LINE_ITEM_MESSAGES.priority(PRIORITY_MIN, PRIORITY_MAX) })
    .int(LINE_ITEM_MESSAGES.priority(PRIORITY_MIN, PRIORITY_MAX))
    .min(PRIORITY_MIN, LINE_ITEM_MESSAGES.priority(PRIORITY_MIN, PRIORITY_MAX))
    .max(PRIORITY_MAX, LINE_ITEM_MESSAGES.priority(PRIORITY_MIN, PRIORITY_MAX))
    .default(DEFAULT_PRIORITY),
  ...BundleTermsFieldsSchema.shape,
  notes: NotesSchema,
});

type LineItemFields = z.output<typeof LineItemFieldsSchema>;

const lineItemRules = <T extends z.ZodType<LineItemFields>>(schema: T) =>
  schema
    .refine(flightInOrder, { path: ['endDate'], message: RECORD_FIELD_MESSAGES.endBeforeStart })
    .refine((item) => item.goalType === 'SPEND' || Number.isInteger(item.goalAmount), {
      path: ['goalAmount'],
      message: LINE_ITEM_MESSAGES.wholeImpressions,
    })
    .refine((item) => (item.frequencyCap === null) === (item.frequencyPeriod === null), {
      path: ['frequencyCap'],
      message: LINE_ITEM_MESSAGES.frequencyPair,
    });

export const LineItemInputSchema = lineItemRules(LineItemFieldsSchema);
export type LineItemInput = z.input<typeof LineItemInputSchema>;
export const LineItemUpdateSchema = lineItemRules(LineItemFieldsSchema.extend({ version: VersionSchema }));
export type LineItemUpdate = z.input<typeof LineItemUpdateSchema>;

/** A new last day of the flight (part 2 §7 POST lineitem/{id}/extend). */
export const LineItemExtendSchema = z.object({
  endDate: requiredDateSchema('End date'),
  version: VersionSchema.optional(),
});

/** The status-name call's statuses (PUT lineitem/{id}/{status}). */
export const LineItemStatusParamsSchema = z.object({ id: IdTextSchema, status: EntityStatusSchema });

/** The line items list's filter chips: the order (the list call's own orderIds). */
export const LINE_ITEM_LIST_FILTERS = listFilters([
  { kind: 'record', param: 'orderIds', label: 'Order', area: 'orders' },
]);

export const LineItemListFilterSchema = sortedPageSchema(
  LINE_ITEM_SORT_PROPERTIES,
  DEFAULT_LINE_ITEM_SORT,
).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  orderIds: IdListSchema,
  ids: IdListSchema,
});
export const LineItemCountFilterSchema = LineItemListFilterSchema.pick({
  name: true,
  networkIds: true,
  orderIds: true,
});

/** The line items a delivery or health call is about. */
export const LineItemIdsQuerySchema = z.object({ ids: IdListSchema });
export const LineItemDeliveryStatusSchema = DeliverySchema.extend({ lineItemId: z.number().int() });
export const LineItemHealthStatusSchema = PacingReportSchema.extend({ lineItemId: z.number().int() });
export type LineItemHealthStatus = z.infer<typeof LineItemHealthStatusSchema>;
export const RefreshQueuedSchema = z.object({ message: z.string() });

/** A flight inside its order's: the line item serves only while the order runs. */
export const flightWithin = (
  order: { startDate: string; endDate: string },
  flight: { startDate: string; endDate: string },
) => order.startDate <= flight.startDate && flight.endDate <= order.endDate;

/** A line item as its edit form opens and a revert writes it back. */
export const lineItemInputOf = (item: LineItem): LineItemInput => ({
  orderId: item.order.id,
  name: item.name,
  status: item.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  type: item.type,
  cpm: item.cpm,
  goalType: item.goalType,
  goalAmount: item.goalAmount,
  startDate: item.startDate,
  endDate: item.endDate,
  timeZone: item.timeZone,
  pacing: item.pacing,
  frequencyCap: item.frequencyCap,
  frequencyPeriod: item.frequencyPeriod,
  priority: item.priority,
  bundleRevenueShare: item.bundleRevenueShare,
  bundleCpm: item.bundleCpm,
  notes: item.notes,
});

export const LINE_ITEM_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  order: 'Campaign',
  type: 'Type',
  cpm: 'CPM',
  currency: 'Currency',
  goalType: 'Goal type',
  goal: 'Goal',
  flight: 'Flight',
  startDate: 'Start',
  endDate: 'End',
  timeZone: 'Time zone',
  pacing: 'Pacing',
  frequencyCap: 'Frequency cap',
  priority: 'Priority',
  bundleRevenueShare: 'Bundle revenue share (%)',
  bundleCpm: 'Bundle CPM',
  delivered: 'Delivered',
  health: 'Health',
  network: 'Network',
} as const;
