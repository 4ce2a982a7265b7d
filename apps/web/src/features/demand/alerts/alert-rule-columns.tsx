import {
  ALERT_CONDITION_OPTIONS,
  ALERT_METRIC_OPTIONS,
  type AlertRule,
  describeRule,
  ALERT_COLUMN_LABELS as L,
  scopeLabel,
} from '@adcast/domain/alerts/alert-rules';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { useMe } from '../../../session/me';
import {
  actionsColumn,
  addedColumn,
  enumColumn,
  nameColumn,
  statusColumn,
} from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';

const ruleLink = (rule: AlertRule) => ({ to: '/demand/alerts/edit/$id', params: { id: rule.id } }) as const;
const when = (iso: string | null) => (iso === null ? '—' : new Date(iso).toLocaleString());

/** The rules list: name (to the rule), metric, what it watches, condition, last alert, muted until, status, added. */
export function useAlertRuleColumns(): DataColumn<AlertRule>[] {
  const canEdit = useCan()('ALERTS_EDIT');
  const staffWithoutNetwork = useMe().network === null;
  const navigate = useNavigate();
  const columns: (DataColumn<AlertRule> | false)[] = [
    nameColumn(
      'name',
      (rule) => rule.name,
      (rule) => ruleLink(rule),
    ),
    enumColumn('metric', L.metric, ALERT_METRIC_OPTIONS, (rule) => rule.metric),
    { id: 'scope', label: L.scope, render: scopeLabel },
    {
      ...enumColumn('condition', L.condition, ALERT_CONDITION_OPTIONS, (rule) => rule.condition),
      render: describeRule,
    },
    staffWithoutNetwork && { id: 'network', label: L.network, render: (rule) => rule.network?.name ?? 'All' },
    { id: 'lastAlertAt', label: L.lastAlertAt, render: (rule) => when(rule.lastAlertAt) },
    { id: 'mutedUntil', label: L.mutedUntil, render: (rule) => when(rule.mutedUntil) },
    statusColumn(),
    addedColumn(),
    actionsColumn(
      (rule) => rule.name,
      (rule) =>
        canEdit && rule.status !== 'ARCHIVED'
          ? [{ label: 'Edit', onSelect: () => navigate(ruleLink(rule)) }]
          : [],
    ),
  ];
  return columns.filter((column) => column !== false);
}
