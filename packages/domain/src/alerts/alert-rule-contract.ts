import { optionLabel, recordContract } from '../contracts/record-contract';
import { ENTITY_STATUS_OPTIONS } from '../enumerations';
import { ALERT_NOTICES } from './alert-messages';
import {
  ALERT_CONDITION_OPTIONS,
  ALERT_METRIC_OPTIONS,
  ALERT_SORT_PROPERTIES,
  type AlertRule,
  AlertRuleCountFilterSchema,
  type AlertRuleInput,
  AlertRuleInputSchema,
  AlertRuleListFilterSchema,
  AlertRuleSchema,
  type AlertRuleUpdate,
  AlertRuleUpdateSchema,
  alertRuleInputOf,
  DEFAULT_ALERT_SORT,
  ALERT_COLUMN_LABELS as L,
  scopeLabel,
} from './alert-rules';
import { ALERT_API } from './paths';

/** Alert rules on the report facts (issue 27): what is watched, where, and when it raises an alert. */
export const ALERT_RULE_CONTRACT = recordContract<AlertRule, AlertRuleInput, AlertRuleUpdate>()({
  key: 'alert-rules',
  entityType: 'ALERT_RULE',
  changeFields: L,
  labels: {
    one: 'Alert rule',
    what: 'alert rule',
    plural: 'Alerts',
    list: 'Alert rules',
    create: 'New alert rule',
  },
  nameOf: (rule) => rule.name,
  paths: {
    list: ALERT_API.rules,
    counts: ALERT_API.counts,
    statuses: ALERT_API.statuses,
    one: ALERT_API.rule,
    archive: ALERT_API.archive,
    unarchive: ALERT_API.unarchive,
  },
  screens: { list: '/demand/alerts', create: '/demand/alerts/create', record: '/demand/alerts/edit/$id' },
  permissions: { read: 'ALERTS_READ', create: 'ALERTS_CREATE', edit: 'ALERTS_EDIT', archive: 'ALERTS_EDIT' },
  schemas: {
    dto: AlertRuleSchema,
    input: AlertRuleInputSchema,
    update: AlertRuleUpdateSchema,
    list: AlertRuleListFilterSchema,
    counts: AlertRuleCountFilterSchema,
  },
  sort: { properties: ALERT_SORT_PROPERTIES, default: DEFAULT_ALERT_SORT },
  searchParam: 'name',
  notices: ALERT_NOTICES,
  inputOf: alertRuleInputOf,
  exportColumns: [
    { label: L.name, value: (rule) => rule.name },
    { label: L.network, value: (rule) => rule.network?.name ?? null },
    { label: L.metric, value: (rule) => optionLabel(ALERT_METRIC_OPTIONS, rule.metric) },
    { label: L.scope, value: scopeLabel },
    { label: L.condition, value: (rule) => optionLabel(ALERT_CONDITION_OPTIONS, rule.condition) },
    { label: L.threshold, value: (rule) => rule.threshold },
    { label: L.mutedUntil, value: (rule) => rule.mutedUntil },
    { label: L.lastAlertAt, value: (rule) => rule.lastAlertAt },
    { label: L.status, value: (rule) => optionLabel(ENTITY_STATUS_OPTIONS, rule.status) },
    { label: L.createdOn, value: (rule) => rule.createdOn },
  ],
  picker: { label: 'Alert rule', errorMessage: ALERT_NOTICES.errorAutocomplete },
  menu: 'alerts',
});
