import type { AlertRule } from '@adcast/domain/alerts/alert-rules';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { useMe } from '../../../session/me';
import { AlertRuleForm, emptyAlertRule } from './alert-rule-form';
import { AlertRuleHistory } from './alert-rule-history';
import { alertRuleResource } from './alert-rule-resource';

const toList = () => ({ to: '/demand/alerts' }) as const;
const toRule = (rule: AlertRule) => ({ to: '/demand/alerts/edit/$id', params: { id: rule.id } }) as const;

/** /demand/alerts/create. A network user's rule watches its own network. */
export function AlertRuleCreatePage() {
  const me = useMe();
  return (
    <RecordCreatePage
      resource={alertRuleResource}
      Form={AlertRuleForm}
      initial={emptyAlertRule(me.network?.id ?? null)}
      back={toList()}
      openAfter={toRule}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/demand/alerts/edit/$id');

/** /demand/alerts/edit/{id}: the rule (read only to users who may not edit), archive, mute and its alerts. */
export function AlertRuleEditPage() {
  return (
    <RecordEditPage
      resource={alertRuleResource}
      id={editRoute.useParams().id}
      Form={AlertRuleForm}
      back={toList}
      openAfter={toRule}
      archivable
      below={(rule) => <AlertRuleHistory rule={rule} />}
    />
  );
}
