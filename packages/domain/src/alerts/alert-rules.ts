import { z } from 'zod';
import { ActiveInactiveSchema, EntityStatusSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { IdListSchema } from '../list-schemas';
import type { Sort } from '../paging';
import { FIELD_MESSAGES } from '../patterns';
import {
  NotesSchema,
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { NetworkRefSchema } from '../user';
import { ALERT_MESSAGES } from './alert-messages';

/** What a rule watches, each read from the report facts through one catalogue metric. */
export const ALERT_METRIC_OPTIONS = [
  { key: 'REVENUE', label: 'Revenue', reportMetric: 'revenue' },
  { key: 'IMPRESSIONS', label: 'Impressions', reportMetric: 'adImpressions' },
  { key: 'REQUESTS', label: 'Ad requests', reportMetric: 'adRequests' },
  { key: 'FILL_RATE', label: 'Fill rate', reportMetric: 'fillRate' },
  { key: 'ERRORS', label: 'Errors', reportMetric: 'errors' },
  { key: 'LINE_ITEM_PACING', label: "Line item's pacing", reportMetric: 'lineItemImpressions' },
] as const;
export const AlertMetricSchema = z.enum([
  'REVENUE',
  'IMPRESSIONS',
  'REQUESTS',
  'FILL_RATE',
  'ERRORS',
  'LINE_ITEM_PACING',
]);
export type AlertMetric = z.infer<typeof AlertMetricSchema>;

/** Where a rule watches: the whole network, or one record, read by the report dimension that filters on it. */
export const ALERT_SCOPE_OPTIONS = [
  { key: 'NETWORK', label: 'Whole network', dimension: null },
  { key: 'DEMAND_PARTNER', label: 'Demand partner', dimension: 'demandPartner' },
  { key: 'CONNECTION', label: 'Connection', dimension: 'dpConnection' },
  { key: 'PUBLISHER', label: 'Publisher', dimension: 'publisherId' },
  { key: 'PLACEMENT', label: 'Placement', dimension: 'placementId' },
  { key: 'LINE_ITEM', label: 'Line item', dimension: 'lineItemId' },
] as const;
export const AlertScopeKindSchema = z.enum([
  'NETWORK',
  'DEMAND_PARTNER',
  'CONNECTION',
  'PUBLISHER',
  'PLACEMENT',
  'LINE_ITEM',
]);
export type AlertScopeKind = z.infer<typeof AlertScopeKindSchema>;

/**
 * DROP: the hour is X % below its baseline (the same hour of the previous weeks); BELOW: under an
 * absolute value; NO_DELIVERY: nothing for N hours while the baseline expected some.
 */
export const ALERT_CONDITION_OPTIONS = [
  { key: 'DROP', label: 'Drops by % against previous weeks', threshold: 'Drop (%)' },
  { key: 'BELOW', label: 'Falls below a value', threshold: 'Value' },
  { key: 'NO_DELIVERY', label: 'No delivery for hours', threshold: 'Hours' },
] as const;
export const AlertConditionSchema = z.enum(['DROP', 'BELOW', 'NO_DELIVERY']);
export type AlertCondition = z.infer<typeof AlertConditionSchema>;

export const ALERT_MUTE_MAX_HOURS = 168;

export const ALERT_SORT_PROPERTIES = ['name', 'metric', 'condition', 'status', 'createdOn'] as const;
export const DEFAULT_ALERT_SORT = { sortProperty: 'name', sortDirection: 'asc' } as const satisfies Sort;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

export const AlertRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  metric: AlertMetricSchema,
  scopeKind: AlertScopeKindSchema,
  scope: RefSchema.nullable(),
  condition: AlertConditionSchema,
  threshold: z.number(),
  emailAlerts: z.boolean(),
  mutedUntil: z.string().nullable(),
  lastAlertAt: z.string().nullable(),
  notes: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type AlertRule = z.infer<typeof AlertRuleSchema>;

const AlertRuleFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  status: ActiveInactiveSchema.default('ACTIVE'),
  /** Null: every network (staff only). A network user's rules are always in its own network. */
  networkId: IdSchema.nullable().default(null),
  metric: AlertMetricSchema,
  scopeKind: AlertScopeKindSchema.default('NETWORK'),
  scopeId: IdSchema.nullable().default(null),
  condition: AlertConditionSchema,
  threshold: z
    .number({ error: FIELD_MESSAGES.required('Threshold') })
    .finite()
    .max(1e12),
  emailAlerts: z.boolean().default(true),
  notes: NotesSchema,
});
type AlertRuleFields = z.output<typeof AlertRuleFieldsSchema>;

