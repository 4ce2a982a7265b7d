import { ALERT_RULE_CONTRACT } from '@adcast/domain/alerts/alert-rule-contract';
import type { AlertCondition, AlertMetric, AlertScopeKind } from '@adcast/domain/alerts/alert-rules';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { eq } from 'drizzle-orm';
import { alertLastFired, alertScopeName } from '../../db/alerts';
import type { Db } from '../../db/client';
import { alertRules } from '../../db/schema/alerts';
import { networks } from '../../db/schema/tenancy';
import { textKey } from '../../db/sorting';
import { networkFilter } from '../../http/scope-filter';
import { defineRecord } from '../../records/definition';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const selectAlertRules = (db: Db) =>
  db
    .select({
      id: alertRules.id,
      name: alertRules.name,
      status: alertRules.status,
      networkId: alertRules.networkId,
      networkName: networks.name,
      metric: alertRules.metric,
      scopeKind: alertRules.scopeKind,
      scopeId: alertRules.scopeId,
      scopeName: alertScopeName(),
      condition: alertRules.condition,
      threshold: alertRules.threshold,
      emailAlerts: alertRules.emailAlerts,
      mutedUntil: alertRules.mutedUntil,
      lastAlertAt: alertLastFired(),
      notes: alertRules.notes,
      createdOn: alertRules.createdOn,
      updatedOn: alertRules.updatedOn,
      version: alertRules.version,
    })
    .from(alertRules)
    .leftJoin(networks, eq(networks.id, alertRules.networkId))
    .$dynamic();

export const ALERT_RULE = defineRecord(ALERT_RULE_CONTRACT, {
  table: alertRules,
  select: selectAlertRules,
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status as EntityStatus,
    network: row.networkId === null ? null : { id: row.networkId, name: row.networkName ?? '' },
    metric: row.metric as AlertMetric,
    scopeKind: row.scopeKind as AlertScopeKind,
    scope: row.scopeId === null ? null : { id: row.scopeId, name: row.scopeName ?? '' },
    condition: row.condition as AlertCondition,
    threshold: row.threshold,
    emailAlerts: row.emailAlerts,
    mutedUntil: iso(row.mutedUntil),
    lastAlertAt: iso(row.lastAlertAt),
    notes: row.notes,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  // A network user sees its network's rules; staff every rule, or those of the networks asked for.
  visibleTo: (auth, networkIds) => networkFilter(alertRules.networkId, auth, networkIds),
  networkOf: (rule) => rule.network?.id ?? null,
  sortKeys: {
    name: textKey(alertRules.name),
    metric: alertRules.metric,
    condition: alertRules.condition,
    status: alertRules.status,
    createdOn: alertRules.createdOn,
  },
  search: { column: alertRules.name },
});
