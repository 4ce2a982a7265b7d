import { getRouteApi } from '@tanstack/react-router';
import { RecordListPage } from '../../../resource/record-list';
import { useAlertRuleColumns } from './alert-rule-columns';
import { alertRuleResource } from './alert-rule-resource';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/demand/alerts');

/** /demand/alerts: the alert rules with status tiles, name search, sort, paging, CSV export and bulk archive. */
export function AlertRulesPage() {
  return (
    <RecordListPage
      resource={alertRuleResource}
      route={listRoute}
      columns={useAlertRuleColumns()}
      createLink={{ to: '/demand/alerts/create' }}
    />
  );
}