const alertRules = <T extends z.ZodType<AlertRuleFields>>(schema: T) =>
  schema
    .refine((rule) => rule.scopeKind === 'NETWORK' || rule.scopeId !== null, {
      path: ['scopeId'],
      message: ALERT_MESSAGES.scopeRequired,
    })
    .refine((rule) => rule.scopeKind !== 'NETWORK' || rule.scopeId === null, {
      path: ['scopeId'],
      message: ALERT_MESSAGES.scopeNotWanted,
    })
    .refine((rule) => rule.metric !== 'LINE_ITEM_PACING' || rule.scopeKind === 'LINE_ITEM', {
      path: ['scopeKind'],
      message: ALERT_MESSAGES.pacingNeedsLineItem,
    })
    .refine((rule) => rule.condition !== 'DROP' || (rule.threshold >= 1 && rule.threshold <= 100), {
      path: ['threshold'],
      message: ALERT_MESSAGES.dropPercent,
    })
    .refine(
      (rule) =>
        rule.condition !== 'NO_DELIVERY' ||
        (Number.isInteger(rule.threshold) && rule.threshold >= 1 && rule.threshold <= 72),
      { path: ['threshold'], message: ALERT_MESSAGES.noDeliveryHours },
    )
    .refine((rule) => rule.condition !== 'BELOW' || rule.threshold >= 0, {
      path: ['threshold'],
      message: ALERT_MESSAGES.belowValue,
    });

export const AlertRuleInputSchema = alertRules(AlertRuleFieldsSchema);
export type AlertRuleInput = z.input<typeof AlertRuleInputSchema>;
export const AlertRuleUpdateSchema = alertRules(AlertRuleFieldsSchema.extend({ version: VersionSchema }));
export type AlertRuleUpdate = z.input<typeof AlertRuleUpdateSchema>;

export const AlertRuleListFilterSchema = sortedPageSchema(ALERT_SORT_PROPERTIES, DEFAULT_ALERT_SORT).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  ids: IdListSchema,
});
export const AlertRuleCountFilterSchema = AlertRuleListFilterSchema.pick({ name: true, networkIds: true });

export const alertRuleInputOf = (rule: AlertRule): AlertRuleInput => ({
  name: rule.name,
  status: rule.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  networkId: rule.network?.id ?? null,
  metric: rule.metric,
  scopeKind: rule.scopeKind,
  scopeId: rule.scope?.id ?? null,
  condition: rule.condition,
  threshold: rule.threshold,
  emailAlerts: rule.emailAlerts,
  notes: rule.notes,
});

export const ALERT_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  network: 'Network',
  metric: 'Metric',
  scope: 'Watches',
  condition: 'Condition',
  threshold: 'Threshold',
  mutedUntil: 'Muted until',
  lastAlertAt: 'Last alert',
} as const;

const optionOf = <K extends string>(options: readonly { key: K; label: string }[], key: K) =>
  options.find((option) => option.key === key)?.label ?? key;

/** "Revenue drops 30 % against previous weeks", as lists, mails and the bell say it. */
export function describeRule(rule: Pick<AlertRule, 'metric' | 'condition' | 'threshold'>): string {
  const metric = optionOf(ALERT_METRIC_OPTIONS, rule.metric);
  switch (rule.condition) {
    case 'DROP':
      return `${metric} drops ${rule.threshold} % against the same hours of previous weeks`;
    case 'BELOW':
      return `${metric} below ${rule.threshold}`;
    case 'NO_DELIVERY':
      return `${metric}: no delivery for ${rule.threshold} h`;
  }
}

export const scopeLabel = (rule: Pick<AlertRule, 'scopeKind' | 'scope'>): string =>
  rule.scopeKind === 'NETWORK'
    ? optionOf(ALERT_SCOPE_OPTIONS, 'NETWORK')
    : `${optionOf(ALERT_SCOPE_OPTIONS, rule.scopeKind)}: ${rule.scope?.name ?? ''}`;

/** One alert a rule raised: the hour, what was seen and what was expected. */
export const AlertEventSchema = z.object({
  id: z.number().int(),
  ruleId: z.number().int(),
  ruleName: z.string(),
  hour: z.string(),
  value: z.number(),
  baseline: z.number().nullable(),
  message: z.string(),
  firedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
});
export type AlertEvent = z.infer<typeof AlertEventSchema>;

export const AlertEventFilterSchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  ruleId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  unacknowledged: z.enum(['true', 'false']).optional(),
});
export const AlertEventPageSchema = z.object({
  content: z.array(AlertEventSchema),
  totalElements: z.number().int(),
});
export const AlertUnreadSchema = z.object({ unacknowledged: z.number().int() });
export const AlertMuteSchema = z.object({
  hours: z
    .number()
    .int(ALERT_MESSAGES.muteHours)
    .min(1, ALERT_MESSAGES.muteHours)
    .max(ALERT_MUTE_MAX_HOURS, ALERT_MESSAGES.muteHours),
});
